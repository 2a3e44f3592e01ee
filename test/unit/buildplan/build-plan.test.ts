import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPlanProblem } from '../../../src/buildplan/plan-problem.js';
import { planned, planSpec, problemsOf } from './plan-fixture.js';

const GIT = `source:\n  git:\n    uri: https://git.test/shop/app.git\n`;
const RUBY = `strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamTag\n      name: ruby:3.2\n`;
const DOCKER = `strategy:\n  type: Docker\n  dockerStrategy: {}\n`;

test('a Source build from an ImageStreamTag resolves the builder to its pinned image and pushes to the registry', () => {
  const plan = planned(planSpec(`${GIT}${RUBY}output:\n  to:\n    kind: ImageStreamTag\n    name: app:v1\n`));
  assert.is(plan.strategy, 'Source');
  assert.is(plan.from?.pullSpec, 'docker.io/library/ruby@sha256:aaaa');
  assert.equal(plan.from?.source, {
    kind: 'ImageStreamTag',
    ref: { namespace: 'shop', stream: 'ruby', tag: '3.2' },
  });
  assert.equal(plan.output, {
    pullSpec: 'registry.test:5000/shop/app:v1',
    streamTag: { namespace: 'shop', stream: 'app', tag: 'v1' },
  });
  assert.is(plan.file, 'projects/shop/bc.yaml');
});

test('defaults: Serial, five builds of each kind kept, no ref (the default branch, not master), Dockerfile', () => {
  const plan = planned(planSpec(`${GIT}${RUBY}`));
  assert.is(plan.runPolicy, 'Serial');
  assert.equal(plan.historyLimits, { successful: 5, failed: 5 });
  assert.is(plan.source.git?.ref, undefined);
  assert.is(plan.dockerfilePath, 'Dockerfile');
  assert.is(plan.output, undefined);
  assert.equal(plan.triggers, []);
  assert.is(plan.noCache, false);
  assert.is(plan.forcePull, false);
  assert.is(plan.incremental, false);
});

test('an output stream with dockerImageRepository is pushed there, not to the registry setting', () => {
  const plan = planned(
    planSpec(`${GIT}${RUBY}output:\n  to:\n    kind: ImageStreamTag\n    name: mirrored:latest\n`),
  );
  assert.is(plan.output?.pullSpec, 'mirror.test/shop/mirrored:latest');
});

test('a DockerImage output is pushed as given, with :latest made explicit; it writes nothing back', () => {
  const plain = planned(
    planSpec(`${GIT}${RUBY}output:\n  to:\n    kind: DockerImage\n    name: registry.test:5000/x/app\n`),
  );
  assert.equal(plain.output, { pullSpec: 'registry.test:5000/x/app:latest' });
  const tagged = planned(
    planSpec(`${GIT}${RUBY}output:\n  to:\n    kind: DockerImage\n    name: registry.test:5000/x/app:v2\n`),
  );
  assert.is(tagged.output?.pullSpec, 'registry.test:5000/x/app:v2');
});

test('a Docker build reads every strategy field', () => {
  const plan = planned(
    planSpec(`${GIT}    ref: release-2
  contextDir: ./web/
strategy:
  type: Docker
  dockerStrategy:
    from:
      kind: DockerImage
      name: docker.io/library/alpine:3.20
    dockerfilePath: build/Dockerfile.prod
    noCache: true
    forcePull: true
    env:
      - name: MODE
        value: production
    buildArgs:
      - name: VERSION
        value: "1.2"
      - name: EMPTY
output:
  imageLabels:
    - name: team
      value: shop
resources:
  limits:
    cpu: 500m
    memory: 512Mi
completionDeadlineSeconds: 600
runPolicy: SerialLatestOnly
successfulBuildsHistoryLimit: 2
failedBuildsHistoryLimit: 0
`),
  );
  assert.is(plan.strategy, 'Docker');
  assert.equal(plan.source.git, { uri: 'https://git.test/shop/app.git', ref: 'release-2' });
  assert.is(plan.source.contextDir, 'web');
  assert.is(plan.from?.pullSpec, 'docker.io/library/alpine:3.20');
  assert.is(plan.dockerfilePath, 'build/Dockerfile.prod');
  assert.is(plan.noCache, true);
  assert.is(plan.forcePull, true);
  assert.equal(plan.env, [{ name: 'MODE', value: 'production' }]);
  assert.equal(plan.buildArgs, { VERSION: '1.2', EMPTY: '' });
  assert.equal(plan.imageLabels, [{ name: 'team', value: 'shop' }]);
  assert.equal(plan.limits, { cpu: '500m', memory: '512Mi' });
  assert.is(plan.completionDeadlineSeconds, 600);
  assert.is(plan.runPolicy, 'SerialLatestOnly');
  assert.equal(plan.historyLimits, { successful: 2, failed: 0 });
});

test('a Docker build without from keeps the Dockerfile base; an inline Dockerfile is a source of its own', () => {
  const plan = planned(planSpec(`source:\n  dockerfile: "FROM busybox\\nRUN true\\n"\n${DOCKER}`));
  assert.is(plan.from, undefined);
  assert.is(plan.source.type, 'Dockerfile');
  assert.is(plan.source.dockerfile, 'FROM busybox\nRUN true\n');
});

test('a binary source with asFile is planned as an upload', () => {
  const plan = planned(
    planSpec(`source:\n  binary:\n    asFile: ROOT.war\n  dockerfile: "FROM wildfly\\n"\n${DOCKER}`),
  );
  assert.is(plan.source.type, 'Binary');
  assert.equal(plan.source.binary, { asFile: 'ROOT.war' });
});

test('the strategy type may be left out when one strategy is given', () => {
  const plan = planned(
    planSpec(`${GIT}strategy:\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: ruby:3\n`),
  );
  assert.is(plan.strategy, 'Source');
});

test('an ImageStreamImage builder resolves to the item with that digest', () => {
  const plan = planned(
    planSpec(
      `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamImage\n      name: ruby@sha256:aaaa\n`,
    ),
  );
  assert.is(plan.from?.pullSpec, 'docker.io/library/ruby@sha256:aaaa');
});

test('a Source build takes scripts from image:///path', () => {
  const plan = planned(
    planSpec(
      `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    scripts: image:///opt/s2i/\n    incremental: true\n    from:\n      kind: DockerImage\n      name: ruby:3\n`,
    ),
  );
  assert.is(plan.scriptsDir, '/opt/s2i');
  assert.is(plan.incremental, true);
});

test('triggers are normalised: spellings, secrets, allowEnv, ImageChange from the strategy or its own', () => {
  const plan = planned(
    planSpec(`${GIT}${RUBY}triggers:
  - type: github
    github:
      secret: inline
  - type: Generic
    generic:
      secretReference:
        name: hook-secret
      allowEnv: true
  - type: imageChange
    imageChange: {}
  - type: ImageChange
    imageChange:
      paused: true
      from:
        kind: ImageStreamTag
        name: base:stable
        namespace: shared
  - type: ConfigChange
  - type: GitLab
    gitlab:
      secret: gl
      allowEnv: true
`),
  );
  assert.equal(plan.triggers, [
    { type: 'GitHub', secret: { value: 'inline' }, allowEnv: false, field: 'spec.triggers[0]' },
    { type: 'Generic', secret: { secretName: 'hook-secret' }, allowEnv: true, field: 'spec.triggers[1]' },
    {
      type: 'ImageChange',
      from: { namespace: 'shop', stream: 'ruby', tag: '3.2' },
      paused: false,
      field: 'spec.triggers[2]',
    },
    {
      type: 'ImageChange',
      from: { namespace: 'shared', stream: 'base', tag: 'stable' },
      paused: true,
      field: 'spec.triggers[3]',
    },
    { type: 'ConfigChange', field: 'spec.triggers[4]' },
    { type: 'GitLab', secret: { value: 'gl' }, allowEnv: false, field: 'spec.triggers[5]' },
  ]);
});

test('fields read but not acted on are named in warnings, never dropped silently', () => {
  const result =
    planSpec(`${GIT}${RUBY}nodeSelector:\n  disk: ssd\nmountTrustedCA: true\nresources:\n  requests:\n    cpu: 100m\ntriggers:
  - type: Generic
    generic:
      secret: both
      secretReference:
        name: wins
`);
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.equal(result.warnings.map((w) => w.field).sort(), [
    'spec.mountTrustedCA',
    'spec.nodeSelector',
    'spec.resources.requests',
    'spec.triggers[0].generic.secret',
  ]);
  assert.equal(result.value.triggers[0], {
    type: 'Generic',
    secret: { secretName: 'wins' },
    allowEnv: false,
    field: 'spec.triggers[0]',
  });
});

test('settings that change nothing give no warning', () => {
  const result = planSpec(
    `${GIT}${RUBY}mountTrustedCA: false\nnodeSelector: {}\nresources: {}\npostCommit: {}\n`,
  );
  assert.ok(result.ok);
  if (result.ok) assert.equal(result.warnings, []);
});

test('postCommit: a script runs in a login shell, as OpenShift runs it; command and args as given', () => {
  const script = planned(planSpec(`${GIT}${RUBY}postCommit:\n  script: bundle exec rake test\n`));
  assert.equal(script.postCommit, {
    command: ['/bin/sh', '-ic'],
    args: ['bundle exec rake test', '/bin/sh'],
  });
  const args = planned(planSpec(`${GIT}${RUBY}postCommit:\n  args: [bundle, exec, rake]\n`));
  assert.equal(args.postCommit, { command: [], args: ['bundle', 'exec', 'rake'] });
  assert.is(planned(planSpec(`${GIT}${RUBY}postCommit: {}\n`)).postCommit, undefined);
});

// Each bad BuildConfig is refused with the field that is wrong and why.
const refused: [string, string, string, RegExp][] = [
  [
    'a JenkinsPipeline strategy',
    `strategy:\n  type: JenkinsPipeline\n  jenkinsPipelineStrategy:\n    jenkinsfile: "node {}"\n`,
    'spec.strategy.type',
    /JenkinsPipeline is deprecated in OpenShift 4 and not supported: run the pipeline in a CI system/,
  ],
  [
    'no strategy',
    `${GIT}strategy: {}\n`,
    'spec.strategy.type',
    /no strategy: give type Docker, Source or Custom/,
  ],
  [
    'a type that disagrees with the strategy given',
    `${GIT}strategy:\n  type: Docker\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: ruby\n`,
    'spec.strategy.sourceStrategy',
    /given with strategy type Docker/,
  ],
  [
    'a builder ImageStreamTag that resolves to nothing yet',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamTag\n      name: app:latest\n`,
    'spec.strategy.sourceStrategy.from.name',
    /ImageStreamTag app:latest resolves to no image yet \(ImageStream 'app' has no image for tag 'latest' yet\)/,
  ],
  [
    "a builder stream in the 'openshift' project that the repository does not hold",
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamTag\n      namespace: openshift\n      name: nodejs:18\n`,
    'spec.strategy.sourceStrategy.from.name',
    /openshift\/nodejs:18 resolves to no image yet .*not part of this repository; add an ImageStream 'nodejs' under projects\/openshift\//,
  ],
  [
    'an ImageStreamTag without a tag',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamTag\n      name: ruby\n`,
    'spec.strategy.sourceStrategy.from.name',
    /'ruby' must be <stream>:<tag>/,
  ],
  [
    'a from of an unknown kind',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: Image\n      name: ruby\n`,
    'spec.strategy.sourceStrategy.from.kind',
    /'Image': must be ImageStreamTag, ImageStreamImage or DockerImage/,
  ],
  [
    'a Source strategy without builder',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy: {}\n`,
    'spec.strategy.sourceStrategy.from',
    /the Source strategy needs a builder image/,
  ],
  [
    'an env value from a Secret',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: ruby\n    env:\n      - name: TOKEN\n        valueFrom:\n          secretKeyRef:\n            name: s\n            key: k\n`,
    'spec.strategy.sourceStrategy.env[0].valueFrom',
    /TOKEN takes its value from secretKeyRef, which builds do not support/,
  ],
  [
    'a build arg from a ConfigMap',
    `${GIT}strategy:\n  type: Docker\n  dockerStrategy:\n    buildArgs:\n      - name: A\n        valueFrom:\n          configMapKeyRef:\n            name: c\n            key: k\n`,
    'spec.strategy.dockerStrategy.buildArgs[0].valueFrom',
    /A takes its value from configMapKeyRef/,
  ],
  [
    'an env value with a line break in a Dockerfile strategy',
    `${GIT}strategy:\n  type: Docker\n  dockerStrategy:\n    env:\n      - name: A\n        value: "one\\ntwo"\n`,
    'spec.strategy.dockerStrategy.env[0].value',
    /holds a line break/,
  ],
  [
    'scripts from an http URL',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    scripts: https://example.test/s2i\n    from:\n      kind: DockerImage\n      name: ruby\n`,
    'spec.strategy.sourceStrategy.scripts',
    /scripts are not downloaded.*\.s2i\/bin.*image:\/\/\/<path>/,
  ],
  [
    'image sources',
    `source:\n  git:\n    uri: https://git.test/a.git\n  images:\n    - from:\n        kind: DockerImage\n        name: x\n${RUBY}`,
    'spec.source.images',
    /files copied from other images are not supported/,
  ],
  [
    'Secrets as build inputs',
    `source:\n  git:\n    uri: https://git.test/a.git\n  secrets:\n    - secret:\n        name: s\n${RUBY}`,
    'spec.source.secrets',
    /Secrets given to the build are not supported/,
  ],
  [
    'a contextDir that leaves the source',
    `source:\n  contextDir: ../etc\n  git:\n    uri: https://git.test/a.git\n${RUBY}`,
    'spec.source.contextDir',
    /leads out of the source/,
  ],
  [
    'an absolute contextDir',
    `source:\n  contextDir: /etc\n  git:\n    uri: https://git.test/a.git\n${RUBY}`,
    'spec.source.contextDir',
    /relative to the source/,
  ],
  [
    'a dockerfilePath that leaves the context',
    `${GIT}strategy:\n  type: Docker\n  dockerStrategy:\n    dockerfilePath: ../../Dockerfile\n`,
    'spec.strategy.dockerStrategy.dockerfilePath',
    /leads out of the source/,
  ],
  [
    'git and binary together',
    `source:\n  git:\n    uri: https://git.test/a.git\n  binary: {}\n${RUBY}`,
    'spec.source.binary',
    /from Git or from an upload, not both/,
  ],
  [
    'a Docker build with no source at all',
    DOCKER,
    'spec.source',
    /needs a Dockerfile: give source.git, source.binary or source.dockerfile/,
  ],
  ['a Source build with no source', RUBY, 'spec.source', /needs source code/],
  [
    'an output to a stream the repository does not have',
    `${GIT}${RUBY}output:\n  to:\n    kind: ImageStreamTag\n    name: nowhere:latest\n`,
    'spec.output.to.name',
    /no ImageStream 'nowhere' in project 'shop' to record nowhere:latest in/,
  ],
  [
    'an output tag without tag',
    `${GIT}${RUBY}output:\n  to:\n    kind: ImageStreamTag\n    name: app\n`,
    'spec.output.to.name',
    /must be <stream>:<tag>/,
  ],
  [
    'a webhook without a secret',
    `${GIT}${RUBY}triggers:\n  - type: GitHub\n    github: {}\n`,
    'spec.triggers[0].github',
    /a GitHub webhook needs a secret/,
  ],
  [
    'an unknown trigger type',
    `${GIT}${RUBY}triggers:\n  - type: Cron\n`,
    'spec.triggers[0].type',
    /'Cron': must be one of GitHub, Generic/,
  ],
  [
    'triggers that are not a list',
    `${GIT}${RUBY}triggers: sometimes\n`,
    'spec.triggers',
    /must be a list of triggers/,
  ],
  [
    'a trigger that is not an object',
    `${GIT}${RUBY}triggers: [true]\n`,
    'spec.triggers[0].type',
    /no type: must be one of GitHub/,
  ],
  [
    'an ImageChange trigger watching a DockerImage',
    `${GIT}${RUBY}triggers:\n  - type: ImageChange\n    imageChange:\n      from:\n        kind: DockerImage\n        name: x\n`,
    'spec.triggers[0].imageChange.from.kind',
    /watches an ImageStreamTag, not a DockerImage/,
  ],
  [
    'a custom builder asking for the Docker socket',
    `${GIT}strategy:\n  type: Custom\n  customStrategy:\n    exposeDockerSocket: true\n    from:\n      kind: DockerImage\n      name: builder\n`,
    'spec.strategy.customStrategy.exposeDockerSocket',
    /no Docker socket/,
  ],
  [
    'a bad memory limit',
    `${GIT}${RUBY}resources:\n  limits:\n    memory: lots\n`,
    'spec.resources.limits.memory',
    /"lots" is not a Kubernetes quantity/,
  ],
  [
    'a zero deadline',
    `${GIT}${RUBY}completionDeadlineSeconds: 0\n`,
    'spec.completionDeadlineSeconds',
    /must be a whole number of seconds above 0/,
  ],
  [
    'a negative history limit',
    `${GIT}${RUBY}failedBuildsHistoryLimit: -1\n`,
    'spec.failedBuildsHistoryLimit',
    /must be a whole number, 0 or more/,
  ],
  [
    'an unknown run policy',
    `${GIT}${RUBY}runPolicy: Sometimes\n`,
    'spec.runPolicy',
    /"Sometimes": must be Serial, SerialLatestOnly, Parallel/,
  ],
  [
    'an env name with a space',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: ruby\n    env:\n      - name: "A B"\n        value: x\n`,
    'spec.strategy.sourceStrategy.env[0].name',
    /"A B" is not a variable name/,
  ],
];

for (const [name, spec, field, message] of refused) {
  test(`refused: ${name} (${field})`, () => {
    const problems = problemsOf(planSpec(spec));
    const problem = problems.find((p) => p.field === field);
    assert.ok(problem, `no problem at ${field}; got:\n${problems.map(formatPlanProblem).join('\n')}`);
    assert.match(problem.message, message);
  });
}

// What OpenShift accepts and never acts on is planned, with a warning naming it.
const warned: [string, string, string, RegExp][] = [
  [
    'an ImageChange trigger following a DockerImage builder',
    `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: ruby\ntriggers:\n  - type: ImageChange\n`,
    'spec.triggers[0].imageChange',
    /never fires: it follows the strategy's from, which is a DockerImage, and only an ImageStreamTag moves/,
  ],
  [
    'two ImageChange triggers following the strategy',
    `${GIT}${RUBY}triggers:\n  - type: ImageChange\n  - type: ImageChange\n    imageChange: {}\n`,
    'spec.triggers[1]',
    /ignored: only one ImageChange trigger may follow the strategy's from, and spec.triggers\[0\] already does/,
  ],
  ['triggers as an empty object', `${GIT}${RUBY}triggers: {}\n`, 'spec.triggers', /read as no triggers/],
  [
    'an inline Dockerfile with the Source strategy',
    `${GIT}  dockerfile: "FROM x"\n${RUBY}`,
    'spec.source.dockerfile',
    /only the Docker strategy/,
  ],
];
for (const [name, spec, field, message] of warned) {
  test(`planned with a warning: ${name} (${field})`, () => {
    const result = planSpec(spec);
    assert.ok(result.ok, result.ok ? '' : result.problems.map(formatPlanProblem).join('\n'));
    if (!result.ok) return;
    const warning = result.warnings.find((w) => w.field === field);
    assert.ok(warning, JSON.stringify(result.warnings));
    assert.match(warning.message, message);
    assert.is(
      result.value.triggers.filter((t) => t.type === 'ImageChange').length,
      name.startsWith('two') ? 1 : 0,
    );
  });
}

test('problems carry the reason a refused build records', () => {
  const unresolved = problemsOf(
    planSpec(
      `${GIT}strategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: ImageStreamTag\n      name: app:latest\n`,
    ),
  );
  assert.is(unresolved[0]?.reason, 'UnresolvableBuilderImage');
  const output = problemsOf(
    planSpec(`${GIT}${RUBY}output:\n  to:\n    kind: ImageStreamTag\n    name: nowhere:latest\n`),
  );
  assert.is(output[0]?.reason, 'InvalidOutputReference');
});

test('every problem of a BuildConfig is reported at once', () => {
  const problems = problemsOf(planSpec(`${RUBY}runPolicy: Sometimes\ncompletionDeadlineSeconds: -3\n`));
  assert.equal(problems.map((p) => p.field).sort(), [
    'spec.completionDeadlineSeconds',
    'spec.runPolicy',
    'spec.source',
  ]);
});

test.run();

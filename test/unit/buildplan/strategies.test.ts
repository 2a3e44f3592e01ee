import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildEnvironment, buildLabels } from '../../../src/buildplan/build-info.js';
import { buildObject, customBuildEnvironment, splitRegistry } from '../../../src/buildplan/custom-build.js';
import {
  dockerStrategyDockerfile,
  sourceStrategyDockerfile,
} from '../../../src/buildplan/strategy-dockerfile.js';
import { previousOutputImage } from '../../../src/buildplan/plan-output.js';
import { loadWithStreams, planned, planSpec, problemsOf } from './plan-fixture.js';

const REVISION = {
  commit: 'c0ffee',
  ref: 'main',
  message: 'Fix the cart\n\nLonger body',
  authorName: 'Alice',
  authorEmail: 'alice@example.test',
  date: 'Tue Nov 24 02:01:17 2026 +0000',
};

test('build labels: OpenShift’s io.openshift.build.* sorted, then imageLabels, which win', () => {
  const labels = buildLabels({
    buildName: 'app-1',
    namespace: 'shop',
    sourceLocation: 'https://git.test/app.git',
    contextDir: 'web',
    revision: REVISION,
    imageLabels: [
      { name: 'team', value: 'shop' },
      { name: 'io.openshift.build.commit.id', value: 'mine' },
    ],
  });
  assert.equal(labels, [
    { name: 'io.openshift.build.commit.author', value: 'Alice <alice@example.test>' },
    { name: 'io.openshift.build.commit.date', value: 'Tue Nov 24 02:01:17 2026 +0000' },
    { name: 'io.openshift.build.commit.message', value: 'Fix the cart' },
    { name: 'io.openshift.build.commit.ref', value: 'main' },
    { name: 'io.openshift.build.source-context-dir', value: 'web' },
    { name: 'io.openshift.build.source-location', value: 'https://git.test/app.git' },
    { name: 'team', value: 'shop' },
    { name: 'io.openshift.build.commit.id', value: 'mine' },
  ]);
});

test('build labels: the ref the BuildConfig names wins over git’s; empty values are left out', () => {
  const labels = buildLabels({
    buildName: 'b',
    namespace: 'n',
    sourceRef: 'v2',
    revision: { ref: 'refs/tags/v2' },
    imageLabels: [],
  });
  assert.equal(labels, [{ name: 'io.openshift.build.commit.ref', value: 'v2' }]);
});

test('OPENSHIFT_BUILD_* variables: source ones only with a Git source', () => {
  assert.equal(
    buildEnvironment({
      buildName: 'app-2',
      namespace: 'shop',
      sourceLocation: 'https://g/a.git',
      sourceRef: 'dev',
      revision: REVISION,
      imageLabels: [],
    }),
    [
      { name: 'OPENSHIFT_BUILD_NAME', value: 'app-2' },
      { name: 'OPENSHIFT_BUILD_NAMESPACE', value: 'shop' },
      { name: 'OPENSHIFT_BUILD_SOURCE', value: 'https://g/a.git' },
      { name: 'OPENSHIFT_BUILD_REFERENCE', value: 'dev' },
      { name: 'OPENSHIFT_BUILD_COMMIT', value: 'c0ffee' },
    ],
  );
  assert.equal(buildEnvironment({ buildName: 'app-2', namespace: 'shop', imageLabels: [] }).length, 2);
});

const DOCKER = `source:
  git:
    uri: https://git.test/shop/app.git
  contextDir: web
strategy:
  type: Docker
  dockerStrategy:
    from:
      kind: ImageStreamTag
      name: ruby:3.2
    env:
      - name: MODE
        value: prod
`;

test('Docker strategy: the source Dockerfile with from and env applied; build env and labels apart, for buildah to set', () => {
  const plan = planned(planSpec(DOCKER));
  const result = dockerStrategyDockerfile({
    plan,
    buildName: 'app-4',
    revision: REVISION,
    sourceDockerfile: 'FROM ruby:old\nCOPY . /app\n',
  });
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.equal(result.value.dockerfile.split('\n'), [
    'FROM docker.io/library/ruby@sha256:aaaa',
    'ENV "MODE"="prod"',
    'COPY . /app',
    '',
  ]);
  const env = Object.fromEntries(result.value.buildEnv.map((e) => [e.name, e.value]));
  assert.is(env['OPENSHIFT_BUILD_NAME'], 'app-4');
  const labels = Object.fromEntries(result.value.labels.map((e) => [e.name, e.value]));
  assert.is(labels['io.openshift.build.commit.id'], 'c0ffee');
  assert.is(labels['io.openshift.build.source-context-dir'], 'web');
});

test('Docker strategy: an inline Dockerfile wins over the one in the source, as in OpenShift', () => {
  const plan = planned(
    planSpec(
      `${DOCKER}`.replace(
        '  contextDir: web\n',
        '  contextDir: web\n  dockerfile: "FROM inline\\nRUN echo inline\\n"\n',
      ),
    ),
  );
  const result = dockerStrategyDockerfile({
    plan,
    buildName: 'app-1',
    sourceDockerfile: 'FROM from-source\n',
  });
  assert.ok(result.ok);
  if (result.ok) assert.match(result.value.dockerfile, 'RUN echo inline');
});

test('Docker strategy: env a build adds (a generic webhook, start-build --env) comes after the strategy’s and wins', () => {
  const plan = planned(planSpec(DOCKER));
  const result = dockerStrategyDockerfile({
    plan,
    buildName: 'app-1',
    sourceDockerfile: 'FROM x\n',
    extraEnv: [
      { name: 'MODE', value: 'debug' },
      { name: 'HOOK', value: '1' },
    ],
  });
  assert.ok(result.ok);
  if (result.ok) assert.match(result.value.dockerfile, 'ENV "MODE"="debug" \\\n    "HOOK"="1"\n');
});

test('env a build adds is checked: bad names and line breaks are problems naming env[i]', () => {
  const plan = planned(planSpec(DOCKER));
  const problems = problemsOf(
    dockerStrategyDockerfile({
      plan,
      buildName: 'app-1',
      sourceDockerfile: 'FROM x\n',
      extraEnv: [
        { name: 'A B', value: '1' },
        { name: 'OK', value: 'two\nlines' },
      ],
    }),
  );
  assert.equal(
    problems.map((p) => p.field),
    ['env[0].name', 'env[1].value'],
  );
  const s2iPlan = planned(
    planSpec(
      'source:\n  git:\n    uri: https://g/a.git\nstrategy:\n  type: Source\n  sourceStrategy:\n    from:\n      kind: DockerImage\n      name: b\n',
    ),
  );
  const s2i = problemsOf(
    sourceStrategyDockerfile({
      plan: s2iPlan,
      buildName: 'app-1',
      builderLabels: {},
      builderUser: '',
      sourceScripts: [],
      extraEnv: [{ name: '9', value: '' }],
    }),
  );
  assert.is(s2i[0]?.field, 'env[0].name');
});

test('Docker strategy: no Dockerfile where the plan says is a problem naming the path', () => {
  const plan = planned(planSpec(DOCKER));
  const problems = problemsOf(dockerStrategyDockerfile({ plan, buildName: 'app-1' }));
  assert.equal(
    problems.map((p) => [p.field, p.reason]),
    [['web/Dockerfile', 'InvalidContextDirectory']],
  );
  const broken = problemsOf(
    dockerStrategyDockerfile({ plan, buildName: 'app-1', sourceDockerfile: 'RUN x\n' }),
  );
  assert.is(broken[0]?.field, 'web/Dockerfile:1');
});

test('Source strategy: the plan’s builder, scripts and env reach the S2I Dockerfile; previous image only when incremental', () => {
  const spec = `source:\n  git:\n    uri: https://git.test/a.git\nstrategy:\n  type: Source\n  sourceStrategy:\n    scripts: image:///opt/s2i\n    env:\n      - name: A\n        value: "1"\n    from:\n      kind: ImageStreamTag\n      name: ruby:3.2\n`;
  const plan = planned(planSpec(spec));
  const input = {
    plan,
    buildName: 'app-1',
    builderLabels: {},
    builderUser: '1001',
    sourceScripts: [],
    previousImage: 'prev:1',
  };
  const result = sourceStrategyDockerfile(input);
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.match(result.value.dockerfile, '\nFROM docker.io/library/ruby@sha256:aaaa\n');
  assert.match(result.value.dockerfile, 'RUN /opt/s2i/assemble\n');
  assert.match(result.value.dockerfile, '"A"="1"');
  assert.not.match(result.value.dockerfile, 'cached');
  const incremental = planned(planSpec(spec.replace('    scripts:', '    incremental: true\n    scripts:')));
  const again = sourceStrategyDockerfile({ ...input, plan: incremental });
  assert.ok(again.ok && again.value.dockerfile.includes('FROM prev:1 AS cached'));
});

const CUSTOM = `source:
  git:
    uri: https://git.test/shop/app.git
    ref: main
  contextDir: svc
strategy:
  type: Custom
  customStrategy:
    from:
      kind: DockerImage
      name: registry.test/tools/builder:1
    env:
      - name: EXTRA
        value: yes-please
      - name: SOURCE_REF
        value: overridden
output:
  to:
    kind: ImageStreamTag
    name: app:latest
`;

test('Custom strategy: the environment OpenShift gives a custom builder', () => {
  const plan = planned(planSpec(CUSTOM));
  const env = customBuildEnvironment({
    plan,
    buildName: 'app-7',
    buildNumber: 7,
    revision: REVISION,
    version: '0.9.0',
  });
  assert.equal(Object.keys(env).sort(), [
    'BUILD',
    'EXTRA',
    'ORIGIN_VERSION',
    'OUTPUT_IMAGE',
    'OUTPUT_REGISTRY',
    'SOURCE_CONTEXT_DIR',
    'SOURCE_REF',
    'SOURCE_REPOSITORY',
    'SOURCE_URI',
  ]);
  assert.is(env['SOURCE_REPOSITORY'], 'https://git.test/shop/app.git');
  assert.is(env['SOURCE_URI'], 'https://git.test/shop/app.git');
  assert.is(env['SOURCE_CONTEXT_DIR'], 'svc');
  assert.is(env['OUTPUT_REGISTRY'], 'registry.test:5000');
  assert.is(env['OUTPUT_IMAGE'], 'shop/app:latest');
  assert.is(env['ORIGIN_VERSION'], '0.9.0');
  // The strategy's env comes last, so it wins, as in OpenShift's build pod.
  assert.is(env['SOURCE_REF'], 'overridden');
  const build = JSON.parse(env['BUILD'] ?? '{}') as Record<string, any>;
  assert.is(build.apiVersion, 'build.openshift.io/v1');
  assert.is(build.kind, 'Build');
  assert.equal(build.metadata.name, 'app-7');
  assert.equal(build.metadata.namespace, 'shop');
  assert.equal(build.metadata.annotations['openshift.io/build.number'], '7');
  assert.equal(build.spec.source, {
    type: 'Git',
    git: { uri: 'https://git.test/shop/app.git', ref: 'main' },
    contextDir: 'svc',
  });
  assert.equal(build.spec.strategy.customStrategy.from, {
    kind: 'DockerImage',
    name: 'registry.test/tools/builder:1',
  });
  assert.equal(build.spec.output.to, { kind: 'DockerImage', name: 'registry.test:5000/shop/app:latest' });
  assert.equal(build.spec.revision.git.commit, 'c0ffee');
  assert.equal(build.spec.revision.git.author, { name: 'Alice', email: 'alice@example.test' });
  assert.is(build.status.outputDockerImageReference, 'registry.test:5000/shop/app:latest');
});

test('Custom strategy without source or output: only what exists is set; extra env from a webhook is passed', () => {
  const plan = planned(
    planSpec(
      'strategy:\n  type: Custom\n  customStrategy:\n    from:\n      kind: DockerImage\n      name: tool\n',
    ),
  );
  const env = customBuildEnvironment({
    plan,
    buildName: 'app-1',
    buildNumber: 1,
    version: '1',
    extraEnv: [{ name: 'FROM_HOOK', value: 'x' }],
  });
  assert.equal(Object.keys(env).sort(), ['BUILD', 'FROM_HOOK', 'ORIGIN_VERSION']);
  const build = buildObject({ plan, buildName: 'app-1', buildNumber: 1, version: '1' });
  assert.equal((build['spec'] as Record<string, unknown>)['source'], { type: 'None' });
});

test('Custom strategy: an env name like __proto__ stays an ordinary variable', () => {
  const plan = planned(
    planSpec(
      'strategy:\n  type: Custom\n  customStrategy:\n    from:\n      kind: DockerImage\n      name: tool\n    env:\n      - name: __proto__\n        value: x\n',
    ),
  );
  const env = customBuildEnvironment({ plan, buildName: 'app-1', buildNumber: 1, version: '1' });
  assert.is(Object.getOwnPropertyDescriptor(env, '__proto__')?.value, 'x');
});

const registries: [string, string | undefined, string][] = [
  ['registry.test:5000/shop/app:latest', 'registry.test:5000', 'shop/app:latest'],
  ['localhost/app', 'localhost', 'app'],
  ['quay.io/org/app@sha256:1', 'quay.io', 'org/app@sha256:1'],
  ['library/ruby:3', undefined, 'library/ruby:3'],
  ['ruby', undefined, 'ruby'],
];
for (const [spec, registry, image] of registries) {
  test(`splitRegistry ${spec}`, () => assert.equal(splitRegistry(spec), { registry, image }));
}

test('incremental: the previous image is what the output tag holds in Git, pinned; none for a first build', () => {
  const streams = loadWithStreams(
    'apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: built\nstatus:\n  tags:\n    - tag: latest\n      items:\n        - dockerImageReference: registry.test/shop/built@sha256:new\n        - dockerImageReference: registry.test/shop/built@sha256:old\n',
  );
  const ref = (stream: string, tag: string) => ({
    pullSpec: 'x',
    streamTag: { namespace: 'shop', stream, tag },
  });
  assert.is(previousOutputImage(ref('built', 'latest'), streams), 'registry.test/shop/built@sha256:new');
  assert.is(previousOutputImage(ref('built', 'v2'), streams), undefined);
  assert.is(previousOutputImage(ref('app', 'latest'), streams), undefined);
  assert.is(previousOutputImage({ pullSpec: 'registry.test/x:1' }, streams), undefined);
  assert.is(previousOutputImage(undefined, streams), undefined);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type S2iDockerfileInput, s2iDockerfile } from '../../../src/buildplan/s2i/s2i-dockerfile.js';
import { parseS2iEnvironment } from '../../../src/buildplan/s2i/s2i-environment.js';
import { readScriptsLocation } from '../../../src/buildplan/s2i/s2i-scripts.js';
import { parseDockerfile } from '../../../src/buildplan/dockerfile/parse-dockerfile.js';
import { problemsOf } from './plan-fixture.js';

const BASE: S2iDockerfileInput = {
  builderImage: 'registry.test/builder@sha256:b1',
  builderLabels: {},
  builderUser: '1001',
  sourceScripts: [],
  env: [],
  buildEnv: [{ name: 'OPENSHIFT_BUILD_NAME', value: 'app-1' }],
  labels: [{ name: 'io.openshift.build.commit.id', value: 'c0ffee' }],
};

function generate(input: Partial<S2iDockerfileInput>) {
  const result = s2iDockerfile({ ...BASE, ...input });
  if (!result.ok) throw new Error(result.problems.map((p) => `${p.field}: ${p.message}`).join('\n'));
  return result.value;
}

test('without .s2i/bin: the builder scripts from /usr/libexec/s2i, the source at /tmp/src, the user kept', () => {
  const { dockerfile, context } = generate({});
  assert.is(
    dockerfile,
    [
      '# s2i build --as-dockerfile, as gitshift writes it, for builder registry.test/builder@sha256:b1',
      'FROM registry.test/builder@sha256:b1',
      'LABEL "io.openshift.build.image"="registry.test/builder@sha256:b1" \\',
      '    "io.openshift.build.commit.id"="c0ffee"',
      'ENV "OPENSHIFT_BUILD_NAME"="app-1"',
      'USER 0',
      'COPY upload/src /tmp/src',
      'RUN chown -R 1001:0 /tmp/src',
      'USER 1001',
      'RUN /usr/libexec/s2i/assemble',
      'CMD ["/usr/libexec/s2i/run"]',
      '',
    ].join('\n'),
  );
  assert.equal(context, [{ from: '.', to: 'upload/src' }]);
});

test('.s2i/bin scripts in the source win over the builder’s, each on its own; other files there are left alone', () => {
  const { dockerfile, context } = generate({ sourceScripts: ['assemble', 'README', 'helpers.sh'] });
  assert.match(dockerfile, 'COPY upload/scripts /tmp/scripts\n');
  assert.match(dockerfile, 'RUN chown -R 1001:0 /tmp/scripts /tmp/src\n');
  assert.match(dockerfile, 'RUN /tmp/scripts/assemble\nCMD ["/usr/libexec/s2i/run"]\n');
  assert.equal(context, [
    { from: '.s2i/bin/assemble', to: 'upload/scripts/assemble' },
    { from: '.', to: 'upload/src' },
  ]);
});

test("the builder's scripts-url and destination labels are followed", () => {
  const { dockerfile } = generate({
    builderLabels: {
      'io.openshift.s2i.scripts-url': 'image:///opt/s2i/',
      'io.openshift.s2i.destination': '/opt/app/',
    },
  });
  assert.match(dockerfile, 'COPY upload/src /opt/app/src\n');
  assert.match(dockerfile, 'RUN /opt/s2i/assemble\nCMD ["/opt/s2i/run"]\n');
  const legacy = generate({ builderLabels: { 'io.s2i.scripts-url': 'image:///legacy' } }).dockerfile;
  assert.match(legacy, 'RUN /legacy/assemble\n');
});

test("the strategy's scripts come first: they win over .s2i/bin and the label", () => {
  const { dockerfile, context } = generate({
    scriptsDir: '/custom',
    sourceScripts: ['assemble', 'run'],
    builderLabels: { 'io.openshift.s2i.scripts-url': 'image:///opt/s2i' },
  });
  assert.match(dockerfile, 'RUN /custom/assemble\nCMD ["/custom/run"]\n');
  assert.not.match(dockerfile, 'upload/scripts');
  assert.equal(context, [{ from: '.', to: 'upload/src' }]);
});

test('a builder without USER (root) gets no chown and no USER after the copy', () => {
  const { dockerfile } = generate({ builderUser: '' });
  assert.not.match(dockerfile, 'chown');
  assert.is(dockerfile.match(/^USER /gm)?.length, 1);
  const named = generate({ builderUser: 'root' }).dockerfile;
  assert.match(named, 'COPY upload/src /tmp/src\nUSER root\nRUN /usr/libexec/s2i/assemble');
});

test('a USER with a group keeps it; files go to the user with group 0', () => {
  const { dockerfile } = generate({
    builderUser: '1001:1001',
    previousImage: 'p:1',
    sourceScripts: ['save-artifacts'],
  });
  assert.match(dockerfile, 'RUN chown 1001:0 /tmp/scripts/save-artifacts\nUSER 1001:1001\n');
  assert.match(dockerfile, 'RUN chown -R 1001:0 /tmp/artifacts.tar /tmp/scripts /tmp/src\nUSER 1001:1001\n');
  assert.not.match(generate({ builderUser: '0:0' }).dockerfile, 'chown');
});

test('the assemble-user label names the user assemble runs as', () => {
  const { dockerfile } = generate({ builderLabels: { 'io.openshift.s2i.assemble-user': '2000' } });
  assert.match(dockerfile, 'RUN chown -R 2000:0 /tmp/src\nUSER 2000\n');
});

test('.s2i/environment and the strategy env become ENV; the strategy wins, OPENSHIFT_BUILD_* kept', () => {
  const { dockerfile } = generate({
    environmentFile: '# settings\n\nRACK_ENV=development\n// old style comment\nWORKERS = 4\n',
    env: [{ name: 'RACK_ENV', value: 'production' }],
  });
  assert.match(
    dockerfile,
    'ENV "RACK_ENV"="production" \\\n    "WORKERS"="4" \\\n    "OPENSHIFT_BUILD_NAME"="app-1"\n',
  );
});

test('incremental: a stage from the previous image runs save-artifacts; its archive is unpacked before assemble', () => {
  const { dockerfile } = generate({ previousImage: 'registry.test/shop/app@sha256:prev' });
  const lines = dockerfile.split('\n');
  assert.equal(lines.slice(1, 5), [
    'FROM registry.test/shop/app@sha256:prev AS cached',
    'USER 1001',
    'RUN if [ -s /usr/libexec/s2i/save-artifacts ]; then /usr/libexec/s2i/save-artifacts > /tmp/artifacts.tar; else touch /tmp/artifacts.tar; fi',
    '',
  ]);
  assert.match(
    dockerfile,
    'USER 0\nCOPY --from=cached /tmp/artifacts.tar /tmp/artifacts.tar\nCOPY upload/src /tmp/src\n',
  );
  assert.match(dockerfile, 'RUN chown -R 1001:0 /tmp/artifacts.tar /tmp/src\nUSER 1001\n');
  assert.match(
    dockerfile,
    'RUN if [ -s /tmp/artifacts.tar ]; then mkdir -p /tmp/artifacts && tar -xf /tmp/artifacts.tar -C /tmp/artifacts; fi && rm -f /tmp/artifacts.tar\nRUN /usr/libexec/s2i/assemble\n',
  );
});

test("incremental with the source's save-artifacts copies it into the cached stage", () => {
  const { dockerfile } = generate({ previousImage: 'prev:1', sourceScripts: ['save-artifacts'] });
  assert.match(
    dockerfile,
    'FROM prev:1 AS cached\nUSER 0\nCOPY upload/scripts/save-artifacts /tmp/scripts/save-artifacts\nRUN chown 1001:0 /tmp/scripts/save-artifacts\nUSER 1001\nRUN if [ -s /tmp/scripts/save-artifacts ]; then /tmp/scripts/save-artifacts > /tmp/artifacts.tar;',
  );
});

test('the Dockerfile made reads back as two stages when incremental', () => {
  const result = parseDockerfile(
    generate({ previousImage: 'prev:1', sourceScripts: ['assemble', 'run'] }).dockerfile,
  );
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.equal(
    result.value.stages.map((s) => [s.image, s.name]),
    [
      ['prev:1', 'cached'],
      ['registry.test/builder@sha256:b1', undefined],
    ],
  );
});

test('a builder label naming scripts over http is refused, naming the label', () => {
  const problems = problemsOf(
    s2iDockerfile({ ...BASE, builderLabels: { 'io.openshift.s2i.scripts-url': 'https://scripts.test/s2i' } }),
  );
  assert.is(problems[0]?.field, 'builder label io.openshift.s2i.scripts-url');
  assert.match(problems[0]?.message ?? '', /scripts are not downloaded/);
});

test('an http scripts label does not matter when the source brings every script', () => {
  const result = s2iDockerfile({
    ...BASE,
    sourceScripts: ['assemble', 'run'],
    builderLabels: { 'io.openshift.s2i.scripts-url': 'https://scripts.test/s2i' },
  });
  assert.ok(result.ok);
});

test('.s2i/environment: every bad line is a problem naming the line', () => {
  const problems = problemsOf(parseS2iEnvironment('OK=1\nexport PATH\n\n1BAD=x\n=empty\n'));
  assert.equal(
    problems.map((p) => [p.field, p.message]),
    [
      ['.s2i/environment:2', "'export PATH' is not KEY=VALUE"],
      [
        '.s2i/environment:4',
        "'1BAD' is not a variable name: letters, digits, '_', '-' and '.', not starting with a digit",
      ],
      [
        '.s2i/environment:5',
        "'' is not a variable name: letters, digits, '_', '-' and '.', not starting with a digit",
      ],
    ],
  );
  const inDockerfile = problemsOf(s2iDockerfile({ ...BASE, environmentFile: 'nope\n' }));
  assert.is(inDockerfile[0]?.field, '.s2i/environment:1');
});

test('.s2i/environment keeps values as written: quotes, = and spaces inside', () => {
  const result = parseS2iEnvironment('A="quoted"\r\nB=x=y\nC= spaced out \n');
  assert.ok(result.ok);
  if (!result.ok) return;
  assert.equal(result.value, [
    { name: 'A', value: '"quoted"' },
    { name: 'B', value: 'x=y' },
    { name: 'C', value: 'spaced out' },
  ]);
});

const locations: [string, unknown, string | RegExp][] = [
  ['image:///usr/local/s2i', 'image:///usr/local/s2i', '/usr/local/s2i'],
  ['image:///usr/local/s2i/ (trailing slash)', 'image:///usr/local/s2i/', '/usr/local/s2i'],
  ['http://', 'http://x.test/s2i', /scripts are not downloaded/],
  ['file://', 'file:///tmp/s2i', /scripts are not downloaded/],
  ['image://relative', 'image://relative', /must be a URL of the form image:\/\/\/<path>/],
  ['a path with ..', 'image:///a/../b', /without '\.\.'/],
  ['a number', 42, /must be a URL of the form image:\/\/\/<path>/],
];
for (const [name, value, expected] of locations) {
  test(`scripts location ${name}`, () => {
    const location = readScriptsLocation(value, 'spec.strategy.sourceStrategy.scripts');
    if (typeof expected === 'string') assert.equal(location, { dir: expected });
    else {
      assert.ok('message' in location);
      if ('message' in location) {
        assert.is(location.field, 'spec.strategy.sourceStrategy.scripts');
        assert.match(location.message, expected);
      }
    }
  });
}

test.run();

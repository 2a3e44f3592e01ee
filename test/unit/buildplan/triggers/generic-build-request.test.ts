import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  genericBuildRequest,
  parseGenericBody,
  type GenericBuildDecision,
} from '../../../../src/buildplan/triggers/index.js';
import {
  buildConfigOf,
  buildConfigYaml,
  GENERIC,
  GENERIC_ALLOW_ENV,
  GITHUB,
  loadProjects,
} from './build-configs.js';

const URI = 'https://github.com/acme/app.git';
const projects = loadProjects({
  'projects/shop/app.yaml': buildConfigYaml({ name: 'app', uri: URI, ref: 'main', triggers: [GENERIC] }),
  'projects/shop/env.yaml': buildConfigYaml({ name: 'env', uri: URI, triggers: [GENERIC_ALLOW_ENV] }),
  'projects/shop/github-only.yaml': buildConfigYaml({ name: 'github-only', uri: URI, triggers: [GITHUB] }),
});
const app = buildConfigOf(projects, 'shop', 'app');
const withEnv = buildConfigOf(projects, 'shop', 'env');

const COMMIT = 'b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327';
const BODY = {
  git: {
    uri: URI,
    ref: 'main',
    commit: COMMIT,
    author: { name: 'Alice', email: 'alice@example.com' },
    committer: { name: 'Bob', email: 'bob@example.com' },
    message: 'Fix the header\n\nlonger text',
  },
  env: [{ name: 'GREETING', value: 'hello' }, { name: 'EMPTY' }],
};

function decide(body: unknown, buildConfig = app): GenericBuildDecision {
  return genericBuildRequest({ project: 'shop', buildConfig, body, deliveryId: 'd-1' });
}

test('a full OpenShift generic body builds the commit it names', () => {
  const decision = decide(BODY, withEnv);
  assert.equal(decision.kind, 'build');
  if (decision.kind !== 'build') return;
  assert.equal(decision.build.commit, COMMIT);
  assert.equal(decision.build.ref, 'main');
  assert.equal(decision.build.env, [
    { name: 'GREETING', value: 'hello' },
    { name: 'EMPTY', value: '' },
  ]);
  assert.equal(decision.build.cause, {
    type: 'GenericWebHook',
    message: 'generic webhook: Fix the header',
    deliveryId: 'd-1',
  });
  assert.equal(decision.notes, []);
});

test('env is dropped with a note when the trigger does not allowEnv', () => {
  const decision = decide(BODY);
  assert.equal(decision.kind, 'build');
  if (decision.kind !== 'build') return;
  assert.is(decision.build.env, undefined);
  assert.equal(decision.notes, ['env dropped: the Generic trigger of shop/app does not set allowEnv']);
});

test('no body, an empty body and a body without git build the BuildConfig as it is', () => {
  for (const body of [undefined, null, {}, { type: 'generic' }]) {
    const decision = decide(body);
    assert.equal(decision.kind, 'build', JSON.stringify(body));
    if (decision.kind === 'build') {
      assert.is(decision.build.commit, undefined);
      assert.is(decision.build.ref, undefined);
    }
  }
});

test('a git.ref other than the BuildConfig ref is skipped with the reason, as in OpenShift', () => {
  assert.equal(decide({ git: { ref: 'refs/heads/feature' } }), {
    kind: 'skip',
    reason: 'branch feature does not match ref main of shop/app',
  });
  assert.equal(decide({ git: { ref: 'refs/heads/main' } }).kind, 'build');
  // The BuildConfig names no ref: the generic body cannot say the default branch, so its ref is taken.
  const decision = decide({ git: { ref: 'feature' } }, withEnv);
  assert.equal(decision.kind === 'build' ? decision.build.ref : decision, 'feature');
});

test('a BuildConfig without a Generic trigger is skipped', () => {
  assert.equal(decide({}, buildConfigOf(projects, 'shop', 'github-only')), {
    kind: 'skip',
    reason: 'shop/github-only has no Generic trigger',
  });
});

const MALFORMED: readonly [string, unknown, RegExp][] = [
  ['a list', [1, 2], /the body must be an object with git and env, not a list/],
  ['a string', 'build please', /not a string/],
  ['a number', 42, /not a number/],
  ['git not an object', { git: 'main' }, /git must be an object, not a string/],
  ['git.ref a number', { git: { ref: 7 } }, /git\.ref must be a string, not a number/],
  ['git.commit an object', { git: { commit: {} } }, /git\.commit must be a string, not an object/],
  ['git.commit not hex', { git: { commit: 'HEAD~1' } }, /git\.commit "HEAD~1" is not a commit id/],
  ['git.ref an option', { git: { ref: '--upload-pack=x' } }, /git\.ref "--upload-pack=x" is not a branch/],
  ['git.ref with a space', { git: { ref: 'a b' } }, /is not a branch or ref name/],
  ['git.author a string', { git: { author: 'alice' } }, /git\.author must be an object/],
  [
    'git.committer.email a number',
    { git: { committer: { email: 1 } } },
    /git\.committer\.email must be a string/,
  ],
  ['env an object', { env: { A: '1' } }, /env must be a list of \{name, value\}, not an object/],
  ['env entry a string', { env: ['A=1'] }, /env\[0\] must be an object with a name, not a string/],
  ['env entry without name', { env: [{ value: '1' }] }, /env\[0\] has no name/],
  ['env entry with an empty name', { env: [{ name: '' }] }, /env\[0\] has no name/],
  [
    'env name with =',
    { env: [{ name: 'A=B', value: '1' }] },
    /env\[0\]\.name "A=B" is not an environment variable name/,
  ],
  [
    'env value a number',
    { env: [{ name: 'N', value: 3 }] },
    /env\[0\]\.value \(N\) must be a string, not a number/,
  ],
  ['env valueFrom', { env: [{ name: 'S', valueFrom: { secretKeyRef: {} } }] }, /valueFrom is not accepted/],
];

for (const [name, body, reason] of MALFORMED)
  test(`malformed body: ${name} is a problem naming the field`, () => {
    const decision = decide(body, withEnv);
    assert.equal(decision.kind, 'invalid');
    if (decision.kind === 'invalid') assert.match(decision.problem, reason);
  });

test('bodies are JSON, or YAML when the type says so; an unreadable one is a problem', () => {
  assert.equal(parseGenericBody('{"git":{"ref":"main"}}', 'application/json'), {
    value: { git: { ref: 'main' } },
  });
  assert.equal(parseGenericBody('git:\n  ref: main\n', 'application/yaml'), {
    value: { git: { ref: 'main' } },
  });
  assert.equal(parseGenericBody('  ', 'application/json'), { value: undefined });
  const json = parseGenericBody('{"git":', 'application/json');
  assert.ok('problem' in json && /^the body is not valid JSON/.test(json.problem));
  const yaml = parseGenericBody('git: [', 'application/yaml');
  assert.ok('problem' in yaml && /^the body is not valid YAML/.test(yaml.problem));
  const duplicate = parseGenericBody('git: {}\ngit: {}\n', 'application/yaml');
  assert.ok('problem' in duplicate, 'duplicate keys are refused');
});

test.run();

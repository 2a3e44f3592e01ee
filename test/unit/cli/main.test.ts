import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, tempRepo } from '../../support/cli.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const run = runCli;

const BROKEN = {
  'gitshift.yaml': 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\n',
  'projects/shop/web.yaml': 'apiVersion: v1\nkind: Service\nmetadata:\n  name: Web\n',
  'projects/ok/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
};

test('validate: a clean repository exits 0 with a summary', async () => {
  const result = await run(['validate', `${ROOT}examples/ruby-sample`]);
  assert.is(result.code, 0);
  assert.is(result.stdout, 'ok: 1 project, no problems\n');
});

test('validate: problems are printed as path:line:col: field: message [CODE] and exit 1', async () => {
  const dir = tempRepo(BROKEN);
  try {
    const result = await run(['validate', dir]);
    assert.is(result.code, 1);
    assert.match(
      result.stdout,
      /^projects\/shop\/web\.yaml:4:9: metadata\.name: Service name 'Web' must be a DNS-1035 label.* \[INVALID_NAME\]$/m,
    );
    assert.match(result.stdout, /1 error, 0 warnings in 1 file; 1 of 2 projects blocked\n$/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('render: other projects still render when one has errors, and the exit status says so', async () => {
  const dir = tempRepo(BROKEN);
  try {
    const result = await run(['render', dir, '-o', 'json']);
    assert.is(result.code, 1);
    const list = JSON.parse(result.stdout) as { items: { metadata: { namespace?: string; name: string } }[] };
    assert.equal(
      list.items.map((i) => i.metadata.name),
      ['ok', 'c'],
    );
    assert.match(result.stderr, /project shop not rendered: 1 error\(s\) in its manifests/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('render --project renders one project and --out writes one file per object', async () => {
  const out = mkdtempSync(join(tmpdir(), 'gitshift-out-'));
  try {
    const result = await run([
      'render',
      `${ROOT}examples/team-projects`,
      '--project',
      'team-b',
      '--out',
      out,
    ]);
    assert.is(result.code, 0, result.stderr);
    assert.equal(readdirSync(out), ['team-b']);
    assert.ok(readdirSync(join(out, 'team-b')).includes('deployment-api.yaml'));
  } finally {
    rmSync(out, { recursive: true });
  }
});

test('render: a template that generates values needs a seed, from a flag or the environment', async () => {
  const dir = `${ROOT}examples/redis-template`;
  const without = await run(['render', dir]);
  assert.is(without.code, 1);
  assert.match(without.stderr, /TEMPLATE_SEED_MISSING/);
  const withEnv = await run(['render', dir], { GITSHIFT_TEMPLATE_SEED: 's1' });
  assert.is(withEnv.code, 0, withEnv.stderr);
  const seedFile = join(mkdtempSync(join(tmpdir(), 'gitshift-seed-')), 'seed');
  writeFileSync(seedFile, 's1\n');
  const withFile = await run(['render', dir, '--seed-file', seedFile]);
  assert.is(withFile.stdout, withEnv.stdout, 'the same seed gives the same password');
});

test('validate needs no seed: generated values take placeholders there, while render still asks for the seed', async () => {
  const dir = `${ROOT}examples/redis-template`;
  const validate = await run(['validate', dir]);
  assert.is(validate.code, 0, validate.stdout + validate.stderr);
  assert.not.match(validate.stdout, /TEMPLATE_SEED_MISSING/);
  const render = await run(['render', dir]);
  assert.is(render.code, 1);
  assert.match(render.stderr, /TEMPLATE_SEED_MISSING/);
});

test('render --routes openshift keeps native Routes whatever gitshift.yaml says', async () => {
  const result = await run([
    'render',
    `${ROOT}examples/team-projects`,
    '--project',
    'team-b',
    '--routes',
    'openshift',
    '-o',
    'json',
  ]);
  assert.is(result.code, 0, result.stderr);
  const kinds = (JSON.parse(result.stdout) as { items: { kind: string }[] }).items.map((i) => i.kind);
  assert.ok(kinds.includes('Route'));
  assert.not.ok(kinds.includes('Ingress'));
});

const LEFTOVER = {
  'gitshift.yaml': 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\n',
  'projects/shop/route.yaml':
    'apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nid: web\nspec:\n  to:\n    kind: Service\n    name: web\n',
  'projects/shop/service.yaml':
    'apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  ports:\n    - port: 80\n',
};

test('validate: an unknown field is a warning, and an error with --strict', async () => {
  const dir = tempRepo(LEFTOVER);
  try {
    const lenient = await run(['validate', dir]);
    assert.is(lenient.code, 0, lenient.stdout);
    assert.match(
      lenient.stdout,
      /^projects\/shop\/route\.yaml:5:1: warning: id: unknown field 'id'.* \[SCHEMA_UNKNOWN_FIELD\]$/m,
    );
    const strict = await run(['validate', dir, '--strict']);
    assert.is(strict.code, 1, strict.stdout);
    assert.match(
      strict.stdout,
      /^projects\/shop\/route\.yaml:5:1: id: unknown field 'id'.* \[SCHEMA_UNKNOWN_FIELD\]$/m,
    );
  } finally {
    rmSync(dir, { recursive: true });
  }
});

test('render --strict skips a project with an unknown field; without it the project renders', async () => {
  const dir = tempRepo(LEFTOVER);
  try {
    assert.is((await run(['render', dir, '-o', 'json'])).code, 0);
    const strict = await run(['render', dir, '-o', 'json', '--strict']);
    assert.is(strict.code, 1);
    assert.match(strict.stderr, /project shop not rendered/);
  } finally {
    rmSync(dir, { recursive: true });
  }
});

const usage: [string, string[], RegExp][] = [
  ['no command', [], /Usage: gitshift <command>/],
  ['unknown command', ['deploy-all'], /unknown command 'deploy-all'/],
  ["a name every object has: Object's constructor", ['constructor'], /unknown command 'constructor'/],
  ['a name every object has: __proto__', ['__proto__'], /unknown command '__proto__'/],
  ['unknown flag', ['render', '.', '--colour'], /Unknown option '--colour'/],
  ['missing directory', ['validate'], /missing <dir>/],
  ['bad output format', ['render', '.', '-o', 'xml'], /-o must be yaml or json/],
  ['bad routes mode', ['render', '.', '--routes', 'gateway'], /--routes must be ingress or openshift/],
  ['directory that does not exist', ['validate', '/nonexistent/repo'], /cannot read \/nonexistent\/repo/],
  [
    'unknown project',
    ['render', `${ROOT}examples/ruby-sample`, '--project', 'nope'],
    /no project 'nope'.*projects: ruby-sample/,
  ],
  [
    'unreadable seed file',
    ['render', `${ROOT}examples/ruby-sample`, '--seed-file', '/nonexistent/seed'],
    /cannot read seed file/,
  ],
];
for (const [name, args, message] of usage) {
  test(`usage error exits 2 with a clear message: ${name}`, async () => {
    const result = await run(args);
    assert.is(result.code, 2);
    assert.match(result.stdout + result.stderr, message);
  });
}

test('every command explains its flags in --help', async () => {
  for (const command of ['validate', 'render']) {
    const result = await run([command, '--help']);
    assert.is(result.code, 0);
    assert.match(result.stdout, /--seed-file FILE/);
  }
  for (const command of ['validate', 'render', 'plan', 'sync']) {
    assert.match((await run([command, '--help'])).stdout, /--strict +unknown fields are errors/, command);
  }
  assert.match((await run(['render', '--help'])).stdout, /--project NAME[\s\S]*-o, --output[\s\S]*--out DIR/);
});

test.run();

/**
 * `gitshift validate` asks a real Keystone (the testbed's) whether the users,
 * groups and projects a Project names exist: a warning with the name and its
 * line for each that does not, one warning when Keystone cannot be asked.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { main } from '../../../src/cli/main.js';
import { startKeystone } from '../../../testbed/src/keystone.js';
import { keystoneAdmin, type RunningKeystone } from '../../support/keystone.js';

interface Context {
  workDir: string;
  keystone: RunningKeystone;
}

const test = suite<Context>('validate: Keystone names');

test.before(async (context) => {
  context.workDir = mkdtempSync(join(tmpdir(), 'gitshift-validate-keystone-'));
  context.keystone = await startKeystone({ workDir: join(context.workDir, 'keystone') });
  const ks = keystoneAdmin(context.keystone);
  const domainId = await ks.createDomain('example');
  await ks.createProject(domainId, 'shop-prod');
  await ks.createUser(domainId, 'alice', 'a-password-of-alice');
  await ks.createGroup(domainId, 'devs');
  writeFileSync(join(context.workDir, 'user'), context.keystone.adminUser);
  writeFileSync(join(context.workDir, 'password'), context.keystone.adminPassword);
});

test.after(async ({ keystone, workDir }) => {
  await keystone.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** A config repository naming alice, devs and shop-prod (which exist) and bob, ops and shop-test (which do not). */
function repository(workDir: string, keystoneUrl: string): string {
  const dir = mkdtempSync(join(workDir, 'repo-'));
  writeFileSync(
    join(dir, 'gitshift.yaml'),
    `keystone:
  url: ${keystoneUrl}/v3
  domain: example
  serviceUser:
    nameFile: ${join(workDir, 'user')}
    passwordFile: ${join(workDir, 'password')}
    domain: Default
`,
  );
  for (const [project, keystoneProject] of [
    ['shop', 'shop-prod'],
    ['lab', 'shop-test'],
  ] as const) {
    mkdirSync(join(dir, 'projects', project), { recursive: true });
    writeFileSync(
      join(dir, 'projects', project, 'project.yaml'),
      `apiVersion: project.openshift.io/v1
kind: Project
metadata:
  name: ${project}
spec:
  keystone:
    project: ${keystoneProject}
  members:
    - kind: KeystoneUser
      name: ${project === 'shop' ? 'alice' : 'bob'}
      role: edit
    - kind: KeystoneGroup
      name: ${project === 'shop' ? 'devs' : 'ops'}
      role: view
`,
    );
  }
  return dir;
}

async function validate(dir: string): Promise<{ code: number; out: string }> {
  let out = '';
  const io = {
    stdout: { write: (t: string) => (out += t) },
    stderr: { write: (t: string) => (out += t) },
    env: {},
  };
  const code = await main(['validate', dir], io);
  return { code, out };
}

test('a Keystone user, group or project that does not exist is a warning with its name and line', async ({
  workDir,
  keystone,
}) => {
  const { code, out } = await validate(repository(workDir, keystone.url));
  assert.is(code, 0, out);
  const lines = out.split('\n');
  const warnings = lines.filter((line) => line.includes('KEYSTONE_NAME_UNKNOWN'));
  assert.equal(warnings, [
    "projects/lab/project.yaml:7:14: warning: spec.keystone.project: Keystone project 'shop-test' does not exist in domain example [KEYSTONE_NAME_UNKNOWN]",
    "projects/lab/project.yaml:10:13: warning: spec.members[0].name: Keystone user 'bob' does not exist in domain example [KEYSTONE_NAME_UNKNOWN]",
    "projects/lab/project.yaml:13:13: warning: spec.members[1].name: Keystone group 'ops' does not exist in domain example [KEYSTONE_NAME_UNKNOWN]",
  ]);
  assert.not.match(out, /shop\/project\.yaml/);
});

test('a Keystone that cannot be reached is one warning: the names were not checked', async ({ workDir }) => {
  const { code, out } = await validate(repository(workDir, 'http://127.0.0.1:9'));
  assert.is(code, 0, out);
  const warnings = out.split('\n').filter((line) => line.includes('KEYSTONE_'));
  assert.is(warnings.length, 1, out);
  assert.match(
    warnings[0] ?? '',
    /^gitshift\.yaml:1:1: warning: the Keystone names in Projects were not checked: Keystone at http:\/\/127\.0\.0\.1:9 is unreachable/,
  );
});

test.run();

/**
 * The testbed's Keystone (a real one from PyPI, testbed/install.sh): started
 * from its virtualenv, driven over its v3 API, and the behaviour gitshift's
 * Keystone support relies on: implied roles in a validated token, 401 for a
 * project the user has no role on, 404 for a revoked token, group membership
 * deciding a role. Prints start time, token issue and validate times and RSS.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startKeystone } from '../../../testbed/src/keystone.js';
import { isAlive } from '../../../testbed/src/processes.js';
import {
  keystoneAdmin,
  KeystoneApiError,
  withKeystone,
  type IssuedToken,
  type KeystoneAdmin,
  type RunningKeystone,
} from '../../support/keystone.js';

interface Context {
  workDir: string;
  keystone: RunningKeystone;
  ks: KeystoneAdmin;
  domainId: string;
  projectId: string;
}

const test = suite<Context>('testbed Keystone');
const DOMAIN = 'gitshift-tests';
const PROJECT = 'shop';

test.before(async (context) => {
  context.workDir = mkdtempSync(join(tmpdir(), 'gitshift-keystone-test-'));
  const started = performance.now();
  context.keystone = await startKeystone({ workDir: context.workDir });
  console.log(
    `keystone: started in ${Math.round(performance.now() - started)} ms; RSS ${rssMiB(context.keystone.pid)} MiB`,
  );
  context.ks = keystoneAdmin(context.keystone);
  context.domainId = await context.ks.createDomain(DOMAIN);
  context.projectId = await context.ks.createProject(context.domainId, PROJECT);
});

test.after(async ({ keystone, workDir }) => {
  await keystone.stop();
  assert.not.ok(isAlive(keystone.pid), 'gunicorn is gone after stop()');
  rmSync(workDir, { recursive: true, force: true });
});

const passwordOf = (user: string): string => `${user}-password`;

/** A token of `user` (made with passwordOf) scoped to the test project. */
function projectToken(ks: KeystoneAdmin, user: string): Promise<IssuedToken> {
  return ks.issueToken({
    user,
    password: passwordOf(user),
    domain: DOMAIN,
    project: { name: PROJECT, domain: DOMAIN },
  });
}

/** The error `call` fails with; fails the test when it succeeds. */
async function failureOf(call: Promise<unknown>): Promise<Error> {
  try {
    await call;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail, and it succeeded');
}

/** The status of the KeystoneApiError `call` fails with. */
async function refusal(call: Promise<unknown>): Promise<number> {
  const error = await failureOf(call);
  if (error instanceof KeystoneApiError) return error.status;
  throw error;
}

test("a member's project-scoped token validates with member and the implied reader", async ({
  ks,
  domainId,
  projectId,
}) => {
  const userId = await ks.createUser(domainId, 'alice', passwordOf('alice'));
  await ks.assignRole({ role: 'member', projectId, userId });
  const issue = (): Promise<IssuedToken> => projectToken(ks, 'alice');
  const { token, expiresAt } = await issue();
  assert.ok(
    expiresAt.getTime() > Date.now() + 30 * 60_000,
    `expires in about an hour: ${expiresAt.toISOString()}`,
  );
  const validated = await ks.validateToken(token);
  assert.equal([...validated.roles].sort(), ['member', 'reader']);
  assert.is(validated.user.id, userId);
  assert.is(validated.user.domain.name, DOMAIN);
  assert.is(validated.project?.id, projectId);

  const issueMs = await medianMs(issue);
  const validateMs = await medianMs(() => ks.validateToken(token));
  console.log(`keystone: token issue ${issueMs} ms, validate ${validateMs} ms (median of 10)`);
});

test('a user with no role on a project gets 401 for a token scoped to it, and an unscoped token without roles', async ({
  ks,
  domainId,
}) => {
  await ks.createUser(domainId, 'bob', passwordOf('bob'));
  const scoped = projectToken(ks, 'bob');
  assert.is(await refusal(scoped), 401);
  const unscoped = await ks.issueToken({ user: 'bob', password: passwordOf('bob'), domain: DOMAIN });
  const validated = await ks.validateToken(unscoped.token);
  assert.equal(validated.roles, []);
  assert.is(validated.project, undefined);
  assert.is(await refusal(ks.issueToken({ user: 'bob', password: 'wrong', domain: DOMAIN })), 401);
});

test('a revoked token validates 404, and so does the token of a deleted user', async ({
  ks,
  domainId,
  projectId,
}) => {
  const userId = await ks.createUser(domainId, 'carol', passwordOf('carol'));
  await ks.assignRole({ role: 'reader', projectId, userId });
  const login = (): Promise<IssuedToken> => projectToken(ks, 'carol');
  const first = await login();
  assert.equal((await ks.validateToken(first.token)).roles, ['reader']);
  await ks.revokeToken(first.token);
  assert.is(await refusal(ks.validateToken(first.token)), 404);

  const second = await login();
  await ks.validateToken(second.token);
  await ks.deleteUser(userId);
  assert.is(await refusal(ks.validateToken(second.token)), 404);
});

test('a role given through a group: removed from the group, the user gets 401 for a new token scoped there', async ({
  ks,
  domainId,
  projectId,
}) => {
  const userId = await ks.createUser(domainId, 'dave', passwordOf('dave'));
  const groupId = await ks.createGroup(domainId, 'developers');
  await ks.assignRole({ role: 'member', projectId, groupId });
  await ks.addUserToGroup(groupId, userId);
  const login = (): Promise<IssuedToken> => projectToken(ks, 'dave');
  const { token } = await login();
  assert.equal([...(await ks.validateToken(token)).roles].sort(), ['member', 'reader']);

  await ks.removeUserFromGroup(groupId, userId);
  assert.is(await refusal(login()), 401);
  await ks.addUserToGroup(groupId, userId);
  await ks.unassignRole({ role: 'member', projectId, groupId });
  assert.is(await refusal(login()), 401);
});

test.run();

const lifecycle = suite('testbed Keystone lifecycle');

lifecycle(
  'withKeystone: tokens live as long as configured; Keystone is stopped and its directory removed afterwards',
  async () => {
    let seen: RunningKeystone | undefined;
    const lifetimeMs = await withKeystone(
      async (ks) => {
        seen = ks.keystone;
        const { expiresAt } = await ks.issueToken({
          user: ks.keystone.adminUser,
          password: ks.keystone.adminPassword,
          domain: ks.keystone.adminDomain,
          project: { name: ks.keystone.adminProject, domain: ks.keystone.adminDomain },
        });
        return expiresAt.getTime() - Date.now();
      },
      { tokenExpirationSeconds: 120 },
    );
    assert.ok(lifetimeMs > 100_000 && lifetimeMs <= 121_000, `a token lives about 120 s: ${lifetimeMs} ms`);
    assert.ok(seen !== undefined);
    assert.not.ok(isAlive(seen.pid), 'gunicorn is gone');
    assert.not.ok(existsSync(seen.logFile), 'the work directory is removed');
  },
);

lifecycle('without the virtualenv, starting fails saying to run testbed/install.sh', async () => {
  const before = process.env['GITSHIFT_CACHE_DIR'];
  const emptyCache = mkdtempSync(join(tmpdir(), 'gitshift-empty-cache-'));
  process.env['GITSHIFT_CACHE_DIR'] = emptyCache;
  try {
    const error = await failureOf(startKeystone({ workDir: join(emptyCache, 'work') }));
    assert.match(error.message, 'run testbed/install.sh');
    assert.match(error.message, emptyCache);
  } finally {
    if (before === undefined) delete process.env['GITSHIFT_CACHE_DIR'];
    else process.env['GITSHIFT_CACHE_DIR'] = before;
    rmSync(emptyCache, { recursive: true, force: true });
  }
});

lifecycle.run();

/** The median of ten sequential calls, in whole milliseconds. */
async function medianMs(call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[5] ?? Number.NaN);
}

/** gunicorn's master and its worker together, from /proc. */
function rssMiB(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const kib = [String(pid), ...children].reduce((sum, each) => {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${each}/status`, 'utf8'));
    return sum + Number(match?.[1] ?? 0);
  }, 0);
  return Math.round(kib / 1024);
}

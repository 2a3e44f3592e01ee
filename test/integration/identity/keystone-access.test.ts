/**
 * Keystone tokens judged against a real Keystone (the testbed's, from PyPI):
 * roles from a project-scoped token, from effective role assignments
 * (groups, implied roles), from a Project's Keystone members; a revoked
 * token and a user taken out of a group refused within the cache's bound;
 * a second judgement served from the cache without asking Keystone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { SYSTEM_CLOCK } from '../../../src/runtime/index.js';
import {
  createKeystoneAccess,
  type KeystoneAccess,
  type KeystoneProjectBinding,
} from '../../../src/identity/keystone-access.js';
import { createKeystoneClient, type KeystoneClient } from '../../../src/identity/keystone-client.js';
import { createKeystoneDirectory } from '../../../src/identity/keystone-directory.js';
import type { ProjectAccessVerdict } from '../../../src/identity/project-access.js';
import { gitshiftRoleOf, withImpliedRoles } from '../../../src/model/keystone-roles.js';
import { startKeystone } from '../../../testbed/src/keystone.js';
import { keystoneAdmin, type KeystoneAdmin, type RunningKeystone } from '../../support/keystone.js';

interface Context {
  workDir: string;
  keystone: RunningKeystone;
  ks: KeystoneAdmin;
  /** Requests that reached Keystone through the client under test. */
  requests: string[];
  client: KeystoneClient;
  users: Record<string, string>;
  groups: Record<string, string>;
  projectId: string;
}

const test = suite<Context>('Keystone tokens on gitshift');
const DOMAIN = 'gitshift-tests';
const PASSWORD = 'correct-horse-battery';
const MAPPING = { reader: 'view', member: 'edit', admin: 'admin' } as const;
const SHOP: KeystoneProjectBinding = {
  keystoneProject: 'shop-prod',
  members: [
    { kind: 'KeystoneUser', name: 'carol', role: 'admin' },
    { kind: 'KeystoneGroup', name: 'auditors', role: 'view' },
  ],
};

test.before(async (context) => {
  context.workDir = mkdtempSync(join(tmpdir(), 'gitshift-keystone-access-'));
  context.keystone = await startKeystone({ workDir: join(context.workDir, 'keystone') });
  const ks = keystoneAdmin(context.keystone);
  context.ks = ks;
  const domainId = await ks.createDomain(DOMAIN);
  context.projectId = await ks.createProject(domainId, 'shop-prod');
  context.users = {};
  for (const name of ['alice', 'rob', 'gina', 'carol', 'dave', 'manny', 'nobody'])
    context.users[name] = await ks.createUser(domainId, name, PASSWORD);
  context.groups = {
    devs: await ks.createGroup(domainId, 'devs'),
    auditors: await ks.createGroup(domainId, 'auditors'),
  };
  const { users, groups, projectId } = context;
  await ks.assignRole({ role: 'member', projectId, userId: users['alice'] });
  await ks.assignRole({ role: 'reader', projectId, userId: users['rob'] });
  await ks.assignRole({ role: 'manager', projectId, userId: users['manny'] });
  await ks.assignRole({ role: 'member', projectId, groupId: groups['devs'] });
  await ks.addUserToGroup(groups['devs'] ?? '', users['gina'] ?? '');
  await ks.addUserToGroup(groups['auditors'] ?? '', users['dave'] ?? '');
  // The service user: the bootstrap admin, its name and password in files as serve would read them.
  writeFileSync(join(context.workDir, 'user'), `${context.keystone.adminUser}\n`);
  writeFileSync(join(context.workDir, 'password'), context.keystone.adminPassword);
  context.requests = [];
  context.client = createKeystoneClient({
    url: context.keystone.url,
    serviceUser: serviceUser(context.workDir),
    fetch: (input, init) => {
      context.requests.push(
        `${init?.method ?? 'GET'} ${(input as string).replace(context.keystone.url, '')}`,
      );
      return fetch(input, init);
    },
  });
});

test.after(async ({ keystone, workDir }) => {
  await keystone.stop();
  rmSync(workDir, { recursive: true, force: true });
});

function serviceUser(workDir: string, passwordFile = join(workDir, 'password')) {
  return { nameFile: join(workDir, 'user'), passwordFile, domain: 'Default' };
}

function accessFor(client: KeystoneClient, cacheTtlMs = 30_000): KeystoneAccess {
  return createKeystoneAccess({
    client,
    domain: DOMAIN,
    binding: (project) =>
      project === 'shop'
        ? SHOP
        : project === 'plain'
          ? { keystoneProject: undefined, members: [] }
          : undefined,
    roleOf: (roles, implies) => gitshiftRoleOf(withImpliedRoles(roles, implies), MAPPING),
    cacheTtlMs,
  });
}

async function tokenOf(ks: KeystoneAdmin, user: string, scoped = false): Promise<string> {
  const project = scoped ? { project: { name: 'shop-prod', domain: DOMAIN } } : {};
  return (await ks.issueToken({ user, password: PASSWORD, domain: DOMAIN, ...project })).token;
}

function refused(verdict: ProjectAccessVerdict, status: 401 | 403, reason: RegExp, token: string): void {
  assert.is(verdict.allow, false, `expected a ${status}`);
  if (verdict.allow) return;
  assert.is(verdict.status, status);
  assert.match(verdict.reason, reason);
  assert.not.ok(verdict.reason.includes(token), 'a reason never holds the token');
}

test('a member with a token scoped to the Keystone project may edit, not administer; named after the Keystone user', async ({
  ks,
  client,
}) => {
  const access = accessFor(client);
  const token = await tokenOf(ks, 'alice', true);
  const verdict = await access.judge(token, 'shop', 'edit');
  assert.equal(verdict, {
    allow: true,
    caller: { name: 'alice', email: 'alice@gitshift-tests.keystone.invalid', via: 'keystone' },
  });
  refused(
    await access.judge(token, 'shop', 'admin'),
    403,
    /alice may edit project shop; this needs admin/,
    token,
  );
});

test('a reader may view and is refused (403) what needs edit', async ({ ks, client }) => {
  const access = accessFor(client);
  const token = await tokenOf(ks, 'rob', true);
  assert.ok((await access.judge(token, 'shop', 'view')).allow);
  refused(
    await access.judge(token, 'shop', 'edit'),
    403,
    /rob may view project shop; this needs edit/,
    token,
  );
});

test('an unscoped token: the role assignments decide, groups and implied roles included', async ({
  ks,
  client,
}) => {
  const access = accessFor(client);
  for (const [user, may, mayNot] of [
    ['alice', 'edit', 'admin'],
    ['gina', 'edit', 'admin'], // member through the group devs
    ['manny', 'edit', 'admin'], // manager implies member (role_inferences), which maps to edit
    ['carol', 'admin', undefined], // no Keystone role: a KeystoneUser member with admin
    ['dave', 'view', 'edit'], // in auditors, a KeystoneGroup member with view
  ] as const) {
    const token = await tokenOf(ks, user);
    assert.ok((await access.judge(token, 'shop', may)).allow, `${user} may ${may}`);
    if (mayNot !== undefined)
      refused(await access.judge(token, 'shop', mayNot), 403, new RegExp(user), token);
  }
  const nobody = await tokenOf(ks, 'nobody');
  refused(
    await access.judge(nobody, 'shop', 'view'),
    403,
    /nobody has no role in project shop: no role on Keystone project shop-prod/,
    nobody,
  );
  refused(await access.judge(nobody, 'plain', 'view'), 403, /project plain lets in no Keystone user/, nobody);
});

test('effective role assignments name the role assigned; the inferences add what it implies', async ({
  client,
  users,
  projectId,
}) => {
  const directory = createKeystoneDirectory(client);
  const assigned = await directory.assignedRoles(users['manny'] ?? '', projectId);
  console.log(`keystone: effective role assignments of a manager: ${[...assigned].sort().join(', ')}`);
  assert.ok(assigned.includes('manager'));
  const implied = withImpliedRoles(assigned, await directory.roleInferences());
  assert.ok(
    ['manager', 'member', 'reader'].every((role) => implied.has(role)),
    [...implied].join(', '),
  );
});

test('a second judgement of the same token is served from the cache: nothing reaches Keystone', async ({
  ks,
  client,
  requests,
}) => {
  const access = accessFor(client);
  const token = await tokenOf(ks, 'alice');
  assert.ok((await access.judge(token, 'shop', 'edit')).allow);
  const asked = requests.length;
  const started = performance.now();
  assert.ok((await access.judge(token, 'shop', 'view')).allow);
  assert.is(
    requests.length,
    asked,
    `no request after the first judgement; saw ${requests.slice(asked).join(', ')}`,
  );
  console.log(`keystone access: a cached judgement took ${(performance.now() - started).toFixed(2)} ms`);
});

test('a revoked token is refused (401) once the cache bound has passed', async ({ ks, client }) => {
  const access = accessFor(client, 500);
  const token = await tokenOf(ks, 'alice', true);
  assert.ok((await access.judge(token, 'shop', 'edit')).allow);
  await ks.revokeToken(token);
  await new Promise((resolve) => setTimeout(resolve, 600));
  refused(await access.judge(token, 'shop', 'edit'), 401, /not valid: expired, revoked or unknown/, token);
});

test('a user taken out of the group its role came from is refused once the cache bound has passed', async ({
  ks,
  client,
  users,
  groups,
}) => {
  const access = accessFor(client, 500);
  const token = await tokenOf(ks, 'gina');
  assert.ok((await access.judge(token, 'shop', 'edit')).allow);
  await ks.removeUserFromGroup(groups['devs'] ?? '', users['gina'] ?? '');
  await new Promise((resolve) => setTimeout(resolve, 600));
  const verdict = await access.judge(token, 'shop', 'edit');
  assert.is(verdict.allow, false, 'refused after leaving devs');
  await ks.addUserToGroup(groups['devs'] ?? '', users['gina'] ?? '');
});

test('a malformed or unknown token is a 401 that never names it; a malformed one never reaches Keystone', async ({
  client,
  requests,
}) => {
  const access = accessFor(client);
  const asked = requests.length;
  const malformed = 'not a token\r\nx-evil: 1';
  refused(await access.judge(malformed, 'shop', 'view'), 401, /does not hold a Keystone token/, malformed);
  assert.is(requests.length, asked);
  const unknown = 'gAAAAABnotarealfernettoken0123456789abcdefghijklmnopqrstuvwxyz';
  refused(await access.judge(unknown, 'shop', 'view'), 401, /not valid/, unknown);
});

/** The error a judgement through `client` fails with, of the code expected; fails the test otherwise. */
async function judgementFailure(client: KeystoneClient, code: string): Promise<GitshiftError> {
  try {
    await accessFor(client).judge('gAAAAABsometoken', 'shop', 'view');
  } catch (error) {
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, code);
    return error as GitshiftError;
  }
  throw new Error('expected the judgement to fail, and it succeeded');
}

test('Keystone out of reach is thrown KEYSTONE_UNREACHABLE (transient), never taken for a bad token', async ({
  workDir,
}) => {
  const client = createKeystoneClient({
    url: 'http://127.0.0.1:9',
    serviceUser: serviceUser(workDir),
    retry: { attempts: 2, baseMs: 10, maxMs: 10 },
    timeoutMs: 1000,
  });
  const error = await judgementFailure(client, 'KEYSTONE_UNREACHABLE');
  assert.ok(error.transient);
});

test('a service user Keystone refuses is KEYSTONE_REFUSED, naming the files and never the password', async ({
  keystone,
  workDir,
}) => {
  writeFileSync(join(workDir, 'wrong-password'), 'not-the-password');
  const client = createKeystoneClient({
    url: keystone.url,
    serviceUser: serviceUser(workDir, join(workDir, 'wrong-password')),
  });
  const error = await judgementFailure(client, 'KEYSTONE_REFUSED');
  assert.match(error.message, /wrong-password/);
  assert.not.match(error.message, /not-the-password/);
});

test('the service token is renewed before it expires', async ({ ks, workDir, keystone }) => {
  let signIns = 0;
  let offsetMs = 0;
  const client = createKeystoneClient({
    url: keystone.url,
    serviceUser: serviceUser(workDir),
    clock: { ...SYSTEM_CLOCK, now: () => Date.now() + offsetMs },
    fetch: (input, init) => {
      if (init?.method === 'POST') signIns++;
      return fetch(input, init);
    },
  });
  const access = accessFor(client, 0);
  const token = await tokenOf(ks, 'alice', true);
  assert.ok((await access.judge(token, 'shop', 'view')).allow);
  assert.ok((await access.judge(token, 'shop', 'view')).allow);
  assert.is(signIns, 1, 'one sign-in while the service token lives');
  // Keystone's tokens live an hour: 55 minutes on, within the last tenth (at most 5 minutes) of its life.
  offsetMs = 55 * 60_000 + 1000;
  assert.ok((await access.judge(token, 'shop', 'view')).allow);
  assert.is(signIns, 2, 'a new sign-in before the old token expires');
});

test('the service token is renewed once after Keystone answers 401 (it was revoked)', async ({
  ks,
  workDir,
  keystone,
}) => {
  const seen: string[] = [];
  const client = createKeystoneClient({
    url: keystone.url,
    serviceUser: serviceUser(workDir),
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      seen.push(
        `${init?.method ?? 'GET'} ${(input as string).split('?')[0]?.replace(keystone.url, '')} ${response.status}`,
      );
      if (init?.method === 'POST') serviceTokens.push(response.headers.get('x-subject-token') ?? '');
      return response;
    },
  });
  const serviceTokens: string[] = [];
  const access = accessFor(client, 0);
  const token = await tokenOf(ks, 'alice', true);
  assert.ok((await access.judge(token, 'shop', 'edit')).allow);
  await ks.revokeToken(serviceTokens[0] ?? '');
  seen.length = 0;
  assert.ok((await access.judge(token, 'shop', 'edit')).allow);
  assert.equal(seen.slice(0, 3), [
    'GET /v3/auth/tokens 401',
    'POST /v3/auth/tokens 201',
    'GET /v3/auth/tokens 200',
  ]);
});

test.run();

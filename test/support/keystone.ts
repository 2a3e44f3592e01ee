import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceUser } from '../../src/identity/keystone-client.js';
import { startKeystone, type KeystoneOptions, type RunningKeystone } from '../../testbed/src/keystone.js';

export type { RunningKeystone } from '../../testbed/src/keystone.js';

/** An answer Keystone gave that was not 2xx; the message has the call, the status and Keystone's body, never a token. */
export class KeystoneApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface IssuedToken {
  readonly token: string;
  readonly expiresAt: Date;
}

/** What `GET /v3/auth/tokens` says of a token. */
export interface ValidatedToken {
  readonly user: { readonly id: string; readonly name: string; readonly domain: { readonly name: string } };
  /** Role names, implied roles included (a `member` also has `reader`). */
  readonly roles: readonly string[];
  readonly project?: { readonly id: string; readonly name: string };
  readonly expiresAt: Date;
}

export interface RoleAssignment {
  /** A role's name, such as `member` or `reader`. */
  readonly role: string;
  readonly projectId: string;
  /** Exactly one of userId and groupId (checked when called). */
  readonly userId?: string | undefined;
  readonly groupId?: string | undefined;
}

/**
 * Keystone's identity API as the admin `keystone-manage bootstrap` made, with a
 * token scoped to the admin project: Keystone 30 does not enforce scope by
 * default, and a system-scoped token costs about 30 ms more on every call it
 * authorizes (validating a token: 3-4 ms with a project-scoped one).
 */
export interface KeystoneAdmin {
  readonly keystone: RunningKeystone;
  adminToken(): Promise<string>;
  createDomain(name: string): Promise<string>;
  createProject(domainId: string, name: string): Promise<string>;
  createUser(domainId: string, name: string, password: string): Promise<string>;
  createGroup(domainId: string, name: string): Promise<string>;
  addUserToGroup(groupId: string, userId: string): Promise<void>;
  removeUserFromGroup(groupId: string, userId: string): Promise<void>;
  assignRole(assignment: RoleAssignment): Promise<void>;
  unassignRole(assignment: RoleAssignment): Promise<void>;
  /** Password authentication; scoped to `project` when given, unscoped otherwise. `domain` is the user's domain's name. */
  issueToken(request: {
    user: string;
    password: string;
    domain: string;
    project?: { name: string; domain: string };
  }): Promise<IssuedToken>;
  /** As a service would: the admin's token asks about `token`. A revoked or expired one is a KeystoneApiError 404. */
  validateToken(token: string): Promise<ValidatedToken>;
  revokeToken(token: string): Promise<void>;
  deleteUser(userId: string): Promise<void>;
}

/** A Keystone of its own in a temporary directory, stopped and removed afterwards. */
export async function withKeystone<T>(
  body: (ks: KeystoneAdmin) => Promise<T>,
  options: Omit<KeystoneOptions, 'workDir'> = {},
): Promise<T> {
  const workDir = mkdtempSync(join(tmpdir(), 'gitshift-keystone-'));
  try {
    const keystone = await startKeystone({ ...options, workDir });
    try {
      return await body(keystoneAdmin(keystone));
    } finally {
      await keystone.stop();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** One call to Keystone's v3 API; JSON in, JSON out, with the response headers. */
export async function keystoneApi<T = unknown>(
  keystone: Pick<RunningKeystone, 'url'>,
  method: string,
  path: string,
  { token, subjectToken, body }: { token?: string; subjectToken?: string; body?: unknown } = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(`${keystone.url}/v3${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token === undefined ? {} : { 'x-auth-token': token }),
      ...(subjectToken === undefined ? {} : { 'x-subject-token': subjectToken }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok)
    throw new KeystoneApiError(response.status, `Keystone ${method} /v3${path}: ${response.status} ${text}`);
  return { body: (text === '' ? undefined : JSON.parse(text)) as T, headers: response.headers };
}

interface TokenBody {
  token: {
    expires_at: string;
    user: ValidatedToken['user'];
    roles?: { name: string }[];
    project?: { id: string; name: string };
  };
}

export function keystoneAdmin(keystone: RunningKeystone): KeystoneAdmin {
  let admin: IssuedToken | undefined;
  const roleIds = new Map<string, string>();

  const adminToken = async (): Promise<string> => {
    // Reused while it has a while to live; a test may have made tokens short.
    if (admin === undefined || admin.expiresAt.getTime() - Date.now() < 30_000)
      admin = await passwordToken(keystone, {
        user: {
          name: keystone.adminUser,
          domain: { name: keystone.adminDomain },
          password: keystone.adminPassword,
        },
        scope: { project: { name: keystone.adminProject, domain: { name: keystone.adminDomain } } },
      });
    return admin.token;
  };
  const call = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> =>
    (await keystoneApi<T>(keystone, method, path, { token: await adminToken(), body })).body;
  const create = async (kind: 'domain' | 'project' | 'user' | 'group', fields: object): Promise<string> => {
    const answer = await call<Record<string, { id: string }>>('POST', `/${kind}s`, { [kind]: fields });
    const id = answer[kind]?.id;
    if (id === undefined) throw new Error(`Keystone POST /v3/${kind}s answered no ${kind}.id`);
    return id;
  };
  const roleId = async (name: string): Promise<string> => {
    const known = roleIds.get(name);
    if (known !== undefined) return known;
    const { roles } = await call<{ roles: { id: string }[] }>(
      'GET',
      `/roles?name=${encodeURIComponent(name)}`,
    );
    const id = roles[0]?.id;
    if (id === undefined) throw new Error(`Keystone has no role named ${name}`);
    roleIds.set(name, id);
    return id;
  };
  const assignmentPath = async ({ role, projectId, userId, groupId }: RoleAssignment): Promise<string> => {
    if ((userId === undefined) === (groupId === undefined))
      throw new Error('a role assignment names exactly one of userId and groupId');
    const actor = userId === undefined ? `groups/${groupId}` : `users/${userId}`;
    return `/projects/${projectId}/${actor}/roles/${await roleId(role)}`;
  };

  return {
    keystone,
    adminToken,
    createDomain: (name) => create('domain', { name }),
    createProject: (domainId, name) => create('project', { name, domain_id: domainId }),
    createUser: (domainId, name, password) => create('user', { name, domain_id: domainId, password }),
    createGroup: (domainId, name) => create('group', { name, domain_id: domainId }),
    addUserToGroup: async (groupId, userId) => {
      await call('PUT', `/groups/${groupId}/users/${userId}`);
    },
    removeUserFromGroup: async (groupId, userId) => {
      await call('DELETE', `/groups/${groupId}/users/${userId}`);
    },
    assignRole: async (assignment) => {
      await call('PUT', await assignmentPath(assignment));
    },
    unassignRole: async (assignment) => {
      await call('DELETE', await assignmentPath(assignment));
    },
    issueToken: ({ user, password, domain, project }) =>
      passwordToken(keystone, {
        user: { name: user, domain: { name: domain }, password },
        ...(project === undefined
          ? {}
          : { scope: { project: { name: project.name, domain: { name: project.domain } } } }),
      }),
    validateToken: async (token) => {
      const { body } = await keystoneApi<TokenBody>(keystone, 'GET', '/auth/tokens', {
        token: await adminToken(),
        subjectToken: token,
      });
      return {
        user: body.token.user,
        roles: (body.token.roles ?? []).map((role) => role.name),
        ...(body.token.project === undefined ? {} : { project: body.token.project }),
        expiresAt: new Date(body.token.expires_at),
      };
    },
    revokeToken: async (token) => {
      await keystoneApi(keystone, 'DELETE', '/auth/tokens', {
        token: await adminToken(),
        subjectToken: token,
      });
    },
    deleteUser: async (userId) => {
      await call('DELETE', `/users/${userId}`);
    },
  };
}

/** `POST /v3/auth/tokens` with a password; the token is in the X-Subject-Token header. */
async function passwordToken(
  keystone: RunningKeystone,
  { user, scope }: { user: { name: string; domain: { name: string }; password: string }; scope?: object },
): Promise<IssuedToken> {
  const { body, headers } = await keystoneApi<TokenBody>(keystone, 'POST', '/auth/tokens', {
    body: {
      auth: {
        identity: { methods: ['password'], password: { user } },
        ...(scope === undefined ? {} : { scope }),
      },
    },
  });
  const token = headers.get('x-subject-token');
  if (token === null)
    throw new Error(`Keystone POST /v3/auth/tokens for ${user.name} answered no X-Subject-Token`);
  return { token, expiresAt: new Date(body.token.expires_at) };
}

/**
 * serve's Keystone service user for tests: bootstrap's admin, its name and
 * password in files (mode 0600) in `dir`, its token scoped to the admin
 * project unless `scoped` is false (then system-scoped: Keystone 30 checks
 * each call it authorizes about 30 ms slower).
 */
export function serviceUserFiles(keystone: RunningKeystone, dir: string, scoped = true): ServiceUser {
  const nameFile = join(dir, 'keystone-user');
  const passwordFile = join(dir, 'keystone-password');
  writeFileSync(nameFile, keystone.adminUser, { mode: 0o600 });
  writeFileSync(passwordFile, keystone.adminPassword, { mode: 0o600 });
  return {
    nameFile,
    passwordFile,
    domain: keystone.adminDomain,
    ...(scoped ? { project: keystone.adminProject } : {}),
  };
}

/**
 * The `keystone:` block of a gitshift.yaml naming this Keystone (or `url`),
 * its domain, the service user, the token cache's ttl and how often serve
 * follows role assignments (the default, 5m, unless given).
 */
export function keystoneSettingsYaml(
  keystone: RunningKeystone,
  {
    domain,
    tokenCacheTtl,
    serviceUser,
    followInterval,
    url = `${keystone.url}/v3`,
  }: {
    domain: string;
    tokenCacheTtl: string;
    serviceUser: ServiceUser;
    followInterval?: string;
    url?: string;
  },
): string {
  return [
    'keystone:',
    `  url: ${url}`,
    `  domain: ${domain}`,
    `  tokenCacheTtl: ${tokenCacheTtl}`,
    ...(followInterval === undefined ? [] : [`  followInterval: ${followInterval}`]),
    '  serviceUser:',
    `    nameFile: ${serviceUser.nameFile}`,
    `    passwordFile: ${serviceUser.passwordFile}`,
    `    domain: ${serviceUser.domain}`,
    ...(serviceUser.project === undefined ? [] : [`    project: ${serviceUser.project}`]),
    '',
  ].join('\n');
}

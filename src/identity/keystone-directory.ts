import { GitshiftError } from '../errors/index.js';
import { SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import type { SeenRoleAssignment } from '../model/keystone-assignments.js';
import type { KeystoneClient } from './keystone-client.js';

/** A Keystone user as gitshift needs it: who to name in a commit. */
export interface KeystoneUser {
  readonly id: string;
  readonly name: string;
  readonly domainId: string;
  /** Keystone keeps an email only as an extra attribute, when whoever made the user gave one. */
  readonly email: string | undefined;
}

export interface KeystoneGroup {
  readonly id: string;
  readonly name: string;
  readonly domainId: string;
}

/**
 * Keystone's users, groups, projects and roles, looked up as the service
 * user. Names of domains and projects and the role inferences change
 * rarely: they are kept `namesTtlMs`. A user's groups and role assignments
 * are asked each time (the token cache above bounds how often).
 */
export interface KeystoneDirectory {
  domainId(name: string, signal?: AbortSignal): Promise<string | undefined>;
  projectId(name: string, domainId: string, signal?: AbortSignal): Promise<string | undefined>;
  findUser(name: string, domainId: string, signal?: AbortSignal): Promise<KeystoneUser | undefined>;
  findGroup(name: string, domainId: string, signal?: AbortSignal): Promise<KeystoneGroup | undefined>;
  user(id: string, signal?: AbortSignal): Promise<KeystoneUser | undefined>;
  groupsOf(userId: string, signal?: AbortSignal): Promise<readonly KeystoneGroup[]>;
  /** Prior role name → the role names it implies (`/v3/role_inferences`). */
  roleInferences(signal?: AbortSignal): Promise<ReadonlyMap<string, readonly string[]>>;
  /**
   * The names of the roles a user holds on a project, directly or through a
   * group (`/v3/role_assignments?effective&include_names`): as assigned, so
   * implied roles may be missing (roleInferences adds them).
   */
  assignedRoles(userId: string, projectId: string, signal?: AbortSignal): Promise<readonly string[]>;
  /**
   * Every role assignment made on a project itself, to users and to groups
   * (not expanded to the groups' users: Keystone's webhook names a user's
   * groups, so a group is bound as a group).
   */
  projectAssignments(projectId: string, signal?: AbortSignal): Promise<SeenRoleAssignment[]>;
}

export interface KeystoneDirectoryOptions {
  /** Default: 60 s. */
  readonly namesTtlMs?: number;
  /** Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
}

export function createKeystoneDirectory(
  client: KeystoneClient,
  { namesTtlMs = 60_000, clock = SYSTEM_CLOCK }: KeystoneDirectoryOptions = {},
): KeystoneDirectory {
  const kept = new Map<string, { until: number; value: Promise<unknown> }>();
  /** A rarely changing answer, kept a while; a failed one is not kept. */
  const remembered = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const entry = kept.get(key);
    if (entry !== undefined && clock.now() < entry.until) return entry.value as Promise<T>;
    const value = load();
    kept.set(key, { until: clock.now() + namesTtlMs, value });
    value.catch(() => kept.delete(key));
    return value;
  };
  const list = async (
    path: string,
    field: string,
    signal?: AbortSignal,
  ): Promise<Record<string, unknown>[]> => {
    const answer = await client.get(path, {}, signal);
    const items = (answer.body as Record<string, unknown> | undefined)?.[field];
    if (answer.status === 404) return [];
    if (!Array.isArray(items))
      throw new GitshiftError(
        'KEYSTONE_REFUSED',
        `Keystone's answer to ${path.split('?')[0]} has no ${field} list`,
      );
    return items.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
  };
  const q = encodeURIComponent;

  return {
    domainId: (name, signal) =>
      remembered(`domain ${name}`, async () => {
        const [domain] = await list(`/domains?name=${q(name)}`, 'domains', signal);
        return typeof domain?.['id'] === 'string' ? domain['id'] : undefined;
      }),
    projectId: (name, domainId, signal) =>
      remembered(`project ${domainId} ${name}`, async () => {
        const [project] = await list(
          `/projects?name=${q(name)}&domain_id=${q(domainId)}`,
          'projects',
          signal,
        );
        return typeof project?.['id'] === 'string' ? project['id'] : undefined;
      }),
    findUser: async (name, domainId, signal) =>
      userOf((await list(`/users?name=${q(name)}&domain_id=${q(domainId)}`, 'users', signal))[0]),
    findGroup: async (name, domainId, signal) =>
      groupOf((await list(`/groups?name=${q(name)}&domain_id=${q(domainId)}`, 'groups', signal))[0]),
    user: async (id, signal) => {
      const answer = await client.get(`/users/${q(id)}`, {}, signal);
      return answer.status === 404
        ? undefined
        : userOf((answer.body as { user?: unknown } | undefined)?.user);
    },
    groupsOf: async (userId, signal) =>
      (await list(`/users/${q(userId)}/groups`, 'groups', signal)).flatMap((g) => groupOf(g) ?? []),
    roleInferences: (signal) =>
      remembered('role inferences', async () => {
        const implies = new Map<string, string[]>();
        for (const rule of await list('/role_inferences', 'role_inferences', signal)) {
          const prior = nameOf(rule['prior_role']);
          const implied = Array.isArray(rule['implies']) ? rule['implies'].map(nameOf) : [];
          if (prior !== undefined)
            implies.set(prior, [...(implies.get(prior) ?? []), ...implied.filter((n) => n !== undefined)]);
        }
        return implies;
      }),
    assignedRoles: async (userId, projectId, signal) => {
      const path = `/role_assignments?user.id=${q(userId)}&scope.project.id=${q(projectId)}&effective&include_names`;
      const assignments = await list(path, 'role_assignments', signal);
      return [...new Set(assignments.flatMap((a) => nameOf(a['role']) ?? []))];
    },
    projectAssignments: async (projectId, signal) => {
      const path = `/role_assignments?scope.project.id=${q(projectId)}&include_names`;
      return (await list(path, 'role_assignments', signal)).flatMap(seenAssignment);
    },
  };
}

/** A listed assignment to a user or a group, with names; anything else (a malformed entry) is left out. */
function seenAssignment(entry: Record<string, unknown>): SeenRoleAssignment[] {
  const role = nameOf(entry['role']);
  const user = entry['user'] as { name?: unknown; domain?: { id?: unknown } } | undefined;
  const group = entry['group'] as { name?: unknown; domain?: { id?: unknown } } | undefined;
  const whom = user ?? group;
  if (role === undefined || typeof whom?.name !== 'string' || typeof whom.domain?.id !== 'string') return [];
  return [
    {
      kind: user === undefined ? 'KeystoneGroup' : 'KeystoneUser',
      name: whom.name,
      domainId: whom.domain.id,
      role,
    },
  ];
}

function nameOf(value: unknown): string | undefined {
  const name = (value as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
}

function userOf(value: unknown): KeystoneUser | undefined {
  const user = value as { id?: unknown; name?: unknown; domain_id?: unknown; email?: unknown } | undefined;
  if (typeof user?.id !== 'string' || typeof user.name !== 'string') return undefined;
  return {
    id: user.id,
    name: user.name,
    domainId: typeof user.domain_id === 'string' ? user.domain_id : '',
    email: typeof user.email === 'string' && user.email !== '' ? user.email : undefined,
  };
}

function groupOf(value: unknown): KeystoneGroup | undefined {
  const group = value as { id?: unknown; name?: unknown; domain_id?: unknown } | undefined;
  if (typeof group?.id !== 'string' || typeof group.name !== 'string') return undefined;
  return {
    id: group.id,
    name: group.name,
    domainId: typeof group.domain_id === 'string' ? group.domain_id : '',
  };
}

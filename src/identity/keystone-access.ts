import { GitshiftError } from '../errors/index.js';
import type { Logger } from '../observability/logger.js';
import { SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import type { KeystoneClient } from './keystone-client.js';
import { createKeystoneDirectory, type KeystoneDirectory } from './keystone-directory.js';
import { validateKeystoneToken, type KeystoneIdentity, type TokenValidation } from './keystone-tokens.js';
import { roleCovers, type Caller, type GitshiftRole, type ProjectAccessVerdict } from './project-access.js';
import { createTokenCache } from './token-cache.js';

const NO_INFERENCES: ReadonlyMap<string, readonly string[]> = new Map();

/** What a gitshift project says about Keystone (its Project document in the loaded revision). */
export interface KeystoneProjectBinding {
  /** The Keystone project (by name, in the configured domain) whose role assignments it follows. */
  readonly keystoneProject: string | undefined;
  /** Its members that name Keystone users and groups, with their gitshift roles. */
  readonly members: readonly {
    readonly kind: 'KeystoneUser' | 'KeystoneGroup';
    readonly name: string;
    readonly role: GitshiftRole;
  }[];
}

export interface KeystoneAccessOptions {
  readonly client: KeystoneClient;
  /** The domain (by name) of the users, groups and projects the repository names. */
  readonly domain: string;
  /** The project's Keystone binding in the revision loaded now; undefined: no such project. */
  readonly binding: (project: string) => KeystoneProjectBinding | undefined;
  /**
   * The gitshift role Keystone roles amount to (keystone.roles of gitshift.yaml,
   * implied roles followed through `implies`); undefined when none is mapped.
   */
  readonly roleOf: (
    keystoneRoles: readonly string[],
    implies: ReadonlyMap<string, readonly string[]>,
  ) => GitshiftRole | undefined;
  /** The longest a token's validation and roles are trusted (never past its expiry). Default: 30 s. */
  readonly cacheTtlMs?: number;
  /** Tokens remembered at once. Default: 10,000. */
  readonly maxCachedTokens?: number;
  readonly directory?: KeystoneDirectory;
  readonly clock?: Clock;
  readonly log?: Logger | undefined;
}

/** Judges Keystone tokens: who they are (401 when not valid) and what they may do in a project (403). */
export interface KeystoneAccess {
  judge(
    token: string,
    project: string,
    role: GitshiftRole,
    signal?: AbortSignal,
  ): Promise<ProjectAccessVerdict>;
}

/** What one token is known to be, and may do in each project asked about so far; kept under the token's hash. */
interface Known {
  readonly validation: TokenValidation;
  /** Named once it was let in somewhere: its email takes a request of its own. */
  caller: Caller | undefined;
  /** Its role in each project asked about, and why it has none when it has none. */
  readonly projects: Map<string, { readonly role: GitshiftRole | undefined; readonly why: string }>;
}

/**
 * Keystone tokens on gitshift's API: the token is validated against
 * Keystone; its role in a gitshift project is the highest of (a) its roles on
 * the Keystone project the Project follows (`spec.keystone.project`), mapped
 * by keystone.roles — the token's own roles when it is scoped to that project,
 * else the user's effective role assignments there (groups included, implied
 * roles followed) — and (b) the roles of the Project's KeystoneUser and
 * KeystoneGroup members naming the user or one of its groups. What was
 * learnt is kept `cacheTtlMs` under the token's hash, never past the
 * token's expiry: a revoked token, or a user taken out of a group, is
 * refused within that bound.
 */
export function createKeystoneAccess(options: KeystoneAccessOptions): KeystoneAccess {
  const { client, domain, binding, roleOf, log, clock = SYSTEM_CLOCK } = options;
  const directory = options.directory ?? createKeystoneDirectory(client, { clock });
  const cache = createTokenCache<Known>({
    ttlMs: options.cacheTtlMs ?? 30_000,
    maxEntries: options.maxCachedTokens ?? 10_000,
    clock,
  });

  const known = async (token: string, signal?: AbortSignal): Promise<Known> => {
    const cached = cache.get(token);
    if (cached !== undefined) return cached;
    const validation = await validateKeystoneToken(client, token, signal);
    const fresh: Known = { validation, caller: undefined, projects: new Map() };
    // An invalid token never becomes valid: remembering it spares Keystone a flood of the same bad token.
    cache.set(token, fresh, validation.valid ? validation.identity.expiresAt : undefined);
    return fresh;
  };

  const roleIn = async (
    identity: KeystoneIdentity,
    project: string,
    bound: KeystoneProjectBinding,
    signal?: AbortSignal,
  ): Promise<{ role: GitshiftRole | undefined; why: string }> => {
    const found: GitshiftRole[] = [];
    const reasons: string[] = [];
    if (bound.keystoneProject !== undefined) {
      const mapped = await keystoneProjectRole(identity, bound.keystoneProject, signal);
      if (mapped !== undefined) found.push(mapped);
      else reasons.push(`no role on Keystone project ${bound.keystoneProject} that keystone.roles maps`);
    }
    if (bound.members.length > 0) {
      const member = await memberRole(identity, bound, signal);
      if (member !== undefined) found.push(member);
      else reasons.push(`not named by project ${project}'s Keystone members, nor in a group they name`);
    }
    const role = found.reduce<GitshiftRole | undefined>(
      (best, next) => (best === undefined || roleCovers(next, best) ? next : best),
      undefined,
    );
    return { role, why: reasons.join('; ') };
  };

  const keystoneProjectRole = async (
    identity: KeystoneIdentity,
    keystoneProject: string,
    signal?: AbortSignal,
  ): Promise<GitshiftRole | undefined> => {
    const scoped = identity.project;
    // A token lists the roles its roles imply.
    if (scoped !== undefined && scoped.name === keystoneProject && scoped.domainName === domain)
      return roleOf(identity.roles, NO_INFERENCES);
    const domainId = await directory.domainId(domain, signal);
    const projectId =
      domainId === undefined ? undefined : await directory.projectId(keystoneProject, domainId, signal);
    if (projectId === undefined) {
      log?.warn({ keystoneProject, domain }, 'a Project follows a Keystone project that does not exist');
      return undefined;
    }
    const [assigned, implies] = await Promise.all([
      directory.assignedRoles(identity.userId, projectId, signal),
      inferences(signal),
    ]);
    return roleOf(assigned, implies);
  };

  /**
   * Keystone's role inferences. Keystone 30 already lists implied roles among
   * the effective assignments; the inferences cover those that do not. A
   * service user not allowed to read them (403) leaves Keystone's own
   * expansion to stand, said once in the log.
   */
  let inferencesRefused = false;
  const inferences = async (signal?: AbortSignal): Promise<ReadonlyMap<string, readonly string[]>> => {
    if (inferencesRefused) return NO_INFERENCES;
    try {
      return await directory.roleInferences(signal);
    } catch (error) {
      const forbidden =
        error instanceof GitshiftError && error.code === 'KEYSTONE_REFUSED' && error.data['status'] === 403;
      if (!forbidden) throw error;
      inferencesRefused = true;
      log?.warn(
        { err: error },
        'the Keystone service user may not read role inferences: Keystone expands implied roles itself',
      );
      return NO_INFERENCES;
    }
  };

  const memberRole = async (
    identity: KeystoneIdentity,
    bound: KeystoneProjectBinding,
    signal?: AbortSignal,
  ): Promise<GitshiftRole | undefined> => {
    const inDomain = identity.userDomainName === domain;
    const groupMembers = bound.members.filter((m) => m.kind === 'KeystoneGroup');
    const groups = groupMembers.length === 0 ? [] : await directory.groupsOf(identity.userId, signal);
    const domainId = groups.length === 0 ? undefined : await directory.domainId(domain, signal);
    const groupNames = new Set(groups.filter((g) => g.domainId === domainId).map((g) => g.name));
    let best: GitshiftRole | undefined;
    for (const member of bound.members) {
      const names =
        member.kind === 'KeystoneUser'
          ? inDomain && member.name === identity.userName
          : groupNames.has(member.name);
      if (names && (best === undefined || roleCovers(member.role, best))) best = member.role;
    }
    return best;
  };

  const callerOf = async (identity: KeystoneIdentity, signal?: AbortSignal): Promise<Caller> => {
    const user = await directory.user(identity.userId, signal);
    return {
      name: identity.userName,
      email: user?.email ?? keystoneEmail(identity.userName, identity.userDomainName),
      via: 'keystone',
    };
  };

  return {
    judge: async (token, project, role, signal) => {
      const entry = await known(token, signal);
      if (!entry.validation.valid) return { allow: false, status: 401, reason: entry.validation.reason };
      const { identity } = entry.validation;
      const bound = binding(project);
      if (bound === undefined || (bound.keystoneProject === undefined && bound.members.length === 0))
        return {
          allow: false,
          status: 403,
          reason: `project ${project} lets in no Keystone user: its Project names no spec.keystone.project and no KeystoneUser or KeystoneGroup member`,
        };
      let judged = entry.projects.get(project);
      if (judged === undefined) {
        judged = await roleIn(identity, project, bound, signal);
        entry.projects.set(project, judged);
      }
      const held = judged.role;
      if (held === undefined)
        return {
          allow: false,
          status: 403,
          reason: `Keystone user ${identity.userName} has no role in project ${project}: ${judged.why}`,
        };
      if (!roleCovers(held, role))
        return {
          allow: false,
          status: 403,
          reason: `Keystone user ${identity.userName} may ${held} project ${project}; this needs ${role}`,
        };
      entry.caller ??= await callerOf(identity, signal);
      return { allow: true, caller: entry.caller };
    },
  };
}

/**
 * The email a commit names a Keystone user by when Keystone has none for it:
 * `<user>@<domain>.keystone.invalid` (RFC 2606's `.invalid`: it never
 * reaches anyone, and says where the name comes from).
 */
export function keystoneEmail(userName: string, domainName: string): string {
  const local = userName.replace(/[^A-Za-z0-9._+-]/g, '_') || 'user';
  const host = domainName.toLowerCase().replace(/[^a-z0-9-]/g, '-') || 'default';
  return `${local}@${host}.keystone.invalid`;
}

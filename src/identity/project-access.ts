import type { IncomingHttpHeaders } from 'node:http';

/** The roles a Project's members have in gitshift (and the built-in ClusterRoles they are bound to). */
export type GitshiftRole = 'view' | 'edit' | 'admin';

/** Whoever sent a request that was let in: named in what it changes (a commit's author). */
export interface Caller {
  /** A person's or service's name, e.g. a Keystone user's name, or `api-token` for a shared API token. */
  readonly name: string;
  /** The email a commit made for the caller carries. */
  readonly email: string;
  /** How the caller proved who they are. */
  readonly via: 'api-token' | 'keystone';
}

export type ProjectAccessVerdict =
  | { readonly allow: true; readonly caller: Caller }
  | { readonly allow: false; readonly status: 401 | 403; readonly reason: string };

/**
 * Who may do what in which project. A request proves who sent it with
 * `Authorization: Bearer <API token>` (a token from serve's token files may do
 * everything) or `X-Auth-Token: <Keystone token>` (what it may do follows its
 * roles on the Keystone project the gitshift project names). 401 when the
 * request proves nothing or what it sends is not valid; 403 when the caller
 * is known but lacks `role` in `project`. The reason says which, never a
 * token.
 */
export interface ProjectAccess {
  judge(
    headers: IncomingHttpHeaders,
    project: string,
    role: GitshiftRole,
    signal?: AbortSignal,
  ): Promise<ProjectAccessVerdict>;
}

/** A role includes those below it: admin ⊃ edit ⊃ view. */
export function roleCovers(held: GitshiftRole, needed: GitshiftRole): boolean {
  const rank: Record<GitshiftRole, number> = { view: 0, edit: 1, admin: 2 };
  return rank[held] >= rank[needed];
}

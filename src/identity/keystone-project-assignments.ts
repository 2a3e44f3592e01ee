import { followedAssignments, type FollowedAssignments } from '../model/keystone-assignments.js';
import type { KeystoneDirectory } from './keystone-directory.js';

export type ProjectAssignmentsRead =
  | ({ readonly found: true } & FollowedAssignments)
  /** The domain or the project is not in Keystone: nothing can be said, and nothing should be taken away. */
  | { readonly found: false; readonly reason: string };

/**
 * The role assignments on a Keystone project, by name in a domain, as
 * spec.keystone.assignments holds them. A project Keystone does not know is
 * `found: false`, never an empty list: a renamed or mistyped project must
 * not take every binding away. Keystone unreachable or refusing the service
 * user is the client's typed error.
 */
export async function readProjectAssignments(
  directory: KeystoneDirectory,
  domain: string,
  project: string,
  signal?: AbortSignal,
): Promise<ProjectAssignmentsRead> {
  const domainId = await directory.domainId(domain, signal);
  if (domainId === undefined) return { found: false, reason: `Keystone has no domain ${domain}` };
  const projectId = await directory.projectId(project, domainId, signal);
  if (projectId === undefined)
    return { found: false, reason: `Keystone has no project ${project} in domain ${domain}` };
  const [seen, implies] = await Promise.all([
    directory.projectAssignments(projectId, signal),
    directory.roleInferences(signal),
  ]);
  return { found: true, ...followedAssignments(seen, implies, domainId) };
}

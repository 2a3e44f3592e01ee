import type { RepositoryPermission } from './forge.js';

/**
 * The permission a forge reports for a user, in gitshift's four levels.
 * GitHub answers admin, write (maintain included), read (triage included) or
 * none; Gitea answers owner, admin, write, read or none. Both answer `read`
 * for anyone at all on a public repository, so a `read` is taken as such
 * only for a collaborator (`isCollaborator`).
 */
export function repositoryPermission(answer: string, isCollaborator: boolean): RepositoryPermission {
  switch (answer) {
    case 'owner':
    case 'admin':
      return 'admin';
    case 'maintain':
    case 'write':
      return 'write';
    case 'triage':
    case 'read':
      return isCollaborator ? 'read' : 'none';
    default:
      return 'none';
  }
}

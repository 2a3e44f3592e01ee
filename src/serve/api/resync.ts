import { projectNames, type DesiredRevision } from '../desired-state.js';

export type ResyncVerdict =
  | { readonly resync: true }
  | {
      readonly resync: false;
      readonly status: 404 | 409 | 503;
      readonly code: ResyncRefusal;
      readonly reason: string;
    };

export type ResyncRefusal = 'NOT_LOADED' | 'PROJECT_NOT_FOUND' | 'PROJECT_BLOCKED';

/**
 * Whether `POST /projects/<name>/sync` queues the project: only a project of
 * the loaded revision that is not blocked by its manifest errors (a resync
 * would apply nothing; only a commit fixes it).
 */
export function judgeResync(project: string, desired: DesiredRevision | undefined): ResyncVerdict {
  if (desired === undefined)
    return {
      resync: false,
      status: 503,
      code: 'NOT_LOADED',
      reason: 'no revision of the config repository is loaded yet; ask again in a moment',
    };
  if (!projectNames(desired).includes(project))
    return {
      resync: false,
      status: 404,
      code: 'PROJECT_NOT_FOUND',
      reason: `project ${project} is not in the config repository at ${desired.commit.slice(0, 12)}`,
    };
  const blocked = desired.rendered.skipped.find((s) => s.name === project);
  if (blocked !== undefined)
    return {
      resync: false,
      status: 409,
      code: 'PROJECT_BLOCKED',
      reason: `project ${project} is blocked (${blocked.reason}): fix its manifests in Git; a resync would apply nothing`,
    };
  return { resync: true };
}

import type { ProjectWorkStatus } from '../../reconciler/work-queue.js';
import type { SyncState } from './status-view.js';

type WorkState = ProjectWorkStatus['state'];

/** What a project's sync state is judged from. */
export interface SyncStateInput {
  /** Its manifests have errors: the revision skips it. */
  readonly blocked: boolean;
  /** The work queue's state for the project, when it has one. */
  readonly work: WorkState | undefined;
  /** The work queue's state for the bulk sync of every project (ALL_PROJECTS), when it has one. */
  readonly all: WorkState | undefined;
  /** Its inventory records an error of its last sync. */
  readonly recordedError: boolean;
  /** It has an inventory: gitshift synced it before. */
  readonly synced: boolean;
  /**
   * Every object Git wants is live and carries this revision's desired hash
   * (the hash the reconciler stamps); undefined before a revision is loaded.
   */
  readonly applied: boolean | undefined;
}

export interface SyncVerdict {
  readonly state: SyncState;
  /** Why, for people. */
  readonly reason: string;
}

const BUSY: ReadonlySet<WorkState | undefined> = new Set<WorkState>(['queued', 'running']);
const FAILED: ReadonlySet<WorkState | undefined> = new Set<WorkState>(['failed', 'backing-off']);

/**
 * Where a project stands against Git. Work in flight wins (the answer is
 * about to change), then failures, then the comparison of the live objects'
 * desired hashes with the revision's. Comparing hashes rather than the
 * recorded commit keeps a project Synced when a commit changed only other
 * projects' folders (serve syncs just those).
 */
export function judgeSyncState(input: SyncStateInput): SyncVerdict {
  if (input.blocked) return { state: 'Blocked', reason: 'its manifests have errors: it is not applied' };
  if (BUSY.has(input.work)) return { state: 'Syncing', reason: `its sync is ${input.work ?? ''}` };
  if (BUSY.has(input.all))
    return { state: 'Syncing', reason: `a sync of every project is ${input.all ?? ''}` };
  if (FAILED.has(input.work))
    return {
      state: 'Failed',
      reason:
        input.work === 'backing-off'
          ? 'its last sync failed; it is retried'
          : 'its last sync failed; a new commit or the resync runs it again',
    };
  if (input.recordedError) return { state: 'Failed', reason: 'its last sync recorded an error' };
  if (input.applied === undefined) return { state: 'Unknown', reason: 'no revision is loaded yet' };
  if (input.applied) return { state: 'Synced', reason: 'the cluster has what Git has' };
  if (!input.synced) return { state: 'Unknown', reason: 'not synced by gitshift yet' };
  return { state: 'OutOfSync', reason: 'objects in the cluster differ from this revision or are missing' };
}

import { GitshiftError, type GitshiftErrorOptions } from '../errors/gitshift-error.js';
import type { KubeApi } from '../kube/kube-api.js';
import { describeRef } from '../kube/object-ref.js';
import { syncRepository } from '../reconciler/sync-repository.js';
import type { DesiredRevision } from './desired-state.js';
import type { ServeLog } from './log.js';

/**
 * The work queue's key for "every project": one bulk sync that reads the live
 * state with one LIST per kind for all projects at once (and finds removed
 * project folders), instead of a thousand single-project syncs. Not a valid
 * project name, so it cannot collide with one.
 */
export const ALL_PROJECTS = '*';

/**
 * A reconcile that did not finish. Transient when every failure in it was
 * (the work queue then retries it with backoff); permanent otherwise, and
 * reported at once. The first failure is the cause.
 */
export class ReconcileFailed extends GitshiftError {
  constructor(
    readonly project: string,
    message: string,
    options?: GitshiftErrorOptions,
  ) {
    super('RECONCILE_FAILED', message, { project }, options);
    this.name = 'ReconcileFailed';
  }
}

export interface ProjectReconcilerOptions {
  readonly api: KubeApi;
  /** The revision to reconcile to, read when the run starts: a newer commit replaces it between runs. */
  readonly desired: () => DesiredRevision;
  readonly log: ServeLog;
  /** Called after each run that changed something, with the commit it applied. */
  readonly onApplied?: (project: string, commit: string) => void;
}

/**
 * The work queue's job for one project (or all of them, ALL_PROJECTS): sync
 * it to the current revision, or remove it when its folder is gone (as far as the repository's prune settings
 * allow). Errors from the cluster are thrown so that the queue retries them;
 * problems in Git are logged, not retried — only a new commit can fix them.
 */
export function projectReconciler({
  api,
  desired,
  log,
  onApplied,
}: ProjectReconcilerOptions): (project: string) => Promise<void> {
  return async (key) => {
    const revision = desired();
    const started = performance.now();
    const sync = await syncRepository(api, revision.model, revision.rendered, {
      only: key === ALL_PROJECTS ? undefined : key,
      revision: revision.commit,
    });
    for (const skipped of sync.skipped)
      log('project-skipped', { project: skipped.name, reason: skipped.reason });
    const errors: string[] = [];
    let changed = 0;
    for (const result of sync.results) {
      const project = result.project;
      errors.push(...result.errors);
      if (result.pruneRefused !== undefined) log('prune-refused', { project, reason: result.pruneRefused });
      for (const drift of result.drifted) log('drift-undone', { project, object: describeRef(drift.ref) });
      changed += result.applied.length + result.pruned.length;
      if (result.applied.length + result.pruned.length > 0)
        log('applied', {
          project,
          commit: revision.commit.slice(0, 12),
          applied: result.applied.length,
          pruned: result.pruned.length,
          ms: Math.round(performance.now() - started),
        });
    }
    for (const removed of sync.removed) {
      if (removed.refused !== undefined)
        log('removal-refused', { project: removed.project, reason: removed.refused });
      else log('project-removed', { project: removed.project });
    }
    if (key === ALL_PROJECTS)
      log('synced-all', {
        commit: revision.commit.slice(0, 12),
        projects: sync.results.length,
        changed,
        ms: Math.round(performance.now() - started),
      });
    if (errors.length > 0) throw new ReconcileFailed(key, errors.join('; '));
    if (changed > 0) onApplied?.(key, revision.commit);
  };
}

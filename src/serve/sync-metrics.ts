import { GitshiftError } from '../errors/gitshift-error.js';
import type { ProjectSyncCounts, ServeMetrics } from '../observability/metrics.js';
import type { RepositorySync } from '../reconciler/sync-repository.js';

/** What one sync did to each project, as counts for the metrics. */
export function syncCounts(sync: RepositorySync): ProjectSyncCounts[] {
  return sync.results.map((result) => ({
    project: result.project,
    applied: result.applied.length,
    unchanged: result.unchanged,
    pruned: result.pruned.length,
    failed: result.errors.length,
    driftFound: result.drifted.length,
    // Drift is put back by the apply; an apply with errors may have left some of it.
    driftUndone: result.errors.length === 0 ? result.drifted.length : 0,
  }));
}

/** projectReconciler's `observe`: each finished sync into the metrics. */
export function syncObserver(
  metrics: ServeMetrics,
): (key: string, sync: RepositorySync, seconds: number) => void {
  return (key, sync, seconds) =>
    metrics.synced(
      key,
      seconds,
      syncCounts(sync),
      sync.results.some((r) => r.errors.length > 0),
    );
}

/** The work queue's job, counting each failure the queue will retry (a transient one: permanent ones wait for a trigger). */
export function countRetries(
  work: (key: string, signal: AbortSignal) => Promise<void>,
  metrics: ServeMetrics | undefined,
): (key: string, signal: AbortSignal) => Promise<void> {
  if (metrics === undefined) return work;
  return async (key, signal) => {
    try {
      await work(key, signal);
    } catch (error) {
      if (!(error instanceof GitshiftError) || error.transient) metrics.retried(key);
      throw error;
    }
  };
}

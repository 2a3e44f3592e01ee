import { GitshiftError } from '../errors/gitshift-error.js';
import type { ProjectSyncCounts, ServeMetrics } from '../observability/metrics.js';
import type { RepositorySync } from '../reconciler/sync-repository.js';

/** What one sync did to each project, as counts for the metrics. */
export function syncCounts(sync: Pick<RepositorySync, 'results'>): ProjectSyncCounts[] {
  return sync.results.map((result) => {
    const objects: Record<string, number> = {};
    for (const object of result.objects) objects[object.result] = (objects[object.result] ?? 0) + 1;
    return {
      project: result.project,
      objects,
      driftFound: result.drifted.length,
      // Drift is put back by re-applying the object; with self-heal off it is only found.
      driftUndone: result.objects.filter((o) => o.result === 'applied' && o.action === 'drift').length,
    };
  });
}

/** projectReconciler's `observe`: each finished sync into the metrics. */
export function syncObserver(
  metrics: ServeMetrics,
): (key: string, sync: Pick<RepositorySync, 'results'>, seconds: number) => void {
  return (key, sync, seconds) =>
    metrics.synced(
      key,
      seconds,
      syncCounts(sync),
      sync.results.some((r) => r.failures.length > 0),
    );
}

/** The work queue's rule (work-queue.ts): only a GitshiftError can say it is permanent; anything else is retried. */
export function retriedByQueue(error: unknown): boolean {
  return error instanceof GitshiftError ? error.transient : true;
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
      if (retriedByQueue(error)) metrics.retried(key);
      throw error;
    }
  };
}

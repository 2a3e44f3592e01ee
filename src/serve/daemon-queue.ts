import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import { WorkQueue } from '../reconciler/work-queue.js';
import type { DaemonEvents } from './cluster-events.js';
import { eventLog, progressLog } from './log.js';
import { ALL_PROJECTS, projectReconciler } from './reconcile-project.js';
import type { RevisionState } from './revision-state.js';
import type { ResolvedServeConfig } from './serve-config.js';
import type { SyncScope } from './replicas/shard-scope.js';
import { countRetries, syncObserver } from './sync-metrics.js';
import type { ProjectSyncer } from './syncing/project-syncer.js';

export interface DaemonQueueOptions {
  /** Where each sync runs. */
  readonly syncer: ProjectSyncer;
  readonly state: RevisionState;
  /** serve's `reconcile` logger. */
  readonly log: Logger;
  readonly metrics?: ServeMetrics | undefined;
  /** With shards: what each key syncs here (undefined: another replica's) and what a resync covers. Default: everything. */
  readonly shards?: {
    readonly scopeOf: (key: string) => SyncScope | undefined;
    readonly resyncKeys: () => readonly string[];
  };
  /** Kubernetes Events of each sync, and the rollouts they start followed. Default: none. */
  readonly events?: Pick<DaemonEvents, 'recorder' | 'rollouts'> | undefined;
}

/**
 * The work queue of the daemon: each project (or ALL_PROJECTS, a bulk sync)
 * reconciled to the newest revision, `cluster.concurrency` at once, retries
 * counted, and a resync of everything on `cluster.resyncIntervalMs` once a
 * revision is loaded. Not started.
 */
export function openDaemonQueue(
  config: ResolvedServeConfig,
  { syncer, state, log, metrics, shards, events }: DaemonQueueOptions,
): WorkQueue {
  return new WorkQueue({
    work: countRetries(
      projectReconciler({
        syncer,
        desired: () => state.require(),
        log: eventLog(log),
        say: progressLog(log),
        ...(metrics === undefined ? {} : { observe: syncObserver(metrics) }),
        events: events?.recorder,
        rollouts: events?.rollouts,
        ...(shards === undefined ? {} : { scopeOf: shards.scopeOf }),
      }),
      metrics,
    ),
    concurrency: config.cluster.concurrency,
    resyncIntervalMs: config.cluster.resyncIntervalMs,
    // A resync is one bulk sync: a handful of LISTs for every project, and no writes when nothing drifted.
    resyncProjects: () => (state.get() === undefined ? [] : (shards?.resyncKeys() ?? [ALL_PROJECTS])),
  });
}

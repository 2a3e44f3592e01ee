import { GitshiftError } from '../errors/gitshift-error.js';
import { describeFailure, type ObjectFailure } from '../reconciler/sync-result.js';
import { describeRef } from '../kube/object-ref.js';
import { runSliced } from '../runtime/index.js';
import type { EventRecorder } from '../events/event-recorder.js';
import type { DesiredRevision } from './desired-state.js';
import type { ServeLog } from './log.js';
import type { RolloutFollower } from './rollouts/rollout-follower.js';
import type { ProjectSyncer, SyncReport } from './syncing/project-syncer.js';
import { ALL_PROJECTS, type SyncScope } from './sync-scope.js';

export { ALL_PROJECTS };

/**
 * A reconcile that did not finish. Its code and `transient` are those of the
 * failure that decides what the work queue does: the first permanent one (a
 * 403, a 422, a failed hook), reported at once and not retried until a new
 * commit or the resync; or, when every failure may pass by itself (a 503, a
 * timeout), the first, retried with backoff. That failure is the cause.
 */
export class ReconcileFailed extends GitshiftError {
  constructor(
    readonly project: string,
    message: string,
    decisive: GitshiftError,
  ) {
    super(
      decisive.code,
      message,
      { project, ...decisive.data },
      { cause: decisive, transient: decisive.transient },
    );
    this.name = 'ReconcileFailed';
  }
}

/** The failure that decides whether a failed sync is retried: the first permanent one, else the first. */
export function decisiveFailure(failures: readonly ObjectFailure[]): ObjectFailure | undefined {
  return failures.find((f) => !f.error.transient) ?? failures[0];
}

export interface ProjectReconcilerOptions {
  /** Where the syncs run: this thread or a worker thread. */
  readonly syncer: ProjectSyncer;
  /** The revision to reconcile to, read when the run starts: a newer commit replaces it between runs. */
  readonly desired: () => DesiredRevision;
  readonly log: ServeLog;
  /** Called after each run that changed something, with the commit it applied. */
  readonly onApplied?: (project: string, commit: string) => void;
  /** The reconciler's progress lines (stages, prunes, waits). Default: dropped. */
  readonly say?: (line: string) => void;
  /** Every finished sync, with its time in seconds: serve's metrics. */
  readonly observe?: (key: string, sync: Pick<SyncReport, 'results'>, seconds: number) => void;
  /**
   * What a queued key syncs, or undefined when it is not this replica's (its
   * shard is held by another): then the run does nothing. Default:
   * ALL_PROJECTS every project in one bulk sync, any other key that project.
   */
  readonly scopeOf?: (key: string) => SyncScope | undefined;
  /** Where each finished sync's Kubernetes Events go (sync-events.ts). Default: none recorded. */
  readonly events?: EventRecorder | undefined;
  /** Follows the rollouts a sync started, for their RolloutStarted/Finished/Failed Events. Default: none followed. */
  readonly rollouts?: Pick<RolloutFollower, 'started'> | undefined;
}

/** A lone replica's scope: ALL_PROJECTS is everything, any other key one project. */
export function wholeScope(key: string): SyncScope {
  return key === ALL_PROJECTS ? { bulk: true, shards: undefined } : { bulk: false, only: key };
}

/**
 * The work queue's job for one project (or all of them, ALL_PROJECTS): sync
 * it to the current revision, or remove it when its folder is gone (as far as the repository's prune settings
 * allow). Failures are logged (sync-failed, with their code) and thrown as
 * ReconcileFailed: the queue retries the transient ones and reports the
 * permanent ones; problems in Git are logged, not retried — only a new commit
 * can fix them.
 */
export function projectReconciler({
  syncer,
  desired,
  log,
  onApplied,
  say,
  observe,
  scopeOf = wholeScope,
  events,
  rollouts,
}: ProjectReconcilerOptions): (project: string, signal?: AbortSignal) => Promise<void> {
  return async (key, signal) => {
    const scope = scopeOf(key);
    if (scope === undefined) return;
    const revision = desired();
    const started = performance.now();
    let sync: SyncReport;
    try {
      sync = await syncer.sync(revision, { scope, tell: events !== undefined, signal, say });
    } catch (error) {
      // Stopping: say what was left half-done; the next start syncs it again.
      if (signal?.aborted === true)
        log('sync-abandoned', {
          project: key,
          commit: revision.commit.slice(0, 12),
          doing: (error as Error).message,
        });
      throw error;
    }
    observe?.(key, sync, (performance.now() - started) / 1000);
    // In slices: a sync of a thousand projects reports a thousand results, and the webhook intake shares this loop.
    const { errors, failures, changed } = await runSliced(
      tellSync(sync, { log, events, rollouts, commit: revision.commit, started }),
    );
    if (scope.bulk)
      log('synced-all', {
        ...(key === ALL_PROJECTS ? {} : { shard: key }),
        commit: revision.commit.slice(0, 12),
        projects: sync.results.length,
        changed,
        ms: Math.round(performance.now() - started),
      });
    const decisive = decisiveFailure(failures);
    if (decisive !== undefined) throw new ReconcileFailed(key, errors.join('; '), decisive.error);
    if (changed > 0) onApplied?.(key, revision.commit);
  };
}

/** What a finished sync tells: its Events and rollouts, then a log line per result; a step per result. */
function* tellSync(
  sync: SyncReport,
  {
    log,
    events,
    rollouts,
    commit,
    started,
  }: Pick<ProjectReconcilerOptions, 'log' | 'events' | 'rollouts'> & {
    readonly commit: string;
    readonly started: number;
  },
): Generator<void, { errors: string[]; failures: ObjectFailure[]; changed: number }, void> {
  if (events !== undefined) {
    for (const event of sync.events) {
      events.record(event);
      yield;
    }
    for (const rollout of sync.rollouts) rollouts?.started(rollout.ref, commit, rollout.answer);
  }
  for (const skipped of sync.skipped)
    log('project-skipped', { project: skipped.name, reason: skipped.reason });
  const errors: string[] = [];
  const failures: ObjectFailure[] = [];
  let changed = 0;
  for (const result of sync.results) {
    yield;
    const project = result.project;
    errors.push(...result.errors);
    failures.push(...result.failures);
    const decisive = decisiveFailure(result.failures);
    if (decisive !== undefined)
      log('sync-failed', {
        project,
        code: decisive.error.code,
        transient: decisive.error.transient,
        failed: result.failures.length,
        error: describeFailure(decisive),
      });
    if (result.pruneRefused !== undefined) log('prune-refused', { project, reason: result.pruneRefused });
    for (const drift of result.drifted) log('drift-undone', { project, object: describeRef(drift.ref) });
    changed += result.applied.length + result.pruned.length;
    if (result.applied.length + result.pruned.length > 0)
      log('applied', {
        project,
        commit: commit.slice(0, 12),
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
  return { errors, failures, changed };
}

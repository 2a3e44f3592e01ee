import { GitshiftError } from '../errors/gitshift-error.js';
import { backoffDelay } from '../runtime/backoff.js';
import { SYSTEM_CLOCK, type Clock } from '../runtime/clock.js';

export interface ProjectWorkStatus {
  readonly project: string;
  /**
   * `backing-off`: the last run failed with a transient error and is retried
   * after a delay. `failed`: it failed for good (a refusal such as a 403 or a
   * 422): not retried until a trigger (a new commit) or the resync runs it.
   */
  readonly state: 'idle' | 'queued' | 'running' | 'backing-off' | 'failed';
  readonly runs: number;
  readonly failures: number;
  readonly lastError: string | undefined;
  /** The GitshiftError code of the last failure; undefined for an error gitshift did not foresee. */
  readonly lastErrorCode: string | undefined;
  /** Whether the last failure is retried with backoff. */
  readonly lastErrorTransient: boolean | undefined;
  /** Clock time of the last success. */
  readonly lastSuccessAt: number | undefined;
}

export interface WorkQueueOptions {
  /**
   * Reconciles one project. A thrown GitshiftError that is not transient is
   * reported and not retried; any other error is retried with backoff.
   */
  readonly work: (project: string, signal: AbortSignal) => Promise<void>;
  /** Projects run at once. Default: 4. */
  readonly concurrency?: number;
  /** First retry delay; doubles per failure up to `maxBackoffMs`, jittered (runtime's backoffDelay). Default: 1 s. */
  readonly baseBackoffMs?: number;
  /** Default: 5 min. */
  readonly maxBackoffMs?: number;
  /** Every project is reconciled again this often. Default: 3 min; 0 turns resync off. */
  readonly resyncIntervalMs?: number;
  /** Which projects a resync covers. Default: every project seen so far. */
  readonly resyncProjects?: () => readonly string[];
  /** A number in [0, 1) that spreads resyncs by up to ±10% and retries between half and all of their delay. Default: Math.random. */
  readonly jitter?: () => number;
  /** Default: the system clock. */
  readonly clock?: Clock;
}

interface Entry {
  status: ProjectWorkStatus;
  /** Set while the project runs: aborting it abandons the run. */
  run: AbortController | undefined;
  /** Asked for again while running: run once more when done. */
  dirty: boolean;
  retryTimer: unknown;
}

/**
 * Reconcile work keyed by project: triggers for a project that is already
 * queued coalesce into one run, a project never runs twice at once, projects
 * run in parallel up to a bound, transient failures retry with jittered
 * exponential backoff while permanent ones wait for the next trigger, and a
 * resync on an interval with jitter catches anything missed.
 */
export class WorkQueue {
  private readonly entries = new Map<string, Entry>();
  private readonly queue: string[] = [];
  private running = 0;
  private stopped = false;
  private resyncTimer: unknown;
  private readonly idleWaiters: (() => void)[] = [];
  private readonly options: Required<WorkQueueOptions>;

  constructor(options: WorkQueueOptions) {
    this.options = {
      concurrency: 4,
      baseBackoffMs: 1000,
      maxBackoffMs: 300_000,
      resyncIntervalMs: 180_000,
      resyncProjects: () => [...this.entries.keys()],
      jitter: Math.random,
      clock: SYSTEM_CLOCK,
      ...options,
    };
  }

  /** Starts the periodic resync. */
  start(): void {
    this.scheduleResync();
  }

  /** Asks for a project to be reconciled. Returns false when it was already waiting (coalesced). */
  enqueue(project: string): boolean {
    if (this.stopped) return false;
    const entry = this.entry(project);
    if (entry.status.state === 'queued') return false;
    if (entry.status.state === 'running') {
      const coalesced = entry.dirty;
      entry.dirty = true;
      return !coalesced;
    }
    if (entry.retryTimer !== undefined) {
      this.options.clock.clearTimeout(entry.retryTimer);
      entry.retryTimer = undefined;
    }
    this.setState(entry, 'queued');
    this.queue.push(project);
    this.pump();
    return true;
  }

  /**
   * Runs every project waiting out a retry's backoff now: what it waited for
   * (the API server, the forge) is back, and a backoff grown during a long
   * outage must not hold the recovery. Returns how many were queued.
   */
  retryNow(): number {
    let queued = 0;
    for (const [project, entry] of this.entries)
      if (entry.retryTimer !== undefined && this.enqueue(project)) queued++;
    return queued;
  }

  status(): ProjectWorkStatus[] {
    return [...this.entries.values()].map((e) => e.status).sort((a, b) => (a.project < b.project ? -1 : 1));
  }

  /** Resolves when nothing is queued or running (retries waiting on backoff do not count). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Aborts the runs in flight with `reason` (their work sees its signal
   * aborted) and returns the projects they were for, so that a stopping
   * daemon can say what it abandoned. Stop then resolves as soon as they return.
   */
  abandonRunning(reason: unknown): string[] {
    const abandoned: string[] = [];
    for (const [project, entry] of this.entries)
      if (entry.run !== undefined && !entry.run.signal.aborted) {
        entry.run.abort(reason);
        abandoned.push(project);
      }
    return abandoned.sort();
  }

  /** Stops taking work and timers; resolves when the runs in flight have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    if (this.resyncTimer !== undefined) this.options.clock.clearTimeout(this.resyncTimer);
    for (const entry of this.entries.values()) {
      if (entry.retryTimer !== undefined) this.options.clock.clearTimeout(entry.retryTimer);
      entry.retryTimer = undefined;
    }
    await this.idle();
  }

  private pump(): void {
    while (!this.stopped && this.running < this.options.concurrency && this.queue.length > 0) {
      const project = this.queue.shift() as string;
      void this.run(project);
    }
    if (this.running === 0 && this.queue.length === 0)
      for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private async run(project: string): Promise<void> {
    const entry = this.entry(project);
    this.running++;
    this.setState(entry, 'running');
    entry.dirty = false;
    const controller = new AbortController();
    entry.run = controller;
    try {
      await this.options.work(project, controller.signal);
      entry.status = {
        ...entry.status,
        runs: entry.status.runs + 1,
        failures: 0,
        lastError: undefined,
        lastErrorCode: undefined,
        lastErrorTransient: undefined,
        lastSuccessAt: this.options.clock.now(),
      };
      this.setState(entry, 'idle');
    } catch (error) {
      const failures = entry.status.failures + 1;
      const code = error instanceof GitshiftError ? error.code : undefined;
      // Only a GitshiftError says it is permanent; anything else gitshift did not foresee is retried.
      const transient = error instanceof GitshiftError ? error.transient : true;
      entry.status = {
        ...entry.status,
        runs: entry.status.runs + 1,
        failures,
        lastError: error instanceof Error ? error.message : String(error),
        lastErrorCode: code,
        lastErrorTransient: transient,
      };
      this.setState(entry, transient ? 'backing-off' : 'failed');
      if (transient && !this.stopped && !entry.dirty) {
        const delay = backoffDelay(
          failures,
          { baseMs: this.options.baseBackoffMs, maxMs: this.options.maxBackoffMs },
          this.options.jitter,
        );
        entry.retryTimer = this.options.clock.setTimeout(() => {
          entry.retryTimer = undefined;
          this.enqueue(project);
        }, delay);
      }
    } finally {
      entry.run = undefined;
      this.running--;
      if (entry.dirty && !this.stopped) {
        entry.dirty = false;
        this.setState(entry, 'idle');
        this.enqueue(project);
      }
      this.pump();
    }
  }

  private scheduleResync(): void {
    const { resyncIntervalMs, jitter, clock } = this.options;
    if (resyncIntervalMs <= 0 || this.stopped) return;
    const delay = resyncIntervalMs * (0.9 + 0.2 * jitter());
    this.resyncTimer = clock.setTimeout(() => {
      for (const project of this.options.resyncProjects()) this.enqueue(project);
      this.scheduleResync();
    }, delay);
  }

  private entry(project: string): Entry {
    let entry = this.entries.get(project);
    if (entry === undefined) {
      entry = {
        status: {
          project,
          state: 'idle',
          runs: 0,
          failures: 0,
          lastError: undefined,
          lastErrorCode: undefined,
          lastErrorTransient: undefined,
          lastSuccessAt: undefined,
        },
        dirty: false,
        retryTimer: undefined,
        run: undefined,
      };
      this.entries.set(project, entry);
    }
    return entry;
  }

  private setState(entry: Entry, state: ProjectWorkStatus['state']): void {
    entry.status = { ...entry.status, state };
  }
}

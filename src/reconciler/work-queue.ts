/** Timers, injected so that the queue can be driven by a test clock. */
export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const REAL_SCHEDULER: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface ProjectWorkStatus {
  readonly project: string;
  readonly state: 'idle' | 'queued' | 'running' | 'backing-off';
  readonly runs: number;
  readonly failures: number;
  readonly lastError: string | undefined;
  /** Scheduler time of the last success. */
  readonly lastSuccessAt: number | undefined;
}

export interface WorkQueueOptions {
  /** Reconciles one project; a thrown error is retried with backoff. */
  readonly work: (project: string) => Promise<void>;
  /** Projects run at once. Default: 4. */
  readonly concurrency?: number;
  /** First retry delay; doubles per failure up to `maxBackoffMs`. Default: 1 s. */
  readonly baseBackoffMs?: number;
  /** Default: 5 min. */
  readonly maxBackoffMs?: number;
  /** Every project is reconciled again this often. Default: 3 min; 0 turns resync off. */
  readonly resyncIntervalMs?: number;
  /** Which projects a resync covers. Default: every project seen so far. */
  readonly resyncProjects?: () => readonly string[];
  /** A number in [0, 1) that spreads resyncs by up to ±10% so they do not align. Default: Math.random. */
  readonly jitter?: () => number;
  readonly scheduler?: Scheduler;
}

interface Entry {
  status: ProjectWorkStatus;
  /** Asked for again while running: run once more when done. */
  dirty: boolean;
  retryTimer: unknown;
}

/**
 * Reconcile work keyed by project: triggers for a project that is already
 * queued coalesce into one run, a project never runs twice at once, projects
 * run in parallel up to a bound, failures retry with exponential backoff, and
 * a resync on an interval with jitter catches anything missed.
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
      scheduler: REAL_SCHEDULER,
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
      this.options.scheduler.clearTimeout(entry.retryTimer);
      entry.retryTimer = undefined;
    }
    this.setState(entry, 'queued');
    this.queue.push(project);
    this.pump();
    return true;
  }

  status(): ProjectWorkStatus[] {
    return [...this.entries.values()].map((e) => e.status).sort((a, b) => (a.project < b.project ? -1 : 1));
  }

  /** Resolves when nothing is queued or running (retries waiting on backoff do not count). */
  idle(): Promise<void> {
    if (this.running === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops taking work and timers; resolves when the runs in flight have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue.length = 0;
    if (this.resyncTimer !== undefined) this.options.scheduler.clearTimeout(this.resyncTimer);
    for (const entry of this.entries.values()) {
      if (entry.retryTimer !== undefined) this.options.scheduler.clearTimeout(entry.retryTimer);
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
    try {
      await this.options.work(project);
      entry.status = {
        ...entry.status,
        runs: entry.status.runs + 1,
        failures: 0,
        lastError: undefined,
        lastSuccessAt: this.options.scheduler.now(),
      };
      this.setState(entry, 'idle');
    } catch (error) {
      const failures = entry.status.failures + 1;
      entry.status = {
        ...entry.status,
        runs: entry.status.runs + 1,
        failures,
        lastError: error instanceof Error ? error.message : String(error),
      };
      this.setState(entry, 'backing-off');
      if (!this.stopped && !entry.dirty) {
        const delay = Math.min(this.options.maxBackoffMs, this.options.baseBackoffMs * 2 ** (failures - 1));
        entry.retryTimer = this.options.scheduler.setTimeout(() => {
          entry.retryTimer = undefined;
          this.enqueue(project);
        }, delay);
      }
    } finally {
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
    const { resyncIntervalMs, jitter, scheduler } = this.options;
    if (resyncIntervalMs <= 0 || this.stopped) return;
    const delay = resyncIntervalMs * (0.9 + 0.2 * jitter());
    this.resyncTimer = scheduler.setTimeout(() => {
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
          lastSuccessAt: undefined,
        },
        dirty: false,
        retryTimer: undefined,
      };
      this.entries.set(project, entry);
    }
    return entry;
  }

  private setState(entry: Entry, state: ProjectWorkStatus['state']): void {
    entry.status = { ...entry.status, state };
  }
}

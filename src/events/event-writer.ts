import { GitshiftError } from '../errors/index.js';
import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { KubeApiError } from '../kube/kube-error.js';
import type { Logger } from '../observability/logger.js';
import { backoffDelay, sleep, type Clock, type RetryPolicy } from '../runtime/index.js';
import type { EventSeries, EventSource } from './event-correlator.js';
import { EVENT_API_VERSION, eventName, eventNamespace, eventObject, withSeries } from './event-object.js';
import { LruMap } from './lru-map.js';

/** What became of one event: counted by serve's metrics and `counts()`. */
export type EventOutcome = 'recorded' | 'spam' | 'created' | 'updated' | 'dropped' | 'failed';

/** Transient failures the transport gave up on, tried again later: Events are worth a little patience, not more. */
export const EVENT_WRITE_POLICY: RetryPolicy = { attempts: 3, baseMs: 1000, maxMs: 10_000 };
/** Reads and writes of one series update that lost to another writer before it gives up. */
const CONFLICT_ATTEMPTS = 3;

export interface EventWriterOptions {
  readonly api: Pick<KubeApi, 'create' | 'replace' | 'get'>;
  readonly source: EventSource;
  readonly clock: Clock;
  /** serve's `events` logger. */
  readonly log: Logger;
  /** Told of each create, update, drop and failure. */
  readonly counted: (outcome: EventOutcome) => void;
  /** Series waiting to be written; beyond it the oldest is dropped. Default: 1000. */
  readonly queueLimit?: number;
  /** Writes in flight at once. Default: 2. */
  readonly concurrency?: number;
  readonly retry?: RetryPolicy;
  /** Default: Math.random (the backoff's jitter). */
  readonly random?: () => number;
}

/**
 * Writes Event series in the background, behind the work that records them:
 * a bounded queue of series (a repeat of a series still queued replaces it,
 * so a burst costs one write), `concurrency` writes at once, a create for a
 * series' first write and a replace of its `series` for the next (read again
 * on 409 Conflict, a few times). Failures are counted and logged, never
 * thrown: Events are best effort.
 */
export class EventWriter {
  readonly #options: EventWriterOptions;
  readonly #pending = new Map<string, EventSeries>();
  readonly #busy = new Set<string>();
  /** The Event each series wrote last, for its next update. */
  readonly #written = new LruMap<string, LiveObject>(4096);
  readonly #stop = new AbortController();
  readonly #idle = new Set<() => void>();
  #running = 0;
  #sequence = 0;
  #dropped = 0;

  constructor(options: EventWriterOptions) {
    this.#options = options;
  }

  enqueue(series: EventSeries): void {
    if (this.#stop.signal.aborted) return this.#drop(series, 'stopped');
    if (!this.#pending.has(series.id) && this.#pending.size >= (this.#options.queueLimit ?? 1000)) {
      const oldest = this.#pending.values().next();
      if (oldest.done !== true) {
        this.#pending.delete(oldest.value.id);
        this.#drop(oldest.value, 'queue-full');
      }
    }
    // Map.set on a key it has keeps the key's place: a repeat does not jump the queue.
    this.#pending.set(series.id, series);
    this.#pump();
  }

  /** Resolves once nothing waits or is being written, or when `signal` aborts (what is left is still written, unless stopped). */
  flush(signal?: AbortSignal): Promise<void> {
    if (this.#isIdle() || signal?.aborted === true) return Promise.resolve();
    return new Promise((resolve) => {
      const done = (): void => {
        this.#idle.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      this.#idle.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }

  /** Drops what waits (counted), abandons the writes in flight and waits for them to return. */
  async stop(): Promise<void> {
    this.#stop.abort(new Error('serve is stopping'));
    for (const series of this.#pending.values()) this.#drop(series, 'stopped');
    this.#pending.clear();
    await this.flush();
  }

  #isIdle(): boolean {
    return this.#pending.size === 0 && this.#running === 0;
  }

  #pump(): void {
    const limit = this.#options.concurrency ?? 2;
    while (this.#running < limit) {
      const next = [...this.#pending.values()].find((s) => !this.#busy.has(s.id));
      if (next === undefined) break;
      this.#pending.delete(next.id);
      this.#busy.add(next.id);
      this.#running++;
      void this.#write(next).finally(() => {
        this.#running--;
        this.#busy.delete(next.id);
        this.#pump();
        if (this.#isIdle()) for (const done of [...this.#idle]) done();
      });
    }
  }

  async #write(series: EventSeries): Promise<void> {
    const { log, counted } = this.#options;
    try {
      counted(await this.#retrying(() => this.#writeOnce(series)));
    } catch (error) {
      if (this.#stop.signal.aborted) return this.#drop(series, 'stopped');
      counted('failed');
      log.warn(
        { ...describe(series), error: error instanceof Error ? error.message : String(error) },
        'event-write-failed',
      );
    }
  }

  async #writeOnce(series: EventSeries): Promise<'created' | 'updated'> {
    const signal = this.#stop.signal;
    let current = this.#written.get(series.id);
    for (let attempt = 1; current !== undefined; attempt++) {
      try {
        this.#written.set(
          series.id,
          await this.#options.api.replace(withSeries(current, series), { signal }),
        );
        return 'updated';
      } catch (error) {
        // 404: the Event expired (the API server keeps them an hour); the series goes on in a new one.
        if (isStatus(error, 404)) break;
        if (!isStatus(error, 409) || attempt >= CONFLICT_ATTEMPTS) throw error;
        const { name, namespace } = current.metadata;
        current = await this.#options.api.get(
          { apiVersion: EVENT_API_VERSION, kind: 'Event', namespace, name },
          { signal },
        );
      }
    }
    this.#written.set(series.id, await this.#create(series));
    return 'created';
  }

  /** Creates the series' Event; a name taken already (another event in the same instant) is tried once more. */
  async #create(series: EventSeries): Promise<LiveObject> {
    const { api, clock, source } = this.#options;
    const create = (): Promise<LiveObject> =>
      api.create(
        eventObject(series, source, eventName(series.event.regarding.name, clock.now(), this.#sequence++)),
        {
          signal: this.#stop.signal,
        },
      );
    try {
      return await create();
    } catch (error) {
      if (!isStatus(error, 409)) throw error;
      return create();
    }
  }

  async #retrying<T>(work: () => Promise<T>): Promise<T> {
    const { clock, retry = EVENT_WRITE_POLICY, random = Math.random } = this.#options;
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (
          !(error instanceof GitshiftError && error.transient) ||
          attempt >= retry.attempts ||
          this.#stop.signal.aborted
        )
          throw error;
        await sleep(clock, backoffDelay(attempt, retry, random), this.#stop.signal, 'writing an Event');
      }
    }
  }

  #drop(series: EventSeries, why: 'queue-full' | 'stopped'): void {
    this.#options.counted('dropped');
    this.#dropped++;
    // One line for the first drop and one per hundred after: a full queue would otherwise log as fast as it drops.
    if (this.#dropped % 100 === 1)
      this.#options.log.warn({ ...describe(series), why, dropped: this.#dropped }, 'event-dropped');
  }
}

function isStatus(error: unknown, status: number): boolean {
  return error instanceof KubeApiError && error.status === status;
}

function describe(series: EventSeries): Record<string, string | number> {
  const { regarding, reason } = series.event;
  return {
    reason,
    object: `${regarding.kind}/${eventNamespace(regarding)}/${regarding.name}`,
    count: series.count,
  };
}

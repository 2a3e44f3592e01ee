import type { KubeApi } from '../kube/kube-api.js';
import type { Logger } from '../observability/logger.js';
import type { Clock } from '../runtime/index.js';
import { EventCorrelator, type CorrelatorOptions } from './event-correlator.js';
import { REPORTING_CONTROLLER } from './event-object.js';
import type { ClusterEvent, EventRecorder } from './event-recorder.js';
import { EventWriter, type EventOutcome, type EventWriterOptions } from './event-writer.js';

export interface ClusterEventRecorderOptions {
  readonly api: Pick<KubeApi, 'create' | 'replace' | 'get'>;
  /** The replica's identity: the Events' reportingInstance. */
  readonly identity: string;
  readonly clock: Clock;
  /** serve's `events` logger. */
  readonly log: Logger;
  /** Each outcome, for serve's metrics. Default: only counts(). */
  readonly counted?: (outcome: EventOutcome) => void;
  /** Aggregation, series and spam filter settings. Default: client-go's. */
  readonly correlation?: Omit<CorrelatorOptions, 'source'>;
  readonly writer?: Pick<EventWriterOptions, 'queueLimit' | 'concurrency' | 'retry' | 'random'>;
}

export type EventCounts = Readonly<Record<EventOutcome, number>>;

/**
 * serve's EventRecorder: each event correlated (event-correlator.ts:
 * combined, counted into a series, spam-filtered) at once, and written by
 * event-writer.ts in the background. `record` never waits and never throws.
 */
export class ClusterEventRecorder implements EventRecorder {
  readonly #correlator: EventCorrelator;
  readonly #writer: EventWriter;
  readonly #clock: Clock;
  readonly #log: Logger;
  readonly #counts: Record<EventOutcome, number> = {
    recorded: 0,
    spam: 0,
    created: 0,
    updated: 0,
    dropped: 0,
    failed: 0,
  };
  readonly #counted: (outcome: EventOutcome) => void;

  constructor({ api, identity, clock, log, counted, correlation, writer }: ClusterEventRecorderOptions) {
    const source = { controller: REPORTING_CONTROLLER, instance: identity };
    this.#clock = clock;
    this.#log = log;
    this.#counted = (outcome) => {
      this.#counts[outcome]++;
      counted?.(outcome);
    };
    this.#correlator = new EventCorrelator({ ...correlation, source });
    this.#writer = new EventWriter({ ...writer, api, source, clock, log, counted: this.#counted });
  }

  record(event: ClusterEvent): void {
    try {
      const { series, spam } = this.#correlator.correlate(event, this.#clock.now());
      this.#counted('recorded');
      if (spam) this.#counted('spam');
      else this.#writer.enqueue(series);
    } catch (error) {
      // A bug here must not fail the sync that reported the event.
      this.#log.error(
        { reason: event.reason, error: error instanceof Error ? error.message : String(error) },
        'event-record-failed',
      );
    }
  }

  /** What happened to the events so far: recorded, refused as spam, written (created, updated), dropped, failed. */
  counts(): EventCounts {
    return { ...this.#counts };
  }

  /** Resolves when every event recorded so far is written (or given up), or when `signal` aborts. */
  flush(signal?: AbortSignal): Promise<void> {
    return this.#writer.flush(signal);
  }

  /** Drops what is not written yet (counted) and waits for the writes in flight to end. */
  stop(): Promise<void> {
    return this.#writer.stop();
  }
}

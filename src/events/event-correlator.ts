import type { ClusterEvent } from './event-recorder.js';
import { noteWithin } from './event-note.js';
import { LruMap } from './lru-map.js';
import { TokenBucket } from './token-bucket.js';

/** Who reports: the same for every event of one serve replica. */
export interface EventSource {
  /** `gitshift.io/serve`. */
  readonly controller: string;
  /** The replica's identity. */
  readonly instance: string;
}

export interface CorrelatorOptions {
  readonly source: EventSource;
  /** Distinct notes of one kind of event on one object before they are combined into one. Default: 10 (client-go). */
  readonly maxSimilar?: number;
  /** How long similar events are combined and repeats counted into a series. Default: 10 min (client-go). */
  readonly windowMs?: number;
  /** Events one source may report on one object at once. Default: 25 (client-go). */
  readonly burst?: number;
  /** After the burst, one more event per object every refillMs. Default: 5 min (client-go). */
  readonly refillMs?: number;
  /** Objects and kinds of event remembered. Default: 4096 (client-go). */
  readonly cacheSize?: number;
}

/** One Event as it stands after the occurrences seen so far of it. */
export interface EventSeries {
  /** Unique to this series: a repeat after the window starts a new one, and so a new Event. */
  readonly id: string;
  /** The event as the Event carries it (a combined one's note says so). */
  readonly event: ClusterEvent;
  /** Occurrences so far; 1 for the first. */
  readonly count: number;
  readonly firstMs: number;
  readonly lastMs: number;
}

export interface Correlation {
  readonly series: EventSeries;
  /** The spam filter refused it: the series counts it, but nothing is written for it now. */
  readonly spam: boolean;
}

/** The prefix client-go gives an event that stands for several similar ones. */
export const COMBINED_PREFIX = '(combined from similar events): ';

interface SimilarNotes {
  readonly notes: Set<string>;
  lastMs: number;
}

/**
 * client-go's EventCorrelator (tools/record/events_cache.go) for
 * events.k8s.io/v1, pure, on the caller's clock. Three steps per event:
 *
 * 1. Aggregation: events alike but for their note (same object, type,
 *    reason, action, related) with `maxSimilar` distinct notes within the
 *    window become one Event whose note says it is combined.
 * 2. Series: an event identical to one seen within the window is not a new
 *    Event but a repeat, counted in its series (count, last observed time).
 * 3. Spam filter: a token bucket per source and object; an event with no
 *    token is counted in its series but not written (client-go likewise
 *    counts before it filters, so a later write carries the true count).
 */
export class EventCorrelator {
  readonly #source: EventSource;
  readonly #maxSimilar: number;
  readonly #windowMs: number;
  readonly #burst: number;
  readonly #refillMs: number;
  readonly #similar: LruMap<string, SimilarNotes>;
  readonly #series: LruMap<string, EventSeries>;
  readonly #buckets: LruMap<string, TokenBucket>;

  constructor({
    source,
    maxSimilar = 10,
    windowMs = 600_000,
    burst = 25,
    refillMs = 300_000,
    cacheSize = 4096,
  }: CorrelatorOptions) {
    this.#source = source;
    this.#maxSimilar = maxSimilar;
    this.#windowMs = windowMs;
    this.#burst = burst;
    this.#refillMs = refillMs;
    this.#similar = new LruMap(cacheSize);
    this.#series = new LruMap(cacheSize);
    this.#buckets = new LruMap(cacheSize);
  }

  correlate(event: ClusterEvent, nowMs: number): Correlation {
    const { event: written, key } = this.#aggregate({ ...event, note: noteWithin(event.note) }, nowMs);
    const series = this.#observe(key, written, nowMs);
    return { series, spam: !this.#allow(nowMs, event) };
  }

  #aggregate(event: ClusterEvent, nowMs: number): { event: ClusterEvent; key: string } {
    const similarKey = aggregationKey(this.#source, event);
    let similar = this.#similar.get(similarKey);
    if (similar === undefined || nowMs - similar.lastMs > this.#windowMs)
      similar = { notes: new Set(), lastMs: nowMs };
    similar.notes.add(event.note);
    similar.lastMs = nowMs;
    this.#similar.set(similarKey, similar);
    if (similar.notes.size < this.#maxSimilar) return { event, key: `${similarKey}\n${event.note}` };
    // Never hold more than maxSimilar notes: one out, so the set stays at the threshold.
    similar.notes.delete(event.note);
    return { event: { ...event, note: noteWithin(COMBINED_PREFIX + event.note) }, key: similarKey };
  }

  #observe(key: string, event: ClusterEvent, nowMs: number): EventSeries {
    const seen = this.#series.get(key);
    const series: EventSeries =
      seen === undefined || nowMs - seen.lastMs > this.#windowMs
        ? { id: `${key}\n@${nowMs}`, event, count: 1, firstMs: nowMs, lastMs: nowMs }
        : { ...seen, count: seen.count + 1, lastMs: nowMs };
    this.#series.set(key, series);
    return series;
  }

  #allow(nowMs: number, event: ClusterEvent): boolean {
    const key = spamKey(this.#source, event);
    let bucket = this.#buckets.get(key);
    if (bucket === undefined) bucket = new TokenBucket(this.#burst, this.#refillMs, nowMs);
    this.#buckets.set(key, bucket);
    return bucket.take(nowMs);
  }
}

/** The spam filter's key: who reports, on which object (client-go's getSpamKey). */
export function spamKey(source: EventSource, event: Pick<ClusterEvent, 'regarding'>): string {
  const { apiVersion, kind, namespace = '', name, uid = '' } = event.regarding;
  return [source.controller, source.instance, apiVersion, kind, namespace, name, uid].join('\n');
}

/** Everything of an event but its note: events with the same key are similar (client-go's EventAggregatorByReasonFunc). */
export function aggregationKey(source: EventSource, event: ClusterEvent): string {
  const related = event.related;
  return [
    spamKey(source, event),
    event.type,
    event.reason,
    event.action,
    related === undefined
      ? ''
      : [related.apiVersion, related.kind, related.namespace ?? '', related.name].join('/'),
  ].join('\n');
}

import type { KubeApi, LiveObject } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import { backoffDelay, isAborted, sleep, type Clock } from '../../runtime/index.js';
import { INBOX_LABEL, inboxOrder, readInboxEntry, type InboxEntry, type InboxEvent } from './inbox-entry.js';

/** What dispatching one event came to: done means its effect is durable (a commit pushed, a Build created). */
export type DispatchOutcome = { readonly done: true } | { readonly done: false; readonly reason: string };

/**
 * KubeApi has no watch, and a poll needs no resourceVersion kept across
 * leader changes: a new leader's first LIST finds everything left. One LIST
 * by label every half second is a small load, and the delay a delivery sees.
 */
export const INBOX_POLL_MS = 500;
/** A failing entry is tried this often (about 30 s of backoff), then dropped with a warning, so one bad event cannot hold the rest forever. */
export const INBOX_MAX_ATTEMPTS = 6;
const RETRY = { baseMs: 1000, maxMs: 16_000 };

export interface InboxConsumerOptions {
  readonly api: Pick<KubeApi, 'getText' | 'delete'>;
  readonly namespace: string;
  /** Whether this replica consumes entries for this owner now (ownsInboxEntry on the current state). */
  readonly owns: (owner: string) => boolean;
  /** Whether it may own any entry now (leads or holds a shard); a follower with nothing does not list. Default: always. */
  readonly active?: () => boolean;
  /** The same code a delivery reaches without the inbox; resolves when the effect is durable. */
  readonly dispatch: (event: InboxEvent) => Promise<DispatchOutcome>;
  readonly clock: Clock;
  /** serve's `inbox` logger. */
  readonly log: Logger;
  /** Default: INBOX_POLL_MS. */
  readonly pollMs?: number;
}

export interface InboxConsumer {
  start(): void;
  /** Entries this replica consumes, as last listed (for /status). */
  pending(): number;
  /** Lets the dispatch in flight finish (and its entry be deleted), then stops. */
  stop(): Promise<void>;
}

/** What to do after an entry's dispatch failed for the `attempts`-th time. */
export function judgeInboxRetry(
  attempts: number,
  random: () => number = Math.random,
): { readonly retry: true; readonly delayMs: number } | { readonly retry: false } {
  return attempts >= INBOX_MAX_ATTEMPTS
    ? { retry: false }
    : { retry: true, delayMs: backoffDelay(attempts, RETRY, random) };
}

/**
 * The consuming side of the webhook inbox: oldest entry first, each
 * dispatched and deleted only once its effect is durable. A consumer that dies
 * between the two leaves the entry; the next one dispatches it again, which is
 * a no-op (write-back edits are idempotent, a Build of the same delivery is
 * not started twice). A failed dispatch holds the entries after it, keeping
 * their order, until it succeeds or is dropped.
 */
export function openInboxConsumer(options: InboxConsumerOptions): InboxConsumer {
  const { api, namespace, owns, dispatch, clock, log, pollMs = INBOX_POLL_MS, active = () => true } = options;
  const stopping = new AbortController();
  const attempts = new Map<string, number>();
  let pending = 0;
  let loop: Promise<void> | undefined;

  // One namespace's ConfigMaps, so serve needs no right to read ConfigMaps elsewhere.
  const path = `/api/v1/namespaces/${namespace}/configmaps?labelSelector=${encodeURIComponent(`${INBOX_LABEL}=true`)}`;
  const list = async (): Promise<InboxEntry[]> => {
    const { items } = JSON.parse(await api.getText(path, { signal: stopping.signal })) as {
      readonly items: readonly LiveObject[];
    };
    const entries: InboxEntry[] = [];
    for (const object of items) {
      const entry = readInboxEntry(object);
      if ('problem' in entry)
        log.warn({ entry: object.metadata.name, problem: entry.problem }, 'inbox-unreadable');
      else if (owns(entry.owner)) entries.push(entry);
    }
    return entries.sort(inboxOrder);
  };

  const remove = (entry: InboxEntry): Promise<void> =>
    api.delete({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: entry.name });

  /** Consumes what is listed, in order; resolves with how long to wait before the next round. */
  const round = async (): Promise<number> => {
    if (!active()) {
      pending = 0;
      return pollMs;
    }
    const entries = await list();
    pending = entries.length;
    for (const entry of entries) {
      // The lead or the shard may have moved while earlier entries ran.
      if (stopping.signal.aborted || !owns(entry.owner)) return pollMs;
      const started = clock.now();
      const outcome = await dispatch(entry.event);
      if (!outcome.done) {
        const tries = (attempts.get(entry.name) ?? 0) + 1;
        attempts.set(entry.name, tries);
        const verdict = judgeInboxRetry(tries);
        if (verdict.retry) {
          log.warn(
            { entry: entry.name, kind: entry.event.kind, attempts: tries, reason: outcome.reason },
            'inbox-retry',
          );
          return verdict.delayMs;
        }
        log.error(
          { entry: entry.name, kind: entry.event.kind, attempts: tries, reason: outcome.reason },
          'inbox-dropped',
        );
      }
      await remove(entry);
      attempts.delete(entry.name);
      pending--;
      log.info(
        {
          entry: entry.name,
          kind: entry.event.kind,
          outcome: outcome.done ? 'done' : 'dropped',
          waitedMs: started - entry.receivedAt,
          ms: clock.now() - started,
        },
        'inbox-consumed',
      );
    }
    return pollMs;
  };

  const run = async (): Promise<void> => {
    while (!stopping.signal.aborted) {
      let delay = pollMs;
      try {
        delay = await round();
      } catch (error) {
        if (isAborted(error) && stopping.signal.aborted) return;
        log.warn({ error: (error as Error).message }, 'inbox-unavailable');
      }
      try {
        await sleep(clock, delay, stopping.signal, 'the inbox poll');
      } catch (error) {
        if (stopping.signal.aborted) return;
        throw error;
      }
    }
  };

  return {
    start() {
      loop ??= run();
    },
    pending: () => pending,
    async stop() {
      stopping.abort();
      await loop;
    },
  };
}

import type { Logger } from '../observability/logger.js';
import type { Delivery, Receipt } from './endpoint.js';
import { reject } from './rejection.js';
import type { ReplayStore } from './replay-store.js';
import type { WebhookReply } from './respond.js';
import type { WebhookSink } from './webhook-event.js';

/** The part of the replay store handing on uses. */
export type ReplayClaims = Pick<ReplayStore, 'claim' | 'commit' | 'forget'>;

export interface HandOnOptions {
  readonly replay: ReplayClaims;
  readonly sink: WebhookSink;
  readonly log?: Pick<Logger, 'warn'> | undefined;
}

/**
 * Drops replays, makes the new ids durable, then gives the events to the
 * sink. A failure to record or to queue is a 503 whose ids are forgotten
 * again, so the sender's retry is not taken for a duplicate.
 */
export async function handOnDeliveries(
  receipt: Extract<Receipt, { kind: 'deliveries' }>,
  { replay, sink, log }: HandOnOptions,
): Promise<WebhookReply> {
  const fresh = receipt.deliveries.filter((d) => d.replayKey === undefined || replay.claim(d.replayKey));
  if (fresh.length === 0) return acceptedReply(0, receipt.deliveries.length);
  const keys = replayKeys(fresh);
  try {
    await replay.commit(keys);
  } catch (error) {
    await forgetQuietly(replay, keys, log);
    throw reject.unavailable(`the delivery could not be recorded: ${(error as Error).message}`);
  }
  for (const [i, delivery] of fresh.entries()) {
    try {
      await sink.accept(delivery.event);
    } catch (error) {
      // The events not yet handed on must come again: forget their ids so the retry is not a duplicate.
      await forgetQuietly(replay, replayKeys(fresh.slice(i)), log);
      throw reject.unavailable(`the event could not be queued: ${(error as Error).message}`);
    }
  }
  return acceptedReply(fresh.length, receipt.deliveries.length);
}

/** 200 duplicate when every delivery was a replay, else 202 with how many were new and how many replays. */
export function acceptedReply(fresh: number, total: number): WebhookReply {
  if (fresh === 0) return { status: 200, body: { status: 'duplicate' } };
  return { status: 202, body: { status: 'accepted', events: fresh, duplicates: total - fresh } };
}

async function forgetQuietly(
  replay: ReplayClaims,
  keys: readonly string[],
  log: HandOnOptions['log'],
): Promise<void> {
  try {
    await replay.forget(keys);
  } catch (error) {
    // Already answering with a failure; a retry will then be taken for a duplicate, which the log says.
    log?.warn({ ids: keys.length, error: (error as Error).message }, 'webhook-replay-forget-failed');
  }
}

function replayKeys(deliveries: readonly Delivery[]): string[] {
  return deliveries.flatMap((d) => (d.replayKey === undefined ? [] : [d.replayKey]));
}

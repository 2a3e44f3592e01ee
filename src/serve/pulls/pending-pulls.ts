import type { PullRequestEvent } from '../../webhooks/webhook-event.js';
import { PendingRecords } from '../pending-records.js';

/** A pull request delivery answered 202 whose work has not ended yet. */
export interface PendingPull {
  readonly key: string;
  readonly event: PullRequestEvent;
  readonly receivedAt: number;
}

/**
 * Pull request deliveries accepted and not yet handled, one file per PR in
 * the state folder (`pulls/pending/`, kept by pending-records.ts), so a serve
 * killed between its 202 and the plan or the preview leaves the work to the
 * next one. A PR's record is written before the delivery is answered and
 * removed once the work of that delivery (or a newer one) ended.
 */
export class PendingPulls {
  readonly #records: PendingRecords<PendingPull>;

  constructor(dir: string) {
    this.#records = new PendingRecords<PendingPull>(
      dir,
      (value) => value.event?.kind === 'pull-request',
      'pending pull request',
    );
  }

  /** Keeps `event` as the PR's newest delivery. */
  record(key: string, event: PullRequestEvent, receivedAt: number): void {
    this.#records.record({ key, event, receivedAt });
  }

  /** The work of the delivery received at `receivedAt` ended: its record goes, unless a newer delivery replaced it. */
  settle(key: string, receivedAt: number): void {
    this.#records.settle(key, receivedAt);
  }

  /** What an earlier serve left, oldest first, and the files that could not be read (named with why). */
  left(): { readonly pulls: PendingPull[]; readonly unreadable: string[] } {
    const { records, unreadable } = this.#records.left();
    return { pulls: records, unreadable };
  }
}

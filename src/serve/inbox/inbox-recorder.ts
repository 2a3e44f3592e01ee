import { GitshiftError } from '../../errors/index.js';
import type { KubeApi } from '../../kube/kube-api.js';
import { KubeApiError } from '../../kube/kube-error.js';
import { inboxEntryObject, type InboxEvent } from './inbox-entry.js';

/** A webhook sender waits about 10 s for an answer: a 503 before then makes it retry rather than time out. */
const RECORD_TIMEOUT_MS = 5000;

export interface InboxRecorderOptions {
  readonly api: Pick<KubeApi, 'create'>;
  readonly namespace: string;
  /** This replica's identity, kept on the entry for people reading it. */
  readonly identity: string;
  /** Who consumes the event (inboxOwner). */
  readonly ownerOf: (event: InboxEvent) => string;
  readonly now: () => number;
}

/**
 * Records an accepted event in the inbox, before the delivery is answered:
 * `recorded`, or `already` when another replica (or an earlier try) recorded
 * the same delivery. An API server that cannot be reached is INBOX_UNAVAILABLE
 * (transient): the receiver answers 503 and the sender delivers again.
 */
export function inboxRecorder({
  api,
  namespace,
  identity,
  ownerOf,
  now,
}: InboxRecorderOptions): (event: InboxEvent) => Promise<'recorded' | 'already'> {
  return async (event) => {
    const object = inboxEntryObject(event, {
      namespace,
      owner: ownerOf(event),
      receivedAt: now(),
      receivedBy: identity,
    });
    try {
      await api.create(object, { signal: AbortSignal.timeout(RECORD_TIMEOUT_MS) });
      return 'recorded';
    } catch (error) {
      if (error instanceof KubeApiError && error.status === 409) return 'already';
      throw new GitshiftError(
        'INBOX_UNAVAILABLE',
        `the webhook inbox (ConfigMaps in ${namespace}) cannot be written: ${(error as Error).message}`,
        { namespace, entry: object.metadata.name },
        { cause: error, transient: true },
      );
    }
  };
}

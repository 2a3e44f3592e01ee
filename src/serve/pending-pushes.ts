import type { ImagePush } from '../images/image-push.js';
import { PendingRecords } from './pending-records.js';

/** An image push answered 202 whose edits are not yet in Git (nor known to need none). */
export interface PendingPush {
  readonly key: string;
  readonly push: ImagePush;
  readonly receivedAt: number;
}

/**
 * Image pushes accepted and not yet handled, one file per push in the state
 * folder (`pushes/pending/`, kept by pending-records.ts). A push is recorded
 * before its delivery is answered, since the delivery id is then in the
 * replay store and a redelivery would be refused as a duplicate; it is
 * settled once its commit reached the remote, Git had it already, no stream
 * takes it, or it failed for good. What a killed serve left is handled again
 * at the next start: the write-back leaves a tag already set unchanged, so a
 * push handled twice makes one commit.
 */
export class PendingPushes {
  readonly #records: PendingRecords<PendingPush>;

  constructor(dir: string) {
    this.#records = new PendingRecords<PendingPush>(dir, isImagePush, 'pending image push');
  }

  /** Keeps `push` durably; throws when it cannot (its delivery is then refused and comes again). */
  record(push: ImagePush, receivedAt: number): void {
    this.#records.record({ key: pushKey(push), push: onlyPush(push), receivedAt });
  }

  /** The push was handled: its record goes. */
  settle(push: ImagePush): void {
    this.#records.settle(pushKey(push));
  }

  /** What an earlier serve left, oldest first, and the files that could not be read (named with why). */
  left(): { readonly pushes: PendingPush[]; readonly unreadable: string[] } {
    const { records, unreadable } = this.#records.left();
    return { pushes: records, unreadable };
  }
}

/** A push's identity: the sender's event id with what it names, so two events of one delivery are two records. */
export function pushKey(push: ImagePush): string {
  return JSON.stringify([
    push.source,
    push.eventId,
    push.registryHost,
    push.repository,
    push.tag,
    push.digest ?? null,
  ]);
}

/** The push's own fields: a webhook event carries more (its kind, a media type) that is no part of the work. */
function onlyPush(push: ImagePush): ImagePush {
  const { source, eventId, registryHost, repository, tag, digest } = push;
  return { source, eventId, registryHost, repository, tag, ...(digest === undefined ? {} : { digest }) };
}

function isImagePush(value: Partial<PendingPush>): boolean {
  const push = value.push as Partial<ImagePush> | undefined;
  return (
    typeof push === 'object' &&
    push !== null &&
    (push.source === 'dockerhub' || push.source === 'registry') &&
    typeof push.eventId === 'string' &&
    typeof push.registryHost === 'string' &&
    typeof push.repository === 'string' &&
    typeof push.tag === 'string' &&
    (push.digest === undefined || typeof push.digest === 'string')
  );
}

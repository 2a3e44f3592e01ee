import { createHash } from 'node:crypto';
import type { LiveObject } from '../../kube/kube-api.js';
import type { LeadershipState } from '../../leases/leadership.js';
import type { KubeObject } from '../../render/kube-object.js';
import type { GitHubOtherEvent, WebhookEvent } from '../../webhooks/webhook-event.js';
import type { ShardOf } from '../replicas/shard-scope.js';

/** Every inbox entry carries this label: the leader lists them by it. */
export const INBOX_LABEL = 'gitshift.io/inbox';
/** Who consumes an entry: `leader`, or `shard-<i>` for a generic trigger of a project in shard i. */
export const INBOX_FOR_LABEL = 'gitshift.io/inbox-for';
/** When the receiving replica accepted the delivery (epoch ms), the order entries are consumed in. */
export const RECEIVED_AT_ANNOTATION = 'gitshift.io/received-at';
export const RECEIVED_BY_ANNOTATION = 'gitshift.io/received-by';
const EVENT_KEY = 'event.json';

/** The events whose work only the leader (or a shard's holder) does: everything but other GitHub events, which start nothing. */
export type InboxEvent = Exclude<WebhookEvent, GitHubOtherEvent>;

/** Whether an accepted event is recorded in the inbox in HA mode; a deleted branch starts nothing anywhere. */
export function needsInbox(event: WebhookEvent): event is InboxEvent {
  if (event.kind === 'github-event') return false;
  if (event.kind === 'github-push') return !event.deleted;
  return true;
}

/**
 * The event's identity across replicas: the sender's delivery or event id,
 * so one delivery sent to two replicas (a sender's retry after a timeout,
 * say) is one entry. A generic trigger has no id from its sender: two are two.
 */
export function inboxEventId(event: InboxEvent): string {
  switch (event.kind) {
    case 'image-push':
      return `${event.source}/${event.eventId}`;
    case 'generic':
      return event.eventId;
    default:
      return event.deliveryId;
  }
}

/** A ConfigMap name (DNS-1123, 63 characters at most) from the event's kind and id. */
export function inboxEntryName(event: InboxEvent): string {
  const hash = createHash('sha256')
    .update(`${event.kind}\0${inboxEventId(event)}`)
    .digest('hex');
  return `gitshift-inbox-${hash.slice(0, 40)}`;
}

/** Who consumes the event: a generic trigger reconciles its project, the work of the project's shard; the rest is the leader's. */
export function inboxOwner(event: InboxEvent, shards: number, shardOf: ShardOf): string {
  return event.kind === 'generic' ? `shard-${shardOf(event.project, shards)}` : 'leader';
}

/** Whether a replica in `state` consumes entries for `owner`. */
export function ownsInboxEntry(owner: string, state: LeadershipState): boolean {
  if (owner === 'leader') return state.leader;
  const match = /^shard-(\d+)$/.exec(owner);
  return match?.[1] !== undefined && state.shards.has(Number(match[1]));
}

export interface InboxEntryInput {
  readonly namespace: string;
  readonly owner: string;
  readonly receivedAt: number;
  readonly receivedBy: string;
}

/** The ConfigMap that records `event`. */
export function inboxEntryObject(event: InboxEvent, input: InboxEntryInput): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: inboxEntryName(event),
      namespace: input.namespace,
      labels: { [INBOX_LABEL]: 'true', [INBOX_FOR_LABEL]: input.owner },
      annotations: {
        [RECEIVED_AT_ANNOTATION]: String(input.receivedAt),
        [RECEIVED_BY_ANNOTATION]: input.receivedBy,
      },
    },
    data: { [EVENT_KEY]: JSON.stringify(event) },
  };
}

export interface InboxEntry {
  readonly name: string;
  readonly owner: string;
  readonly receivedAt: number;
  readonly event: InboxEvent;
}

/** An entry read back, or why it cannot be used (edited by hand, written by another version). */
export function readInboxEntry(object: LiveObject): InboxEntry | { readonly problem: string } {
  const { name, labels = {}, annotations = {} } = object.metadata;
  const text = (object['data'] as Record<string, string> | undefined)?.[EVENT_KEY];
  const receivedAt = Number(annotations[RECEIVED_AT_ANNOTATION]);
  const owner = labels[INBOX_FOR_LABEL];
  if (text === undefined || owner === undefined || !Number.isFinite(receivedAt))
    return { problem: `inbox entry ${name} lacks ${EVENT_KEY}, its ${INBOX_FOR_LABEL} label or its time` };
  let event: unknown;
  try {
    event = JSON.parse(text);
  } catch (error) {
    return { problem: `inbox entry ${name}: ${EVENT_KEY} is not JSON (${(error as Error).message})` };
  }
  const kind = (event as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !needsInbox(event as WebhookEvent))
    return { problem: `inbox entry ${name}: ${EVENT_KEY} is no event the inbox takes` };
  return { name, owner, receivedAt, event: event as InboxEvent };
}

/** Oldest first, as the replicas received them; entries of the same millisecond by name, so every leader takes them in one order. */
export function inboxOrder(a: InboxEntry, b: InboxEntry): number {
  return a.receivedAt - b.receivedAt || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

import type { IncomingHttpHeaders } from 'node:http';
import type { WebhookReply } from './respond.js';
import type { WebhookRoute } from './route-request.js';
import type { WebhookEvent } from './webhook-event.js';

/** What a receiver sees of a request besides its body. */
export interface RequestHead {
  readonly route: WebhookRoute;
  readonly headers: IncomingHttpHeaders;
}

/** One event, and the id that makes a second copy of it a replay (none: every copy counts). */
export interface Delivery {
  readonly replayKey: string | undefined;
  readonly event: WebhookEvent;
}

/**
 * Events to hand on, or an answer with nothing to hand on (a ping, only layer
 * events, a push to a branch no build wants). `summary` joins the 202 answer
 * when something new was handed on (what a build webhook started).
 */
export type Receipt =
  | {
      readonly kind: 'deliveries';
      readonly deliveries: readonly Delivery[];
      readonly ignored: number;
      readonly summary?: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: 'reply'; readonly reply: WebhookReply };

/**
 * One webhook source. `admit` decides what the URL and headers alone can
 * (secrets in the path, signature present, content type) before a byte of
 * the body is read; `receive` checks and translates the body. Both throw a
 * WebhookRejection for bad input.
 */
export interface Endpoint {
  readonly maxBodyBytes: number;
  admit(head: RequestHead): void;
  receive(body: Buffer, head: RequestHead): Receipt | Promise<Receipt>;
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Ids from senders (delivery GUIDs, registry event ids) are kept only when they are one short token. */
export const SENDER_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

import type { IncomingMessage, ServerResponse } from 'node:http';
import { rejectionFor, type WebhookRejection } from './rejection.js';

/** How long a connection whose body we refused may linger so the sender can read our answer. */
const UNREAD_BODY_GRACE_MS = 1000;

/** The answer to an accepted, duplicate or ignored delivery. */
export interface WebhookReply {
  readonly status: 200 | 202;
  readonly body: Readonly<Record<string, unknown>>;
}

/** Writes a reply as JSON. */
export function sendReply(req: IncomingMessage, res: ServerResponse, reply: WebhookReply): void {
  sendJson(req, res, reply.status, reply.body);
}

/** Answers a failure with the status `rejectionFor` maps it to. */
export function sendFailure(req: IncomingMessage, res: ServerResponse, error: unknown): WebhookRejection {
  const rejection = rejectionFor(error);
  sendJson(req, res, rejection.status, { error: rejection.message }, rejection.headers);
  return rejection;
}

/**
 * Writes `body` as JSON with its length; a body still arriving (one we
 * refused) is drained, then cut after a grace. Also serve's API answers.
 */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = `${JSON.stringify(body)}\n`;
  const unread = !req.complete;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
  if (unread) discardRest(req);
}

/**
 * The rest of a body we refused is read and dropped rather than left in the
 * socket: closing on unread bytes sends a reset that can destroy our answer
 * before the sender reads it. A sender still sending after the grace is cut off.
 */
function discardRest(req: IncomingMessage): void {
  req.resume();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), UNREAD_BODY_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // A body that did end leaves a kept-alive connection the sender may use again: it must not be cut under its next request.
  req.once('end', () => clearTimeout(timer));
}

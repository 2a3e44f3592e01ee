import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a connection whose body we refused may linger so the client can read our answer. */
const UNREAD_BODY_GRACE_MS = 1000;

/** Writes `body` as JSON; a refused body still arriving is drained, then cut after a grace. */
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
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
  if (unread) discardRest(req);
}

/**
 * The rest of a body we refused is read and dropped rather than left in the
 * socket: closing on unread bytes sends a reset that can destroy our answer
 * before the client reads it (as webhooks/respond.ts does).
 */
function discardRest(req: IncomingMessage): void {
  req.resume();
  const socket = req.socket;
  const timer = setTimeout(() => socket.destroy(), UNREAD_BODY_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

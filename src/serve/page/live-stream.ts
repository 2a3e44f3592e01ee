import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StatusView } from '../view/status-view.js';

export interface LiveStreamOptions {
  /** The view's change notifications (debounced by the view). */
  readonly subscribe: StatusView['subscribe'];
  /**
   * Ends every stream: the HTTP server's close waits for responses in
   * flight, so serve's shutdown aborts this before closing it.
   */
  readonly stop: AbortSignal;
  /** Comment lines that keep proxies from cutting a quiet stream. Default: 15 s. */
  readonly heartbeatMs?: number;
  /** Streams open at once; more are answered 503. Default: 100. */
  readonly maxStreams?: number;
}

/** The page's `/ui/live`: a change event whenever the view says something shown may have changed. */
export type LiveStreams = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Server-Sent Events for the page: `event: change` on each of the view's
 * notifications, a comment every heartbeat, `retry` so a browser reconnects
 * after a restart. Every stream ends when `stop` aborts.
 */
export function openLiveStreams({
  subscribe,
  stop,
  heartbeatMs = 15_000,
  maxStreams = 100,
}: LiveStreamOptions): LiveStreams {
  const open = new Set<() => void>();
  stop.addEventListener('abort', () => [...open].forEach((end) => end()), { once: true });
  return (req, res) => {
    if (stop.aborted || open.size >= maxStreams) {
      const reason = stop.aborted ? 'serve is stopping\n' : 'too many live pages open; try again later\n';
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end(reason);
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // nginx and the like would otherwise hold the events back.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    let changes = 0;
    const send = (text: string): void => {
      if (!ended && !res.writableEnded && !res.destroyed) res.write(text);
    };
    send('retry: 3000\n: live\n\n');
    const unsubscribe = subscribe(() => send(`event: change\ndata: ${++changes}\n\n`));
    const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
    const end = (): void => {
      if (ended) return;
      ended = true;
      open.delete(end);
      clearInterval(heartbeat);
      unsubscribe();
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    req.once('close', end);
    res.once('close', end);
  };
}

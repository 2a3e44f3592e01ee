import type { IncomingMessage } from 'node:http';
import { reject, type WebhookRejection } from './rejection.js';

export interface BodyLimits {
  /** Bytes; more is refused with 413, declared or streamed. */
  readonly maxBytes: number;
  /** The whole body must arrive within this many milliseconds of the request's start (slow senders get 408). */
  readonly timeoutMs: number;
}

/** 413 before reading when Content-Length already says the body is too large. */
export function checkDeclaredLength(
  req: IncomingMessage,
  { maxBytes }: BodyLimits,
): WebhookRejection | undefined {
  const declared = req.headers['content-length'];
  if (declared === undefined) return undefined;
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length < 0) return reject.badRequest('Content-Length is not a number');
  if (length > maxBytes) return tooLarge(maxBytes);
  return undefined;
}

/**
 * Reads the body into one buffer, counting bytes as they stream in: it stops
 * at the cap (413) or the deadline (408) without buffering more, and fails
 * with 400 when the sender aborts.
 */
export function readBody(
  req: IncomingMessage,
  limits: BodyLimits,
  startedAt: number,
  now: () => number,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, rejectBody) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (error: WebhookRejection | undefined): void => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
      if (error === undefined)
        resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length));
      else {
        // Stop reading: the answer goes out with `Connection: close` and the rest is discarded.
        req.pause();
        rejectBody(error);
      }
    };
    const onData = (chunk: Buffer): void => {
      length += chunk.length;
      if (length > limits.maxBytes) finish(tooLarge(limits.maxBytes));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(undefined);
    const onError = (error: Error): void =>
      finish(reject.badRequest(`the request body could not be read: ${error.message}`));
    const onAborted = (): void => finish(reject.badRequest('the sender aborted the request'));
    const remaining = Math.max(0, limits.timeoutMs - (now() - startedAt));
    const timer = setTimeout(
      () => finish(reject.timeout(`the body did not arrive within ${limits.timeoutMs} ms`)),
      remaining,
    );
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}

function tooLarge(maxBytes: number): WebhookRejection {
  return reject.tooLarge(`the body is larger than this endpoint's limit of ${maxBytes} bytes`);
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Clock } from '../../runtime/index.js';
import { ApiRefusal } from './api-errors.js';

/** The media types of a binary build's source, and the file suffix each is kept under. */
export const ARCHIVE_TYPES: Readonly<Record<string, string>> = {
  'application/x-tar': '.tar',
  'application/gzip': '.tar.gz',
};

export interface ArchiveUploadOptions {
  readonly uploadDir: string;
  /** Bytes; a body past it is refused with 413 while it streams. */
  readonly maxBytes: number;
  /** The archive's media type, one of ARCHIVE_TYPES. */
  readonly mediaType: string;
  /** The whole archive must arrive within this many milliseconds (408 after). */
  readonly timeoutMs: number;
  readonly clock: Clock;
}

/**
 * Streams a binary build's archive from the request body to a new file in
 * `uploadDir` (created 0700 when missing; the file 0600, a random name), counting bytes as they come: the
 * upload is refused with 413 before a byte is read when Content-Length
 * already says too much, and at the first byte past the cap otherwise. On
 * any failure, the deadline included, the partial file is removed, so a refused upload leaves
 * nothing behind. Resolves with the file's path and size.
 */
export async function receiveArchive(
  req: IncomingMessage,
  { uploadDir, maxBytes, mediaType, timeoutMs, clock }: ArchiveUploadOptions,
): Promise<{ readonly path: string; readonly bytes: number }> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  const path = join(uploadDir, `upload-${randomUUID()}${ARCHIVE_TYPES[mediaType] ?? '.tar'}`);
  let bytes = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      bytes += chunk.length;
      if (bytes > maxBytes) done(tooLarge(maxBytes));
      else done(null, chunk);
    },
  });
  // req is piped by hand, not given to pipeline: pipeline destroys its streams on error, and a
  // destroyed request takes the socket with it, before the 413 can be written.
  const file = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  // A failure to write is serve's own (a full disk), not the client's: told apart for the answer.
  let writeFailure: Error | undefined;
  file.once('error', (error) => (writeFailure = error));
  const received = pipeline(cap, file);
  const onClose = (): void => {
    if (!req.complete) cap.destroy(new Error('the client stopped sending before the end'));
  };
  const onError = (error: Error): void => void cap.destroy(error);
  req.once('close', onClose);
  req.once('error', onError);
  const timer = clock.setTimeout(
    () =>
      cap.destroy(
        new ApiRefusal(
          408,
          'BUILD_ARCHIVE_INVALID',
          `the archive did not arrive within ${timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`}`,
        ),
      ),
    timeoutMs,
  );
  req.pipe(cap);
  try {
    await received;
  } catch (error) {
    req.unpipe(cap);
    await rm(path, { force: true });
    if (error instanceof ApiRefusal) throw error;
    if (writeFailure !== undefined)
      throw new Error(`cannot keep the upload in ${uploadDir}: ${writeFailure.message}`, {
        cause: error,
      });
    throw new ApiRefusal(
      400,
      'BUILD_ARCHIVE_INVALID',
      `the archive could not be received: ${(error as Error).message}`,
    );
  } finally {
    clock.clearTimeout(timer);
    req.off('close', onClose);
    req.off('error', onError);
  }
  if (bytes === 0) {
    await rm(path, { force: true });
    throw new ApiRefusal(400, 'BUILD_ARCHIVE_INVALID', 'the archive is empty');
  }
  return { path, bytes };
}

function tooLarge(maxBytes: number): ApiRefusal {
  return new ApiRefusal(
    413,
    'BUILD_ARCHIVE_INVALID',
    `the archive is larger than serve's limit of ${maxBytes} bytes for a binary build`,
  );
}

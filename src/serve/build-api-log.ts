import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildService } from '../builds/build-service.js';
import type { Logger } from '../observability/logger.js';

/**
 * GET …/builds/<name>/log: the kept log, and with `follow` each new chunk
 * until the build finishes, as chunked text/plain. The build is looked up
 * first, so an unknown one is a 404 before any header goes out; the headers
 * are then sent at once, so a client following a queued build sees 200
 * without waiting for its first line. The client going away aborts the
 * service's iterator. A failure after the headers cannot change the status:
 * the response is cut (no final chunk), which the client reads as a broken
 * stream rather than a finished log.
 */
export async function streamBuildLog(
  service: BuildService,
  { project, name }: { readonly project: string; readonly name: string },
  follow: boolean,
  req: IncomingMessage,
  res: ServerResponse,
  log: Logger,
): Promise<void> {
  await service.get(project, name);
  const controller = new AbortController();
  const onClose = (): void => {
    if (!res.writableFinished) controller.abort(new Error('the client closed the log request'));
  };
  res.once('close', onClose);
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.flushHeaders();
  try {
    for await (const chunk of service.logs(project, name, { follow, signal: controller.signal })) {
      if (controller.signal.aborted) break;
      if (!res.write(chunk)) await drained(res, controller.signal);
    }
    if (!controller.signal.aborted) res.end();
  } catch (error) {
    if (controller.signal.aborted) return;
    log.error({ err: error, project, build: name, method: req.method }, 'build log stream failed');
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    res.off('close', onClose);
  }
}

/** Waits for the client to take what was written (backpressure), or for it to go away. */
async function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
  try {
    await once(res, 'drain', { signal });
  } catch {
    // Aborted: the caller sees the signal and stops.
  }
}

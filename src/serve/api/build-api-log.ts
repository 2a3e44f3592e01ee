import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildService } from '../../builds/build-service.js';
import type { Logger } from '../../observability/logger.js';
import { onAbort } from '../../runtime/index.js';

/**
 * GET …/builds/<name>/log: the kept log, and with `follow` each new chunk
 * until the build finishes, as chunked text/plain. The build is looked up
 * first, so an unknown one is a 404 before any header goes out; the headers
 * are then sent at once, so a client following a queued build sees 200
 * without waiting for its first line. The client going away aborts the
 * service's iterator, and so does serve stopping (options.stop), which cuts
 * the stream. A failure after the headers cannot change the status:
 * the response is cut (no final chunk), which the client reads as a broken
 * stream rather than a finished log.
 */
export async function streamBuildLog(
  service: BuildService,
  { project, name }: { readonly project: string; readonly name: string },
  { follow, stop }: { readonly follow: boolean; readonly stop: AbortSignal | undefined },
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
  const stopListening =
    stop === undefined
      ? () => undefined
      : onAbort(stop, () => controller.abort(new Error('serve is stopping')));
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
  } catch (error) {
    if (!controller.signal.aborted) {
      log.error({ err: error, project, build: name, method: req.method }, 'build log stream failed');
      res.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
  } finally {
    res.off('close', onClose);
    stopListening();
  }
  // Cut rather than ended when serve stops: the log is not whole, and the client must not take it so.
  if (stop?.aborted === true) res.destroy();
  else if (!controller.signal.aborted) res.end();
}

/** Waits for the client to take what was written (backpressure), or for it to go away. */
async function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
  try {
    await once(res, 'drain', { signal });
  } catch {
    // Aborted: the caller sees the signal and stops.
  }
}

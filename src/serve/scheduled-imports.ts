import type { ImageStreamIndex } from '../model/image-stream-index.js';
import type { RegistryClient } from '../images/registry-client.js';
import { ScheduledImport, type ScheduledImportEvent } from '../images/scheduled-import.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import { importResult, shortCommits } from './image-edits.js';
import type { ImageUpdateTally } from './image-update-tally.js';

export interface ScheduledImportsOptions {
  /** The ImageStreams of the revision loaded last; undefined before the first load. */
  readonly streams: () => ImageStreamIndex | undefined;
  readonly registry: RegistryClient;
  readonly intervalMs: number;
  /** Writes the edits; resolves with the commits made. */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  /** After a commit reached the remote. */
  readonly committed: () => void;
  readonly tally: ImageUpdateTally;
  /** serve's `images` logger. */
  readonly log: Logger;
  readonly metrics?: Pick<ServeMetrics, 'imageImported'> | undefined;
}

/**
 * Polling of the tags with `importPolicy.scheduled: true`, wired to serve:
 * edits found go to write-back, a commit is counted, logged
 * (`import-committed`) and makes serve fetch; events are logged. Not started.
 */
export function openScheduledImports(options: ScheduledImportsOptions): ScheduledImport {
  const { streams, registry, intervalMs, write, committed, tally, log, metrics } = options;
  return new ScheduledImport({
    streams,
    registry,
    intervalMs,
    onEdits: async (edits, reason) => {
      const commits = await write(edits, reason);
      metrics?.imageImported('scheduled', importResult(commits));
      if (commits.length > 0) {
        tally.committed++;
        log.info({ edits: edits.length, commit: shortCommits(commits) }, 'import-committed');
        committed();
      }
    },
    log: scheduledImportLog(log, metrics),
  });
}

/** Scheduled import's events as serve's `images` log lines; a stream's failed poll also counts as a failed import. */
export function scheduledImportLog(
  log: Logger,
  metrics: Pick<ServeMetrics, 'imageImported'> | undefined,
): (event: ScheduledImportEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'imported':
        log.info({ stream: event.stream, edits: event.edits }, 'import-found');
        return;
      case 'failed':
        metrics?.imageImported('scheduled', 'failed');
        log.warn(
          {
            stream: event.stream,
            error: event.message,
            failures: event.failures,
            retryInMs: event.retryInMs,
          },
          'import-failed',
        );
        return;
      case 'capped':
        log.info({ stream: event.stream, looked: event.looked, skipped: event.skipped }, 'import-capped');
        return;
      case 'round-failed':
        log.warn({ error: event.message }, 'import-failed');
        return;
      default:
        return event satisfies never;
    }
  };
}

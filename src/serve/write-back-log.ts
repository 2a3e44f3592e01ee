import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { WriteBackEvent } from '../writeback/write-back.js';

export interface WriteBackLogOptions {
  /** serve's `writeback` logger. */
  readonly log: Logger;
  readonly metrics?: Pick<ServeMetrics, 'writeBackAttempt' | 'writeBackFailed'> | undefined;
  /** An edit was dropped (for GET /status). */
  readonly failed: (code: string, message: string) => void;
}

/** Write-back's events as serve's log lines and metrics: pushes and retries at info, attempts at debug, edits left in the journal by a stop at warn, drops and journal errors at error. Every event has its line (a new one is a type error here). */
export function writeBackEventLog({
  log,
  metrics,
  failed,
}: WriteBackLogOptions): (event: WriteBackEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'pushed':
        log.info(
          { commit: event.commit.slice(0, 12), edits: event.edits, attempts: event.attempts },
          'write-back-pushed',
        );
        return;
      case 'attempt': {
        const { type: _type, ...phases } = event;
        metrics?.writeBackAttempt(event.outcome, attemptSeconds(event));
        log.debug(phases, 'write-back-attempt');
        return;
      }
      case 'retry':
        log.info({ why: event.why, delayMs: event.delayMs, error: event.message }, 'write-back-retry');
        return;
      case 'failed':
        failed(event.code, event.message);
        metrics?.writeBackFailed();
        log.error({ id: event.id, code: event.code, error: event.message }, 'write-back-failed');
        return;
      case 'journal-error':
        log.error({ error: event.message }, 'write-back-journal-error');
        return;
      case 'abandoned':
        // Kept in the journal: the next writer pushes them.
        log.warn({ edits: event.edits, error: event.message }, 'write-back-abandoned');
        return;
      default:
        return event satisfies never;
    }
  };
}

/** One fetch → apply → commit → push cycle's time, in seconds. */
export function attemptSeconds(event: Extract<WriteBackEvent, { type: 'attempt' }>): number {
  return (event.fetchMs + event.applyMs + event.commitMs + event.pushMs) / 1000;
}

import type { Logger } from '../observability/logger.js';
import { STAGE_LINE, type Say } from '../reconciler/progress.js';

/**
 * The event callback `projectReconciler` takes: an event name and its fields.
 * serve wires it to the logger with `eventLog`; nothing else logs this way.
 */
export type ServeLog = (event: string, fields?: Readonly<Record<string, unknown>>) => void;

/** Reconcile events that mean something failed. */
const ERRORS: ReadonlySet<string> = new Set(['sync-failed']);

/** Reconcile events that mean something was left undone and someone should look. */
const WARNINGS: ReadonlySet<string> = new Set([
  'sync-abandoned',
  'project-skipped',
  'prune-refused',
  'removal-refused',
  'manifest-problem',
]);

/** `log(event, fields)` as a log line at info, or at error or warn for the events above; the event is the line's msg. */
export function eventLog(logger: Logger): ServeLog {
  return (event, fields = {}) => {
    if (ERRORS.has(event)) logger.error(fields, event);
    else if (WARNINGS.has(event)) logger.warn(fields, event);
    else logger.info(fields, event);
  };
}

/**
 * The reconciler's `say` in serve: each line with the project the reconciler
 * names as a field, the line's own `<project>: ` prefix, written for the CLI,
 * left out of the message; at info, but a stage's `applying` line (five a
 * project each sync) at debug.
 */
export function progressLog(logger: Logger): Say {
  return (line, project) => {
    if (project === undefined) {
      logger.info(line);
      return;
    }
    const prefix = `${project}: `;
    const message = line.startsWith(prefix) ? line.slice(prefix.length) : line;
    if (STAGE_LINE.test(line)) logger.debug({ project }, message);
    else logger.info({ project }, message);
  };
}

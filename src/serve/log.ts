import type { Logger } from '../observability/logger.js';

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
 * A progress line of the reconciler (`shop: stage 2/5 config: applying 3`)
 * split into its project and the rest, when it starts with a project name.
 */
export function splitProgressLine(
  line: string,
  isProject: (name: string) => boolean,
): { readonly project?: string; readonly message: string } {
  const match = /^([a-z0-9]([-a-z0-9]*[a-z0-9])?): (.*)$/s.exec(line);
  const project = match?.[1];
  if (project === undefined || !isProject(project)) return { message: line };
  return { project, message: match?.[3] ?? '' };
}

/** The reconciler's `say` in serve: each line at info, on a child logger bound to its project when it names one. */
export function progressLog(logger: Logger, isProject: (name: string) => boolean): (line: string) => void {
  return (line) => {
    const { project, message } = splitProgressLine(line, isProject);
    (project === undefined ? logger : logger.child({ project })).info(message);
  };
}

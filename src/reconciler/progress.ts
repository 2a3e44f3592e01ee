/**
 * How the reconciler tells what it is doing, a line at a time: the CLI prints
 * the line as it is; serve logs it on the project's logger, so the line says
 * which project it concerns as data, not only as its first word.
 */
export type Say = (line: string, project?: string) => void;

/**
 * `<project>: stage 2/5 config-and-rbac: applying 3`, said as each stage of a
 * project starts: five a project, so the CLI shows them in its bar (or with
 * --verbose) and serve logs them at debug.
 */
export const STAGE_LINE = /^\S+: stage (\d+\/\d+ \S+): applying \d+$/;

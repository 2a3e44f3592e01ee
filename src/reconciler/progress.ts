/**
 * How the reconciler tells what it is doing, a line at a time: the CLI prints
 * the line as it is; serve logs it on the project's logger, so the line says
 * which project it concerns as data, not only as its first word.
 */
export type Say = (line: string, project?: string) => void;

/**
 * Thrown for environment or programmer faults (a directory that cannot be read,
 * a bad command-line flag). Problems in manifests are not thrown: see `Problem`.
 */
export type GitshiftErrorCode =
  | 'USAGE'
  | 'SNAPSHOT_UNREADABLE'
  | 'SEED_UNREADABLE'
  | 'OUTPUT_UNWRITABLE'
  | 'SCHEMA_INVALID'
  | 'KUBECONFIG_UNREADABLE'
  | 'GIT_UNREADABLE'
  | 'GIT_COMMAND_FAILED'
  | 'GIT_REMOTE_UNAVAILABLE'
  | 'GIT_PUSH_CONFLICT'
  | 'WRITEBACK_TARGET_NOT_FOUND'
  | 'WRITEBACK_FILE_INVALID'
  | 'WRITEBACK_EDIT_INVALID';

export class GitshiftError extends Error {
  readonly code: GitshiftErrorCode;
  readonly data: Readonly<Record<string, unknown>>;

  constructor(
    code: GitshiftErrorCode,
    message: string,
    data: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'GitshiftError';
    this.code = code;
    this.data = data;
  }
}

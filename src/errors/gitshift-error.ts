/**
 * The code of every error gitshift throws. Thrown for environment or
 * programmer faults (a directory that cannot be read, a bad command-line
 * flag, a cluster that refuses); problems in manifests are not thrown: see
 * `Problem`. The subclasses (KubeApiError, GitRemoteFailure, HookFailedError,
 * ReconcileFailed, WebhookRejection) live beside the module that raises them
 * and add the fields their callers read.
 */
export type GitshiftErrorCode =
  | 'USAGE'
  | 'SERVE_CONFIG_INVALID'
  | 'DEPLOY_TARGET_NOT_FOUND'
  | 'DEPLOY_UNSUPPORTED'
  | 'DEPLOY_IMAGE_UNRESOLVED'
  | 'SNAPSHOT_UNREADABLE'
  | 'SEED_UNREADABLE'
  | 'OUTPUT_UNWRITABLE'
  | 'SCHEMA_INVALID'
  | 'KUBECONFIG_UNREADABLE'
  | 'GIT_UNREADABLE'
  | 'GIT_COMMAND_FAILED'
  | 'GIT_REMOTE_UNAVAILABLE'
  | 'GIT_AUTH_FAILED'
  | 'GIT_HOST_KEY_REJECTED'
  | 'GIT_SHALLOW_UNSUPPORTED'
  | 'GIT_PUSH_CONFLICT'
  | 'WRITEBACK_TARGET_NOT_FOUND'
  | 'WRITEBACK_FILE_INVALID'
  | 'WRITEBACK_EDIT_INVALID'
  | 'WRITEBACK_RESULT_INVALID'
  | 'WRITEBACK_FILE_EXISTS'
  | 'WEBHOOK_CONFIG_INVALID'
  | 'WEBHOOK_STATE_UNWRITABLE'
  | 'ROLLBACK_TARGET_NOT_FOUND'
  | 'ROLLBACK_REVISION_INVALID'
  | 'ROLLBACK_UNSUPPORTED'
  | 'IMAGE_REFERENCE_INVALID'
  | 'REGISTRY_CONFIG_INVALID'
  | 'REGISTRY_UNREACHABLE'
  | 'REGISTRY_AUTH_FAILED'
  | 'REGISTRY_TAG_NOT_FOUND'
  | 'REGISTRY_REPOSITORY_NOT_FOUND'
  | 'REGISTRY_BAD_RESPONSE'
  | 'REGISTRY_AUTH_REALM_REFUSED'
  | 'REGISTRY_HOST_REFUSED'
  | 'CONFIG_LOAD_FAILED'
  | 'LISTEN_FAILED'
  | 'KUBE_API'
  | 'HOOK_FAILED'
  | 'SYNC_FAILED'
  | 'INVENTORY_INVALID'
  | 'WEBHOOK_REJECTED'
  | 'BUILD_CONFIG_UNSUPPORTED'
  | 'BUILD_NOT_FOUND'
  | 'BUILD_FAILED'
  | 'BUILD_SOURCE_FAILED'
  | 'BUILD_ARCHIVE_INVALID'
  | 'BUILD_REQUEST_INVALID'
  | 'BUILD_EXECUTOR_FAILED'
  | 'CONTAINER_REQUEST_INVALID'
  | 'CONTAINER_NOT_FOUND'
  | 'CONTAINER_EXISTS'
  | 'CONTAINER_IMAGE_REFUSED'
  | 'RATE_LIMITED'
  | 'FORGE_UNAVAILABLE'
  | 'FORGE_REFUSED'
  | 'KEYSTONE_UNREACHABLE'
  | 'KEYSTONE_REFUSED'
  | 'PULL_PLAN_FAILED'
  | 'PREVIEW_FAILED'
  | 'LEADERSHIP_LOST'
  | 'INBOX_UNAVAILABLE'
  | 'SERVER_UNREACHABLE'
  | 'TIMED_OUT'
  | 'ABORTED';

export interface GitshiftErrorOptions extends ErrorOptions {
  /** Whether trying the same thing again later may succeed. Default: false. */
  readonly transient?: boolean;
}

export class GitshiftError extends Error {
  readonly code: GitshiftErrorCode;
  readonly data: Readonly<Record<string, unknown>>;
  /** Whether trying the same thing again later may succeed (a timeout, a 503), as opposed to a refusal (a 422, a 403). */
  readonly transient: boolean;

  constructor(
    code: GitshiftErrorCode,
    message: string,
    data: Record<string, unknown> = {},
    options?: GitshiftErrorOptions,
  ) {
    super(message, options);
    this.name = 'GitshiftError';
    this.code = code;
    this.data = data;
    this.transient = options?.transient ?? false;
  }
}

import { GitshiftError, type GitshiftErrorCode } from '../../errors/index.js';
import { WebhookRejection } from '../../webhooks/rejection.js';
import { PageQueryRefused } from '../view/page.js';

/**
 * Codes of the API's own refusals, for requests that never reached the
 * BuildService or the status view; errors those throw keep their
 * GitshiftError code.
 */
export type ApiRefusalCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'ROUTE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'CONTINUE_EXPIRED'
  | 'REQUEST_INVALID'
  | 'PROJECT_NOT_FOUND'
  | 'PROJECT_BLOCKED'
  | 'NOT_LOADED'
  | 'NOT_LEADER';

/** A request the API refuses before or instead of calling the service or the view, with its status. */
export class ApiRefusal extends GitshiftError {
  readonly status: number;
  readonly apiCode: ApiRefusalCode | GitshiftErrorCode;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    apiCode: ApiRefusalCode | GitshiftErrorCode,
    reason: string,
    headers: Record<string, string> = {},
  ) {
    super('USAGE', reason, { status });
    this.name = 'ApiRefusal';
    this.status = status;
    this.apiCode = apiCode;
    this.headers = headers;
  }
}

/** The HTTP answer to a failure: status, headers and the body `{error: {code, message}}`. */
export interface ErrorAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: { readonly error: { readonly code: string; readonly message: string } };
}

/** How the service's errors map to statuses; a code not listed is a 500 (503 when transient). */
const STATUS_OF_CODE: Partial<Record<GitshiftErrorCode, number>> = {
  BUILD_NOT_FOUND: 404,
  BUILD_REQUEST_INVALID: 400,
  BUILD_ARCHIVE_INVALID: 422,
  BUILD_CONFIG_UNSUPPORTED: 422,
  // serve is stopping: the work in flight was abandoned; the client may ask again.
  ABORTED: 503,
};

/** The one place the API turns errors into HTTP answers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiRefusal) return answer(error.status, error.apiCode, error.message, error.headers);
  // A bad limit or continue token (400), or one whose anchor is gone (410, as the Kubernetes API answers).
  if (error instanceof PageQueryRefused)
    return error.expired
      ? answer(410, 'CONTINUE_EXPIRED', error.message, {})
      : answer(400, 'REQUEST_INVALID', error.message, {});
  // The body reader (webhooks/read-body.ts) refuses with 400, 408 or 413.
  if (error instanceof WebhookRejection)
    return answer(error.status, 'BUILD_REQUEST_INVALID', error.message, error.headers);
  if (error instanceof GitshiftError) {
    const status = STATUS_OF_CODE[error.code] ?? (error.transient ? 503 : 500);
    return answer(status, error.code, error.message, status === 503 ? { 'retry-after': '1' } : {});
  }
  const message = error instanceof Error ? error.message : String(error);
  return answer(500, 'INTERNAL', `internal error: ${message}`, {});
}

function answer(
  status: number,
  code: string,
  message: string,
  headers: Readonly<Record<string, string>>,
): ErrorAnswer {
  return { status, headers, body: { error: { code, message } } };
}

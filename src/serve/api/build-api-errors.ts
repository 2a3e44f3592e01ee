import { GitshiftError, type GitshiftErrorCode } from '../../errors/index.js';
import { WebhookRejection } from '../../webhooks/rejection.js';

/**
 * Codes of the API's own refusals, for requests that never reached the
 * BuildService; errors the service throws keep their GitshiftError code.
 */
export type BuildApiRefusalCode =
  'UNAUTHENTICATED' | 'ROUTE_NOT_FOUND' | 'METHOD_NOT_ALLOWED' | 'CONTINUE_EXPIRED';

/** A request the build API refuses before or instead of calling the service, with its status. */
export class BuildApiRefusal extends GitshiftError {
  readonly status: number;
  readonly apiCode: BuildApiRefusalCode | GitshiftErrorCode;
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: number,
    apiCode: BuildApiRefusalCode | GitshiftErrorCode,
    reason: string,
    headers: Record<string, string> = {},
  ) {
    super('BUILD_REQUEST_INVALID', reason, { status });
    this.name = 'BuildApiRefusal';
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

/** The one place the build API turns errors into HTTP answers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof BuildApiRefusal)
    return answer(error.status, error.apiCode, error.message, error.headers);
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

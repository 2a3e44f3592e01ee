import { GitshiftError } from '../errors/gitshift-error.js';

/**
 * A delivery refused with a status and a reason the sender can act on. The
 * receivers throw it; the handler turns it into the one HTTP answer shape,
 * `{ "error": "<reason>" }`, in one place (respond.ts).
 */
export class WebhookRejection extends GitshiftError {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  /** Transient (408, 429, 5xx): the sender may deliver again later. */
  constructor(status: number, reason: string, headers: Record<string, string> = {}, options?: ErrorOptions) {
    super(
      'WEBHOOK_REJECTED',
      reason,
      { status },
      { ...options, transient: status === 408 || status === 429 || status >= 500 },
    );
    this.name = 'WebhookRejection';
    this.status = status;
    this.headers = headers;
  }
}

/** Shorthands that name the status by its meaning, so receivers read as rules. */
export const reject = {
  badRequest: (reason: string) => new WebhookRejection(400, reason),
  unauthenticated: (reason: string) => new WebhookRejection(401, reason),
  forbidden: (reason: string) => new WebhookRejection(403, reason),
  notFound: (reason: string) => new WebhookRejection(404, reason),
  methodNotAllowed: (reason: string) => new WebhookRejection(405, reason, { allow: 'POST' }),
  timeout: (reason: string) => new WebhookRejection(408, reason),
  tooLarge: (reason: string) => new WebhookRejection(413, reason),
  unsupportedMediaType: (reason: string) => new WebhookRejection(415, reason),
  unprocessable: (reason: string) => new WebhookRejection(422, reason),
  tooManyRequests: (reason: string, retryAfterSeconds: number) =>
    new WebhookRejection(429, reason, { 'retry-after': String(retryAfterSeconds) }),
  unavailable: (reason: string, retryAfterSeconds = 1) =>
    new WebhookRejection(503, reason, { 'retry-after': String(retryAfterSeconds) }),
} as const;

/**
 * The HTTP answer to any failure of a webhook delivery, the one place errors
 * become statuses: a rejection keeps its status and reason; a transient
 * fault of gitshift's own (a timeout, an unreachable dependency) is a 503
 * the sender may retry; anything else is a 500.
 */
export function rejectionFor(error: unknown): WebhookRejection {
  if (error instanceof WebhookRejection) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof GitshiftError && error.transient)
    return new WebhookRejection(503, `unavailable: ${message}`, { 'retry-after': '1' }, { cause: error });
  return new WebhookRejection(500, `internal error: ${message}`, {}, { cause: error });
}

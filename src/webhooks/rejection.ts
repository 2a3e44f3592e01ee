/**
 * A delivery refused with a status and a reason the sender can act on. The
 * receivers throw it; the handler turns it into the one HTTP answer shape,
 * `{ "error": "<reason>" }`, in one place (respond.ts).
 */
export class WebhookRejection extends Error {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, reason: string, headers: Record<string, string> = {}) {
    super(reason);
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

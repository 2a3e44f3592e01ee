import { KubeApiError } from './kube-error.js';

/** Statuses that say "not now" rather than "no": too many requests, and a server or gateway in trouble. */
const RETRIED_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** Network failures that trying again may get past. */
const TRANSIENT_NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EAI_AGAIN',
]);

/**
 * The reason of a KubeApiError for a request the server did not answer:
 * `Timeout` when it stayed silent, `Unreachable` when the connection was
 * refused or reset (both transient), `ConnectionFailed` when trying again
 * cannot help (a certificate not trusted, an unknown host).
 */
export function networkFailureReason(error: unknown): 'Timeout' | 'Unreachable' | 'ConnectionFailed' {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ETIMEDOUT') return 'Timeout';
  return typeof code === 'string' && TRANSIENT_NETWORK_CODES.has(code) ? 'Unreachable' : 'ConnectionFailed';
}

/** Whether an answer with this status is asked for again within the call. */
export function isRetriedStatus(status: number): boolean {
  return RETRIED_STATUSES.has(status);
}

/**
 * Whether a request that failed this way is sent again within the call: the
 * server did not answer for a reason that may pass (refused, reset, timed
 * out). Refusals, aborts and unreadable credentials are not.
 */
export function isRetriedFailure(error: unknown): boolean {
  return (
    error instanceof KubeApiError &&
    error.status === 0 &&
    (error.reason === 'Unreachable' || error.reason === 'Timeout')
  );
}

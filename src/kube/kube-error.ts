import { GitshiftError } from '../errors/gitshift-error.js';

/** Reasons of status 0 (no HTTP answer) that trying again may cure: the server away, credentials being replaced. */
const TRANSIENT_REASONS: ReadonlySet<string> = new Set(['Unreachable', 'Timeout', 'CredentialsUnreadable']);

/**
 * Whether a call that failed with this status may succeed if made again: no
 * answer at all (unreachable, timed out), 408, 429 and the 5xx but 501 (the
 * server will never implement it); not a refusal (400, 401, 403, 404, 409,
 * 422), a connection that cannot succeed (ConnectionFailed: an untrusted
 * certificate, say) nor a kubeconfig that names no cluster.
 */
export function isTransientKubeStatus(status: number, reason: string): boolean {
  if (status === 0) return TRANSIENT_REASONS.has(reason);
  return status === 408 || status === 429 || (status >= 500 && status !== 501);
}

/** A failed call to the Kubernetes API, with the status the server gave (0: no answer). */
export class KubeApiError extends GitshiftError {
  readonly status: number;
  readonly reason: string;

  constructor(status: number, reason: string, message: string, options?: ErrorOptions) {
    super(
      'KUBE_API',
      message,
      { status, reason },
      { ...options, transient: isTransientKubeStatus(status, reason) },
    );
    this.name = 'KubeApiError';
    this.status = status;
    this.reason = reason;
  }
}

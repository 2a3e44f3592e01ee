/** A failed call to the Kubernetes API, with the status the server gave. */
export class KubeApiError extends Error {
  readonly code = 'KUBE_API';
  readonly status: number;
  readonly reason: string;

  constructor(status: number, reason: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'KubeApiError';
    this.status = status;
    this.reason = reason;
  }

  /** Worth retrying: the server was unreachable, overloaded, or timed out. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof KubeApiError && error.status === 404;
}

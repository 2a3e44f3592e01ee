import { GitshiftError } from '../errors/index.js';

export interface ForgeErrorDetails {
  /** The Forge method that was called (`openPulls`). */
  readonly method: string;
  /** The request that failed, without credentials (`GET /repos/{owner}/{repo}/pulls`). */
  readonly request: string;
  /** The HTTP status the forge answered; undefined when it did not answer. */
  readonly status: number | undefined;
}

/**
 * A forge that did not answer or refused. FORGE_UNAVAILABLE (transient) for
 * no answer, a timeout, a 5xx or a 429: the caller must not take it for "no
 * pull requests". FORGE_REFUSED for any other 4xx (a bad token, a PR that
 * does not exist: status 404).
 */
export class ForgeError extends GitshiftError {
  readonly method: string;
  readonly request: string;
  readonly status: number | undefined;

  constructor(message: string, details: ForgeErrorDetails, options: ErrorOptions = {}) {
    const transient = isUnavailable(details.status);
    super(
      transient ? 'FORGE_UNAVAILABLE' : 'FORGE_REFUSED',
      message,
      { ...details },
      { ...options, transient },
    );
    this.name = 'ForgeError';
    this.method = details.method;
    this.request = details.request;
    this.status = details.status;
  }
}

/** No answer, or an answer that says "not now" (too many requests, a server in trouble). */
export function isUnavailable(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

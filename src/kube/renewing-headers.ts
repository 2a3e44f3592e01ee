import { KubeApiError } from './kube-error.js';

export type AuthHeaders = Readonly<Record<string, string>>;

/** Reads the credentials again; `fresh` skips any cache (the server just refused what it had). */
export type RenewHeaders = (fresh: boolean) => Promise<AuthHeaders>;

/**
 * The headers that authenticate each request, for a process that runs for
 * days: a token file that kubelet rotates, an exec plugin whose tokens expire
 * within the hour. They are read again when older than `maxAgeMs`, and at once
 * (skipping caches) after the server answers 401. Renewals that are asked for
 * together share one read.
 */
export class RenewingHeaders {
  private headers: AuthHeaders;
  private readAt: number;
  private renewal: Promise<AuthHeaders> | undefined;

  constructor(
    initial: AuthHeaders,
    private readonly renew: RenewHeaders | undefined,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.headers = initial;
    this.readAt = now();
  }

  /** The headers to send now, read again first when they are older than `maxAgeMs`. */
  async current(): Promise<AuthHeaders> {
    if (this.renew === undefined || this.now() - this.readAt < this.maxAgeMs) return this.headers;
    return this.renewing(false);
  }

  /**
   * The server refused `sent` with 401: the credentials read afresh, or
   * undefined when they are what was sent (asking again would only be refused again).
   */
  async afterUnauthorized(sent: AuthHeaders): Promise<AuthHeaders | undefined> {
    if (this.renew === undefined) return undefined;
    const renewed = this.headers === sent ? await this.renewing(true) : this.headers;
    return sameHeaders(renewed, sent) ? undefined : renewed;
  }

  private renewing(fresh: boolean): Promise<AuthHeaders> {
    const renew = this.renew;
    if (renew === undefined) return Promise.resolve(this.headers);
    this.renewal ??= renew(fresh)
      .then(
        (headers) => {
          this.headers = headers;
          this.readAt = this.now();
          return headers;
        },
        (error: unknown) => {
          throw new KubeApiError(
            0,
            'CredentialsUnreadable',
            `the cluster credentials could not be read again: ${(error as Error).message}`,
            { cause: error },
          );
        },
      )
      .finally(() => {
        this.renewal = undefined;
      });
    return this.renewal;
  }
}

function sameHeaders(a: AuthHeaders, b: AuthHeaders): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

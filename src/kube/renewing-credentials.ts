import { KubeApiError } from './kube-error.js';

export type AuthHeaders = Readonly<Record<string, string>>;

/** What authenticates a request: headers (a bearer token) and a TLS client certificate with its key. */
export interface Credentials {
  readonly headers: AuthHeaders;
  readonly cert: Buffer | undefined;
  readonly key: Buffer | undefined;
}

/** Reads the credentials again; `fresh` skips any cache (the server just refused what it had). */
export type RenewCredentials = (fresh: boolean) => Promise<Credentials>;

/**
 * The credentials that authenticate each request, for a process that runs for
 * days: a token file that kubelet rotates, an exec plugin whose tokens or
 * certificates expire within the hour, certificate files that kubeadm or
 * cert-manager replace before they expire. They are read again, all together,
 * when older than `maxAgeMs`, and at once (skipping caches) after the server
 * answers 401. Renewals that are asked for together share one read.
 */
export class RenewingCredentials {
  private credentials: Credentials;
  private readAt: number;
  private renewal: Promise<Credentials> | undefined;

  constructor(
    initial: Credentials,
    private readonly renew: RenewCredentials | undefined,
    private readonly maxAgeMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.credentials = initial;
    this.readAt = now();
  }

  /** The credentials to send now, read again first when they are older than `maxAgeMs`. */
  async current(): Promise<Credentials> {
    if (this.renew === undefined || this.now() - this.readAt < this.maxAgeMs) return this.credentials;
    return this.renewing(false);
  }

  /**
   * The server refused `sent` with 401: the credentials read afresh, or
   * undefined when they are what was sent (asking again would only be refused again).
   */
  async afterUnauthorized(sent: Credentials): Promise<Credentials | undefined> {
    if (this.renew === undefined) return undefined;
    const renewed = this.credentials === sent ? await this.renewing(true) : this.credentials;
    return sameCredentials(renewed, sent) ? undefined : renewed;
  }

  private renewing(fresh: boolean): Promise<Credentials> {
    const renew = this.renew;
    if (renew === undefined) return Promise.resolve(this.credentials);
    // Called inside a promise, so a read that throws at once (a missing file) is reported like one that rejects.
    this.renewal ??= new Promise<Credentials>((resolve) => resolve(renew(fresh)))
      .then(
        (credentials) => {
          this.credentials = credentials;
          this.readAt = this.now();
          return credentials;
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

function sameCredentials(a: Credentials, b: Credentials): boolean {
  const keys = Object.keys(a.headers);
  return (
    keys.length === Object.keys(b.headers).length &&
    keys.every((key) => a.headers[key] === b.headers[key]) &&
    sameBytes(a.cert, b.cert) &&
    sameBytes(a.key, b.key)
  );
}

function sameBytes(a: Buffer | undefined, b: Buffer | undefined): boolean {
  return a === undefined || b === undefined ? a === b : a.equals(b);
}

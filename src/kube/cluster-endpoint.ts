import type { Credentials, RenewCredentials } from './renewing-credentials.js';

/** Where a cluster is and how to authenticate to it: what HTTPS requests need. */
export interface ClusterAccess {
  readonly server: URL;
  readonly ca: Buffer | undefined;
  /** The bearer token and client certificate, as read at start. */
  readonly credentials: Credentials;
  /**
   * Reads `credentials` again: token and certificate files are replaced
   * before they expire, an exec plugin's token or certificate expires.
   * Undefined when they cannot change (given inline in the kubeconfig).
   */
  readonly renewCredentials: RenewCredentials | undefined;
  readonly rejectUnauthorized: boolean;
  readonly servername: string | undefined;
  /** The namespace a pod runs in, when read from its ServiceAccount directory. */
  readonly namespace?: string | undefined;
}

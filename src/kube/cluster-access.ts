import { readFileSync, statSync } from 'node:fs';
import type { RequestOptions } from 'node:https';
import { dirname, resolve } from 'node:path';
import { createSecureContext } from 'node:tls';
import { parse } from 'yaml';
import { readInClusterAccess } from './in-cluster-access.js';
import { KubeApiError } from './kube-error.js';
import type { ClusterAccess } from './cluster-endpoint.js';
import type { Credentials, RenewCredentials } from './renewing-credentials.js';

export type { ClusterAccess } from './cluster-endpoint.js';

type Entry = Record<string, unknown>;

// Kubeconfig fields the quick reader understands; any other field of the chosen cluster or user is left to @kubernetes/client-node.
const CLUSTER_FIELDS = new Set([
  'server',
  'certificate-authority',
  'certificate-authority-data',
  'insecure-skip-tls-verify',
  'tls-server-name',
  'extensions',
]);
const USER_FIELDS = new Set([
  'client-certificate',
  'client-certificate-data',
  'client-key',
  'client-key-data',
  'token',
  'tokenFile',
  'extensions',
]);

export interface ReadClusterAccessOptions {
  /** Where KUBERNETES_SERVICE_HOST and _PORT are read for a ServiceAccount directory. Default: process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/**
 * Reads a kubeconfig, or a pod's ServiceAccount directory (token, ca.crt,
 * namespace; the API server from KUBERNETES_SERVICE_HOST and _PORT), which
 * is how serve runs in a cluster without a kubeconfig. Certificates, keys and bearer tokens (inline or in
 * files, relative to the kubeconfig) are read directly; anything else — exec
 * plugins, auth providers, proxies, basic auth — goes through
 * @kubernetes/client-node, loaded only then: it costs about 70 MiB of memory,
 * half of what a whole sync of a thousand projects may use.
 */
export async function readClusterAccess(
  path: string,
  { env = process.env }: ReadClusterAccessOptions = {},
): Promise<ClusterAccess> {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory() === true)
    return readInClusterAccess(path, env);
  const config = parse(readFileSync(path, 'utf8')) as Entry | null;
  const context = named(config, 'contexts', config?.['current-context'])?.['context'] as Entry | undefined;
  const cluster = named(config, 'clusters', context?.['cluster'])?.['cluster'] as Entry | undefined;
  const user = (named(config, 'users', context?.['user'])?.['user'] ?? {}) as Entry;
  if (cluster === undefined || typeof cluster['server'] !== 'string')
    throw new KubeApiError(0, 'NoCluster', `${path} names no current cluster with a server`);
  const simple =
    Object.keys(cluster).every((k) => CLUSTER_FIELDS.has(k)) &&
    Object.keys(user).every((k) => USER_FIELDS.has(k));
  if (!simple) return readWithClientNode(path);
  const file = (value: unknown): Buffer | undefined =>
    typeof value === 'string' ? readFileSync(resolve(dirname(path), value)) : undefined;
  const data = (value: unknown): Buffer | undefined =>
    typeof value === 'string' ? Buffer.from(value, 'base64') : undefined;
  // Inline values win over files, as in kubectl; only what is read from a file can be replaced, so only that is renewed.
  const fromFile = (inline: string, fileField: string): boolean =>
    typeof user[inline] !== 'string' && typeof user[fileField] === 'string';
  const certFromFile =
    fromFile('client-certificate-data', 'client-certificate') || fromFile('client-key-data', 'client-key');
  const readCredentials = (): Credentials => {
    const token =
      typeof user['token'] === 'string' ? user['token'] : file(user['tokenFile'])?.toString('utf8').trim();
    const credentials: Credentials = {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      cert: data(user['client-certificate-data']) ?? file(user['client-certificate']),
      key: data(user['client-key-data']) ?? file(user['client-key']),
    };
    return certFromFile ? matchingPair(credentials, path) : credentials;
  };
  return {
    server: new URL(cluster['server']),
    ca: data(cluster['certificate-authority-data']) ?? file(cluster['certificate-authority']),
    credentials: readCredentials(),
    renewCredentials:
      certFromFile || fromFile('token', 'tokenFile')
        ? () => Promise.resolve().then(readCredentials)
        : undefined,
    rejectUnauthorized: cluster['insecure-skip-tls-verify'] !== true,
    servername: typeof cluster['tls-server-name'] === 'string' ? cluster['tls-server-name'] : undefined,
  };
}

function named(config: Entry | null, list: string, name: unknown): Entry | undefined {
  const entries = config?.[list];
  if (!Array.isArray(entries) || typeof name !== 'string') return undefined;
  return (entries as Entry[]).find((entry) => entry['name'] === name);
}

async function readWithClientNode(path: string): Promise<ClusterAccess> {
  const { KubeConfig } = await import('@kubernetes/client-node');
  const load = (): InstanceType<typeof KubeConfig> => {
    const loaded = new KubeConfig();
    loaded.loadFromFile(path);
    return loaded;
  };
  let config = load();
  const cluster = config.getCurrentCluster();
  if (cluster === null) throw new KubeApiError(0, 'NoCluster', `${path} names no current cluster`);
  const options: RequestOptions = {};
  await config.applyToHTTPSOptions(options);
  // client-node keeps an exec plugin's credential until it expires; a fresh KubeConfig has no such cache.
  const renewCredentials: RenewCredentials = async (fresh) => {
    if (fresh) config = load();
    const renewed: RequestOptions = {};
    await config.applyToHTTPSOptions(renewed);
    return credentialsOf(renewed, path);
  };
  return {
    server: new URL(cluster.server),
    ca: buffer(options.ca),
    credentials: credentialsOf(options, path),
    renewCredentials,
    rejectUnauthorized: options.rejectUnauthorized ?? true,
    servername: cluster.tlsServerName,
  };
}

/** The credentials client-node put into request options: its headers, and a certificate from files or an exec plugin. */
function credentialsOf(options: RequestOptions, path: string): Credentials {
  return matchingPair(
    {
      headers: (options.headers ?? {}) as Record<string, string>,
      cert: buffer(options.cert),
      key: buffer(options.key),
    },
    path,
  );
}

function buffer(value: unknown): Buffer | undefined {
  return value === undefined ? undefined : Buffer.from(value as string | Buffer);
}

/**
 * A certificate and key replaced one after the other can be read half-way,
 * the new certificate with the old key. Such a pair is refused here, as
 * unreadable credentials, so the next request reads both again instead of
 * every connection failing its TLS handshake until the next renewal.
 */
function matchingPair(credentials: Credentials, path: string): Credentials {
  const { cert, key } = credentials;
  if (cert === undefined || key === undefined) return credentials;
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    throw new KubeApiError(
      0,
      'CredentialsUnreadable',
      `${path}: the client certificate and key are not a pair (${(error as Error).message}): check client-certificate and client-key (while they are being replaced, the next request reads them again)`,
      { cause: error },
    );
  }
  return credentials;
}

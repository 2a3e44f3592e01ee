import { readFileSync } from 'node:fs';
import type { RequestOptions } from 'node:https';
import { dirname, resolve } from 'node:path';
import { parse } from 'yaml';
import { KubeApiError } from './kube-error.js';
import type { RenewHeaders } from './renewing-headers.js';

/** Where a cluster is and how to authenticate to it: what HTTPS requests need. */
export interface ClusterAccess {
  readonly server: URL;
  readonly ca: Buffer | undefined;
  readonly cert: Buffer | undefined;
  readonly key: Buffer | undefined;
  readonly headers: Readonly<Record<string, string>>;
  /**
   * Reads `headers` again: a token file may be rotated, an exec plugin's token
   * expires. Undefined when they cannot change (certificates, an inline token).
   */
  readonly renewHeaders: RenewHeaders | undefined;
  readonly rejectUnauthorized: boolean;
  readonly servername: string | undefined;
}

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

/**
 * Reads a kubeconfig. Certificates, keys and bearer tokens (inline or in
 * files, relative to the kubeconfig) are read directly; anything else — exec
 * plugins, auth providers, proxies, basic auth — goes through
 * @kubernetes/client-node, loaded only then: it costs about 70 MiB of memory,
 * half of what a whole sync of a thousand projects may use.
 */
export async function readClusterAccess(path: string): Promise<ClusterAccess> {
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
  const tokenFile = user['tokenFile'];
  const token = typeof user['token'] === 'string' ? user['token'] : file(tokenFile)?.toString('utf8').trim();
  return {
    server: new URL(cluster['server']),
    ca: data(cluster['certificate-authority-data']) ?? file(cluster['certificate-authority']),
    cert: data(user['client-certificate-data']) ?? file(user['client-certificate']),
    key: data(user['client-key-data']) ?? file(user['client-key']),
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    // An inline token wins over the file, as in kubectl; only a token read from a file can be rotated.
    renewHeaders:
      typeof user['token'] === 'string' || typeof tokenFile !== 'string'
        ? undefined
        : () =>
            Promise.resolve({
              authorization: `Bearer ${readFileSync(resolve(dirname(path), tokenFile), 'utf8').trim()}`,
            }),
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
  // client-node keeps an exec plugin's token until it expires; a fresh KubeConfig has no such cache.
  const renewHeaders: RenewHeaders = async (fresh) => {
    if (fresh) config = load();
    const renewed: RequestOptions = {};
    await config.applyToHTTPSOptions(renewed);
    return (renewed.headers ?? {}) as Record<string, string>;
  };
  const buffer = (value: unknown): Buffer | undefined =>
    value === undefined ? undefined : Buffer.from(value as string | Buffer);
  return {
    server: new URL(cluster.server),
    ca: buffer(options.ca),
    cert: buffer(options.cert),
    key: buffer(options.key),
    headers: (options.headers ?? {}) as Record<string, string>,
    renewHeaders,
    rejectUnauthorized: options.rejectUnauthorized ?? true,
    servername: cluster.tlsServerName,
  };
}

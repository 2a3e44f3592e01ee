import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClusterAccess } from './cluster-endpoint.js';
import { KubeApiError } from './kube-error.js';
import type { Credentials } from './renewing-credentials.js';

/** Where kubelet mounts a pod's ServiceAccount token, the cluster CA and the pod's namespace. */
export const SERVICE_ACCOUNT_DIR = '/var/run/secrets/kubernetes.io/serviceaccount';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The ServiceAccount directory to reach the cluster with, when this process
 * runs in a pod: the API server's address in the environment
 * (KUBERNETES_SERVICE_HOST and _PORT, which kubelet sets in every container)
 * and a token mounted in `dir`. Undefined otherwise, as client-go's
 * InClusterConfig decides.
 */
export function inClusterServiceAccountDir(env: Env, dir = SERVICE_ACCOUNT_DIR): string | undefined {
  const inPod =
    nonEmpty(env['KUBERNETES_SERVICE_HOST']) &&
    nonEmpty(env['KUBERNETES_SERVICE_PORT']) &&
    existsSync(join(dir, 'token'));
  return inPod ? dir : undefined;
}

/**
 * The cluster as a pod sees it: the API server from KUBERNETES_SERVICE_HOST
 * and _PORT, the CA, token and namespace from the ServiceAccount directory.
 * kubelet replaces the projected token before it expires (about hourly), so
 * the token is read again whenever credentials are renewed.
 */
export function readInClusterAccess(dir: string, env: Env): ClusterAccess {
  const host = env['KUBERNETES_SERVICE_HOST'];
  const port = env['KUBERNETES_SERVICE_PORT'];
  if (!nonEmpty(host) || !nonEmpty(port))
    throw new KubeApiError(
      0,
      'NoCluster',
      `${dir} is a ServiceAccount directory, but KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT are not set: they say where the API server is`,
    );
  const readCredentials = (): Credentials => ({
    headers: { authorization: `Bearer ${readFileSync(join(dir, 'token'), 'utf8').trim()}` },
    cert: undefined,
    key: undefined,
  });
  const caPath = join(dir, 'ca.crt');
  const namespacePath = join(dir, 'namespace');
  return {
    server: new URL(`https://${host.includes(':') ? `[${host}]` : host}:${port}`),
    ca: existsSync(caPath) ? readFileSync(caPath) : undefined,
    credentials: readCredentials(),
    renewCredentials: () => Promise.resolve().then(readCredentials),
    rejectUnauthorized: true,
    servername: undefined,
    namespace: existsSync(namespacePath) ? readFileSync(namespacePath, 'utf8').trim() : undefined,
  };
}

function nonEmpty(value: string | undefined): value is string {
  return value !== undefined && value !== '';
}

import { writeFileSync } from 'node:fs';
import { freePort } from '../../testbed/src/free-port.js';

/**
 * Writes a kubeconfig at `path` whose API server is a loopback port nothing
 * listens on: every connection is refused, which the client takes as
 * transient (retried by its policy, then failed).
 */
export async function writeUnreachableKubeconfig(path: string): Promise<string> {
  writeFileSync(
    path,
    [
      'apiVersion: v1',
      'kind: Config',
      `clusters: [{ name: c, cluster: { server: 'https://127.0.0.1:${await freePort()}', insecure-skip-tls-verify: true } }]`,
      'users: [{ name: u, user: { token: t } }]',
      'contexts: [{ name: x, context: { cluster: c, user: u } }]',
      'current-context: x',
      '',
    ].join('\n'),
  );
  return path;
}

import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import type { Pki } from './pki.js';

/** An admin kubeconfig with the certificates inlined, so it can be copied anywhere. */
export function adminKubeconfig(server: string, pki: Pki): string {
  const b64 = (file: string): string => readFileSync(file).toString('base64');
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [
      { name: 'gitshift-testbed', cluster: { server, 'certificate-authority-data': b64(pki.caCert) } },
    ],
    users: [
      {
        name: 'admin',
        user: { 'client-certificate-data': b64(pki.adminCert), 'client-key-data': b64(pki.adminKey) },
      },
    ],
    contexts: [{ name: 'gitshift-testbed', context: { cluster: 'gitshift-testbed', user: 'admin' } }],
    'current-context': 'gitshift-testbed',
  });
}

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Pki {
  readonly dir: string;
  readonly caCert: string;
  readonly caKey: string;
  readonly serverCert: string;
  readonly serverKey: string;
  readonly adminCert: string;
  readonly adminKey: string;
  readonly serviceAccountKey: string;
  readonly serviceAccountPub: string;
}

/**
 * A private CA, the API server's serving certificate (for 127.0.0.1,
 * localhost and the in-cluster names), an admin client certificate in
 * system:masters, and the service-account signing key pair — made with
 * Debian's openssl, once per testbed state directory.
 */
export function createPki(stateDir: string): Pki {
  const dir = join(stateDir, 'pki');
  const file = (name: string): string => join(dir, name);
  const pki: Pki = {
    dir,
    caCert: file('ca.crt'),
    caKey: file('ca.key'),
    serverCert: file('apiserver.crt'),
    serverKey: file('apiserver.key'),
    adminCert: file('admin.crt'),
    adminKey: file('admin.key'),
    serviceAccountKey: file('sa.key'),
    serviceAccountPub: file('sa.pub'),
  };
  if (existsSync(pki.serviceAccountPub)) return pki;
  mkdirSync(dir, { recursive: true });
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '3650',
    '-subj',
    '/CN=gitshift-testbed-ca',
    '-keyout',
    pki.caKey,
    '-out',
    pki.caCert,
  );
  const extensions = file('apiserver.ext');
  writeFileSync(
    extensions,
    'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' +
      'subjectAltName=IP:127.0.0.1,IP:10.0.0.1,DNS:localhost,DNS:kubernetes,DNS:kubernetes.default,DNS:kubernetes.default.svc,DNS:kubernetes.default.svc.cluster.local\n',
  );
  signed(openssl, pki, 'apiserver', '/CN=kube-apiserver', extensions);
  const clientExtensions = file('client.ext');
  writeFileSync(
    clientExtensions,
    'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=clientAuth\n',
  );
  signed(openssl, pki, 'admin', '/O=system:masters/CN=gitshift-admin', clientExtensions);
  openssl('genrsa', '-out', pki.serviceAccountKey, '2048');
  openssl('rsa', '-in', pki.serviceAccountKey, '-pubout', '-out', pki.serviceAccountPub);
  return pki;
}

function signed(
  openssl: (...args: string[]) => void,
  pki: Pki,
  name: string,
  subject: string,
  extensions: string,
): void {
  const key = join(pki.dir, `${name}.key`);
  const csr = join(pki.dir, `${name}.csr`);
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-subj', subject, '-keyout', key, '-out', csr);
  openssl(
    'x509',
    '-req',
    '-in',
    csr,
    '-CA',
    pki.caCert,
    '-CAkey',
    pki.caKey,
    '-CAcreateserial',
    '-days',
    '3650',
    '-extfile',
    extensions,
    '-out',
    join(pki.dir, `${name}.crt`),
  );
}

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
  signed(pki, { dir, name: 'apiserver', subject: '/CN=kube-apiserver', extensions });
  writeFileSync(
    file('client.ext'),
    'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature,keyEncipherment\nextendedKeyUsage=clientAuth\n',
  );
  signClientCertificate(pki, { dir, name: 'admin', subject: '/O=system:masters/CN=gitshift-admin' });
  openssl('genrsa', '-out', pki.serviceAccountKey, '2048');
  openssl('rsa', '-in', pki.serviceAccountKey, '-pubout', '-out', pki.serviceAccountPub);
  return pki;
}

export interface ClientCertificateRequest {
  /** Where `<name>.crt` and `<name>.key` are written. */
  readonly dir: string;
  readonly name: string;
  /** The API server takes CN as the user name and each O as a group: `/O=group/CN=user`. */
  readonly subject: string;
  /** Days it is valid from now; -1 makes one that expired yesterday. Default: 3650. */
  readonly days?: number;
}

/** A client certificate and its new key, signed by the testbed's CA; returns their paths. */
export function signClientCertificate(
  pki: Pki,
  { dir, name, subject, days = 3650 }: ClientCertificateRequest,
): { readonly cert: string; readonly key: string } {
  signed(pki, { dir, name, subject, extensions: join(pki.dir, 'client.ext'), days });
  return { cert: join(dir, `${name}.crt`), key: join(dir, `${name}.key`) };
}

function signed(
  pki: Pki,
  { dir, name, subject, extensions, days = 3650 }: ClientCertificateRequest & { readonly extensions: string },
): void {
  const key = join(dir, `${name}.key`);
  const csr = join(dir, `${name}.csr`);
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
    // The serial file beside what is signed: certificates signed for tests do not write into the CA's directory.
    '-CAserial',
    join(dir, 'ca.srl'),
    '-CAcreateserial',
    '-days',
    String(days),
    '-extfile',
    extensions,
    '-out',
    join(dir, `${name}.crt`),
  );
}

function openssl(...args: string[]): void {
  execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

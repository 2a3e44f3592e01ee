// The plugin's whole program: it prints the pair in the two files named after it as an ExecCredential.
const PROGRAM = `const { readFileSync: read } = require('node:fs');
process.stdout.write(JSON.stringify({
  apiVersion: 'client.authentication.k8s.io/v1',
  kind: 'ExecCredential',
  status: { clientCertificateData: read(process.argv[1], 'utf8'), clientKeyData: read(process.argv[2], 'utf8') },
}));`;

/**
 * A kubeconfig user whose exec credential plugin hands out the client
 * certificate and key in these files, read again each time it runs: as a
 * cloud provider's plugin hands out short-lived certificates.
 */
export function certificatePluginUser(certPath: string, keyPath: string): Record<string, unknown> {
  return {
    exec: {
      apiVersion: 'client.authentication.k8s.io/v1',
      command: process.execPath,
      args: ['-e', PROGRAM, certPath, keyPath],
      interactiveMode: 'Never',
    },
  };
}

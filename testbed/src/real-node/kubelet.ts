import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { freePort } from '../free-port.js';
import { signClientCertificate, type Pki } from '../pki.js';
import { startProcess } from '../processes.js';
import { REAL_NODE_LABEL, REAL_NODE_NAME, REAL_NODE_TAINT, type RealNodeLayout } from './layout.js';

/**
 * RBAC the real node needs, as the testbed authorizes with RBAC only (no Node
 * authorizer): kubelets (group system:nodes) get the system:node role, and the
 * API server's kubelet client may call every kubelet API (logs, exec).
 */
export function nodeRbacManifest(apiserverKubeletUser: string): string {
  const binding = (name: string, role: string, subject: Record<string, string>) => ({
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'ClusterRoleBinding',
    metadata: { name },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
    subjects: [{ apiGroup: 'rbac.authorization.k8s.io', ...subject }],
  });
  return [
    binding('gitshift-testbed:nodes', 'system:node', { kind: 'Group', name: 'system:nodes' }),
    binding('gitshift-testbed:apiserver-kubelet', 'system:kubelet-api-admin', {
      kind: 'User',
      name: apiserverKubeletUser,
    }),
  ]
    .map((doc) => stringify(doc))
    .join('---\n');
}

/**
 * kubelet for the node `REAL_NODE_NAME`: a client certificate in
 * system:nodes signed by the testbed CA, everything it writes under the
 * node's directory, its API on 127.0.0.1 with webhook authentication and
 * authorization, and no iptables rules of its own.
 */
export async function startKubelet(options: {
  readonly layout: RealNodeLayout;
  readonly kubeletBinary: string;
  readonly server: string;
  readonly pki: Pki;
  readonly logs: string;
}): Promise<number> {
  const { layout, kubeletBinary, server, pki, logs } = options;
  for (const dir of [layout.kubeletDir, layout.podLogsDir, layout.volumePluginDir, layout.pki])
    mkdirSync(dir, { recursive: true });
  const cert = signClientCertificate(pki, {
    dir: layout.pki,
    // Not kubelet.crt: kubelet keeps its self-signed serving certificate under that name in the same directory.
    name: 'kubelet-client',
    subject: `/O=system:nodes/CN=system:node:${REAL_NODE_NAME}`,
  });
  writeFileSync(layout.kubeletKubeconfig, kubeconfig(server, pki, cert), { mode: 0o600 });
  const [port, healthzPort] = await Promise.all([freePort(), freePort()]);
  writeFileSync(layout.kubeletConfig, stringify(kubeletConfiguration(layout, pki, port, healthzPort)));
  return startProcess(
    'kubelet',
    kubeletBinary,
    [
      `--config=${layout.kubeletConfig}`,
      `--kubeconfig=${layout.kubeletKubeconfig}`,
      `--hostname-override=${REAL_NODE_NAME}`,
      `--node-labels=${REAL_NODE_LABEL.key}=${REAL_NODE_LABEL.value}`,
      `--root-dir=${layout.kubeletDir}`,
      `--cert-dir=${layout.pki}`,
      `--volume-plugin-dir=${layout.volumePluginDir}`,
      '--v=1',
    ],
    logs,
  );
}

function kubeletConfiguration(
  layout: RealNodeLayout,
  pki: Pki,
  port: number,
  healthzPort: number,
): Record<string, unknown> {
  return {
    apiVersion: 'kubelet.config.k8s.io/v1beta1',
    kind: 'KubeletConfiguration',
    // This machine mounts cgroup v1 (hybrid); kubelet refuses v1 unless told otherwise.
    failCgroupV1: false,
    cgroupDriver: 'cgroupfs',
    // Otherwise kubelet adds its DROP rules to the host's firewall.
    makeIPTablesUtilChains: false,
    containerRuntimeEndpoint: `unix://${layout.containerdSocket}`,
    address: '127.0.0.1',
    port,
    readOnlyPort: 0,
    healthzBindAddress: '127.0.0.1',
    healthzPort,
    authentication: {
      anonymous: { enabled: false },
      webhook: { enabled: true },
      x509: { clientCAFile: pki.caCert },
    },
    authorization: { mode: 'Webhook' },
    registerWithTaints: [REAL_NODE_TAINT],
    podLogsDir: layout.podLogsDir,
    failSwapOn: false,
    // The disk is shared with everything else on this machine: evict only when it is really full.
    evictionHard: { 'memory.available': '100Mi', 'nodefs.available': '1%', 'imagefs.available': '1%' },
    imageGCHighThresholdPercent: 100,
    imageGCLowThresholdPercent: 99,
    // No cluster DNS: pods get the host's resolver configuration.
    resolvConf: '/etc/resolv.conf',
    nodeStatusUpdateFrequency: '5s',
    syncFrequency: '10s',
    serializeImagePulls: false,
    shutdownGracePeriod: '0s',
  };
}

function kubeconfig(server: string, pki: Pki, cert: { readonly cert: string; readonly key: string }): string {
  const b64 = (file: string): string => readFileSync(file).toString('base64');
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'testbed', cluster: { server, 'certificate-authority-data': b64(pki.caCert) } }],
    users: [{ name: 'kubelet', user: { 'client-certificate': cert.cert, 'client-key': cert.key } }],
    contexts: [{ name: 'testbed', context: { cluster: 'testbed', user: 'kubelet' } }],
    'current-context': 'testbed',
  });
}

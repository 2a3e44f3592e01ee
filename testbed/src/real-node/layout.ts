import { join } from 'node:path';

/**
 * The real node's identity. Its name resolves to 127.0.0.1 through one line in
 * /etc/hosts (kubelet refuses --node-ip=127.0.0.1, and the API server reaches a
 * kubelet by its Hostname address first).
 */
export const REAL_NODE_NAME = 'gitshift-node';
export const REAL_NODE_LABEL = { key: 'gitshift.io/real-node', value: 'true' } as const;
/**
 * The real node is tainted, so the pods of tests that expect kwok's behaviour
 * (Running and Ready without pulling anything) never land on it: a pod for the
 * real node tolerates this taint and selects the label.
 */
export const REAL_NODE_TAINT = { key: 'gitshift.io/real-node', value: 'true', effect: 'NoSchedule' } as const;
/** The pod network: one bridge on this machine, no masquerade, no default route. */
export const POD_BRIDGE = 'gitshift0';
export const POD_SUBNET = '10.123.0.0/24';
/** Marks the /etc/hosts line the testbed adds, so `down` removes exactly that line. */
export const HOSTS_MARKER = '# gitshift-testbed real node';

/** Everything the real node writes lives under `<state>/node`, so `down` can prove it left nothing mounted. */
export interface RealNodeLayout {
  readonly dir: string;
  readonly containerdConfig: string;
  readonly containerdRoot: string;
  readonly containerdState: string;
  readonly containerdSocket: string;
  readonly registryHostsDir: string;
  readonly cniConfDir: string;
  readonly cniDataDir: string;
  readonly kubeletDir: string;
  readonly kubeletConfig: string;
  readonly kubeletKubeconfig: string;
  readonly podLogsDir: string;
  readonly volumePluginDir: string;
  readonly pki: string;
}

export function realNodeLayout(stateDir: string): RealNodeLayout {
  const dir = join(stateDir, 'node');
  const containerd = join(dir, 'containerd');
  const kubelet = join(dir, 'kubelet');
  return {
    dir,
    containerdConfig: join(containerd, 'config.toml'),
    containerdRoot: join(containerd, 'root'),
    containerdState: join(containerd, 'state'),
    containerdSocket: join(containerd, 'containerd.sock'),
    registryHostsDir: join(containerd, 'certs.d'),
    cniConfDir: join(dir, 'cni', 'net.d'),
    cniDataDir: join(dir, 'cni', 'ipam'),
    kubeletDir: kubelet,
    kubeletConfig: join(dir, 'kubelet-config.yaml'),
    kubeletKubeconfig: join(dir, 'kubelet.kubeconfig'),
    podLogsDir: join(dir, 'pod-logs'),
    volumePluginDir: join(dir, 'volume-plugins'),
    pki: join(dir, 'pki'),
  };
}

/** What `up --real-node` records in state.json for `down`, `status` and tests. */
export interface RealNodeState {
  readonly name: string;
  readonly nodeSelector: Readonly<Record<string, string>>;
  readonly taint: { readonly key: string; readonly value: string; readonly effect: string };
  readonly dir: string;
  /** `127.0.0.1:<port>` of the one docker-registry pod images come from. */
  readonly registry: string;
  readonly registryDir: string;
  readonly images: {
    readonly busybox: string;
    readonly buildah: string;
    readonly pause: string;
  };
  /** `net.ipv4.ip_forward` before the bridge plugin touched it, restored by `down`. */
  readonly ipForwardBefore: string;
}

import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { TestbedPaths } from '../paths.js';
import type { Pki } from '../pki.js';
import { isAlive, stopProcess, waitFor } from '../processes.js';
import { startRegistry } from '../registry.js';
import { startContainerd, writeContainerdConfig } from './containerd.js';
import { addHostsLine } from './hosts-file.js';
import { nodeRbacManifest, startKubelet } from './kubelet.js';
import {
  REAL_NODE_LABEL,
  REAL_NODE_NAME,
  REAL_NODE_TAINT,
  realNodeLayout,
  type RealNodeState,
} from './layout.js';
import { pushNodeImages } from './images.js';
import { readIpForward, writePodNetwork } from './pod-network.js';
import { tearDownRealNode } from './teardown.js';

const run = promisify(execFile);

export interface RealNodeStart {
  readonly paths: TestbedPaths;
  /** Where the components' logs go (the testbed's, kept when `up` fails). */
  readonly logs: string;
  readonly server: string;
  readonly pki: Pki;
  /** The user the API server's kubelet client certificate names (CN). */
  readonly apiserverKubeletUser: string;
  /** Where processes are recorded as they start, so a failed `up` can still be taken down. */
  readonly pids: Record<string, number>;
  /**
   * Saves `pids` and, once it is known, the node's state: called after each
   * process starts and before anything changes the host.
   */
  readonly record: (node?: RealNodeState) => void;
  readonly say: (line: string) => void;
}

/**
 * The real node: the shared registry with the node's images, containerd,
 * the pod network, kubelet registered as `gitshift-node`; resolves when the
 * Node is Ready.
 */
export async function startRealNode(options: RealNodeStart): Promise<RealNodeState> {
  const { paths, logs, server, pki, apiserverKubeletUser, pids, record, say } = options;
  if (process.getuid?.() !== 0)
    throw new Error(
      'the real node needs root: containerd, runc, mounts, a bridge and a line in /etc/hosts (run up without --real-node for kwok nodes only)',
    );
  const layout = realNodeLayout(paths.state);
  const kubectl = (...args: string[]) =>
    run(`${paths.bin}/kubectl`, [`--kubeconfig=${paths.kubeconfig}`, ...args]);
  rmSync(layout.dir, { recursive: true, force: true });
  mkdirSync(layout.dir, { recursive: true });

  const registry = await startRegistry();
  pids['registry'] = registry.pid;
  record();
  say(`shared registry for pod images on ${registry.host}`);
  const images = await pushNodeImages({
    cacheDir: paths.nodeImages,
    pauseBinary: `${paths.bin}/pause`,
    registry: registry.host,
    say,
  });
  const node: RealNodeState = {
    name: REAL_NODE_NAME,
    nodeSelector: { [REAL_NODE_LABEL.key]: REAL_NODE_LABEL.value },
    taint: REAL_NODE_TAINT,
    dir: layout.dir,
    registry: registry.host,
    registryDir: registry.dir,
    images,
    ipForwardBefore: readIpForward(),
  };
  record(node);

  writePodNetwork(layout);
  writeContainerdConfig(layout, { sandboxImage: images.pause, registries: [registry.host] });
  pids['containerd'] = await startContainerd(layout, logs);
  record(node);

  const rbac = `${layout.dir}/rbac.yaml`;
  writeFileSync(rbac, nodeRbacManifest(apiserverKubeletUser));
  await kubectl('apply', '-f', rbac);
  addHostsLine();
  const kubeletStarted = Date.now();
  pids['kubelet'] = await startKubelet({ layout, kubeletBinary: `${paths.bin}/kubelet`, server, pki, logs });
  record(node);
  await waitFor(
    `node ${REAL_NODE_NAME} Ready (kubelet log: ${logs}/kubelet.log)`,
    async () => (await nodeReady(kubectl)) === 'True',
    60_000,
  );
  say(`node ${REAL_NODE_NAME} Ready ${Date.now() - kubeletStarted} ms after kubelet started`);
  return node;
}

export async function nodeReady(
  kubectl: (...args: string[]) => Promise<{ stdout: string }>,
): Promise<string | undefined> {
  const { stdout } = await kubectl(
    'get',
    'node',
    REAL_NODE_NAME,
    '-o',
    'jsonpath={.status.conditions[?(@.type=="Ready")].status}',
  );
  return stdout.trim() || undefined;
}

export interface RealNodeStop {
  readonly paths: TestbedPaths;
  readonly node: RealNodeState | undefined;
  readonly pids: Readonly<Record<string, number>>;
  /** Whether the API server still answers, so the node's pods can be deleted through it. */
  readonly apiUp: boolean;
  readonly say: (line: string) => void;
}

/** Everything `startRealNode` started or changed, undone; see tearDownRealNode. */
export async function stopRealNode({ paths, node, pids, apiUp, say }: RealNodeStop): Promise<void> {
  const layout = realNodeLayout(paths.state);
  await tearDownRealNode({
    layout,
    pids,
    ipForwardBefore: node?.ipForwardBefore,
    deletePods: async () => {
      if (!apiUp) return;
      await run(`${paths.bin}/kubectl`, [
        `--kubeconfig=${paths.kubeconfig}`,
        'delete',
        'pods',
        '--all-namespaces',
        `--field-selector=spec.nodeName=${REAL_NODE_NAME}`,
        '--grace-period=0',
        '--force',
        '--wait=false',
      ]);
    },
    say,
  });
  const registry = pids['registry'];
  if (registry !== undefined && isAlive(registry)) await stopProcess(registry);
  if (node !== undefined) rmSync(node.registryDir, { recursive: true, force: true });
}

import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';
import { adminKubeconfig } from './kubeconfig.js';
import { type TestbedPaths } from './paths.js';
import { createPki, signClientCertificate, type Pki } from './pki.js';
import { realNodeLayout, type RealNodeState } from './real-node/layout.js';
import { FAKE_NODES, fakeNode } from './kwok-nodes.js';
import {
  startIngressController,
  stopIngressController,
  type IngressControllerState,
} from './ingress-controller.js';
import { realNodeLeftovers } from './real-node/leftovers.js';
import { startRealNode, stopRealNode } from './real-node/node.js';
import { isAlive, startProcess, stopProcess, waitFor } from './processes.js';

const run = promisify(execFile);

/** What a running testbed leaves in `<state>/state.json`, so `down` and `status` can find it. */
export interface TestbedState {
  readonly dataDir: string;
  readonly server: string;
  readonly kubeconfig: string;
  readonly pids: Readonly<Record<string, number>>;
  readonly startedAt: string;
  /** Present when `up --real-node` started a kubelet node beside the kwok nodes. */
  readonly realNode?: RealNodeState;
  /** Present with the real node: Traefik routing Ingresses to its pods (`url` takes a Host header). */
  readonly ingressController?: IngressControllerState;
}

const COMPONENTS = ['etcd', 'kube-apiserver', 'kube-controller-manager', 'kube-scheduler', 'kwok'] as const;

export type Say = (line: string) => void;

export function readState(paths: TestbedPaths): TestbedState | undefined {
  const file = join(paths.state, 'state.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as TestbedState;
}

/** Alive and answering: every component process exists and the API server is ready. */
export async function isHealthy(state: TestbedState): Promise<boolean> {
  if (!Object.values(state.pids).every(isAlive)) return false;
  return readyz(state.server, createPki(state.dataDir)).catch(() => false);
}

export interface UpOptions {
  /** Also start a real kubelet node (containerd, runc, a bridge) beside the kwok nodes. Default: false. */
  readonly realNode?: boolean;
}

/** The user (CN) of the API server's client certificate for kubelets' APIs (logs, exec). */
const APISERVER_KUBELET_USER = 'kube-apiserver-kubelet-client';

export async function up(
  paths: TestbedPaths,
  say: Say,
  { realNode = false }: UpOptions = {},
): Promise<TestbedState> {
  const existing = readState(paths);
  if (existing !== undefined) {
    if (await isHealthy(existing)) {
      if (realNode && existing.realNode === undefined)
        throw new Error(
          `a testbed without the real node is running (API server ${existing.server}): stop it with 'npm run testbed:down', then 'npm run testbed:up -- --real-node'`,
        );
      say(
        `testbed already running (API server ${existing.server}${existing.realNode === undefined ? '' : `, real node ${existing.realNode.name}`})`,
      );
      if (existing.realNode !== undefined && existing.ingressController === undefined)
        return addIngressController(paths, existing, say);
      return existing;
    }
    say('found a testbed that is not healthy; stopping what is left of it');
    await down(paths, say);
  }
  for (const component of [...COMPONENTS, 'kubectl']) {
    if (!existsSync(join(paths.bin, component))) {
      throw new Error(
        `${component} is not built; run: bash testbed/install.sh (it builds into ${paths.bin})`,
      );
    }
  }
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'gitshift-testbed-'));
  const logs = join(dataDir, 'logs');
  mkdirSync(logs, { recursive: true });
  mkdirSync(paths.state, { recursive: true });
  const pids: Record<string, number> = {};
  let node: RealNodeState | undefined;
  let ingressController: IngressControllerState | undefined;
  const saveState = (server: string): TestbedState => {
    const state: TestbedState = {
      dataDir,
      server,
      kubeconfig: paths.kubeconfig,
      pids,
      startedAt: new Date(started).toISOString(),
      ...(node === undefined ? {} : { realNode: node }),
      ...(ingressController === undefined ? {} : { ingressController }),
    };
    writeFileSync(join(paths.state, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
    return state;
  };
  const bin = (name: string): string => join(paths.bin, name);
  try {
    say('generating certificates');
    const pki = createPki(dataDir);
    // The API server's credentials for kubelets' own APIs (pod logs, exec); only the real node has such an API.
    const kubeletClient = signClientCertificate(pki, {
      dir: pki.dir,
      name: 'apiserver-kubelet-client',
      subject: `/CN=${APISERVER_KUBELET_USER}`,
    });
    const [etcdClient, etcdPeer, apiPort, kcmPort, schedulerPort, kwokPort] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    const server = `https://127.0.0.1:${apiPort}`;
    const etcdUrl = `http://127.0.0.1:${etcdClient}`;
    saveState(server);

    say(`starting etcd on ${etcdUrl}`);
    pids['etcd'] = startProcess(
      'etcd',
      bin('etcd'),
      [
        '--name=testbed',
        `--data-dir=${join(dataDir, 'etcd')}`,
        `--listen-client-urls=${etcdUrl}`,
        `--advertise-client-urls=${etcdUrl}`,
        `--listen-peer-urls=http://127.0.0.1:${etcdPeer}`,
        `--initial-advertise-peer-urls=http://127.0.0.1:${etcdPeer}`,
        `--initial-cluster=testbed=http://127.0.0.1:${etcdPeer}`,
        '--unsafe-no-fsync',
        '--log-level=warn',
      ],
      logs,
    );
    saveState(server);
    await waitFor('etcd', () => httpOk(`${etcdUrl}/health`), 20_000);

    say(`starting kube-apiserver on ${server}`);
    pids['kube-apiserver'] = startProcess(
      'kube-apiserver',
      bin('kube-apiserver'),
      [
        `--etcd-servers=${etcdUrl}`,
        '--bind-address=127.0.0.1',
        '--advertise-address=127.0.0.1',
        `--secure-port=${apiPort}`,
        `--tls-cert-file=${pki.serverCert}`,
        `--tls-private-key-file=${pki.serverKey}`,
        `--client-ca-file=${pki.caCert}`,
        `--service-account-key-file=${pki.serviceAccountPub}`,
        `--service-account-signing-key-file=${pki.serviceAccountKey}`,
        '--service-account-issuer=https://kubernetes.default.svc.cluster.local',
        // Room for the thousands of Services of bench:sync; the first address (10.0.0.1) is in the serving certificate.
        '--service-cluster-ip-range=10.0.0.0/16',
        '--authorization-mode=RBAC',
        '--allow-privileged=true',
        '--endpoint-reconciler-type=none',
        '--profiling=false',
        `--kubelet-client-certificate=${kubeletClient.cert}`,
        `--kubelet-client-key=${kubeletClient.key}`,
      ],
      logs,
    );
    saveState(server);
    await waitFor('kube-apiserver /readyz', () => readyz(server, pki), 60_000);
    writeFileSync(paths.kubeconfig, adminKubeconfig(server, pki), { mode: 0o600 });

    say('starting kube-controller-manager, kube-scheduler and kwok');
    const clientFlags = [
      `--kubeconfig=${paths.kubeconfig}`,
      `--authentication-kubeconfig=${paths.kubeconfig}`,
      `--authorization-kubeconfig=${paths.kubeconfig}`,
    ];
    pids['kube-controller-manager'] = startProcess(
      'kube-controller-manager',
      bin('kube-controller-manager'),
      [
        ...clientFlags,
        '--bind-address=127.0.0.1',
        `--secure-port=${kcmPort}`,
        '--leader-elect=false',
        '--controllers=*',
        '--use-service-account-credentials=true',
        `--service-account-private-key-file=${pki.serviceAccountKey}`,
        `--root-ca-file=${pki.caCert}`,
        `--cluster-signing-cert-file=${pki.caCert}`,
        `--cluster-signing-key-file=${pki.caKey}`,
      ],
      logs,
    );
    pids['kube-scheduler'] = startProcess(
      'kube-scheduler',
      bin('kube-scheduler'),
      [...clientFlags, '--bind-address=127.0.0.1', `--secure-port=${schedulerPort}`, '--leader-elect=false'],
      logs,
    );
    pids['kwok'] = startProcess(
      'kwok',
      bin('kwok'),
      [
        `--kubeconfig=${paths.kubeconfig}`,
        '--manage-all-nodes=false',
        '--manage-nodes-with-annotation-selector=kwok.x-k8s.io/node=fake',
        `--server-address=127.0.0.1:${kwokPort}`,
        `--config=${paths.kwokStages}`,
        '--node-lease-duration-seconds=40',
        '--cidr=10.244.0.0/16',
        '--node-ip=127.0.0.1',
      ],
      logs,
    );
    saveState(server);

    say(`registering ${FAKE_NODES.length} kwok nodes`);
    const kubectl = (...args: string[]) => run(bin('kubectl'), [`--kubeconfig=${paths.kubeconfig}`, ...args]);
    const nodesFile = join(dataDir, 'nodes.yaml');
    writeFileSync(nodesFile, FAKE_NODES.map(fakeNode).join('---\n'));
    await kubectl('apply', '-f', nodesFile);
    await waitFor(
      'kwok nodes Ready',
      async () => {
        const { stdout } = await kubectl(
          'get',
          'nodes',
          '--selector=type=kwok',
          '-o',
          'jsonpath={range .items[*]}{.status.conditions[?(@.type=="Ready")].status}{"\\n"}{end}',
        );
        return (
          stdout
            .trim()
            .split('\n')
            .filter((s) => s === 'True').length === FAKE_NODES.length
        );
      },
      30_000,
    );
    await waitFor(
      'the default ServiceAccount',
      async () =>
        (await kubectl('get', 'serviceaccount', 'default', '-n', 'default')).stdout.includes('default'),
      30_000,
    );
    if (realNode) {
      say('starting the real node (registry, containerd, kubelet)');
      await startRealNode({
        paths,
        logs,
        server,
        pki,
        apiserverKubeletUser: APISERVER_KUBELET_USER,
        pids,
        record: (recorded) => {
          node = recorded ?? node;
          saveState(server);
        },
        say,
      });
      say('starting the ingress controller (Traefik)');
      ingressController = await startIngressController({
        paths,
        dataDir,
        logs,
        server,
        caCert: pki.caCert,
        pids,
        record: () => saveState(server),
        say,
      });
    }
    const state = saveState(server);
    say(`testbed ready in ${((Date.now() - started) / 1000).toFixed(1)} s (logs in ${logs})`);
    return state;
  } catch (error) {
    say(`testbed did not come up: ${(error as Error).message}; logs are in ${logs}`);
    await down(paths, say, { keepLogs: true });
    throw error;
  }
}

export async function down(paths: TestbedPaths, say: Say, { keepLogs = false } = {}): Promise<void> {
  const state = readState(paths);
  if (state === undefined) {
    // A real node whose state file is gone (removed by hand, or an `up` killed early) is still taken apart.
    if ((await realNodeLeftovers(realNodeLayout(paths.state))).length > 0) {
      say('no testbed running, but a real node left things behind: taking them apart');
      await stopRealNode({ paths, node: undefined, pids: {}, apiUp: false, say });
      return;
    }
    say('no testbed running');
    return;
  }
  // Before the real node, so no request is routed to pods that are going away.
  await stopIngressController(state.pids, say);
  if (state.realNode !== undefined || existsSync(realNodeLayout(paths.state).dir)) {
    const apiUp = await readyz(state.server, createPki(state.dataDir)).catch(() => false);
    await stopRealNode({ paths, node: state.realNode, pids: state.pids, apiUp, say });
  }
  // Clients together, then the API server, then etcd: each waits for the one below it otherwise.
  for (const stage of [['kwok', 'kube-scheduler', 'kube-controller-manager'], ['kube-apiserver'], ['etcd']]) {
    await Promise.all(
      stage.map(async (name) => {
        const pid = state.pids[name];
        if (pid === undefined || !isAlive(pid)) return;
        const stopping = Date.now();
        await stopProcess(pid);
        say(`stopped ${name} (pid ${pid}) in ${Date.now() - stopping} ms`);
      }),
    );
  }
  if (!keepLogs) rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(join(paths.state, 'state.json'), { force: true });
  rmSync(paths.kubeconfig, { force: true });
}

/** A running testbed with its real node from before the ingress controller came: `up` adds it, and only it. */
async function addIngressController(
  paths: TestbedPaths,
  existing: TestbedState,
  say: Say,
): Promise<TestbedState> {
  const write = (state: TestbedState): TestbedState => {
    writeFileSync(join(paths.state, 'state.json'), `${JSON.stringify(state, null, 2)}\n`);
    return state;
  };
  const pids = { ...existing.pids };
  say('the real node has no ingress controller yet: starting it (Traefik)');
  try {
    const ingressController = await startIngressController({
      paths,
      dataDir: existing.dataDir,
      logs: join(existing.dataDir, 'logs'),
      server: existing.server,
      caCert: createPki(existing.dataDir).caCert,
      pids,
      record: () => write({ ...existing, pids }),
      say,
    });
    return write({ ...existing, pids, ingressController });
  } catch (error) {
    await stopIngressController(pids, say);
    write(existing);
    throw error;
  }
}

export function readyz(server: string, pki: Pki): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server}/readyz`,
      {
        ca: readFileSync(pki.caCert),
        cert: readFileSync(pki.adminCert),
        key: readFileSync(pki.adminKey),
        timeout: 2000,
      },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end();
  });
}

function httpOk(url: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    httpGet(url, { timeout: 2000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    }).on('error', reject);
  });
}

import { execFile, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { freePort } from './free-port.js';
import type { TestbedPaths } from './paths.js';
import { isAlive, stopProcess } from './processes.js';

const run = promisify(execFile);

/** The IngressClass Traefik serves besides class-less Ingresses; `ingress.className: traefik` in gitshift.yaml selects it. */
export const INGRESS_CLASS = 'traefik';
/** The controller name Traefik's Ingress provider looks for in an IngressClass (v3.6 `traefikDefaultIngressClassController`). */
const TRAEFIK_CONTROLLER = 'traefik.io/ingress-controller';
/** Traefik's identity in the cluster: a ServiceAccount in kube-system, out of the way of tests that list namespaces. */
const ACCOUNT = { name: 'gitshift-ingress-controller', namespace: 'kube-system' } as const;
const PROCESS_NAME = 'traefik';
/**
 * The host of a canary Ingress Traefik routes once its provider has synced:
 * the readiness signal. Never requested (`.invalid` names nothing).
 */
const CANARY = {
  name: 'gitshift-ingress-canary',
  host: 'canary.ingress-controller.testbed.invalid',
} as const;

/** What `up --real-node` records in state.json under `ingressController`, for `down`, `status` and tests. */
export interface IngressControllerState {
  /** `http://127.0.0.1:<port>`: the one HTTP entrypoint. Requests name the preview's host in a Host header. */
  readonly url: string;
  /** `http://127.0.0.1:<port>`: Traefik's ping (`/ping`) and API (`/api/http/routers`), kept off the entrypoint. */
  readonly adminUrl: string;
  readonly ingressClass: string;
  /** Where its static configuration and token are (inside the testbed's data directory). */
  readonly dir: string;
  readonly log: string;
}

export interface IngressControllerStart {
  readonly paths: TestbedPaths;
  /** The testbed's data directory; the controller's files go to `<dataDir>/ingress-controller`. */
  readonly dataDir: string;
  readonly logs: string;
  readonly server: string;
  readonly caCert: string;
  /** Where the process is recorded as soon as it starts, so a failed `up` still stops it. */
  readonly pids: Record<string, number>;
  readonly record: () => void;
  readonly say: (line: string) => void;
  /** Default: 30 s. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/**
 * Traefik v3 outside the cluster, its Kubernetes Ingress provider watching the
 * testbed's API server as a ServiceAccount with the read access Traefik asks
 * for. Resolves once Traefik routes the canary Ingress, that is once its
 * informers have synced: from then on an Ingress is routed as soon as Traefik
 * sees it. On a timeout or an exit, the error carries the log's last lines.
 */
export async function startIngressController(
  options: IngressControllerStart,
): Promise<IngressControllerState> {
  const { paths, dataDir, logs, server, caCert, pids, record, say, timeoutMs = 30_000, signal } = options;
  const binary = paths.traefik.bin;
  if (!existsSync(binary))
    throw new Error(`traefik is not built; run: bash testbed/install.sh (it builds into ${binary})`);
  const dir = join(dataDir, 'ingress-controller');
  mkdirSync(dir, { recursive: true });
  const kubectl = (...args: string[]) =>
    run(join(paths.bin, 'kubectl'), [`--kubeconfig=${paths.kubeconfig}`, ...args]);

  const access = join(dir, 'access.yaml');
  writeFileSync(access, [ingressControllerAccessManifest(), canaryManifest()].join('---\n'));
  await kubectl('apply', '-f', access);
  // A bound token from the TokenRequest API, as a pod's projected token would be; the testbed lives far shorter.
  const { stdout: token } = await kubectl(
    'create',
    'token',
    ACCOUNT.name,
    `--namespace=${ACCOUNT.namespace}`,
    '--duration=720h',
  );
  const tokenFile = join(dir, 'token');
  writeFileSync(tokenFile, token.trim(), { mode: 0o600 });

  const [webPort, adminPort] = await Promise.all([freePort(), freePort()]);
  const configFile = join(dir, 'traefik.yaml');
  writeFileSync(configFile, traefikStaticConfig({ webPort, adminPort, server, tokenFile, caCert }));

  const log = join(logs, `${PROCESS_NAME}.log`);
  const logStart = existsSync(log) ? statSync(log).size : 0;
  const started = Date.now();
  pids[PROCESS_NAME] = spawnWithoutClusterEnv(binary, [`--configFile=${configFile}`], log);
  record();
  const state: IngressControllerState = {
    url: `http://127.0.0.1:${webPort}`,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    ingressClass: INGRESS_CLASS,
    dir,
    log,
  };
  await waitUntilServing(state, pids[PROCESS_NAME], logStart, timeoutMs, signal);
  say(`ingress controller (Traefik) on ${state.url}, serving in ${Date.now() - started} ms`);
  return state;
}

/** Stops Traefik if it runs; its files go with the testbed's data directory and its objects with etcd. */
export async function stopIngressController(
  pids: Readonly<Record<string, number>>,
  say: (line: string) => void,
): Promise<void> {
  const pid = pids[PROCESS_NAME];
  if (pid === undefined || !isAlive(pid)) return;
  const stopping = Date.now();
  await stopProcess(pid);
  say(`stopped the ingress controller (pid ${pid}) in ${Date.now() - stopping} ms`);
}

/** Whether Traefik answers its ping and routes the canary Ingress: what `status` reports. */
export async function ingressControllerServing(state: IngressControllerState): Promise<boolean> {
  return (await answersPing(state)) && (await routesCanary(state));
}

/**
 * The ServiceAccount and the read access Traefik's Ingress provider asks for
 * (its v3.6 RBAC documentation, plus nodes, which the provider also watches
 * unless cluster-scoped lookups are off), and the IngressClass `traefik`. The
 * class is not marked default: the API server's DefaultIngressClass admission
 * would then write `ingressClassName` into every class-less Ingress gitshift
 * applies, a field gitshift did not write. Traefik serves class-less Ingresses
 * anyway while its `ingressClass` option is unset.
 */
export function ingressControllerAccessManifest(): string {
  const docs = [
    { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { ...ACCOUNT } },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: { name: ACCOUNT.name },
      rules: [
        { apiGroups: [''], resources: ['services', 'secrets', 'nodes'], verbs: ['get', 'list', 'watch'] },
        { apiGroups: ['discovery.k8s.io'], resources: ['endpointslices'], verbs: ['list', 'watch'] },
        {
          apiGroups: ['networking.k8s.io'],
          resources: ['ingresses', 'ingressclasses'],
          verbs: ['get', 'list', 'watch'],
        },
      ],
    },
    {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRoleBinding',
      metadata: { name: ACCOUNT.name },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: ACCOUNT.name },
      subjects: [{ kind: 'ServiceAccount', ...ACCOUNT }],
    },
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'IngressClass',
      metadata: { name: INGRESS_CLASS },
      spec: { controller: TRAEFIK_CONTROLLER },
    },
  ];
  return docs.map((doc) => stringify(doc)).join('---\n');
}

/**
 * A Service with one endpoint by hand and a class-less Ingress for it:
 * Traefik makes a router for an Ingress only once it has seen the Ingress,
 * its Service and the Service's EndpointSlice, so the router in its API says
 * the provider is watching all three. The endpoint is 192.0.2.1 (TEST-NET-1,
 * routed nowhere): EndpointSlices may not name 127.0.0.0/8.
 */
export function canaryManifest(): string {
  const metadata = { name: CANARY.name, namespace: ACCOUNT.namespace };
  const docs = [
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata,
      spec: { ports: [{ name: 'http', port: 80 }] },
    },
    {
      apiVersion: 'discovery.k8s.io/v1',
      kind: 'EndpointSlice',
      metadata: { ...metadata, labels: { 'kubernetes.io/service-name': CANARY.name } },
      addressType: 'IPv4',
      endpoints: [{ addresses: ['192.0.2.1'], conditions: { ready: true } }],
      ports: [{ name: 'http', port: 80, protocol: 'TCP' }],
    },
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata,
      spec: {
        rules: [
          {
            host: CANARY.host,
            http: {
              paths: [
                {
                  path: '/',
                  pathType: 'Prefix',
                  backend: { service: { name: CANARY.name, port: { name: 'http' } } },
                },
              ],
            },
          },
        ],
      },
    },
  ];
  return docs.map((doc) => stringify(doc)).join('---\n');
}

export interface TraefikConfigOptions {
  readonly webPort: number;
  readonly adminPort: number;
  readonly server: string;
  readonly tokenFile: string;
  readonly caCert: string;
}

/**
 * Traefik's static configuration: the entrypoint `web` for Ingress traffic,
 * `traefik` for ping and the API (so `/ping` and `/api` never shadow a
 * preview's paths), and the Ingress provider with an endpoint, a token and the
 * CA (its out-of-cluster options). Providers' changes apply after 500 ms
 * instead of the default 2 s, so a new preview answers quickly, while a
 * benchmark's thousands of Ingresses and EndpointSlices rebuild Traefik's
 * routes at most twice a second. Info logs: debug ones repeat the whole
 * configuration on every change.
 */
export function traefikStaticConfig({
  webPort,
  adminPort,
  server,
  tokenFile,
  caCert,
}: TraefikConfigOptions): string {
  return stringify({
    global: { checkNewVersion: false, sendAnonymousUsage: false },
    entryPoints: {
      web: { address: `127.0.0.1:${webPort}` },
      traefik: { address: `127.0.0.1:${adminPort}` },
    },
    ping: { entryPoint: 'traefik' },
    api: { insecure: true, dashboard: false },
    log: { level: 'INFO', format: 'json', noColor: true },
    accessLog: {},
    providers: {
      providersThrottleDuration: '500ms',
      kubernetesIngress: { endpoint: server, token: tokenFile, certAuthFilePath: caCert },
    },
  });
}

/**
 * Traefik prefers KUBECONFIG, then in-cluster variables, to its own endpoint
 * settings: both are left out, so it always runs as its ServiceAccount.
 */
function spawnWithoutClusterEnv(binary: string, args: readonly string[], logFile: string): number {
  const env = { ...process.env };
  for (const name of ['KUBECONFIG', 'KUBERNETES_SERVICE_HOST', 'KUBERNETES_SERVICE_PORT']) delete env[name];
  const log = openSync(logFile, 'a');
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', log, log], env });
  closeSync(log); // the child holds its own copy
  if (child.pid === undefined) throw new Error(`could not start ${PROCESS_NAME} (${binary})`);
  child.unref();
  return child.pid;
}

/** Ping answers and the canary Ingress is routed; fails early if Traefik exits. */
async function waitUntilServing(
  state: IngressControllerState,
  pid: number,
  logStart: number,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const failure = (what: string): Error =>
    new Error(`the ingress controller ${what}; last lines of ${state.log}:\n${logTail(state.log, logStart)}`);
  let pinged = false;
  for (;;) {
    signal?.throwIfAborted();
    if (!isAlive(pid)) throw failure('exited while starting');
    pinged ||= await answersPing(state);
    if (pinged && (await routesCanary(state))) return;
    if (Date.now() > deadline)
      throw failure(
        `did not become ready in ${timeoutMs} ms (${pinged ? `ping answers, but no router for the canary Ingress ${ACCOUNT.namespace}/${CANARY.name}` : 'ping does not answer'})`,
      );
    await sleep(100, undefined, signal === undefined ? {} : { signal });
  }
}

function answersPing(state: IngressControllerState): Promise<boolean> {
  return httpGet(`${state.adminUrl}/ping`).then(
    ({ status }) => status === 200,
    () => false,
  );
}

async function routesCanary(state: IngressControllerState): Promise<boolean> {
  const { status, body } = await httpGet(`${state.adminUrl}/api/http/routers?search=${CANARY.host}`).catch(
    () => ({ status: 0, body: '' }),
  );
  return status === 200 && body.includes(`Host(\`${CANARY.host}\`)`);
}

function logTail(log: string, from: number, lines = 20): string {
  if (!existsSync(log)) return '(no log)';
  return readFileSync(log).subarray(from).toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

function httpGet(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { timeout: 1000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${url}`)));
    request.on('error', reject);
  });
}

/**
 * Flux's two controllers as host processes beside the testbed: built (and
 * cached) by flux-install.sh, their CRDs applied from the module sources, each
 * started with the testbed's kubeconfig (KUBECONFIG: v1.9 has no --kubeconfig
 * flag), leader election off and every port on loopback, and stopped by
 * process group.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import { mapBounded, pollUntil } from '../../src/runtime/index.js';
import { freePort } from '../../testbed/src/free-port.js';
import { REPO_DIR } from '../../testbed/src/paths.js';
import { isAlive, startProcess, stopProcess } from '../../testbed/src/processes.js';

export const FIELD_MANAGER = 'gitshift-bench-flux';

const CONTROLLERS = ['source-controller', 'kustomize-controller'] as const;
export type ControllerName = (typeof CONTROLLERS)[number];

/** Where flux-install.sh put each controller: `<dir>/bin/<name>` and its module source in `<dir>/src`. */
export type FluxInstall = Readonly<Record<ControllerName, string>>;

/** Runs flux-install.sh (seconds when cached), passing its progress lines to `say`. */
export async function installFlux(say: (line: string) => void): Promise<FluxInstall> {
  const script = join(REPO_DIR, 'bench', 'peers', 'flux-install.sh');
  const child = spawn('bash', [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) say(line.replace(/^==> (flux )?/, ''));
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (pending !== '') say(pending);
  if (code !== 0) throw new Error(`${script} exited ${code}: see the lines above`);
  const dirs = new Map(
    stdout
      .trim()
      .split('\n')
      .map((line) => line.split(' ', 2) as [string, string]),
  );
  const dir = (name: ControllerName): string => {
    const found = dirs.get(name);
    if (found === undefined) throw new Error(`${script} did not name the directory of ${name}`);
    return found;
  };
  return {
    'source-controller': dir('source-controller'),
    'kustomize-controller': dir('kustomize-controller'),
  };
}

/** Every CRD of both controllers (kustomize-controller watches all source kinds), applied and served. */
export async function applyFluxCrds(
  api: KubeApi,
  install: FluxInstall,
  signal?: AbortSignal,
): Promise<number> {
  const crds: KubeObject[] = [];
  for (const name of CONTROLLERS) {
    const dir = join(install[name], 'src', 'config', 'crd', 'bases');
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort()) {
      for (const doc of parseAllDocuments(readFileSync(join(dir, file), 'utf8'))) {
        const crd = doc.toJS() as KubeObject | null;
        if (crd !== null) crds.push(crd);
      }
    }
  }
  await mapBounded(crds, 4, (crd) => api.apply(crd, { fieldManager: FIELD_MANAGER, signal }));
  await pollUntil(
    async () => {
      api.refreshDiscovery();
      const served = await Promise.all([
        api.serves('source.toolkit.fluxcd.io/v1', 'GitRepository', { signal }),
        api.serves('kustomize.toolkit.fluxcd.io/v1', 'Kustomization', { signal }),
      ]);
      return served.every(Boolean) ? true : undefined;
    },
    { intervalMs: 200, timeoutMs: 60_000, what: "Flux's CRDs to be served", ...(signal ? { signal } : {}) },
  );
  return crds.length;
}

export interface ControllerTuning {
  /** --concurrent of each controller. */
  readonly concurrent: number;
  /** --kube-api-qps and --kube-api-burst of each controller (Flux's defaults: 50 and 300). */
  readonly kubeApiQps: number;
  readonly kubeApiBurst: number;
}

export interface RunningController {
  readonly name: ControllerName;
  readonly pid: number;
  readonly log: string;
}

export interface RunningControllers {
  readonly controllers: readonly RunningController[];
  /** Where kustomize-controller downloads artifacts from. */
  readonly storageUrl: string;
}

/**
 * Starts both controllers in process groups of their own, logging to
 * `<work>/logs/<name>.log`, with TMPDIR and storage under `work` (put it on
 * tmpfs: unpacking every artifact on ext4 dominated a first attempt), and
 * waits until both answer /readyz.
 */
export async function startControllers(options: {
  readonly install: FluxInstall;
  readonly kubeconfig: string;
  readonly work: string;
  /** Where the controllers record their events and leases: RUNTIME_NAMESPACE. */
  readonly namespace: string;
  readonly tuning: ControllerTuning;
  readonly signal?: AbortSignal | undefined;
}): Promise<RunningControllers> {
  const { install, kubeconfig, work, namespace, tuning, signal } = options;
  const logs = join(work, 'logs');
  const tmp = join(work, 'tmp');
  const storage = join(work, 'storage');
  for (const dir of [logs, tmp, storage]) mkdirSync(dir, { recursive: true });
  const storageAddress = `127.0.0.1:${await freePort()}`;
  const common = [
    '--enable-leader-election=false',
    '--metrics-addr=0',
    `--concurrent=${tuning.concurrent}`,
    `--kube-api-qps=${tuning.kubeApiQps}`,
    `--kube-api-burst=${tuning.kubeApiBurst}`,
    '--log-encoding=json',
  ];
  const specific: Record<ControllerName, string[]> = {
    'source-controller': [
      `--storage-path=${storage}`,
      `--storage-addr=${storageAddress}`,
      `--storage-adv-addr=${storageAddress}`,
    ],
    'kustomize-controller': ['--no-remote-bases=true'],
  };
  const controllers: RunningController[] = [];
  try {
    for (const name of CONTROLLERS) {
      const health = `127.0.0.1:${await freePort()}`;
      const binary = join(install[name], 'bin', name);
      // env(1) sets the controller's environment and execs it: the pid is the controller's.
      const pid = startProcess(
        name,
        '/usr/bin/env',
        [
          `KUBECONFIG=${kubeconfig}`,
          `TMPDIR=${tmp}`,
          `RUNTIME_NAMESPACE=${namespace}`,
          binary,
          ...common,
          ...specific[name],
          `--health-addr=${health}`,
        ],
        logs,
      );
      const running = { name, pid, log: join(logs, `${name}.log`) };
      controllers.push(running);
      await pollUntil(
        async () => {
          if (!isAlive(pid)) throw new Error(`${name} exited at start:\n${logTail(running.log)}`);
          const answer = await fetch(`http://${health}/readyz`).catch(() => undefined);
          return answer?.ok === true ? true : undefined;
        },
        { intervalMs: 200, timeoutMs: 60_000, what: `${name} to be ready`, ...(signal ? { signal } : {}) },
      );
    }
  } catch (error) {
    await stopControllers(controllers);
    throw error;
  }
  return { controllers, storageUrl: `http://${storageAddress}` };
}

export async function stopControllers(controllers: readonly RunningController[]): Promise<void> {
  await Promise.all(controllers.map((c) => stopProcess(c.pid)));
}

/** Fails with the controller's last log lines when one has exited: a wait on its work would only time out. */
export function assertAlive(controllers: readonly RunningController[]): void {
  for (const c of controllers) {
    if (!isAlive(c.pid)) throw new Error(`${c.name} (pid ${c.pid}) has exited:\n${logTail(c.log)}`);
  }
}

/** The controller's peak resident set (VmHWM) in MiB. */
export function peakRssMiB(controller: RunningController): number {
  const status = readFileSync(`/proc/${controller.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

/** Starts the peak over (`5` to /proc/<pid>/clear_refs resets VmHWM), so the next phase's peak is its own. */
export function resetPeakRss(controller: RunningController): void {
  writeFileSync(`/proc/${controller.pid}/clear_refs`, '5');
}

function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch (error) {
    return `(no log: ${error instanceof Error ? error.message : String(error)})`;
  }
}

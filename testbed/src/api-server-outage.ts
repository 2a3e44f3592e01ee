import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readState, readyz, type TestbedState } from './control-plane.js';
import type { TestbedPaths } from './paths.js';
import { createPki } from './pki.js';
import { isAlive, startProcess, stopProcess, waitFor } from './processes.js';

/** The running testbed's kube-apiserver, as it was started: what a restart repeats. */
export interface ApiServerProcess {
  readonly pid: number;
  readonly binary: string;
  readonly args: readonly string[];
}

/**
 * Stops and starts the running testbed's real kube-apiserver, for outage
 * tests. The process's own command line (from /proc) is what a restart runs
 * again: the same binary, flags and port, the same etcd behind it, so what
 * the cluster held survives and every client (kubelet, controller-manager,
 * kwok, gitshift) reconnects to the same address.
 */
export class ApiServerOutage {
  private constructor(
    private readonly paths: TestbedPaths,
    private readonly state: TestbedState,
    private process: ApiServerProcess,
  ) {}

  /** The testbed at `paths`, which must be running with its API server. */
  static of(paths: TestbedPaths): ApiServerOutage {
    const state = readState(paths);
    const pid = state?.pids['kube-apiserver'];
    if (state === undefined || pid === undefined || !isAlive(pid))
      throw new Error(`no running testbed kube-apiserver under ${paths.state}: run 'testbed up' first`);
    return new ApiServerOutage(paths, state, commandLineOf(pid));
  }

  get pid(): number {
    return this.process.pid;
  }

  /** Kills the API server (SIGKILL: an outage, not a shutdown) and waits until it is gone. */
  async stop(): Promise<void> {
    await stopProcess(this.process.pid, 0);
  }

  /** Starts the same command again, records its pid in state.json and waits for /readyz. */
  async start(timeoutMs = 60_000): Promise<void> {
    const { binary, args } = this.process;
    const pid = startProcess('kube-apiserver', binary, args, join(this.state.dataDir, 'logs'));
    this.process = { pid, binary, args };
    const current = readState(this.paths) ?? this.state;
    const saved: TestbedState = { ...current, pids: { ...current.pids, 'kube-apiserver': pid } };
    writeFileSync(join(this.paths.state, 'state.json'), `${JSON.stringify(saved, null, 2)}\n`);
    const pki = createPki(this.state.dataDir);
    await waitFor(
      'kube-apiserver /readyz',
      () => readyz(this.state.server, pki).catch(() => false),
      timeoutMs,
    );
  }

  /** Whether the API server answers /readyz 200 now. */
  ready(): Promise<boolean> {
    return readyz(this.state.server, createPki(this.state.dataDir)).catch(() => false);
  }
}

/** A process's binary and arguments, read from /proc/<pid>/cmdline (NUL-separated). */
export function commandLineOf(pid: number): ApiServerProcess {
  const parts = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  if (parts.at(-1) === '') parts.pop();
  const [binary, ...args] = parts;
  if (binary === undefined) throw new Error(`process ${pid} has no command line`);
  return { pid, binary, args };
}

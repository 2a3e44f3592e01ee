import { statfsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import type { KubeApi } from '../kube/kube-api.js';
import { registryEndpoint } from '../images/registry-hosts.js';
import type { Logger } from '../observability/logger.js';
import { maskCredentials } from '../observability/mask-credentials.js';
import { httpFault, kubernetesFault, stateDirFault, type ProbeResult } from './dependency-faults.js';
import { registryHosts } from './image-updates.js';
import type { Dependency, DependencyFault } from './readiness.js';
import type { ResolvedServeConfig } from './serve-config.js';

/** How often each dependency is looked at: /readyz is at most this stale, and a recovery is seen this soon. */
export const WATCH_INTERVAL_MS = 1000;
/** A look that takes longer than this counts as the dependency unreachable. */
const PROBE_TIMEOUT_MS = 2000;

export interface DependencyWatch {
  /** What failed at the last look, for /readyz. */
  faults(): readonly DependencyFault[];
  /**
   * Why the state directory cannot record a delivery now, or undefined. While
   * it is full, each call looks again (one statfs), so the first delivery
   * after room is made is taken, not refused until the next look.
   */
  stateFault(): string | undefined;
  /** Calls `listener` when a dependency that was failing answers again: work waiting on it can go now. */
  onRecovered(listener: (dependency: Dependency) => void): void;
  stop(): void;
}

export interface DependencyWatchOptions {
  readonly api: KubeApi;
  readonly stateDir: string;
  /** serve's `serve` logger: a line when a dependency fails and when it comes back. */
  readonly log: Logger;
}

/**
 * Looks at every dependency serve has, each second, so /readyz names what is
 * wrong while it is wrong: the API server (its /readyz), the state directory
 * (free space), each configured registry (/v2/) and the forge (Gitea's
 * /version, GitHub's /rate_limit, which costs no rate limit). The git remote
 * is watched by the fetches themselves (readiness.ts reads their error).
 */
export function watchDependencies(
  config: ResolvedServeConfig,
  { api, stateDir, log }: DependencyWatchOptions,
): DependencyWatch {
  const probes = dependencyProbes(config, api, stateDir);
  let current: readonly DependencyFault[] = [];
  const listeners: ((dependency: Dependency) => void)[] = [];
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;

  const look = async (): Promise<void> => {
    const seen = await Promise.all(probes.map((probe) => probe(stopping.signal)));
    if (stopping.signal.aborted) return;
    const next = seen.filter((fault): fault is DependencyFault => fault !== undefined);
    for (const fault of next)
      if (!current.some((f) => f.reason === fault.reason))
        log.warn({ reason: fault.reason }, 'dependency-failing');
    const recovered = new Set(
      current.map((f) => f.dependency).filter((d) => !next.some((f) => f.dependency === d)),
    );
    current = next;
    for (const dependency of recovered) {
      log.info({ dependency }, 'dependency-recovered');
      for (const listener of listeners) listener(dependency);
    }
  };
  const loop = (): void => {
    timer = setTimeout(() => {
      look().then(loop, (error: unknown) => {
        log.error({ error: (error as Error).message }, 'dependency-watch-failed');
        loop();
      });
    }, WATCH_INTERVAL_MS);
    timer.unref();
  };
  loop();
  return {
    faults: () => current,
    stateFault() {
      if (!current.some((f) => f.dependency === 'state')) return undefined;
      const { bavail, bsize } = statfsSync(stateDir);
      const fault = stateDirFault(stateDir, bavail * bsize);
      if (fault === undefined) current = current.filter((f) => f.dependency !== 'state');
      return fault?.reason;
    },
    onRecovered: (listener) => void listeners.push(listener),
    stop() {
      stopping.abort();
      clearTimeout(timer);
    },
  };
}

type Probe = (signal: AbortSignal) => Promise<DependencyFault | undefined>;

function dependencyProbes(config: ResolvedServeConfig, api: KubeApi, stateDir: string): Probe[] {
  const probes: Probe[] = [
    async () => {
      const { bavail, bsize } = await statfs(stateDir);
      return stateDirFault(stateDir, bavail * bsize);
    },
    async (signal) =>
      kubernetesFault(
        await settle(
          api.getText('/readyz', {
            signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]),
          }),
        ),
      ),
  ];
  const hosts = registryHosts(config);
  for (const { host } of config.registries) {
    const { baseUrl } = registryEndpoint(host, hosts);
    probes.push(async (signal) =>
      httpFault('registry', `registry ${host}`, await httpProbe(`${baseUrl}/v2/`, signal)),
    );
  }
  const { forge } = config;
  if (forge !== undefined) {
    const url = `${forge.apiUrl}/${forge.kind === 'gitea' ? 'version' : 'rate_limit'}`;
    probes.push(async (signal) =>
      httpFault('forge', `forge API ${maskCredentials(forge.apiUrl)}`, await httpProbe(url, signal)),
    );
  }
  return probes;
}

async function settle(work: Promise<unknown>): Promise<ProbeResult> {
  try {
    await work;
    return { status: 200 };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function httpProbe(url: string, signal: AbortSignal): Promise<ProbeResult> {
  try {
    const response = await fetch(url, {
      signal: AbortSignal.any([signal, AbortSignal.timeout(PROBE_TIMEOUT_MS)]),
      redirect: 'manual',
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

/**
 * bench:replicas (b), sharding: N projects (a DeploymentConfig of 0
 * replicas, a Service and a ConfigMap each, plus the Namespace) synced by
 * one `gitshift serve`, then by three with `--shards 3`, each on a fresh
 * copy of the repository (a name of its own, so the runs share no objects).
 * Measured per run: the initial sync, from starting the processes until
 * every project has been applied (serve's `applied` lines), and the no-op
 * resync that follows (serve's periodic resync; each bulk run's own `ms`,
 * the slowest shard for three), with the API server's requests by verb and
 * the CPU seconds of the API server, etcd and the serve processes over each
 * phase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KubeApi } from '../src/kube/kube-api.js';
import { refOf } from '../src/kube/object-ref.js';
import { mapBounded } from '../src/runtime/index.js';
import { freePort } from '../testbed/src/free-port.js';
import {
  controlPlaneCpu,
  requestsBetween,
  requestsByVerb,
  type RequestsByVerb,
} from './replicas-apiserver.js';
import { waitFor } from './replicas-failover.js';
import { bareRepository } from './bare-repository.js';
import { startServeReplica, type ServeLine, type ServeReplica } from './replicas-serve.js';
import { projectFiles } from './serve-stages.js';

export interface ShardingOptions {
  readonly api: KubeApi;
  readonly kubeconfig: string;
  readonly projects: number;
  /** serve's resync interval: long enough that the initial sync is over when the no-op resync starts. */
  readonly resyncSeconds: number;
  readonly say: (line: string) => void;
}

/** One phase (initial sync or no-op resync): its time, the API server's requests and everyone's CPU. */
export interface Phase {
  readonly seconds: number;
  /** What requests and CPU were read over: the phase, or for the resync the readings around it. */
  readonly windowSeconds: number;
  readonly requests: readonly [string, number][];
  readonly cpu: { readonly apiserver: number; readonly etcd: number; readonly serve: number };
}

export interface ShardingRun {
  readonly replicas: number;
  readonly initial: Phase;
  readonly noop: Phase;
  /** Each bulk run of the no-op resync: its key and its own time in seconds. */
  readonly noopRuns: readonly { readonly key: string; readonly seconds: number }[];
  /** From starting the processes until the last shard Lease was first acquired (3 replicas). */
  readonly shardsHeldSeconds: number | undefined;
  /** Shard Leases handed between replicas during the run (0 when they balanced at once). */
  readonly handOvers: number;
}

/** A bare repository of `projects` projects named `<prefix>-<i>`, under `work`; its URL. */
function configRepository(work: string, prefix: string, projects: number): string {
  const files = projectFiles(prefix, projects, 'registry.bench.invalid');
  // No image stream: nothing here talks to a registry.
  files.delete(`projects/${prefix}-0/stream.yaml`);
  const remote = bareRepository(work, files);
  return `file://${remote}`;
}

/** Everything a phase is charged with, read at one moment. */
interface Reading {
  readonly at: number;
  readonly requests: RequestsByVerb;
  readonly control: { readonly apiserver: number; readonly etcd: number };
  readonly serve: number;
}

async function reading(api: KubeApi, replicas: readonly ServeReplica[]): Promise<Reading> {
  return {
    at: Date.now(),
    requests: await requestsByVerb(api),
    control: controlPlaneCpu(),
    serve: replicas.reduce((sum, r) => sum + r.cpuSeconds(), 0),
  };
}

function phase(from: Reading, to: Reading): Phase {
  return {
    seconds: (to.at - from.at) / 1000,
    windowSeconds: (to.at - from.at) / 1000,
    requests: requestsBetween(from.requests, to.requests),
    cpu: {
      apiserver: to.control.apiserver - from.control.apiserver,
      etcd: to.control.etcd - from.control.etcd,
      serve: to.serve - from.serve,
    },
  };
}

const bulkRuns = (replicas: readonly ServeReplica[]): ServeLine[] =>
  replicas.flatMap((r) => r.lines.filter((l) => l.msg === 'synced-all'));
const keyOf = (line: ServeLine): string => (typeof line['shard'] === 'string' ? line['shard'] : '*');

/** One run: `count` replicas on a fresh repository named `prefix` (its projects `<prefix>-<i>`). */
export async function runSharding(
  options: ShardingOptions,
  count: 1 | 3,
  prefix: string,
): Promise<ShardingRun> {
  const { api, say, projects } = options;
  const leaseNamespace = `${prefix}-leases`;
  const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-shards-'));
  const replicas: ServeReplica[] = [];
  try {
    const url = configRepository(work, prefix, projects);
    if (count > 1)
      await api.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: leaseNamespace } });
    const start = await reading(api, []);
    const started = await Promise.all(
      Array.from({ length: count }, async (_, i) =>
        startServeReplica({
          identity: `${prefix}-${i}`,
          args: count > 1 ? ['--shards', String(count)] : [],
          env: {
            KUBECONFIG: options.kubeconfig,
            GITSHIFT_LISTEN: `127.0.0.1:${await freePort()}`,
            GITSHIFT_STATE_DIR: join(work, `state-${i}`),
            GITSHIFT_REPO_URL: url,
            GITSHIFT_POLL_INTERVAL: '10m',
            GITSHIFT_RESYNC_INTERVAL: `${options.resyncSeconds}s`,
            ...(count > 1
              ? { GITSHIFT_IDENTITY: `${prefix}-${i}`, GITSHIFT_LEASE_NAMESPACE: leaseNamespace }
              : {}),
          },
        }),
      ),
    );
    replicas.push(...started);
    const applied = (): number =>
      new Set(
        replicas.flatMap((r) => r.lines.filter((l) => l.msg === 'applied').map((l) => String(l['project']))),
      ).size;
    await waitFor(`every one of ${projects} projects applied`, 30 * 60_000, () =>
      applied() >= projects ? true : undefined,
    );
    const initialEnd = await reading(api, replicas);
    const initial = phase(start, initialEnd);
    say(`sharding ${count}: initial sync of ${projects} projects in ${initial.seconds.toFixed(1)} s`);

    // The no-op resync: the bulk runs after the initial sync, on serve's resync timer (started with the
    // processes, ±10% jitter). The API server is read every second around then, and the resync charged
    // with the readings on either side of its runs.
    const expected = count > 1 ? count : 1;
    const firstRuns = bulkRuns(replicas).length;
    const samples: Reading[] = [];
    const resync = await waitFor(
      'the no-op resync of every shard',
      (options.resyncSeconds * 1.2 + 300) * 1000,
      async () => {
        if (Date.now() >= start.at + options.resyncSeconds * 900 - 2_000)
          samples.push(await reading(api, replicas));
        const runs = bulkRuns(replicas).filter((l) => l.at > initialEnd.at);
        return new Set(runs.map(keyOf)).size >= expected ? runs : undefined;
      },
      1_000,
    );
    samples.push(await reading(api, replicas));
    const noopRuns = resync.map((l) => ({ key: keyOf(l), seconds: Number(l['ms']) / 1000 }));
    const changed = resync.reduce((sum, l) => sum + Number(l['changed'] ?? 0), 0);
    if (changed > 0) say(`sharding ${count}: the resync changed ${changed} objects: it was not a no-op`);
    const began = Math.min(...resync.map((l) => l.at - Number(l['ms'])));
    const before = samples.filter((r) => r.at <= began).pop() ?? samples[0] ?? initialEnd;
    const after =
      samples.find((r) => r.at >= Math.max(...resync.map((l) => l.at))) ?? samples[samples.length - 1]!;
    const slowest = Math.max(...noopRuns.map((r) => r.seconds));
    say(
      `sharding ${count}: no-op resync ${slowest.toFixed(2)} s (bulk runs: ${noopRuns.map((r) => `${r.key} ${r.seconds.toFixed(2)} s`).join(', ')}; ${firstRuns} bulk runs before it)`,
    );
    const handOvers = replicas.reduce(
      (sum, r) => sum + r.lines.filter((l) => l.msg === 'handing over a shard to even the shares').length,
      0,
    );
    const acquired = replicas.flatMap((r) =>
      r.lines.filter((l) => l.msg === 'acquired Lease' && String(l['lease']).startsWith('gitshift-shard-')),
    );
    return {
      replicas: count,
      shardsHeldSeconds:
        acquired.length === 0 ? undefined : (Math.max(...acquired.map((l) => l.at)) - start.at) / 1000,
      initial,
      noop: { ...phase(before, after), seconds: slowest },
      noopRuns,
      handOvers,
    };
  } catch (error) {
    for (const replica of replicas) say(`--- ${replica.identity} (last lines) ---\n${replica.tail(30)}`);
    throw error;
  } finally {
    await Promise.all(replicas.map((r) => r.stop('SIGTERM')));
    rmSync(work, { recursive: true, force: true });
  }
}

/** Waits (up to ten minutes) until no earlier run's namespaces are left terminating. */
export async function earlierRunsGone(api: KubeApi, say: (line: string) => void): Promise<void> {
  const earlier = async (): Promise<number> =>
    (await api.list('v1', 'Namespace', 'app.kubernetes.io/managed-by=gitshift')).filter((ns) =>
      /^bs[0-9a-z]+r[13]-/.test(ns.metadata.name),
    ).length;
  const count = await earlier();
  if (count === 0) return;
  say(`waiting for ${count} namespaces of earlier runs to be deleted`);
  const started = Date.now();
  await waitFor(
    "the earlier runs' namespaces gone",
    10 * 60_000,
    async () => ((await earlier()) === 0 ? true : undefined),
    5_000,
  );
  say(`they were gone after ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Deletes a run's namespaces and inventories. With `wait`, waits (up to ten
 * minutes) until the namespaces are gone, so the next run neither lists the
 * objects nor shares the API server with the namespace controller emptying them.
 */
export async function cleanUpSharding(
  api: KubeApi,
  prefix: string,
  say: (line: string) => void,
  wait = false,
): Promise<void> {
  const left = async () =>
    (await api.list('v1', 'Namespace', 'app.kubernetes.io/managed-by=gitshift')).filter((ns) =>
      ns.metadata.name.startsWith(`${prefix}-`),
    );
  const namespaces = await left();
  await mapBounded(namespaces, 16, (ns) => api.delete(refOf(ns)));
  await api.delete({ apiVersion: 'v1', kind: 'Namespace', name: `${prefix}-leases` });
  const inventories = await api.list('v1', 'ConfigMap', `gitshift.io/repository=${prefix}`);
  await mapBounded(inventories, 16, (map) => api.delete(refOf(map)));
  const started = Date.now();
  let waited = '';
  if (wait)
    // The namespace controller empties about 8 namespaces a second here: 3,000 take minutes.
    waited = await waitFor(
      `the namespaces of ${prefix} gone`,
      10 * 60_000,
      async () =>
        (await left()).length === 0
          ? `; they were gone ${((Date.now() - started) / 1000).toFixed(0)} s later`
          : undefined,
      5_000,
    ).catch(
      (error: unknown) =>
        `; ${(error as Error).message}: the next run shares the API server with their deletion`,
    );
  say(
    `cleaned up ${namespaces.length} namespaces of ${prefix} and ${inventories.length} inventories${waited}`,
  );
}

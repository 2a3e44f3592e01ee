/**
 * More than one replica, measured on real parts: three `gitshift serve`
 * processes (the built command) against the testbed control plane.
 *
 *   (a) failover: the leader SIGKILLed while registry pushes stream in,
 *       round-robin over the replicas; takeover time, pushes lost, pushes
 *       committed twice (replicas-failover.ts);
 *   (b) sharding: N projects on one replica, then on three with --shards 3:
 *       initial sync and no-op resync, with the API server's requests by verb
 *       and the CPU of the API server, etcd and serve (replicas-sharding.ts).
 *
 *   npm run testbed:up && npm run bench:replicas
 *   (BENCH_PROJECTS=3000, BENCH_RESYNC_SECONDS=150, BENCH_PUSHES_PER_SECOND=4;
 *    BENCH_PART=failover or sharding runs one part)
 */
import { cpus, loadavg } from 'node:os';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { formatRequests } from './replicas-apiserver.js';
import { runFailover, type FailoverResult } from './replicas-failover.js';
import {
  cleanUpSharding,
  earlierRunsGone,
  runSharding,
  type Phase,
  type ShardingRun,
} from './replicas-sharding.js';

const PROJECTS = Number(process.env['BENCH_PROJECTS'] ?? 3000);
const RESYNC_SECONDS = Number(process.env['BENCH_RESYNC_SECONDS'] ?? 150);
const PUSHES_PER_SECOND = Number(process.env['BENCH_PUSHES_PER_SECOND'] ?? 4);
const PART = process.env['BENCH_PART'] ?? 'all';
const say = (line: string): void => console.log(line);

function describePhase(name: string, run: ShardingRun, phase: Phase): string {
  const { apiserver, etcd, serve } = phase.cpu;
  const window = phase.windowSeconds;
  const share = (cpu: number): string =>
    `${cpu.toFixed(1)} s (${((100 * cpu) / window).toFixed(0)}% of a core)`;
  const used = apiserver + etcd + serve;
  return [
    `  ${name}: ${phase.seconds.toFixed(2)} s`,
    `    API server requests over ${window.toFixed(1)} s: ${formatRequests(phase.requests)}`,
    `    CPU over the same: kube-apiserver ${share(apiserver)}, etcd ${share(etcd)}, serve ×${run.replicas} ${share(serve)}`,
    `    the control plane took ${((100 * (apiserver + etcd)) / used).toFixed(0)}% of that CPU; all of it is ${((100 * used) / (window * cpus().length)).toFixed(0)}% of the machine's ${cpus().length} cores`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { kubeconfig } = testbedPaths(process.env);
  // The testbed and the machine may be shared: say how busy it was, before and after.
  const load = (): string =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  say(`load average at the start: ${load()} (${cpus().length} cores)`);
  const api = await createHttpKubeApi(kubeconfig);
  let failover: FailoverResult | undefined;
  if (PART === 'all' || PART === 'failover') {
    failover = await runFailover({
      api,
      kubeconfig,
      pushesPerSecond: PUSHES_PER_SECOND,
      beforeKillMs: 6_000,
      afterKillMs: 24_000,
      say,
    });
    say(
      `failover: Lease taken ${failover.leaseMs} ms after the SIGKILL, first write-back by the new leader ${failover.writeBackMs} ms after it; ${failover.accepted} pushes accepted, ${failover.lost} lost, ${failover.duplicated} committed twice`,
    );
  }
  const runs: ShardingRun[] = [];
  if (PART === 'all' || PART === 'sharding') {
    const stamp = Date.now().toString(36).slice(-5);
    const options = { api, kubeconfig, projects: PROJECTS, resyncSeconds: RESYNC_SECONDS, say };
    await earlierRunsGone(api, say);
    // One after the other; the first run's namespaces are gone before the second starts, so the second
    // neither lists them nor shares the API server with the namespace controller emptying them.
    for (const count of [1, 3] as const) {
      const prefix = `bs${stamp}r${count}`;
      try {
        runs.push(await runSharding(options, count, prefix));
      } finally {
        await cleanUpSharding(api, prefix, say, count === 1);
      }
    }
    for (const run of runs) {
      say(
        `${run.replicas} replica${run.replicas > 1 ? `s, --shards ${run.replicas}` : ''} (${PROJECTS} projects):`,
      );
      say(describePhase('initial sync', run, run.initial));
      say(describePhase('no-op resync (the slowest bulk run)', run, run.noop));
      if (run.replicas > 1)
        say(
          `  every shard held ${run.shardsHeldSeconds?.toFixed(1) ?? '?'} s after the start (of the initial sync's time); shard hand-overs: ${run.handOvers}`,
        );
    }
  }
  say(`load average at the end: ${load()}`);
  const seconds = (run: ShardingRun | undefined): string =>
    run === undefined ? 'n/a' : run.initial.seconds.toFixed(1);
  say(
    `replicas: takeover=${failover?.writeBackMs ?? 'n/a'}ms lost=${failover?.lost ?? 'n/a'} duplicated=${failover?.duplicated ?? 'n/a'} shards1_initial=${seconds(runs[0])}s shards3_initial=${seconds(runs[1])}s`,
  );
}

await main();

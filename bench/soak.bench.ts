/**
 * Soak (issue 17): one real `gitshift serve` (the built command) for an hour
 * under a steady stream of config pushes with GitHub deliveries, registry
 * pushes that become write-back commits, pushes to a pull request (plan
 * comments on a real Gitea) and API resyncs undoing drift, against the
 * testbed's API server. Every interval it samples serve's RSS, V8 heap in
 * use, open descriptors, child processes and CPU time, and the latencies of
 * the interval; the verdict (bench/soak-verdict.ts) fits a line over the
 * last half and compares latencies' first and last halves.
 *
 *   npx tsx testbed/cli.ts status     (the testbed must be up; this bench never starts it)
 *   npm run bench:soak                (-- --duration 5m --sample 20s for a short run; --rate 3
 *                                      for every stream 3× as often; SOAK_DURATION, SOAK_SAMPLE,
 *                                      SOAK_RATE, SOAK_PROJECTS likewise)
 *
 * Progress and a table go to stderr; the samples, one JSON object per line,
 * to the file it names (--samples FILE; default /tmp/gitshift-soak-<time>.jsonl),
 * serve's log beside it. The last line on stdout:
 * `soak: minutes=<n> samples=<n> rss_slope=<MiB/h> heap_slope=<MiB/h> fds_slope=<n/h> children_max=<n> webhook_p99=<ms>ms verdict=<pass|fail>`
 * and the exit status is 1 when the verdict fails.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import type { KubeApi } from '../src/kube/kube-api.js';
import { deleteInventories } from '../src/reconciler/inventory-store.js';
import { parseDuration } from '../src/model/duration.js';
import { freePort } from '../testbed/src/free-port.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { startRegistry, type RunningRegistry } from '../testbed/src/registry.js';
import {
  addWebhook,
  cloneUrl,
  createRepository,
  listComments,
  openPull,
  pushToGitea,
  startDeliveryReceiver,
  withGitea,
  type RunningGitea,
} from '../test/support/gitea.js';
import { git } from './bare-repository.js';
import { configFiles, projectName, writeRepository } from './pulls-config.js';
import { readProcess, type ProcessReading } from './soak-probe.js';
import { startSoakServe, type SoakServe } from './soak-serve.js';
import {
  forwardDelivery,
  runStreams,
  SoakRecord,
  type ControlName,
  type LatencyName,
  type SoakScene,
} from './soak-streams.js';
import { judgeSoak, type LatencyObservation, type SoakSample } from './soak-verdict.js';
import { percentile } from './serve-stages.js';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: process.env['SOAK_DURATION'] ?? '60m' },
    sample: { type: 'string', default: process.env['SOAK_SAMPLE'] ?? '60s' },
    projects: { type: 'string', default: process.env['SOAK_PROJECTS'] ?? '20' },
    rate: { type: 'string', default: process.env['SOAK_RATE'] ?? '1' },
    samples: { type: 'string' },
  },
});
const DURATION_MS = parseDuration(args.duration, '--duration');
const SAMPLE_MS = parseDuration(args.sample, '--sample');
const PROJECTS = Number(args.projects);
const RATE = Number(args.rate);
if (!(RATE > 0)) throw new Error('--rate takes a positive number (2: every stream twice as often)');
if (SAMPLE_MS <= 0 || DURATION_MS < SAMPLE_MS)
  throw new Error('--sample must be more than 0 and --duration at least one --sample');
if (!Number.isInteger(PROJECTS) || PROJECTS < 5)
  throw new Error('--projects takes a whole number of 5 or more');

const GITHUB_SECRET = 'soak-github-secret';
const REGISTRY_SECRET = 'soak-registry-secret';
const API_TOKEN = 'soak-api-token';
/** At --rate 1: 4 config pushes, 3 registry pushes, 1.3 PR pushes and 6 resyncs a minute. */
const PACE = {
  pushEveryMs: 15_000 / RATE,
  registryEveryMs: 20_000 / RATE,
  pullEveryMs: 45_000 / RATE,
  resyncEveryMs: 10_000 / RATE,
  controlEveryMs: 5_000,
};
const CONTROLS: readonly ControlName[] = ['apiserver', 'gitea'];
const LATENCIES: readonly LatencyName[] = [
  'webhook',
  'push→applied',
  'registry→commit',
  'pull→comment',
  'resync→applied',
];

const say = (line: string): void => void process.stderr.write(`${line}\n`);
const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const samplesFile = args.samples ?? join(tmpdir(), `gitshift-soak-${stamp}.jsonl`);
const serveLog = samplesFile.replace(/\.jsonl$/, '') + '.serve.log';

async function main(): Promise<number> {
  const kubeconfig = process.env['KUBECONFIG'] ?? testbedPaths(process.env).kubeconfig;
  const api = await createHttpKubeApi(kubeconfig);
  const prefix = `soak-${Date.now().toString(36).slice(-5)}-`;
  const work = mkdtempSync(join(tmpdir(), 'gitshift-soak-'));
  say(
    `soak: ${new Date().toISOString()}, load ${load()}; ${args.duration} sampled every ${args.sample}, rate ${RATE}, ${PROJECTS} projects (${prefix}*); samples → ${samplesFile}, serve's log → ${serveLog}`,
  );
  writeFileSync(samplesFile, '');
  try {
    return await withGitea((gitea) => soak(gitea, api, kubeconfig, prefix, work));
  } finally {
    await removeProjects(api, prefix, PROJECTS);
    rmSync(work, { recursive: true, force: true });
  }
}

async function soak(
  gitea: RunningGitea,
  api: KubeApi,
  kubeconfig: string,
  prefix: string,
  work: string,
): Promise<number> {
  const port = await freePort();
  const serveUrl = `http://127.0.0.1:${port}`;
  const imageRepository = 'soak/app';
  let registry: RunningRegistry | undefined;
  let serve: SoakServe | undefined;
  const receiver = await startDeliveryReceiver();
  try {
    registry = await startRegistry({ notify: `${serveUrl}/hooks/registry/${REGISTRY_SECRET}` });
    const repo = await createRepository(gitea, 'soak-config', { autoInit: false });
    const streamPath = `projects/${projectName(prefix, 0)}/stream.yaml`;
    const files = configFiles(prefix, PROJECTS);
    files.set(
      streamPath,
      `apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: app\nspec:\n  dockerImageRepository: ${registry.host}/${imageRepository}\n`,
    );
    const mainClone = writeRepository(join(work, 'clone'), files);
    await pushToGitea(gitea, repo, mainClone, 'HEAD:main');
    await addWebhook(gitea, repo, { url: receiver.url, secret: GITHUB_SECRET, events: ['pull_request'] });
    const secrets = (name: string, value: string): string => {
      const path = join(work, name);
      writeFileSync(path, `${value}\n`, { mode: 0o600 });
      return path;
    };
    const started = performance.now();
    serve = await startSoakServe(work, serveLog, {
      KUBECONFIG: kubeconfig,
      GITSHIFT_LISTEN: `127.0.0.1:${port}`,
      GITSHIFT_STATE_DIR: join(work, 'state'),
      GITSHIFT_REPO_URL: cloneUrl(gitea, repo),
      GITSHIFT_GIT_TOKEN_FILE: secrets('git-token', gitea.token),
      GITSHIFT_POLL_INTERVAL: '30s',
      GITSHIFT_RESYNC_INTERVAL: '5m',
      GITSHIFT_GITHUB_SECRET: GITHUB_SECRET,
      GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
      GITSHIFT_API_TOKEN_FILE: secrets('api-token', API_TOKEN),
      GITSHIFT_FORGE_KIND: 'gitea',
      GITSHIFT_FORGE_API_URL: `${gitea.url}/api/v1`,
      GITSHIFT_FORGE_TOKEN_FILE: secrets('forge-token', gitea.token),
      GITSHIFT_PUBLIC_URL: serveUrl,
    });
    const running = serve;
    await waitUntil('the initial sync of every project', () => settled(running.url), 10 * 60_000);
    say(
      `soak: serve (pid ${serve.pid}) synced ${PROJECTS} projects in ${seconds(performance.now() - started)}`,
    );

    // The pull request the pull stream pushes to, opened and planned once before the clock starts.
    const pullClone = join(work, 'pull-clone');
    git(work, 'clone', '--quiet', mainClone, pullClone);
    const pullBranch = 'soak-pr';
    git(pullClone, 'checkout', '--quiet', '-b', pullBranch);
    await pushToGitea(gitea, repo, pullClone, `HEAD:${pullBranch}`);
    const pull = await openPull(gitea, repo, { head: pullBranch, title: 'soak' });
    const opened = await receiver.next(
      (d) => (d.json as { action?: string } | undefined)?.action === 'opened',
      30_000,
    );
    const answer = await forwardDelivery(serve.url, opened);
    if (answer.status !== 202)
      throw new Error(`soak: serve answered the PR's opened delivery ${answer.status}`);
    await waitUntil(
      'the first plan comment',
      async () => {
        const comments = await listComments(gitea, repo, pull.number);
        return comments.length > 0 ? true : undefined;
      },
      60_000,
    );

    const scene: SoakScene = {
      gitea,
      repo,
      api,
      serveUrl: serve.url,
      githubSecret: GITHUB_SECRET,
      apiToken: API_TOKEN,
      registryHost: registry.host,
      imageRepository,
      streamPath,
      prefix,
      projects: PROJECTS,
      mainClone,
      pullClone,
      pullNumber: pull.number,
      pullBranch,
      receiver,
    };
    return await measure(scene, serve);
  } catch (error) {
    if (serve !== undefined) say(`--- serve's last log lines ---\n${serve.tail(40)}`);
    throw error;
  } finally {
    const code = await serve?.stop();
    if (code !== undefined && code !== 0) say(`soak: serve exited with ${code} on SIGTERM`);
    await receiver.stop();
    await registry?.stop();
  }
}

/** Runs the streams for the duration, sampling; prints the table, the verdict and the summary line. */
async function measure(scene: SoakScene, serve: SoakServe): Promise<number> {
  const start = performance.now();
  const record = new SoakRecord(start, say);
  const stop = new AbortController();
  const streams = runStreams(scene, PACE, record, stop.signal);
  const samples: SoakSample[] = [];
  const seen = new Map<string, number>();
  let lastCpu = (await readProcess(serve.pid, `${serve.url}/metrics`)).cpuSeconds;
  let lastAt = start;
  say(
    'min     rss MiB  anon MiB  heap MiB  fds  children  cpu %  webhook p50/p99 ms  push→applied p99  registry→commit p99  pull→comment p99  resync→applied p99  apiserver / gitea p99  errors  load',
  );
  for (let next = start + SAMPLE_MS; next <= start + DURATION_MS + 1; next += SAMPLE_MS) {
    await sleep(Math.max(0, next - performance.now()));
    if (serve.exited) {
      record.errors.push(`serve exited during the soak:\n${serve.tail(20)}`);
      break;
    }
    const now = performance.now();
    const reading = await readProcess(serve.pid, `${serve.url}/metrics`);
    const interval = Object.fromEntries(
      LATENCIES.map((name) => [name, sinceLastSample(record.latencies[name], seen, name)]),
    ) as Record<LatencyName, IntervalFigures>;
    const environment = Object.fromEntries(
      CONTROLS.map((name) => [name, sinceLastSample(record.controls[name], seen, name)]),
    ) as Record<ControlName, IntervalFigures>;
    const cpuPercent = (100 * (reading.cpuSeconds - lastCpu)) / ((now - lastAt) / 1000);
    lastCpu = reading.cpuSeconds;
    lastAt = now;
    const sample: SoakSample = {
      at: now - start,
      rssMiB: reading.rssMiB,
      anonMiB: reading.anonMiB,
      heapMiB: reading.heapMiB,
      fds: reading.fds,
      children: reading.children,
    };
    samples.push(sample);
    appendFileSync(
      samplesFile,
      `${JSON.stringify({ time: new Date().toISOString(), minute: round((now - start) / 60_000, 2), ...roundReading(reading), cpuPercent: round(cpuPercent, 1), load: load(), latencies: interval, environment, errors: record.errors.length })}\n`,
    );
    say(row(sample, reading, cpuPercent, { ...interval, ...environment }, record.errors.length));
  }
  stop.abort();
  await streams;
  const problems = [...serve.problems].map(([key, count]) => `${key} ×${count}`);
  if (problems.length > 0)
    say(`soak: serve logged warnings/errors (level event ×count): ${problems.join(', ')}`);
  const verdict = judgeSoak({
    samples,
    latencies: record.latencies,
    controls: record.controls,
    errors: record.errors,
  });
  for (const figure of verdict.drift)
    say(
      `  ${figure.latency}: p99 first half ${round(figure.firstP99)} ms, last half ${round(figure.lastP99)} ms (the environment ${round(figure.environment, 2)}× slower)`,
    );
  for (const figure of verdict.growth)
    say(
      `  ${figure.series}: ${round(figure.perHour, 2)}/h over the last half (${Number.isFinite(figure.limitPerHour) ? `limit ${round(figure.limitPerHour, 1)}/h` : 'reported, not judged'}), scatter ${round(figure.scatter, 2)}`,
    );
  for (const reason of verdict.reasons) console.log(`soak: FAIL ${reason}`);
  const slope = (series: string): string =>
    round(verdict.growth.find((g) => g.series === series)?.perHour ?? NaN, 1).toString();
  const webhooks = record.latencies.webhook.map((o) => o.ms);
  console.log(
    `soak: minutes=${round((samples.at(-1)?.at ?? 0) / 60_000, 1)} samples=${samples.length} rss_slope=${slope('rss')} heap_slope=${slope('heap')} fds_slope=${slope('fds')} children_max=${Math.max(0, ...samples.map((s) => s.children))} webhook_p99=${Math.round(percentile(webhooks, 99))}ms verdict=${verdict.pass ? 'pass' : 'fail'}`,
  );
  return verdict.pass ? 0 : 1;
}

interface IntervalFigures {
  readonly count: number;
  readonly p50: number;
  readonly p99: number;
}

/** The observations since the last sample (`seen` keeps where each list was), as count, p50 and p99. */
function sinceLastSample(
  all: readonly LatencyObservation[],
  seen: Map<string, number>,
  name: string,
): IntervalFigures {
  const fresh = all.slice(seen.get(name) ?? 0).map((o) => o.ms);
  seen.set(name, all.length);
  return { count: fresh.length, p50: round(percentile(fresh, 50)), p99: round(percentile(fresh, 99)) };
}

function row(
  sample: SoakSample,
  reading: ProcessReading,
  cpuPercent: number,
  interval: Record<LatencyName | ControlName, IntervalFigures>,
  errors: number,
): string {
  const p99 = (name: LatencyName | ControlName): string =>
    interval[name].count === 0 ? '-' : `${interval[name].p99} (${interval[name].count})`;
  return [
    (sample.at / 60_000).toFixed(1).padStart(5),
    sample.rssMiB.toFixed(1).padStart(9),
    sample.anonMiB.toFixed(1).padStart(9),
    sample.heapMiB.toFixed(1).padStart(9),
    String(sample.fds).padStart(4),
    `${sample.children}${reading.zombies > 0 ? `/${reading.zombies}Z` : ''}`.padStart(9),
    cpuPercent.toFixed(1).padStart(6),
    `${interval.webhook.count === 0 ? '-' : `${interval.webhook.p50}/${interval.webhook.p99}`}`.padStart(19),
    p99('push→applied').padStart(17),
    p99('registry→commit').padStart(20),
    p99('pull→comment').padStart(17),
    p99('resync→applied').padStart(19),
    `${p99('apiserver')} / ${p99('gitea')}`.padStart(20),
    String(errors).padStart(7),
    ` ${load()}`,
  ].join(' ');
}

function roundReading(reading: ProcessReading): Record<string, number> {
  return {
    rssMiB: round(reading.rssMiB, 2),
    anonMiB: round(reading.anonMiB, 2),
    heapMiB: round(reading.heapMiB, 2),
    heapTotalMiB: round(reading.heapTotalMiB, 2),
    externalMiB: round(reading.externalMiB, 2),
    fds: reading.fds,
    children: reading.children,
    zombies: reading.zombies,
    cpuSeconds: round(reading.cpuSeconds, 2),
  };
}

async function settled(url: string): Promise<true | undefined> {
  const status = (await (await fetch(`${url}/status`)).json()) as {
    projects: { project: string; state: string; runs: number }[];
  };
  const all = status.projects.find((p) => p.project === '*');
  return all !== undefined && all.runs > 0 && status.projects.every((p) => p.state === 'idle')
    ? true
    : undefined;
}

async function waitUntil(
  what: string,
  check: () => Promise<true | undefined>,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while ((await check().catch(() => undefined)) === undefined) {
    if (performance.now() > deadline) throw new Error(`soak: no ${what} within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** The soak's namespaces and gitshift's inventories of them, deleted in the background. */
async function removeProjects(api: KubeApi, prefix: string, count: number): Promise<void> {
  const names = Array.from({ length: count }, (_, i) => projectName(prefix, i));
  await Promise.all([
    ...names.map((name) => api.delete({ apiVersion: 'v1', kind: 'Namespace', name })),
    deleteInventories(
      api,
      names.map((project) => ({ project })),
    ),
  ]);
}

function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

process.exitCode = await main();

/**
 * Builds (issue 14) on real parts: the testbed's real node, a real
 * `gitshift serve` building with buildah on this machine (local executor),
 * the real node's registry, git remotes on disk.
 *
 *   npx tsx testbed/cli.ts status     (must say "real node: … Ready"; the bench never starts the testbed)
 *   npm run bench:builds              (BENCH_RUNS=5 BENCH_REBUILDS=3 BENCH_PUSHES=20 to change the counts)
 *
 * 1. vs bare buildah: gitshift's Docker-strategy build of a small app, from
 *    the start-build request to the record's Complete (source fetch,
 *    Dockerfile rewrite, bud, push, digest read back, write-back commit),
 *    against bare `buildah bud` + `buildah push` of the same context run
 *    directly (vfs, chroot, fresh storage), interleaved, medians. Both with
 *    no layer cache: the serve of this stage runs with `builds.cache: false`.
 *    A third contender, bare buildah with `--layers` as gitshift's bud runs,
 *    shows what that flag costs on vfs. Where gitshift's time goes is read
 *    from its build log, followed and stamped line by line.
 * 2. A one-line change rebuilt with the layer cache (`builds.cache: true`,
 *    the cache in `<output>-build-cache`) and without (`builds.cache:
 *    false`): an app whose Dockerfile has a slow deterministic RUN before the
 *    changed COPY; medians, interleaved.
 * 3. push → new pod Ready: one-line changes pushed to the app's source, each
 *    a signed GitHub delivery to serve (cache on, the default), timed until a
 *    pod of the DeploymentConfig running the new digest is Ready on the real
 *    node; p50 and p99.
 *
 * Last line:
 * `builds: vs_buildah=<x>x cached_rebuild=<s>s uncached_rebuild=<s>s push_to_ready_p50=<ms>ms push_to_ready_p99=<ms>ms`
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBuilds } from '../test/support/builds.js';
import { commitFiles } from '../test/support/git-sandbox.js';
import { eventually } from '../test/support/testbed.js';
import { bareBuildahBuild, type BareBuild } from './builds-buildah.js';
import { waitForReadyPod } from './builds-rollout.js';
import {
  followBuild,
  lineAt,
  pushToSource,
  requireReadyRealNode,
  startBuild,
  withBuildsScene,
  type BenchApp,
  type BuildsScene,
  type StampedLine,
  type TimedBuild,
} from './builds-scene.js';
import { percentile } from './serve-stages.js';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const REBUILDS = Number(process.env['BENCH_REBUILDS'] ?? 3);
const PUSHES = Number(process.env['BENCH_PUSHES'] ?? 20);
/** Lets serve's reconcile of the previous write-back commit and buildah's exit settle before the next timing. */
const SETTLE_MS = 2000;

/** A small app: busybox httpd serving three files, one RUN step. */
function smallApp(busybox: string, message: string): Record<string, string> {
  return {
    Dockerfile: [
      `FROM ${busybox}`,
      'COPY index.html /www/index.html',
      'COPY about.html /www/about.html',
      'COPY style.css /www/style.css',
      'RUN cat /www/index.html /www/about.html > /www/all.html && wc -c /www/all.html',
      'EXPOSE 8080',
      'CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]',
      '',
    ].join('\n'),
    'index.html': `${message}\n`,
    'about.html': '<p>about this bench</p>\n',
    'style.css': 'body { font-family: sans-serif; }\n',
  };
}

/** The same, with deterministic CPU work and a few MB written before the COPY a one-line change touches. */
function slowApp(busybox: string, message: string): Record<string, string> {
  return {
    Dockerfile: [
      `FROM ${busybox}`,
      'RUN i=0; while [ $i -lt 3000000 ]; do i=$((i+1)); done; mkdir -p /opt && seq 1 600000 > /opt/numbers.txt && echo counted $i',
      'COPY index.html /www/index.html',
      'EXPOSE 8080',
      'CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]',
      '',
    ].join('\n'),
    'index.html': `${message}\n`,
  };
}

const median = (values: readonly number[]): number => percentile(values, 50);
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Where one gitshift build's time went, from its stamped log. */
interface BuildStages {
  readonly total: number;
  /** Request → the runner's first line (queue, record Pending). */
  readonly queue: number;
  readonly fetch: number;
  /** Fetched → bud starts: the Dockerfile rewrite, the record Running, the executor's storage. */
  readonly prepare: number;
  readonly bud: number;
  readonly push: number;
  /** The digest read back from the registry. */
  readonly digest: number;
  readonly writeBack: number;
  /** Write-back commit → the record's completionTimestamp. */
  readonly finish: number;
  readonly steps: number;
  /**
   * From OpenShift's ENV that gitshift appended (then its LABEL) to the end of bud: what those two
   * instructions cost. 0 since gitshift sets them with `bud --env/--label` instead (no instructions).
   */
  readonly appended: number;
}

function buildStages(build: TimedBuild): BuildStages {
  const { lines } = build;
  const fetching = lineAt(lines, /^--> fetching /, 'the fetch');
  const fetched = lineAt(lines, /^--> commit [0-9a-f]+/, 'the fetched commit');
  const bud = lineAt(lines, /^--> gitshift step: build/, 'bud');
  const push = lineAt(lines, /^--> gitshift step: push/, 'push');
  const pushedIndex = lines.findIndex((l) => /^--> pushed /.test(l.text));
  const pushed = lines[pushedIndex]?.at ?? NaN;
  // The last line buildah push printed: the end of the push, before the digest is read back.
  const pushEnd = lines[pushedIndex - 1]?.at ?? pushed;
  const committed = lineAt(lines, /^--> committed sha256:/, 'the write-back commit');
  return {
    total: build.completedAt - build.requestedAt,
    queue: fetching - build.requestedAt,
    fetch: fetched - fetching,
    prepare: bud - fetched,
    bud: push - bud,
    push: pushEnd - push,
    digest: pushed - pushEnd,
    writeBack: committed - pushed,
    finish: build.completedAt - committed,
    steps: countSteps(lines),
    appended: appendedMs(lines, push),
  };
}

/** Time from an appended `ENV "OPENSHIFT_BUILD_NAME"` step to the push; 0 when there is no such step. */
function appendedMs(lines: readonly StampedLine[], push: number): number {
  const env = lines.find((line) => /^STEP \d+\/\d+: ENV "OPENSHIFT_BUILD_NAME"/.test(line.text));
  return env === undefined ? 0 : push - env.at;
}

function countSteps(lines: readonly StampedLine[]): number {
  return lines.filter((l) => /^STEP \d+\/\d+: /.test(l.text)).length;
}

/** Time from bud's start to its second STEP line: the base image pulled into fresh storage. */
function pullMs(lines: readonly StampedLine[], start: number): number {
  const second = lines.filter((l) => /^STEP \d+\/\d+: /.test(l.text))[1];
  return second === undefined ? NaN : second.at - start;
}

/** The app's source at `commit`, checked out into a fresh directory (the bare peer's context). */
function checkout(app: BenchApp, commit: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-bench-context-'));
  execFileSync('sh', ['-c', `git --git-dir="${app.source.remote}" archive ${commit} | tar -x -C "${dir}"`]);
  return dir;
}

async function gitshiftBuild(scene: BuildsScene, app: BenchApp, commit: string): Promise<TimedBuild> {
  const { name, requestedAt } = await startBuild(scene, app, commit);
  return followBuild(scene, app, name, requestedAt);
}

async function bareBuild(
  scene: BuildsScene,
  app: BenchApp,
  commit: string,
  variant: { readonly repository: string; readonly layers: boolean; readonly dockerfile?: string },
): Promise<BareBuild> {
  const context = checkout(app, commit);
  try {
    if (variant.dockerfile !== undefined) writeFileSync(join(context, 'Dockerfile'), variant.dockerfile);
    return await bareBuildahBuild({
      contextDir: context,
      output: `${scene.node.registry}/${app.project}/${variant.repository}:latest`,
      insecureRegistry: scene.node.registry,
      layers: variant.layers,
    });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/**
 * The Dockerfile gitshift built, read back from the STEP lines of its log
 * (buildah prints each instruction whole, continuations joined): the app's
 * own with OpenShift's ENV and LABEL added at the end.
 */
function dockerfileFromSteps(lines: readonly StampedLine[]): string {
  const steps = lines.flatMap((l) => /^STEP \d+\/\d+: (.*)$/.exec(l.text)?.[1] ?? []);
  if (steps.length === 0) throw new Error('the build log has no STEP lines');
  return `${steps.join('\n')}\n`;
}

interface VsBuildah {
  readonly gitshiftMs: number;
  readonly bareMs: number;
  readonly ratio: number;
}

type Contender = 'gitshift' | 'gitshift-cache' | 'bare' | 'bare-layers' | 'bare-rewritten';

const CONTENDERS: readonly Contender[] = [
  'gitshift',
  'bare',
  'gitshift-cache',
  'bare-layers',
  'bare-rewritten',
];

const LABELS: Record<Contender, string> = {
  gitshift: 'gitshift (builds.cache: false)',
  'gitshift-cache': 'gitshift (builds.cache: true, the default)',
  bare: 'bare buildah bud + push (the peer)',
  'bare-layers': 'bare buildah bud --layers + push',
  'bare-rewritten': "bare buildah bud + push of gitshift's rewritten Dockerfile",
};

/**
 * Stage 1. The figure is gitshift with the cache off against the peer (no
 * cache on either side). Diagnostics in the same runs: gitshift with the
 * cache on; bare buildah with `--layers`, as gitshift's bud always runs; and
 * bare buildah without `--layers` on the Dockerfile gitshift wrote (its
 * ENV and LABEL added), which is what gitshift's bud would cost without
 * that flag.
 */
async function stageVsBuildah(uncached: BuildsScene, cached: BuildsScene): Promise<VsBuildah> {
  const app = uncached.apps['small'];
  const cachedApp = cached.apps['small'];
  if (app === undefined || cachedApp === undefined) throw new Error('no small app');
  console.log(
    `[1/3] vs bare buildah: small app, ${RUNS} runs of each contender, interleaved (order rotated each run)`,
  );
  // Warm-up, not counted: the registry repositories appear, the page cache holds buildah.
  const warm = commitFiles(app.source, { 'index.html': 'warm-up\n' }, 'warm-up');
  const warmCached = commitFiles(cachedApp.source, { 'index.html': 'warm-up\n' }, 'warm-up');
  const rewritten = dockerfileFromSteps((await gitshiftBuild(uncached, app, warm)).lines);
  await gitshiftBuild(cached, cachedApp, warmCached);
  await bareBuild(uncached, app, warm, { repository: 'bare', layers: false });
  const gitshift: Record<'gitshift' | 'gitshift-cache', BuildStages[]> = {
    gitshift: [],
    'gitshift-cache': [],
  };
  const bare: Record<'bare' | 'bare-layers' | 'bare-rewritten', BareBuild[]> = {
    bare: [],
    'bare-layers': [],
    'bare-rewritten': [],
  };
  for (let run = 1; run <= RUNS; run++) {
    const change = { 'index.html': `run ${run}\n` };
    const commit = commitFiles(app.source, change, `run ${run}`);
    const cachedCommit = commitFiles(cachedApp.source, change, `run ${run}`);
    // Rotate who goes first, so that a drift of the machine's load falls on all.
    const order = CONTENDERS.map((_, i) => CONTENDERS[(i + run) % CONTENDERS.length] as Contender);
    for (const who of order) {
      await sleep(SETTLE_MS);
      if (who === 'gitshift' || who === 'gitshift-cache') {
        const build =
          who === 'gitshift'
            ? await gitshiftBuild(uncached, app, commit)
            : await gitshiftBuild(cached, cachedApp, cachedCommit);
        const stages = buildStages(build);
        gitshift[who].push(stages);
        const bud = lineAt(build.lines, /^--> gitshift step: build/, 'bud');
        console.log(
          `  run ${run} ${LABELS[who]} ${seconds(stages.total)}: queue ${stages.queue} ms, fetch ${stages.fetch} ms, prepare ${stages.prepare} ms, bud ${stages.bud} ms (${stages.steps} steps, base pull ${pullMs(build.lines, bud)} ms, appended ENV+LABEL ${stages.appended} ms), push ${stages.push} ms, digest ${stages.digest} ms, write-back ${stages.writeBack} ms, finish ${stages.finish} ms`,
        );
      } else {
        const result = await bareBuild(uncached, app, commit, {
          repository: who,
          layers: who === 'bare-layers',
          ...(who === 'bare-rewritten' ? { dockerfile: rewritten } : {}),
        });
        bare[who].push(result);
        const start = result.lines[0]?.at ?? 0;
        console.log(
          `  run ${run} ${LABELS[who]} ${seconds(result.totalMs)}: bud ${result.budMs} ms (${countSteps(result.lines)} steps, base pull ${pullMs(result.lines, start)} ms), push ${result.pushMs} ms`,
        );
      }
    }
  }
  const bareMs = median(bare.bare.map((b) => b.totalMs));
  for (const who of ['bare', 'bare-layers', 'bare-rewritten'] as const) {
    const total = median(bare[who].map((b) => b.totalMs));
    console.log(
      `  median ${LABELS[who]}: ${seconds(total)} (bud ${median(bare[who].map((b) => b.budMs))} ms, push ${median(bare[who].map((b) => b.pushMs))} ms), ${(total / bareMs).toFixed(2)}x the peer`,
    );
  }
  for (const who of ['gitshift', 'gitshift-cache'] as const) {
    const part = (key: keyof BuildStages): string => `${key} ${median(gitshift[who].map((s) => s[key]))} ms`;
    const total = median(gitshift[who].map((s) => s.total));
    console.log(
      `  median ${LABELS[who]}: ${seconds(total)}, ${(total / bareMs).toFixed(2)}x the peer; stages: ${(['queue', 'fetch', 'prepare', 'bud', 'appended', 'push', 'digest', 'writeBack', 'finish'] as const).map(part).join(', ')}`,
    );
  }
  const gitshiftMs = median(gitshift.gitshift.map((s) => s.total));
  // What gitshift (cache off) would take with a bud as fast as the rewritten Dockerfile's without --layers.
  const outsideBud = median(gitshift.gitshift.map((s) => s.total - s.bud));
  const projected = outsideBud + median(bare['bare-rewritten'].map((b) => b.budMs));
  console.log(
    `  gitshift outside bud (median): ${outsideBud} ms; with bud run without --layers it would take about ${seconds(projected)}, ${(projected / bareMs).toFixed(2)}x the peer`,
  );
  const ratio = gitshiftMs / bareMs;
  console.log(`  vs bare buildah: ${ratio.toFixed(2)}x (target ≤ 1.15x)`);
  return { gitshiftMs, bareMs, ratio };
}

async function stageRebuilds(
  cached: BuildsScene,
  uncached: BuildsScene,
): Promise<{ cachedMs: number; uncachedMs: number }> {
  const sides = [
    { name: 'cached', scene: cached, app: cached.apps['slow'] },
    { name: 'uncached', scene: uncached, app: uncached.apps['slow'] },
  ];
  console.log(`[2/3] one-line change rebuilt, layer cache on vs off: ${REBUILDS} rebuilds each, interleaved`);
  const times: Record<string, number[]> = { cached: [], uncached: [] };
  // The first build of each fills the cache repository (cache on); not counted.
  for (const { name, scene, app } of sides) {
    if (app === undefined) throw new Error('no slow app');
    const first = await gitshiftBuild(scene, app, headOf(app));
    console.log(`  first build (${name}): ${seconds(first.completedAt - first.requestedAt)}`);
  }
  for (let run = 1; run <= REBUILDS; run++) {
    const order = run % 2 === 0 ? sides : [...sides].reverse();
    for (const { name, scene, app } of order) {
      if (app === undefined) throw new Error('no slow app');
      await sleep(SETTLE_MS);
      const commit = commitFiles(app.source, { 'index.html': `change ${run}\n` }, `change ${run}`);
      const build = await gitshiftBuild(scene, app, commit);
      const stages = buildStages(build);
      times[name]?.push(stages.total);
      console.log(
        `  rebuild ${run} ${name}: ${seconds(stages.total)} (bud ${stages.bud} ms, push ${stages.push} ms)`,
      );
    }
  }
  const cachedMs = median(times['cached'] ?? []);
  const uncachedMs = median(times['uncached'] ?? []);
  console.log(`  medians: cached ${seconds(cachedMs)}, uncached ${seconds(uncachedMs)}`);
  return { cachedMs, uncachedMs };
}

function headOf(app: BenchApp): string {
  return execFileSync('git', ['--git-dir', app.source.remote, 'rev-parse', 'main'], {
    encoding: 'utf8',
  }).trim();
}

async function stagePushToReady(scene: BuildsScene): Promise<number[]> {
  const app = scene.apps['push'];
  if (app === undefined) throw new Error('no push app');
  console.log(`[3/3] push → new pod Ready on the real node: ${PUSHES} pushes, each a signed GitHub delivery`);
  const push = async (label: string) => {
    const { commit, requestedAt } = await pushToSource(scene, app, { 'index.html': `${label}\n` }, label);
    const name = await eventually(`the build of ${commit.slice(0, 12)}`, async () => {
      const builds = await listBuilds(scene.serve.url, app.project);
      return builds.find((b) => b.spec.revision?.commit === commit)?.name;
    });
    const build = await followBuild(scene, app, name, requestedAt);
    const digest = build.record.status.outputDigest ?? '';
    const image = `${scene.node.registry}/${app.project}/app@${digest}`;
    const rollout = await waitForReadyPod(scene.kubeConfig, app.project, image);
    return { build, rollout, requestedAt };
  };
  // The first rollout creates the Deployment and its first pod; not counted.
  const first = await push('warm-up');
  console.log(
    `  warm-up: pod Ready ${seconds(first.rollout.readyAt - first.requestedAt)} after the delivery`,
  );
  const totals: number[] = [];
  const segments: Record<'build' | 'deployment' | 'pod' | 'ready', number[]> = {
    build: [],
    deployment: [],
    pod: [],
    ready: [],
  };
  for (let n = 1; n <= PUSHES; n++) {
    await sleep(SETTLE_MS);
    const { build, rollout, requestedAt } = await push(`push ${n}`);
    const total = rollout.readyAt - requestedAt;
    totals.push(total);
    segments.build.push(build.completedAt - requestedAt);
    segments.deployment.push(rollout.deploymentAt - build.completedAt);
    segments.pod.push(rollout.podSeenAt - rollout.deploymentAt);
    segments.ready.push(rollout.readyAt - rollout.podSeenAt);
    console.log(
      `  push ${n}: ${total} ms (build Complete ${build.completedAt - requestedAt} ms, Deployment updated +${rollout.deploymentAt - build.completedAt} ms, pod seen +${rollout.podSeenAt - rollout.deploymentAt} ms, Ready +${rollout.readyAt - rollout.podSeenAt} ms)`,
    );
  }
  console.log(
    `  medians: delivery → build Complete ${median(segments.build)} ms, → Deployment updated +${median(segments.deployment)} ms, → pod seen +${median(segments.pod)} ms, → Ready +${median(segments.ready)} ms (polled every 100 ms)`,
  );
  console.log(`  p50 ${percentile(totals, 50)} ms, p99 ${percentile(totals, 99)} ms (target p50 ≤ 15000 ms)`);
  return totals;
}

async function main(): Promise<void> {
  // Fails with how to start the testbed when it is down or has no real node: this bench never skips.
  const node = await requireReadyRealNode();
  const cpu = execFileSync('sh', ['-c', "grep -m1 'model name' /proc/cpuinfo | cut -d: -f2"], {
    encoding: 'utf8',
  }).trim();
  const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  console.log(
    `builds bench: ${new Date().toISOString()}, ${cpu}, load ${load()}; real node ${node.name}, registry ${node.registry}`,
  );
  const busybox = node.images.busybox;
  const figures = await withBuildsScene(
    {
      name: 'bcache',
      cache: true,
      apps: {
        small: { files: smallApp(busybox, 'first'), deployment: false },
        slow: { files: slowApp(busybox, 'first'), deployment: false },
        push: { files: smallApp(busybox, 'first'), deployment: true },
      },
    },
    (cached) =>
      withBuildsScene(
        {
          name: 'bplain',
          cache: false,
          apps: {
            small: { files: smallApp(busybox, 'first'), deployment: false },
            slow: { files: slowApp(busybox, 'first'), deployment: false },
          },
        },
        async (uncached) => {
          const vs = await stageVsBuildah(uncached, cached);
          console.log(`  load ${load()}`);
          const rebuilds = await stageRebuilds(cached, uncached);
          console.log(`  load ${load()}`);
          const pushes = await stagePushToReady(cached);
          console.log(`  load ${load()}`);
          return { vs, rebuilds, pushes };
        },
      ),
  );
  console.log(
    `builds: vs_buildah=${figures.vs.ratio.toFixed(2)}x cached_rebuild=${(figures.rebuilds.cachedMs / 1000).toFixed(1)}s uncached_rebuild=${(figures.rebuilds.uncachedMs / 1000).toFixed(1)}s push_to_ready_p50=${Math.round(percentile(figures.pushes, 50))}ms push_to_ready_p99=${Math.round(percentile(figures.pushes, 99))}ms`,
  );
}

await main();

/**
 * Webhooks: signed 25 KB GitHub push deliveries against /hooks/github, as
 * many as the receiver takes. The receiver (createWebhookHandler on a node:http
 * server, replay ids made durable with fdatasync, events handed to a sink)
 * runs in this process; the load generator runs in a child process of its
 * own (raw keep-alive sockets, several connections, each sending its next
 * delivery when the previous one is answered), so each has its own core.
 * Side by side, the same load against @octokit/webhooks' own node middleware
 * (verify + parse + emit, nothing recorded) as the peer, and against a bare
 * node:http server that reads the body and answers (the floor of this machine).
 *
 *   npm run bench:webhooks          (BENCH_SECONDS=10 BENCH_CONNECTIONS=16 to change the load)
 *
 * Target: ≥ 10,000 accepted/s with p99 ≤ 20 ms. Rate limits are off here:
 * all deliveries come from one address, which the default GitHub limit
 * (200/s, burst 1000) would cut first.
 *
 * gitshift is measured twice: with nothing else running (its ratio to the
 * peer, like for like, alternately with the peer in BENCH_GITHUB_ROUNDS rounds,
 * default 3, whose medians are compared), then — the target's condition, and the final line's
 * figures — against a real `gitshift serve` at BENCH_SYNC_RATE deliveries a
 * second (default 100, under serve's default per-address limit of 200/s)
 * while serve itself syncs a repository of BENCH_SYNC_PROJECTS projects
 * (default 200) for the first time: the intake shares serve's event loop
 * with loading, rendering and planning. Then bench/serve-stages.ts measures, against a real
 * `gitshift serve`, push → object updated in the API server in a repository
 * of BENCH_PROJECTS projects (default 1,000) and registry push → tag commit
 * (BENCH_SAMPLES each, default 30), beside BENCH_BURNERS (default 1) processes
 * spinning on a core each, so that they run at a load of about 3. The bench
 * starts the testbed afresh, empty, before its first stage and again before
 * push → apply, and leaves it so: the namespaces a stage deletes at its end
 * keep the namespace controller busy for minutes, on the cores every stage
 * needs. The npm script builds dist/ first. BENCH_STAGES=github runs the GitHub stage alone;
 * BENCH_STAGES=during-sync only the deliveries to a serve while it syncs
 * (BENCH_SLOW=1 also lists its deliveries over 20 ms, when they were sent).
 * Ends with one line:
 * `webhooks: github_rps=<n> github_p99=<ms>ms push_to_apply_p50=<ms>ms push_to_apply_p99=<ms>ms registry_to_commit_p99=<ms>ms vs_peer=<x>x`
 * (vs_peer: gitshift's accepted/s with nothing else running divided by the peer's).
 */
import { fork, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createNodeMiddleware, Webhooks } from '@octokit/webhooks';
import { createWebhookHandler, RECOMMENDED_SERVER_OPTIONS } from '../src/webhooks/index.js';
import { REPO_DIR } from '../testbed/src/paths.js';
import { freshControlPlane } from './fresh-testbed.js';
import { percentile, runServeStages, serveIntakeDuringSync } from './serve-stages.js';

const SECRET = 'bench-secret';
/** Rounds of the peer and gitshift alone, alternately; their medians give vs_peer. */
const GITHUB_ROUNDS = Number(process.env['BENCH_GITHUB_ROUNDS'] ?? 3);
/** What a freshly started testbed writes for a few seconds, and what each stage waits to be quiet. */
const TESTBED_RESOURCES = ['namespaces', 'configmaps', 'deployments', 'services', 'events'];
const PAYLOAD_BYTES = 25 * 1024;

/** Every figure of the final line; a stage that did not run leaves its figure out. */
export interface WebhookFigures {
  readonly githubRps: number;
  readonly githubP99Ms: number;
  readonly pushToApplyP50Ms: number;
  readonly pushToApplyP99Ms: number;
  readonly registryToCommitP99Ms: number;
  /** gitshift's accepted/s alone divided by the peer's, measured in the same run. */
  readonly vsPeer: number;
}

/** The one closing line, `n/a` for what was not measured. */
export function webhooksLine(figures: Partial<WebhookFigures>): string {
  const ms = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value)}ms`);
  const rps = figures.githubRps === undefined ? 'n/a' : String(Math.round(figures.githubRps));
  return (
    `webhooks: github_rps=${rps} github_p99=${ms(figures.githubP99Ms)} ` +
    `push_to_apply_p50=${ms(figures.pushToApplyP50Ms)} push_to_apply_p99=${ms(figures.pushToApplyP99Ms)} ` +
    `registry_to_commit_p99=${ms(figures.registryToCommitP99Ms)} ` +
    `vs_peer=${figures.vsPeer === undefined ? 'n/a' : `${figures.vsPeer.toFixed(2)}x`}`
  );
}

export interface LoadOptions {
  /** Keep-alive connections, each with one delivery in flight. Default: 16. */
  readonly connections?: number;
  /** Not counted: lets the JIT and the socket buffers settle. Default: 1,000. */
  readonly warmupMs?: number;
  /** Counted. Default: 8,000. */
  readonly durationMs?: number;
  /**
   * Deliveries a second, spread over the connections on a fixed schedule,
   * latency counted from when each was due (a stalled receiver is charged
   * for the wait). Default: none, each connection sends its next delivery
   * as soon as the last is answered (as many as the receiver takes).
   */
  readonly ratePerSecond?: number;
}

export interface LoadResult {
  /** 202 answers per second in the counted window. */
  readonly acceptedPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  readonly accepted: number;
  /** Deliveries answered after more than 20 ms: when each was sent (ms after the load started) and its ms. */
  readonly slow: readonly (readonly [number, number])[];
  /** Answers other than 202 (any would be a bug here: every delivery is new and valid). */
  readonly other: Readonly<Record<string, number>>;
  /** CPU time of the receiving process per answered delivery, warm-up included: the cost a busy machine cannot hide. */
  readonly serverCpuUsPerDelivery: number;
}

export interface GitHubStageOptions extends LoadOptions {
  /** Runs while the load runs (serve's bench adds a sync here); awaited before the stage ends. */
  readonly concurrently?: () => Promise<unknown>;
}

/** The receiver as serve runs it, on a loopback server; the load from a child process. */
export async function benchGitHubDeliveries(options: GitHubStageOptions = {}): Promise<LoadResult> {
  const stateDir = mkdtempSync(join(tmpdir(), 'gitshift-bench-webhooks-'));
  let received = 0;
  const handler = createWebhookHandler({
    sink: { accept: () => void (received += 1) },
    stateDir,
    githubSecret: SECRET,
    rateLimits: { github: false },
  });
  try {
    const result = await withServer(handler.handle, async (port) => {
      const background = options.concurrently?.();
      const load = await runLoad(port, options);
      await background;
      return load;
    });
    if (received < result.accepted)
      throw new Error(`the sink received ${received} events for ${result.accepted} accepted deliveries`);
    return result;
  } finally {
    await handler.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

/** The peer: @octokit/webhooks' node middleware verifying, parsing and emitting each delivery. */
export async function benchOctokitMiddleware(options: LoadOptions = {}): Promise<LoadResult> {
  const webhooks = new Webhooks({ secret: SECRET });
  webhooks.onAny(() => undefined);
  // The middleware answers 200 where gitshift answers 202; the load counts both as accepted.
  const middleware = createNodeMiddleware(webhooks, { path: '/hooks/github' });
  return withServer(
    (req, res) => void middleware(req, res),
    (port) => runLoad(port, options),
  );
}

/** The floor: node:http reading each body and answering 202, no signature, no parse, nothing recorded. */
export function benchBareHttpFloor(options: LoadOptions = {}): Promise<LoadResult> {
  const listener: RequestListener = (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(202, { 'content-type': 'application/json', 'content-length': '2' });
      res.end('{}');
    });
  };
  return withServer(listener, (port) => runLoad(port, options));
}

async function withServer<T extends Omit<LoadResult, 'serverCpuUsPerDelivery'>>(
  listener: RequestListener,
  body: (port: number) => Promise<T>,
): Promise<T & { serverCpuUsPerDelivery: number }> {
  let answered = 0;
  const counted: RequestListener = (req, res) => {
    res.once('finish', () => (answered += 1));
    listener(req, res);
  };
  const server: Server = createServer(RECOMMENDED_SERVER_OPTIONS, counted);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const cpu = process.cpuUsage();
    const result = await body((server.address() as AddressInfo).port);
    const used = process.cpuUsage(cpu);
    return { ...result, serverCpuUsPerDelivery: (used.user + used.system) / Math.max(1, answered) };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

interface LoadJob {
  readonly connections: number;
  readonly warmupMs: number;
  readonly durationMs: number;
  readonly ratePerSecond: number | undefined;
}

/** What the load generator is told, and answers, over its IPC channel. */
type ToLoadGenerator = { readonly port: number };
type FromLoadGenerator = { readonly ready: true } | Omit<LoadResult, 'serverCpuUsPerDelivery'>;

/** A load generator started and warmed up, waiting to be pointed at a port. */
export interface PreparedLoad {
  start(port: number): Promise<Omit<LoadResult, 'serverCpuUsPerDelivery'>>;
}

export function runLoad(
  port: number,
  options: LoadOptions,
): Promise<Omit<LoadResult, 'serverCpuUsPerDelivery'>> {
  return prepareLoad(options).then((load) => load.start(port));
}

/**
 * Starts the load generator's process and waits until it has loaded and built
 * its payload: its start-up (tsx compiling the bench's modules, about 1 s of
 * CPU) is not the receiver's, and started beside a serve that was starting
 * too it took cores from it.
 */
export async function prepareLoad(options: LoadOptions): Promise<PreparedLoad> {
  const job: LoadJob = {
    ratePerSecond: options.ratePerSecond,
    connections: options.connections ?? Number(process.env['BENCH_CONNECTIONS'] ?? 16),
    warmupMs: options.warmupMs ?? 1000,
    durationMs: options.durationMs ?? Number(process.env['BENCH_SECONDS'] ?? 8) * 1000,
  };
  // A session of its own (setsid): the load stands for GitHub, which never shares serve's scheduling.
  // With the kernel's autogroups (sched_autogroup_enabled) a child shares its parent's session, and
  // with it the share of the 2 cores that serve, started by the same bench, gets.
  const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify(job)], {
    execArgv: ['--import', 'tsx'],
    detached: true,
  });
  const answer = (): Promise<FromLoadGenerator> =>
    new Promise((resolve, reject) => {
      const exited = (code: number | null): void =>
        reject(new Error(`the load generator exited with ${code}`));
      child.once('exit', exited);
      child.once('error', reject);
      child.once('message', (message) => {
        child.off('exit', exited);
        child.off('error', reject);
        resolve(message as FromLoadGenerator);
      });
    });
  await answer();
  return {
    async start(port) {
      const result = answer();
      child.send({ port } satisfies ToLoadGenerator);
      const message = await result;
      if ('ready' in message) throw new Error('the load generator answered ready twice');
      return message;
    },
  };
}

/** A real push payload from @octokit/webhooks-examples, padded to 25 KB with more commits. */
function deliveryBody(): Buffer {
  const examples = createRequire(import.meta.url)('@octokit/webhooks-examples') as {
    name: string;
    examples: Record<string, unknown>[];
  }[];
  const push = examples
    .find((d) => d.name === 'push')
    ?.examples.find((p) => Array.isArray(p['commits']) && p['commits'].length > 0);
  if (push === undefined) throw new Error('@octokit/webhooks-examples has no push example with commits');
  const commit = (push['commits'] as Record<string, unknown>[])[0] ?? {};
  const commits: unknown[] = [];
  let body = JSON.stringify(push);
  for (let i = 0; Buffer.byteLength(body) < PAYLOAD_BYTES; i++) {
    commits.push({
      ...commit,
      id: createHmac('sha1', 'x').update(String(i)).digest('hex'),
      modified: [`projects/p${i}/app.yaml`],
    });
    body = JSON.stringify({ ...push, commits });
  }
  return Buffer.from(body);
}

/**
 * The load generator (in its own process): each connection sends a delivery
 * with a fresh X-GitHub-Delivery, waits for the whole answer, and sends the
 * next. Latency is from the first byte written to the last byte read.
 */
async function runAsLoadGenerator(job: LoadJob): Promise<void> {
  const body = deliveryBody();
  const signature = `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
  const { port } = await new Promise<ToLoadGenerator>((resolve) => {
    process.once('message', (message) => resolve(message as ToLoadGenerator));
    process.send?.({ ready: true } satisfies FromLoadGenerator);
  });
  const head = (id: string) =>
    Buffer.from(
      `POST /hooks/github HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: GitHub-Hookshot/bench\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\nX-GitHub-Event: push\r\n` +
        `X-GitHub-Delivery: ${id}\r\nX-Hub-Signature-256: ${signature}\r\n\r\n`,
    );
  const latencies: number[] = [];
  /** Deliveries over 20 ms: when they were sent (ms from the start) and how long they took. */
  const slow: [number, number][] = [];
  const other: Record<string, number> = {};
  let accepted = 0;
  // Set once every connection is open: connecting is not a delivery, and counted from a start taken
  // before it, the first deliveries were due before they could be sent (up to 100 ms at serve's start).
  let start = 0;
  let countFrom = 0;
  let stopAt = 0;

  // Paced: connection k's deliveries are due every `connections` intervals, from k intervals after the start.
  const interval = job.ratePerSecond === undefined ? 0 : 1000 / job.ratePerSecond;
  const drive = (socket: Socket, k: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let sentAt = 0;
      let due = start + k * interval;
      let pending: Buffer = Buffer.alloc(0);
      const send = (): void => {
        const now = performance.now();
        if (now >= stopAt) {
          socket.end();
          resolve();
          return;
        }
        if (interval > 0 && now < due) {
          setTimeout(send, due - now);
          return;
        }
        // A paced delivery's latency runs from when it was due, however late it could go.
        sentAt = interval > 0 ? due : now;
        due += interval * job.connections;
        socket.cork();
        socket.write(head(randomUUID()));
        socket.write(body);
        socket.uncork();
      };
      socket.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
        const end = pending.indexOf('\r\n\r\n');
        if (end === -1) return;
        const header = pending.subarray(0, end).toString('latin1');
        const length = Number(/content-length: *(\d+)/i.exec(header)?.[1] ?? 0);
        if (pending.length < end + 4 + length) return;
        pending = pending.subarray(end + 4 + length);
        const now = performance.now();
        const status = header.slice(9, 12);
        if (sentAt >= countFrom && now <= stopAt) {
          latencies.push(now - sentAt);
          if (now - sentAt > 20) slow.push([Math.round(sentAt - start), Math.round(now - sentAt)]);
          if (status === '202' || status === '200') accepted += 1;
          else other[status] = (other[status] ?? 0) + 1;
        }
        send();
      });
      socket.on('error', reject);
      send();
    });

  const sockets = await Promise.all(
    Array.from(
      { length: job.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
          socket.setNoDelay(true);
          socket.once('error', reject);
        }),
    ),
  );
  start = performance.now();
  countFrom = start + job.warmupMs;
  stopAt = countFrom + job.durationMs;
  await Promise.all(sockets.map((socket, k) => drive(socket, k)));
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  const result: Omit<LoadResult, 'serverCpuUsPerDelivery'> = {
    acceptedPerSecond: accepted / (job.durationMs / 1000),
    p50Ms: at(50),
    p99Ms: at(99),
    maxMs: latencies[latencies.length - 1] ?? 0,
    accepted,
    other,
    slow,
  };
  process.send?.(result satisfies FromLoadGenerator);
}

function describe(
  name: string,
  result: Omit<LoadResult, 'serverCpuUsPerDelivery'> & { serverCpuUsPerDelivery?: number },
): string {
  const other = Object.entries(result.other).map(([status, n]) => `${status}×${n}`);
  return (
    `${name}: ${Math.round(result.acceptedPerSecond)} accepted/s, p50 ${result.p50Ms.toFixed(2)} ms, ` +
    `p99 ${result.p99Ms.toFixed(2)} ms, max ${result.maxMs.toFixed(1)} ms` +
    (result.serverCpuUsPerDelivery === undefined
      ? ''
      : `, server CPU ${Math.round(result.serverCpuUsPerDelivery)} µs/delivery`) +
    (other.length === 0 ? '' : `, other answers: ${other.join(' ')}`)
  );
}

/** The run of median throughput (the upper one of an even count). */
function medianRun<T extends { readonly acceptedPerSecond: number }>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => a.acceptedPerSecond - b.acceptedPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('no runs to take a median of');
  return middle;
}

/** The target's condition: deliveries to a real serve while it syncs, on the event loop they share. */
async function intakeDuringSync(kubeconfig: string): Promise<Omit<LoadResult, 'serverCpuUsPerDelivery'>> {
  const syncProjects = Number(process.env['BENCH_SYNC_PROJECTS'] ?? 200);
  const rate = Number(process.env['BENCH_SYNC_RATE'] ?? 100);
  // Ready before serve starts, so that what is timed from serve's start is serve's.
  const load = await prepareLoad({ ratePerSecond: rate, warmupMs: 0 });
  const during = await serveIntakeDuringSync({
    kubeconfig,
    projects: syncProjects,
    githubSecret: SECRET,
    load: (port) => load.start(port),
  });
  console.log(
    describe(
      `gitshift serve's /hooks/github at ${rate}/s while serve itself synced ${syncProjects} projects (${during.syncSeconds.toFixed(1)} s from start to every project synced)`,
      during.result,
    ),
  );
  if (process.env['BENCH_SLOW'] === '1')
    console.log(`deliveries over 20 ms, [sent ms from the start, ms]: ${JSON.stringify(during.result.slow)}`);
  return during.result;
}

async function main(): Promise<void> {
  const kubeconfig = process.env['KUBECONFIG'] ?? join(REPO_DIR, '.testbed', 'kubeconfig');
  const onlyGitHub = process.env['BENCH_STAGES'] === 'github';
  if (process.env['BENCH_STAGES'] === 'during-sync') {
    await freshControlPlane('serve syncing while deliveries come', { resources: TESTBED_RESOURCES });
    await intakeDuringSync(kubeconfig);
    return;
  }
  // A testbed still deleting what ran before would take cores from every stage, the first ones included.
  await freshControlPlane('the intake stages and serve syncing while deliveries come', {
    resources: TESTBED_RESOURCES,
  });
  const body = deliveryBody();
  console.log(`GitHub push deliveries of ${body.length} bytes, signed; load from a child process`);
  const floor = await benchBareHttpFloor();
  console.log(describe('floor: node:http reading the body and answering 202, nothing else', floor));
  // Like for like against the peer first: same load, nothing else running, alternately in
  // GITHUB_ROUNDS rounds, whose medians are compared (one run of either moves by 10–20 % here).
  const peers: LoadResult[] = [];
  const quiets: LoadResult[] = [];
  for (let round = 1; round <= GITHUB_ROUNDS; round++) {
    const peerRun = await benchOctokitMiddleware();
    console.log(
      describe(`peer: @octokit/webhooks node middleware (no replay store), round ${round}`, peerRun),
    );
    peers.push(peerRun);
    const quietRun = await benchGitHubDeliveries();
    console.log(
      describe(
        `gitshift /hooks/github (fdatasync per batch, sink), nothing else running, round ${round}`,
        quietRun,
      ),
    );
    quiets.push(quietRun);
  }
  const peer = medianRun(peers);
  const quiet = medianRun(quiets);
  const vsPeer = quiet.acceptedPerSecond / peer.acceptedPerSecond;
  console.log(
    `vs peer: ${vsPeer.toFixed(2)}x (medians of ${GITHUB_ROUNDS} rounds: ${Math.round(quiet.acceptedPerSecond)}/s vs ${Math.round(peer.acceptedPerSecond)}/s)`,
  );
  if (onlyGitHub) {
    console.log(webhooksLine({ githubRps: quiet.acceptedPerSecond, githubP99Ms: quiet.p99Ms, vsPeer }));
    return;
  }
  const github = await intakeDuringSync(kubeconfig);
  // Each serve stage on a fresh testbed: the one before leaves the namespace controller deleting its namespaces.

  await freshControlPlane('push → apply and registry → commit', { resources: TESTBED_RESOURCES });
  const samples = Number(process.env['BENCH_SAMPLES'] ?? 30);
  // A fixed background load, so that push → apply is measured at a reproducible load (about 3 on
  // 2 cores, with serve, the API server and etcd): BENCH_BURNERS processes that each spin on a core.
  const burners = Array.from({ length: Number(process.env['BENCH_BURNERS'] ?? 1) }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  const stages = await runServeStages({
    kubeconfig,
    projects: Number(process.env['BENCH_PROJECTS'] ?? 1000),
    pushSamples: samples,
    registrySamples: samples,
    say: (line) => console.log(line),
  }).finally(() => {
    for (const burner of burners) burner.kill('SIGKILL');
  });
  console.log(
    `serve stages ran beside ${burners.length} CPU burner(s); load average at their end ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ms = (values: readonly number[], p: number): string => `${percentile(values, p).toFixed(0)} ms`;
  console.log(
    `serve: push → apply p50 ${ms(stages.pushToApply, 50)}, p99 ${ms(stages.pushToApply, 99)} (n=${stages.pushToApply.length}); registry → commit p50 ${ms(stages.registryToCommit, 50)}, p99 ${ms(stages.registryToCommit, 99)} (n=${stages.registryToCommit.length})`,
  );
  // The testbed is left running and empty, not deleting the stages' namespaces for minutes.
  await freshControlPlane('whoever comes next', { resources: TESTBED_RESOURCES });
  console.log(
    webhooksLine({
      githubRps: github.acceptedPerSecond,
      githubP99Ms: github.p99Ms,
      pushToApplyP50Ms: percentile(stages.pushToApply, 50),
      pushToApplyP99Ms: percentile(stages.pushToApply, 99),
      registryToCommitP99Ms: percentile(stages.registryToCommit, 99),
      vsPeer,
    }),
  );
}

const [mode, job] = process.argv.slice(2);
if (mode === '--load' && job !== undefined) await runAsLoadGenerator(JSON.parse(job) as LoadJob);
else if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

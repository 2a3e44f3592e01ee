/**
 * bench:containers (issue 18): serve's containers API on real parts — a
 * real Keystone (a domain, a project, a user with `member` on it), a config
 * repository, `gitshift serve` reconciling it and the testbed's real node
 * running the pods (test/support/containers-scene.ts, as the e2e tests).
 *
 * 1. --containers containers (default 20) created one after another with the
 *    member's project-scoped Keystone token, each running `echo <n>`: the
 *    time from the POST until the exit status is known and GET …/logs holds
 *    the line, with the stages on the way as a client polling every 50 ms
 *    sees them; then each deleted and pruned.
 * 2. --requests requests (default 200 each) whose credential serve judges,
 *    interleaved: an API token, a Keystone token with the cache warm, and on
 *    a second serve whose gitshift.yaml says `tokenCacheTtl: 0s` (nothing
 *    cached: a revoked token is refused at the next request, checked) a
 *    project-scoped and an unscoped Keystone token; and Keystone's own
 *    validation call, timed from here. The request is a create whose body is
 *    not JSON (400 once let in): reads are open (api.anonymousRead) and
 *    judge no token.
 *
 *   npx tsx testbed/cli.ts status   (the real node must be up; this bench never starts it)
 *   npm run bench:containers        (-- --containers 5 --requests 50; BENCH_CONTAINERS,
 *                                    BENCH_TOKEN_REQUESTS likewise)
 *
 * Progress on stderr; the tables and the last line on stdout:
 * `containers: create_to_output_p50=<ms>ms create_to_output_p99=<ms>ms token_check_p50=<ms>ms`
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createKeystoneClient, type ServiceUser } from '../src/identity/keystone-client.js';
import { validateKeystoneToken } from '../src/identity/keystone-tokens.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { status } from '../testbed/src/status.js';
import { withContainersScene, type ContainersScene } from '../test/support/containers-scene.js';
import {
  keystoneSettingsYaml,
  serviceUserFiles,
  withKeystone,
  type KeystoneAdmin,
} from '../test/support/keystone.js';
import { SETTINGS, yaml } from '../test/support/repo.js';
import {
  runContainer,
  STAGES,
  timeCalls,
  timeInterleaved,
  type Call,
  type ContainerTimeline,
  type Stage,
} from './containers-timing.js';
import { percentile } from './serve-stages.js';

const { values: args } = parseArgs({
  options: {
    containers: { type: 'string', default: process.env['BENCH_CONTAINERS'] ?? '20' },
    requests: { type: 'string', default: process.env['BENCH_TOKEN_REQUESTS'] ?? '200' },
  },
});
const CONTAINERS = Number(args.containers);
const REQUESTS = Number(args.requests);
if (!Number.isInteger(CONTAINERS) || CONTAINERS < 1)
  throw new Error('--containers takes a whole number of 1 or more');
if (!Number.isInteger(REQUESTS) || REQUESTS < 10)
  throw new Error('--requests takes a whole number of 10 or more');

const DOMAIN = 'gitshift-bench';
const KEYSTONE_PROJECT = 'bench';
const USER = 'bench-member';
const PASSWORD = 'a-long-enough-password';
const POLL_MS = 50;
const WARMUP = 10;
/** Every write of the bench passes: the rate limit is not what is measured. */
const NO_RATE_LIMIT = { perSecond: 1000, burst: 100_000 };
const API_TOKEN = 'API token (Bearer)';
const WARM = 'Keystone token, cache warm';
const API_TOKEN_OFF = 'API token (Bearer), on the cache-off serve';
const OFF_SCOPED = 'Keystone token, cache off, project-scoped';
const OFF_UNSCOPED = 'Keystone token, cache off, unscoped';
const VALIDATE_ALONE = "Keystone's GET /v3/auth/tokens alone, from here";
const USER_ALONE = "Keystone's GET /v3/users/<id> alone, from here";

const say = (line: string): void => void process.stderr.write(`${line}\n`);
const load = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const ms = (value: number, digits = 0): string => value.toFixed(digits);
const signed = (value: number): string => `${value >= 0 ? '+' : ''}${ms(value, 2)}`;

/** The testbed's own word that its real node is up; anything else stops the bench saying so. */
async function requireRealNodeUp(): Promise<void> {
  const lines = await status(testbedPaths(process.env));
  const node = lines.find((line) => line.trim().startsWith('real node:'));
  if (node?.includes('up and Ready') !== true)
    throw new Error(
      `bench:containers runs pods on the testbed's real node, and testbed status says: ${node?.trim() ?? lines.join('; ')}. Start it with 'npx tsx testbed/cli.ts up --real-node'.`,
    );
}

interface TokenFigures {
  /** Milliseconds per request, by kind of credential. */
  readonly times: Record<string, number[]>;
  /** The kind each kind's overhead is measured against (same serve, same rounds). */
  readonly baseline: Record<string, string>;
}

async function main(): Promise<void> {
  await requireRealNodeUp();
  say(
    `containers: ${new Date().toISOString()}, load ${load()}; ${CONTAINERS} containers, ${REQUESTS} requests per credential`,
  );
  await withKeystone(async (ks) => {
    const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-containers-'));
    try {
      const userId = await keystoneScene(ks);
      const service = serviceUserFiles(ks.keystone, work);
      const settings = serviceSettings(ks, service);
      const timelines: ContainerTimeline[] = [];
      const tokens: TokenFigures = { times: {}, baseline: {} };
      await withContainersScene(
        { settings: settings('10m'), projectManifest, rateLimit: NO_RATE_LIMIT },
        async (scene) => {
          const member = as(scene, { 'x-auth-token': await memberToken(ks, true) });
          say(`containers: serve ${scene.serve.url}, project ${scene.project}, Keystone ${ks.keystone.url}`);
          timelines.push(...(await createToOutput(scene, member)));
          say(`containers: timing ${REQUESTS} judged requests with each credential, cache warm`);
          Object.assign(
            tokens.times,
            await timeInterleaved(
              { [API_TOKEN]: judged(scene, bearer(scene)), [WARM]: judged(scene, member) },
              { rounds: REQUESTS, warmup: WARMUP, expected: 400 },
            ),
          );
          tokens.baseline[WARM] = API_TOKEN;
        },
      );
      say('containers: a second serve with keystone.tokenCacheTtl: 0s (nothing cached)');
      await withContainersScene(
        { settings: settings('0s'), projectManifest, rateLimit: NO_RATE_LIMIT },
        async (scene) => {
          const scoped = await memberToken(ks, true);
          const unscoped = as(scene, { 'x-auth-token': await memberToken(ks, false) });
          Object.assign(
            tokens.times,
            await timeInterleaved(
              {
                [API_TOKEN_OFF]: judged(scene, bearer(scene)),
                [OFF_SCOPED]: judged(scene, as(scene, { 'x-auth-token': scoped })),
                [OFF_UNSCOPED]: judged(scene, unscoped),
              },
              { rounds: REQUESTS, warmup: WARMUP, expected: 400 },
            ),
          );
          tokens.baseline[OFF_SCOPED] = API_TOKEN_OFF;
          tokens.baseline[OFF_UNSCOPED] = API_TOKEN_OFF;
          await revokedAtOnce(ks, scene, scoped);
          const client = createKeystoneClient({ url: ks.keystone.url, serviceUser: service });
          const fresh = await memberToken(ks, true);
          tokens.times[VALIDATE_ALONE] = await timeCalls(
            async () => {
              const verdict = await validateKeystoneToken(client, fresh);
              if (!verdict.valid) throw new Error(`Keystone refused the member's token: ${verdict.reason}`);
            },
            { rounds: REQUESTS, warmup: WARMUP },
          );
          // The other call a judgement without a cache makes: the user, for the commit's author.
          tokens.times[USER_ALONE] = await timeCalls(
            async () => {
              const answer = await client.get(`/users/${userId}`);
              if (answer.status !== 200) throw new Error(`Keystone GET /v3/users: ${answer.status}`);
            },
            { rounds: REQUESTS, warmup: WARMUP },
          );
        },
      );
      report(timelines, tokens);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}

/** The Keystone side: a domain, a project in it, and a user with `member` on the project (its id returned). */
async function keystoneScene(ks: KeystoneAdmin): Promise<string> {
  const domainId = await ks.createDomain(DOMAIN);
  const projectId = await ks.createProject(domainId, KEYSTONE_PROJECT);
  const userId = await ks.createUser(domainId, USER, PASSWORD);
  await ks.assignRole({ role: 'member', projectId, userId });
  return userId;
}

/** The member's token: scoped to the Keystone project (as OpenStack's clients ask for one), or unscoped. */
async function memberToken(ks: KeystoneAdmin, scoped: boolean): Promise<string> {
  const project = scoped ? { project: { name: KEYSTONE_PROJECT, domain: DOMAIN } } : {};
  return (await ks.issueToken({ user: USER, password: PASSWORD, domain: DOMAIN, ...project })).token;
}

/** gitshift.yaml with the Keystone, given the token cache's ttl. */
function serviceSettings(ks: KeystoneAdmin, user: ServiceUser): (tokenCacheTtl: string) => string {
  return (tokenCacheTtl) =>
    `${SETTINGS}${keystoneSettingsYaml(ks.keystone, {
      domain: DOMAIN,
      tokenCacheTtl,
      serviceUser: user,
      // The follow's own commit would land among the timed creates.
      followInterval: '0s',
    })}`;
}

const projectManifest = (project: string): string => yaml`
  apiVersion: project.openshift.io/v1
  kind: Project
  metadata:
    name: ${project}
  spec:
    keystone:
      project: ${KEYSTONE_PROJECT}
`;

/** Calls to the scene's serve with these credentials (and a JSON content type when there is a body). */
function as(scene: ContainersScene, credentials: Record<string, string>): Call {
  return (method, path, body) =>
    scene.call(method, path, body, {
      ...credentials,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    });
}

/** The containers created one after another, each followed to its output; then deleted and pruned. */
async function createToOutput(scene: ContainersScene, member: Call): Promise<ContainerTimeline[]> {
  const timelines: ContainerTimeline[] = [];
  for (let n = 1; n <= CONTAINERS; n++) {
    const timeline = await runContainer({
      call: member,
      base: scene.base,
      name: `echo-${n}`,
      image: scene.node.images.busybox,
      line: String(n),
      pollMs: POLL_MS,
      timeoutMs: 120_000,
    });
    timelines.push(timeline);
    const notFound =
      timeline.notFound === 0 ? '' : ` (${timeline.notFound} inspects answered 404 after the 202)`;
    say(`  ${timeline.name}: ${STAGES.map((s) => `${s} ${ms(timeline.at[s])}`).join(', ')} ms${notFound}`);
  }
  await deleteAll(scene, member, timelines);
  return timelines;
}

/**
 * A request whose credential serve must judge, and nothing else worth
 * timing: a create whose body is not JSON, refused 400 once the caller was
 * let in (edit) and before anything is read from the cluster or committed.
 * Reads would not do: the scene's serve has api.anonymousRead on (the
 * default), and then a GET is answered without looking at any token.
 */
function judged(scene: ContainersScene, call: Call): () => Promise<Response> {
  return () => call('POST', scene.base, '{');
}

function bearer(scene: ContainersScene): Call {
  return as(scene, { authorization: `Bearer ${scene.token}` });
}

/** The proof that nothing was cached: a token revoked in Keystone is refused by the very next request. */
async function revokedAtOnce(ks: KeystoneAdmin, scene: ContainersScene, token: string): Promise<void> {
  await ks.revokeToken(token);
  const response = await judged(scene, as(scene, { 'x-auth-token': token }))();
  if (response.status !== 401)
    throw new Error(
      `the cache-off serve took a revoked token (${response.status} ${await response.text()}): its token cache is not off`,
    );
  say('containers: the cache-off serve refused a revoked token at the next request (401)');
}

/** Each container deleted (a commit each), then waited for until the reconciler has pruned every Job. */
async function deleteAll(
  scene: ContainersScene,
  member: Call,
  timelines: readonly ContainerTimeline[],
): Promise<void> {
  const started = Date.now();
  for (const { name } of timelines) {
    const response = await member('DELETE', `${scene.base}/${name}`);
    if (response.status !== 202)
      throw new Error(`delete ${name}: ${response.status} ${await response.text()}`);
  }
  for (;;) {
    const list = await member('GET', scene.base);
    const { items } = (await list.json()) as { items: { name: string; state: string }[] };
    if (items.length === 0) break;
    if (Date.now() - started > 120_000)
      throw new Error(
        `containers not pruned 120 s after their deletes: ${items.map((i) => `${i.name}:${i.state}`).join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  say(`containers: ${timelines.length} deleted and pruned in ${Date.now() - started} ms`);
}

const STAGE_NAMES: Record<Stage, string> = {
  committed: 'POST answered 202 (the commit on the remote)',
  applied: 'Job in the cluster (serve fetched, applied)',
  podCreated: 'pod created (Job controller)',
  ended: 'exit status known (pod ran on the node)',
  output: 'output read (GET …/logs)',
};

function report(timelines: readonly ContainerTimeline[], tokens: TokenFigures): void {
  const failed = timelines.filter((t) => t.exitCode !== 0).map((t) => `${t.name}: ${t.exitCode}`);
  if (failed.length > 0) throw new Error(`containers that did not exit 0: ${failed.join(', ')}`);
  const out = (line: string): void => console.log(line);
  out(
    `\ncreate → output, ${timelines.length} containers one after another, ms (stamped by a client polling every ${POLL_MS} ms)`,
  );
  out(
    `${'stage'.padEnd(48)} ${'stage p50'.padStart(9)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}`,
  );
  STAGES.forEach((stage, i) => {
    const since = timelines.map((t) => t.at[stage]);
    const previous = STAGES[i - 1];
    const step = timelines.map((t) => t.at[stage] - (previous === undefined ? 0 : t.at[previous]));
    out(
      `${STAGE_NAMES[stage].padEnd(48)} ${ms(percentile(step, 50)).padStart(9)} ${ms(percentile(since, 50)).padStart(7)} ${ms(percentile(since, 99)).padStart(7)} ${ms(Math.max(...since)).padStart(7)}`,
    );
  });
  out(
    `\ntoken check: POST …/containers judged (edit), then refused 400 (body not JSON); ${REQUESTS} requests each, interleaved, ms`,
  );
  out(`${'credential'.padEnd(52)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'overhead p50'.padStart(13)}`);
  /** The p50 of what a request with `kind` took over the `baseline` one of the same round. */
  const pairedP50 = (kind: string, baseline: string): number => {
    const base = tokens.times[baseline] ?? [];
    return percentile(
      (tokens.times[kind] ?? []).map((t, i) => t - (base[i] ?? Number.NaN)),
      50,
    );
  };
  for (const [kind, times] of Object.entries(tokens.times)) {
    const baseline = tokens.baseline[kind];
    const overhead = baseline === undefined ? '' : signed(pairedP50(kind, baseline));
    out(
      `${kind.padEnd(52)} ${ms(percentile(times, 50), 1).padStart(7)} ${ms(percentile(times, 99), 1).padStart(7)} ${overhead.padStart(13)}`,
    );
  }
  const notFound = timelines.filter((t) => t.notFound > 0);
  out(
    `inspects answered 404 after a create's 202: ${notFound.reduce((n, t) => n + t.notFound, 0)}, for ${notFound.length} of ${timelines.length} containers`,
  );
  const totals = timelines.map((t) => t.at.output);
  const tokenCheck = pairedP50(WARM, API_TOKEN);
  say(`containers: load ${load()}`);
  out(
    `\ntoken_check_p50: a Keystone token's check per request with the cache warm, over an API token's in the same round on the same serve, p50 of those differences (a hash and a map lookup: within noise when near 0): ${signed(tokenCheck)} ms`,
  );
  out(
    `containers: create_to_output_p50=${ms(percentile(totals, 50))}ms create_to_output_p99=${ms(percentile(totals, 99))}ms token_check_p50=${ms(tokenCheck, 2)}ms`,
  );
}

await main();

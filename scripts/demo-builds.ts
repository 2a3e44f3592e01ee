/**
 * The builds stage of `npm run demo`: a `git push` becomes a running new
 * version, every stage timed from the push, on real parts only. An
 * application's source repository and a config repository (bare git
 * remotes made here), `gitshift serve` as a person runs it (bin/gitshift.js,
 * local builds with buildah on this machine), the testbed's control plane
 * (KUBECONFIG) and its real node, which pulls from its own registry and runs
 * the pods. A person edits the page and pushes; GitHub's signed `push`
 * delivery reaches serve; the build, the image, the tag commit, the rollout
 * and the new pod's answer are shown as they happen. Twice, so the second,
 * cached build can be compared with the first. Expects `npm run build` done
 * and the testbed up with its real node.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BuildRecord } from '../src/buildplan/build-record.js';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import type { KubeApi, LiveObject } from '../src/kube/kube-api.js';
import { deleteInventory } from '../src/reconciler/inventory-store.js';
import { postPush, pushDelivery } from '../test/support/builds.js';
import { requireRealNode, type RealNode } from '../test/support/real-node.js';
import { freePort } from '../testbed/src/free-port.js';

/** Unique per run: the testbed is shared and its registry keeps repositories (and build caches) for good. */
const PROJECT = `hello-${randomBytes(3).toString('hex')}`;
const VERSIONS = ['version 1', 'version 2', 'version 3'] as const;
const STAGES = [
  'webhook answered',
  'build created',
  'build Running',
  'image built',
  'image pushed',
  'tag commit in Git',
  'Deployment updated',
  'new pod Ready',
  'pod answers',
] as const;
type Stage = (typeof STAGES)[number];

interface Deployment extends LiveObject {
  spec?: { template?: { spec?: { containers?: { image: string }[] } } };
}
interface Pod extends LiveObject {
  spec?: { containers?: { image: string }[] };
  status?: { podIP?: string; conditions?: { type: string; status: string }[] };
}

/** What one push measured: milliseconds from the push to each stage, and the build's own duration. */
interface Round {
  readonly label: string;
  readonly stages: Map<Stage, number>;
  buildMs?: number;
  /** The Dockerfile's RUN step, timed from the streamed log. */
  runStepMs?: number;
  cachedSteps?: number;
}

/** What the rounds share: where things are and how to reach them. */
interface Scene {
  readonly node: RealNode;
  readonly api: KubeApi;
  readonly serveUrl: string;
  readonly tokenFile: string;
  readonly githubSecret: string;
  readonly sourceRemote: string;
  readonly sourceClone: string;
  readonly configRemote: string;
}

const say = (text: string): void => console.log(text);
const indent = (text: string, by = '    '): string => text.replace(/^(?=.)/gm, by);
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const AUTHOR = ['-c', 'user.name=Ada Demo', '-c', 'user.email=ada@example.com'];

/** Ctrl-C (or a SIGTERM) ends the waiting, so the finally blocks take down what was started. */
const interrupted = new AbortController();

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 180_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    interrupted.signal.throwIfAborted();
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`demo: gave up after ${timeoutMs / 1000} s waiting for ${what}`);
    // An interrupted sleep ends with the interruption's own reason, not a bare AbortError.
    await sleep(50, undefined, { signal: interrupted.signal }).catch(() =>
      interrupted.signal.throwIfAborted(),
    );
  }
}

/** The application: a page served by busybox httpd, after a slow step that changes rarely. */
function appFiles(busybox: string, message: string): Record<string, string> {
  return {
    Dockerfile: [
      `FROM ${busybox}`,
      '# The slow step, which changes rarely, so later builds take it from the layer',
      '# cache (where a real application installs its dependencies): the primes',
      '# below 3,000,000, which the site serves at /primes.txt.',
      "RUN mkdir -p /www && seq 2 3000000 | factor | awk 'NF == 2 { print $2 }' > /www/primes.txt",
      'COPY index.html /www/index.html',
      'USER 1001',
      'EXPOSE 8080',
      'CMD ["httpd", "-f", "-p", "8080", "-h", "/www"]',
      '',
    ].join('\n'),
    'index.html': `${message}\n`,
  };
}

/** The config repository: an ImageStream, a BuildConfig writing to it, a DeploymentConfig following it. */
function configFiles(node: RealNode, sourceUrl: string): Record<string, string> {
  const tolerations = node.tolerations
    .map(
      (t) =>
        `        - key: ${t.key ?? ''}\n          operator: ${t.operator ?? ''}\n          effect: ${t.effect ?? ''}`,
    )
    .join('\n');
  const nodeSelector = Object.entries(node.nodeSelector)
    .map(([key, value]) => `        ${key}: ${JSON.stringify(value)}`)
    .join('\n');
  const app = `# Built from the application's source on each push to main; the digest of
# every build lands in status.tags below by a write-back commit.
apiVersion: image.openshift.io/v1
kind: ImageStream
metadata:
  name: app
spec:
  dockerImageRepository: ${node.registry}/${PROJECT}/app
---
apiVersion: build.openshift.io/v1
kind: BuildConfig
metadata:
  name: app
spec:
  source:
    git:
      uri: ${sourceUrl}
      ref: main
  strategy:
    type: Docker
  output:
    to:
      kind: ImageStreamTag
      name: app:latest
  triggers:
    - type: GitHub
      github:
        secret: set-in-the-webhook-url-shape-only
---
# Rolls out on the real node whenever app:latest moves.
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata:
  name: app
spec:
  replicas: 1
  selector:
    app: app
  triggers:
    - type: ImageChange
      imageChangeParams:
        automatic: true
        containerNames: [app]
        from:
          kind: ImageStreamTag
          name: app:latest
  template:
    metadata:
      labels:
        app: app
    spec:
      terminationGracePeriodSeconds: 0
      nodeSelector:
${nodeSelector}
      tolerations:
${tolerations}
      containers:
        - name: app
          image: " "
          ports:
            - containerPort: 8080
`;
  return {
    'gitshift.yaml':
      'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nname: builds-demo\nrouterSuffix: apps.example.test\n',
    [`projects/${PROJECT}/project.yaml`]: `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${PROJECT}\n`,
    [`projects/${PROJECT}/app.yaml`]: app,
  };
}

/** A bare remote with `files` as its first commit on main; returns the working clone. */
function seedRepository(work: string, name: string, files: Record<string, string>, message: string): string {
  const remote = join(work, `${name}.git`);
  git(work, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const clone = join(work, name);
  git(work, 'init', '--quiet', '--initial-branch=main', clone);
  for (const [path, text] of Object.entries(files)) {
    execFileSync('mkdir', ['-p', join(clone, path, '..')]);
    writeFileSync(join(clone, path), text);
  }
  git(clone, 'add', '--all');
  git(clone, ...AUTHOR, 'commit', '--quiet', '-m', message);
  git(clone, 'remote', 'add', 'origin', `file://${remote}`);
  git(clone, 'push', '--quiet', 'origin', 'main');
  return clone;
}

/** Copies serve's JSON log lines into `sink`; warnings and errors are also shown as they come. */
function collectLog(stream: NodeJS.ReadableStream | null, sink: string[]): void {
  let partial = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      sink.push(line);
      const entry = parseLogLine(line);
      if (entry !== undefined && entry.level >= 40)
        say(`    serve ${entry.level >= 50 ? 'ERROR' : 'WARN'} | ${entry.msg}`);
    }
  });
}

function parseLogLine(line: string): { level: number; msg: string } | undefined {
  try {
    const parsed = JSON.parse(line) as { level?: unknown; msg?: unknown };
    return typeof parsed.level === 'number' ? { level: parsed.level, msg: String(parsed.msg) } : undefined;
  } catch {
    return undefined;
  }
}

/** One call to serve's build API with the token a person keeps in a file. */
async function buildRecord(scene: Scene, name: string): Promise<BuildRecord | undefined> {
  const response = await fetch(`${scene.serveUrl}/api/v1/projects/${PROJECT}/builds/${name}`, {
    headers: { authorization: `Bearer ${readFileSync(scene.tokenFile, 'utf8').trim()}` },
  });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`demo: GET build ${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as BuildRecord;
}

/** The gitshift CLI against serve's API, as a person runs it. */
function cli(scene: Scene, ...args: string[]): string {
  return execFileSync(process.execPath, ['bin/gitshift.js', ...args], {
    encoding: 'utf8',
    env: { ...process.env, GITSHIFT_SERVER: scene.serveUrl, GITSHIFT_TOKEN_FILE: scene.tokenFile },
  }).trimEnd();
}

/** A line of a streamed build log, with when it arrived here. */
interface StreamedLine {
  readonly at: number;
  readonly text: string;
}

/**
 * `gitshift build-logs --follow`, as a person runs it beside a build: the
 * log streams in while buildah works, each line timed as it arrives, until
 * the build ends.
 */
function followBuildLog(
  scene: Scene,
  build: string,
): { until(line: RegExp): Promise<StreamedLine>; lines(): readonly StreamedLine[]; stop(): void } {
  const child = spawn(
    process.execPath,
    ['bin/gitshift.js', 'build-logs', '--follow', `${PROJECT}/${build}`],
    {
      env: { ...process.env, GITSHIFT_SERVER: scene.serveUrl, GITSHIFT_TOKEN_FILE: scene.tokenFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const lines: StreamedLine[] = [];
  let partial = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const at = performance.now();
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const text of parts) lines.push({ at, text });
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return {
    until: (pattern) =>
      waitFor(`a line ${String(pattern)} in the streamed log of ${build}`, () => {
        const found = lines.find((line) => pattern.test(line.text));
        if (found === undefined && child.exitCode !== null)
          throw new Error(
            `demo: build-logs --follow ended (${child.exitCode}) before ${String(pattern)}: ${stderr}`,
          );
        return Promise.resolve(found);
      }),
    lines: () => lines,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/** How long the Dockerfile's RUN step took, from the streamed log: its STEP line to the next one. */
function runStepMs(lines: readonly StreamedLine[]): number | undefined {
  const run = lines.findIndex((line) => /^STEP \d+\/\d+: RUN /.test(line.text));
  const next = lines.slice(run + 1).find((line) => /^STEP \d+\/\d+: /.test(line.text));
  return run === -1 || next === undefined ? undefined : next.at - (lines[run]?.at ?? next.at);
}

/** The digest the registry holds for the output tag now, if any. */
async function registryDigest(node: RealNode): Promise<string | undefined> {
  const response = await fetch(`http://${node.registry}/v2/${PROJECT}/app/manifests/latest`, {
    method: 'HEAD',
    headers: {
      accept: [
        'application/vnd.oci.image.manifest.v1+json',
        'application/vnd.docker.distribution.manifest.v2+json',
        'application/vnd.oci.image.index.v1+json',
        'application/vnd.docker.distribution.manifest.list.v2+json',
      ].join(', '),
    },
  });
  return response.ok ? (response.headers.get('docker-content-digest') ?? undefined) : undefined;
}

async function podsOf(api: KubeApi): Promise<Pod[]> {
  const text = await api.getText(`/api/v1/namespaces/${PROJECT}/pods?labelSelector=app%3Dapp`);
  return (JSON.parse(text) as { items: Pod[] }).items;
}

/** What the pod answers on port 8080, or undefined while it does not answer yet. */
async function answerOf(pod: Pod): Promise<string | undefined> {
  try {
    const response = await fetch(`http://${pod.status?.podIP ?? ''}:8080/`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok ? (await response.text()).trim() : undefined;
  } catch {
    return undefined; // not listening yet
  }
}

/** One push of `message`: the edit, the push, the delivery, and each stage as it is seen. */
async function pushVersion(scene: Scene, number: number, previous: string, message: string): Promise<Round> {
  const round: Round = { label: `${previous} → ${message}`, stages: new Map() };
  const buildName = `app-${number}`;
  say(`\n==> push ${number}: a person edits the page ("${previous}" → "${message}") and pushes`);
  writeFileSync(join(scene.sourceClone, 'index.html'), `${message}\n`);
  const before = git(scene.sourceClone, 'rev-parse', 'HEAD');
  const configHead = git(scene.configRemote, 'rev-parse', 'main');
  const oldDigest = await registryDigest(scene.node);
  git(scene.sourceClone, ...AUTHOR, 'commit', '--quiet', '-am', `index: ${message}`);
  const after = git(scene.sourceClone, 'rev-parse', 'HEAD');
  say(`    $ git commit -am "index: ${message}" && git push   (${after.slice(0, 7)})`);
  const pushed = performance.now();
  git(scene.sourceClone, 'push', '--quiet', 'origin', 'main');
  const mark = (stage: Stage, detail: string, at = performance.now()): void => {
    const ms = at - pushed;
    round.stages.set(stage, ms);
    say(`    ${`+${(ms / 1000).toFixed(2)} s`.padStart(9)}  ${stage.padEnd(19)} ${detail}`);
  };

  // GitHub's delivery: the real push payload, signed with the webhook's secret.
  const answer = await postPush(
    `${scene.serveUrl}/hooks/github`,
    pushDelivery(`file://${scene.sourceRemote}`, before, after),
    scene.githubSecret,
    `demo-${after.slice(0, 12)}`,
  );
  const answerText = (await answer.text()).trim();
  if (answer.status !== 202)
    throw new Error(`demo: serve answered the push with ${answer.status}: ${answerText}`);
  mark('webhook answered', `${answer.status} ${answerText.slice(0, 60)}`);

  /** The build, refusing to wait on when it ended badly. */
  const build = async (): Promise<BuildRecord | undefined> => {
    const record = await buildRecord(scene, buildName);
    if (record !== undefined && ['Failed', 'Error', 'Cancelled'].includes(record.status.phase))
      throw new Error(
        `demo: ${buildName} ended ${record.status.phase} (${record.status.reason ?? ''}: ${record.status.message ?? ''})`,
      );
    return record;
  };
  const created = await waitFor(`build ${buildName}`, build);
  mark(
    'build created',
    `${created.name} (${created.spec.cause.type}, commit ${created.spec.revision?.commit?.slice(0, 7) ?? '?'})`,
  );
  await waitFor(`${buildName} to run`, async () => {
    const phase = (await build())?.status.phase;
    return phase === undefined || phase === 'New' || phase === 'Pending' ? undefined : phase;
  });
  mark('build Running', 'buildah bud on this machine');
  const streamed = followBuildLog(scene, buildName);
  try {
    await watchRollout(scene, round, { buildName, message, oldDigest, configHead, build, streamed, mark });
  } finally {
    streamed.stop();
  }
  const log = cli(scene, 'build-logs', `${PROJECT}/${buildName}`);
  const cached = log.split('\n').filter((line) => /Using cache/.test(line)).length;
  round.cachedSteps = cached;
  say(`\n    $ gitshift builds ${PROJECT}`);
  say(indent(cli(scene, 'builds', PROJECT), '      '));
  say(`\n    $ gitshift build-logs ${PROJECT}/${buildName} | tail -n 12`);
  say(indent(log.split('\n').slice(-12).join('\n'), '      '));
  if (cached > 0) {
    say(`\n    $ gitshift build-logs ${PROJECT}/${buildName} | grep -E '^STEP .*: RUN|Using cache'`);
    const shown = log.split('\n').filter((line) => /^STEP .*: RUN|Using cache/.test(line));
    say(indent(shown.join('\n'), '      '));
  }
  return round;
}

interface RolloutWatch {
  readonly buildName: string;
  readonly message: string;
  readonly oldDigest: string | undefined;
  readonly configHead: string;
  /** The build's record; throws when it ended badly. */
  readonly build: () => Promise<BuildRecord | undefined>;
  readonly streamed: ReturnType<typeof followBuildLog>;
  readonly mark: (stage: Stage, detail: string, at?: number) => void;
}

/** From a running build to the new pod's answer, each stage marked as it is seen. */
async function watchRollout(scene: Scene, round: Round, watch: RolloutWatch): Promise<void> {
  const { buildName, message, oldDigest, configHead, build, streamed, mark } = watch;
  const pushStep = await streamed.until(/^--> gitshift step: push/);
  mark(
    'image built',
    'buildah bud done (as `gitshift build-logs --follow` streamed it); pushing',
    pushStep.at,
  );
  const digest = await waitFor('the image in the registry', async () => {
    await build();
    const now = await registryDigest(scene.node);
    return now !== undefined && now !== oldDigest ? now : undefined;
  });
  mark('image pushed', `${PROJECT}/app:latest = ${digest.slice(0, 19)}…`);
  const commit = await waitFor('the tag commit', async () => {
    await build();
    const head = git(scene.configRemote, 'rev-parse', 'main');
    return head === configHead ? undefined : head;
  });
  mark('tag commit in Git', git(scene.configRemote, 'log', '-1', '--format=%h %s', commit));
  const image = `${scene.node.registry}/${PROJECT}/app@${digest}`;
  await waitFor('the Deployment to take the new image', async () => {
    const deployment = (await scene.api.get({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      namespace: PROJECT,
      name: 'app',
    })) as Deployment | undefined;
    return deployment?.spec?.template?.spec?.containers?.[0]?.image === image ? true : undefined;
  });
  mark('Deployment updated', `${PROJECT}/app image …/app@${digest.slice(0, 19)}…`);
  const pod = await waitFor('the new pod to be Ready', async () =>
    (await podsOf(scene.api)).find(
      (p) =>
        p.metadata.deletionTimestamp === undefined &&
        p.spec?.containers?.[0]?.image === image &&
        p.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True') === true,
    ),
  );
  mark('new pod Ready', `${pod.metadata.name} on ${scene.node.name}, IP ${pod.status?.podIP ?? '?'}`);
  const text = await waitFor('the new pod to answer', async () => {
    const body = await answerOf(pod);
    return body?.includes(message) === true ? body : undefined;
  });
  mark('pod answers', `GET http://${pod.status?.podIP ?? '?'}:8080/ → "${text}"`);

  const done = await waitFor(`${buildName} to finish`, async () => {
    const record = await build();
    return record?.status.phase === 'Complete' ? record : undefined;
  });
  if (done.status.outputDigest !== digest)
    throw new Error(
      `demo: ${buildName} recorded ${done.status.outputDigest ?? 'no digest'}, the registry has ${digest}`,
    );
  if (done.status.durationMs !== undefined) round.buildMs = done.status.durationMs;
  const runMs = runStepMs(streamed.lines());
  if (runMs !== undefined) round.runStepMs = runMs;
}

function summary(rounds: readonly Round[]): string {
  const seconds = (ms: number | undefined): string =>
    ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`;
  const row = (name: string, cell: (round: Round) => string): string =>
    [name.padEnd(34), ...rounds.map((round) => cell(round).padStart(24))].join('');
  return [
    row('stage (time since the push)', (round) => round.label),
    ...STAGES.map((stage) => row(stage, (round) => seconds(round.stages.get(stage)))),
    '',
    row('build duration (its Build record)', (round) => seconds(round.buildMs)),
    row('  of which the RUN step', (round) => seconds(round.runStepMs)),
    row('steps taken from the layer cache', (round) => String(round.cachedSteps ?? '—')),
  ].join('\n');
}

/** serve's files as a person writes them: the config, the GitHub secret and the API token, in `work`. */
function writeServeFiles(
  work: string,
  options: { port: number; kubeconfig: string; configRemote: string; node: RealNode },
): { config: string; tokenFile: string; githubSecret: string } {
  const githubSecret = randomBytes(16).toString('hex');
  const secretFile = join(work, 'github-secret');
  writeFileSync(secretFile, `${githubSecret}\n`, { mode: 0o600 });
  const tokenFile = join(work, 'api-token');
  writeFileSync(tokenFile, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  const config = join(work, 'serve.yaml');
  writeFileSync(
    config,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${options.port}`,
      `stateDir: ${join(work, 'state')}`,
      'repository:',
      `  url: file://${options.configRemote}`,
      '  branch: main',
      '  pollInterval: 5s',
      'cluster:',
      `  kubeconfig: ${options.kubeconfig}`,
      'webhooks:',
      `  githubSecretFile: ${secretFile}`,
      'api:',
      `  tokenFile: ${tokenFile}`,
      'builds:',
      '  executor: local',
      `  insecureRegistries: ["${options.node.registry}"]`,
      '',
    ].join('\n'),
  );
  return { config, tokenFile, githubSecret };
}

/** `gitshift serve` running as its own process, its log kept for when something goes wrong. */
interface RunningServe {
  readonly url: string;
  readonly log: readonly string[];
  /** SIGTERM, so serve stops its builds (and their buildah) itself; SIGKILL if it has not exited in 30 s. */
  stop(): Promise<number | null>;
}

async function startServe(config: string, port: number): Promise<RunningServe> {
  const child = spawn(
    process.execPath,
    ['bin/gitshift.js', 'serve', '--config', config, '--log-format', 'json'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const log: string[] = [];
  collectLog(child.stdout, log);
  collectLog(child.stderr, log);
  const running: RunningServe = {
    url: `http://127.0.0.1:${port}`,
    log,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
  try {
    await waitFor('serve to be ready', async () => {
      if (child.exitCode !== null) throw new Error(`demo: gitshift serve exited with ${child.exitCode}`);
      try {
        return (await fetch(`${running.url}/readyz`)).ok ? true : undefined;
      } catch {
        return undefined; // not listening yet
      }
    });
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

/** The repositories, shown as a reader would open them; returns where they are. */
function makeRepositories(
  work: string,
  node: RealNode,
): { sourceRemote: string; sourceClone: string; configRemote: string } {
  const sourceRemote = join(work, 'app.git');
  const sourceClone = seedRepository(
    work,
    'app',
    appFiles(node.images.busybox, VERSIONS[0]),
    'A page served by busybox httpd',
  );
  say(`    application source: file://${sourceRemote}, its Dockerfile:`);
  say(indent(readFileSync(join(sourceClone, 'Dockerfile'), 'utf8').trimEnd(), '      '));
  const configRemote = join(work, 'config.git');
  const configClone = seedRepository(
    work,
    'config',
    configFiles(node, `file://${sourceRemote}`),
    `${PROJECT}: build and run app`,
  );
  say(`    config repository: file://${configRemote}, projects/${PROJECT}/app.yaml:`);
  say(indent(readFileSync(join(configClone, 'projects', PROJECT, 'app.yaml'), 'utf8').trimEnd(), '      '));
  return { sourceRemote, sourceClone, configRemote };
}

async function main(): Promise<void> {
  const kubeconfig = process.env['KUBECONFIG'];
  if (kubeconfig === undefined) throw new Error('demo: KUBECONFIG is not set; start the testbed first');
  const node = requireRealNode();
  const api = await createHttpKubeApi(kubeconfig);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-builds-demo-'));
  let serve: RunningServe | undefined;
  try {
    say(`    real node: ${node.name}, pulling from its registry ${node.registry}`);
    const repositories = makeRepositories(work, node);
    const port = await freePort();
    const { config, tokenFile, githubSecret } = writeServeFiles(work, {
      port,
      kubeconfig,
      configRemote: repositories.configRemote,
      node,
    });
    say(
      `\n==> gitshift serve --config ${config}   (its warnings shown as they come, its whole log if something goes wrong)`,
    );
    say(indent(readFileSync(config, 'utf8').trimEnd()));
    serve = await startServe(config, port);
    await waitFor(`the first sync of ${PROJECT}`, async () =>
      (await api.get({ apiVersion: 'v1', kind: 'Namespace', name: PROJECT })) === undefined
        ? undefined
        : true,
    );
    say(`    serve is ready on ${serve.url}; project ${PROJECT} synced, nothing built yet`);

    const scene: Scene = { node, api, serveUrl: serve.url, tokenFile, githubSecret, ...repositories };
    const rounds: Round[] = [];
    for (let i = 1; i < VERSIONS.length; i++)
      rounds.push(await pushVersion(scene, i, VERSIONS[i - 1] ?? '', VERSIONS[i] ?? ''));
    say(
      "\n==> the stages, timed from each `git push` (the second build reuses the first one's cached layers)",
    );
    say(indent(summary(rounds)));

    say('\n==> SIGTERM: gitshift serve finishes its work and exits');
    const code = await serve.stop();
    say(`    exit status ${code ?? 'signal'}`);
    if (code !== 0) throw new Error(`demo: gitshift serve exited with ${code ?? 'a signal'}`);
  } catch (error) {
    if (serve !== undefined)
      say(`\n--- gitshift serve's log (last 80 lines) ---\n${serve.log.slice(-80).join('\n')}`);
    throw error;
  } finally {
    await serve?.stop();
    // The testbed may be shared and outlive the demo: the project's pods (on the real node),
    // builds and kept logs go with its namespace, and its sync record with its inventory.
    await api.delete({ apiVersion: 'v1', kind: 'Namespace', name: PROJECT });
    await deleteInventory(api, PROJECT);
    rmSync(work, { recursive: true, force: true });
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => interrupted.abort(new Error(`demo: ${signal}`)));
await main();

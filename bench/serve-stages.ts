/**
 * The end-to-end stages of bench:webhooks, against a real `gitshift serve`
 * process (the built command), the testbed control plane, a bare config
 * repository and a Docker Distribution registry:
 *
 *   - push → apply: a person's commit to one project of a 1,000-project
 *     repository, then a signed GitHub `push` delivery; timed from sending the
 *     delivery until the changed ConfigMap reads back from the API server,
 *     once serve's first sync and its aftermath (its Events) are over.
 *   - registry → commit: skopeo pushes a tag an ImageStream follows; timed
 *     from the end of the push (the registry notifies right after the
 *     manifest lands) until the write-back commit is on the remote's branch.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import type { KubeApi, LiveObject } from '../src/kube/kube-api.js';
import { deleteInventories } from '../src/reconciler/inventory-store.js';
import { mapBounded } from '../src/runtime/index.js';
import { freePort } from '../testbed/src/free-port.js';
import { bareRepository, commit } from './bare-repository.js';
import { pushImage } from '../testbed/src/oci-image.js';
import { REPO_DIR } from '../testbed/src/paths.js';
import { startRegistry, type RunningRegistry } from '../testbed/src/registry.js';
import { waitUntilQuiet } from '../testbed/src/request-metrics.js';

const GITHUB_SECRET = 'bench-github-secret';
const REGISTRY_SECRET = 'bench-registry-secret';

export interface StageOptions {
  readonly kubeconfig: string;
  readonly projects: number;
  readonly pushSamples: number;
  readonly registrySamples: number;
  readonly say: (line: string) => void;
}

export interface StageResults {
  readonly pushToApply: readonly number[];
  readonly registryToCommit: readonly number[];
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export function projectFiles(prefix: string, count: number, registryHost: string): Map<string, string> {
  const files = new Map([
    [
      'gitshift.yaml',
      `apiVersion: gitshift.io/v1alpha1\nkind: Settings\nname: ${prefix}\nrouterSuffix: apps.bench\n`,
    ],
  ]);
  for (let i = 0; i < count; i++) files.set(`projects/${prefix}-${i}/app.yaml`, appYaml(prefix, i, 0));
  // One project's application follows the registry, for the registry → commit stage.
  files.set(
    `projects/${prefix}-0/stream.yaml`,
    `apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: app\nspec:\n  dockerImageRepository: ${registryHost}/bench/app\n`,
  );
  return files;
}

function appYaml(prefix: string, i: number, version: number): string {
  return [
    `apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata:\n  name: web\nspec:\n  replicas: 0\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: registry.bench/web:1\n`,
    `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  project: "${prefix}-${i}"\n  version: "${version}"\n`,
  ].join('---\n');
}

async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  everyMs = 5,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`bench: gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The branch head of a bare repository, read from its ref file (no process per look). */
function headOf(bare: string): string {
  try {
    return readFileSync(join(bare, 'refs', 'heads', 'main'), 'utf8').trim();
  } catch {
    return git(bare, 'rev-parse', 'main');
  }
}

interface Daemon {
  readonly url: string;
  readonly child: ChildProcess;
  logs(): string;
}

async function startServe(env: Record<string, string>): Promise<Daemon> {
  // BENCH_SERVE_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/p' profiles serve itself.
  const nodeArgs = (process.env['BENCH_SERVE_NODE_ARGS'] ?? '').split(' ').filter((a) => a !== '');
  const child = spawn(process.execPath, [...nodeArgs, join(REPO_DIR, 'bin', 'gitshift.js'), 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  child.stderr?.setEncoding('utf8').on('data', (t: string) => (logs += t));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (t: string) => {
      out += t;
      const match = /listening on (\S+)/.exec(out);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`gitshift serve exited with ${code}:\n${logs}`)));
  });
  return { url, child, logs: () => logs };
}

/** The daemon's first bulk sync of every project has run and nothing is queued. */
async function settled(daemon: Daemon): Promise<boolean | undefined> {
  const status = (await (await fetch(`${daemon.url}/status`)).json()) as {
    projects: { project: string; state: string; runs: number }[];
  };
  const all = status.projects.find((p) => p.project === '*');
  return all !== undefined && all.runs > 0 && status.projects.every((p) => p.state === 'idle')
    ? true
    : undefined;
}

function signedPush(
  remoteUrl: string,
  before: string,
  after: string,
  id: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({
    ref: 'refs/heads/main',
    before,
    after,
    created: false,
    deleted: false,
    forced: false,
    commits: [],
    head_commit: null,
    repository: { full_name: 'bench/config', clone_url: remoteUrl, ssh_url: remoteUrl, html_url: remoteUrl },
    pusher: { name: 'bench' },
  });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-github-event': 'push',
      'x-github-delivery': id,
      'x-hub-signature-256': `sha256=${createHmac('sha256', GITHUB_SECRET).update(body).digest('hex')}`,
    },
  };
}

async function configMapVersion(api: KubeApi, namespace: string): Promise<string | undefined> {
  const map = (await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'web' })) as
    (LiveObject & { data?: Record<string, string> }) | undefined;
  return map?.data?.['version'];
}

export async function runServeStages(options: StageOptions): Promise<StageResults> {
  const { say, projects } = options;
  const api = await createHttpKubeApi(options.kubeconfig);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-serve-'));
  const prefix = `bw${Date.now().toString(36).slice(-5)}`;
  const port = await freePort();
  let registry: RunningRegistry | undefined;
  let daemon: Daemon | undefined;
  try {
    registry = await startRegistry({ notify: `http://127.0.0.1:${port}/hooks/registry/${REGISTRY_SECRET}` });
    const remote = bareRepository(work, projectFiles(prefix, projects, registry.host));
    const clone = join(work, 'clone');
    const remoteUrl = `file://${remote}`;

    const started = performance.now();
    daemon = await startServe({
      KUBECONFIG: options.kubeconfig,
      GITSHIFT_LISTEN: `127.0.0.1:${port}`,
      GITSHIFT_STATE_DIR: join(work, 'state'),
      GITSHIFT_REPO_URL: remoteUrl,
      // Only the webhook brings changes within a sample.
      GITSHIFT_POLL_INTERVAL: '10m',
      GITSHIFT_RESYNC_INTERVAL: '0s',
      GITSHIFT_GITHUB_SECRET: GITHUB_SECRET,
      GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
    });
    const live = daemon;
    await waitFor('the initial sync of every project', () => settled(live), 30 * 60_000, 1000);
    say(
      `serve: initial sync of ${projects} projects took ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // The first sync's aftermath (a RolloutStarted Event, and a read, for each of the 1,000 new
    // Deployments) is serve's own work for seconds more: push → apply is measured once it is over.
    const settling = performance.now();
    await waitUntilQuiet(api, ['events'], 'push → apply');
    say(
      `serve: the first sync's Events were all written ${((performance.now() - settling) / 1000).toFixed(1)} s later`,
    );

    const pushToApply: number[] = [];
    for (let sample = 1; sample <= options.pushSamples; sample++) {
      const index = (sample * 37) % projects;
      const namespace = `${prefix}-${index}`;
      writeFileSync(join(clone, 'projects', namespace, 'app.yaml'), appYaml(prefix, index, sample));
      commit(clone, `sample ${sample}`);
      const before = headOf(remote);
      git(clone, 'pull', '--quiet', '--rebase', 'origin', 'main');
      git(clone, 'push', '--quiet', 'origin', 'HEAD:main');
      const after = git(clone, 'rev-parse', 'HEAD');
      const delivery = signedPush(remoteUrl, before, after, `bench-${prefix}-${sample}`);
      const sent = performance.now();
      const response = await fetch(`${live.url}/hooks/github`, { method: 'POST', ...delivery });
      if (response.status !== 202)
        throw new Error(`push delivery answered ${response.status}: ${await response.text()}`);
      await waitFor(
        `ConfigMap ${namespace}/web at version ${sample}`,
        async () => ((await configMapVersion(api, namespace)) === String(sample) ? true : undefined),
        60_000,
      );
      pushToApply.push(performance.now() - sent);
    }

    const registryToCommit: number[] = [];
    for (let sample = 1; sample <= options.registrySamples; sample++) {
      git(clone, 'pull', '--quiet', '--rebase', 'origin', 'main');
      const before = headOf(remote);
      await pushImage(registry.host, 'bench/app', 'latest', `bench image ${prefix} ${sample}`);
      const pushed = performance.now();
      await waitFor('the tag commit', () => (headOf(remote) !== before ? true : undefined), 60_000);
      registryToCommit.push(performance.now() - pushed);
    }
    if (process.env['BENCH_SERVE_LOGS'] === '1') say(live.logs().split('\n').slice(-60).join('\n'));
    return { pushToApply, registryToCommit };
  } catch (error) {
    if (daemon !== undefined)
      say(`--- gitshift serve logs (last 40 lines) ---\n${daemon.logs().split('\n').slice(-40).join('\n')}`);
    throw error;
  } finally {
    daemon?.child.kill('SIGTERM');
    await registry?.stop();
    // The benchmark's namespaces go with their deletion in the background; nothing waits on them.
    const namespaces = Array.from({ length: projects }, (_, i) => `${prefix}-${i}`);
    for (let i = 0; i < namespaces.length; i += 50)
      await Promise.all(
        namespaces
          .slice(i, i + 50)
          .map((name) => api.delete({ apiVersion: 'v1', kind: 'Namespace', name }).catch(() => undefined)),
      );
    await deleteInventories(
      api,
      namespaces.map((project) => ({ project })),
    );
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A real `gitshift serve` syncing a repository of `projects` projects for the
 * first time while `load` sends GitHub deliveries to its own /hooks/github
 * (signed with `githubSecret`; pushes of another repository, which start
 * nothing): the intake shares serve's event loop with loading, rendering,
 * planning and applying. The load starts as soon as serve listens, before
 * its first sync; how long that sync took comes back beside the load's result.
 */
export async function serveIntakeDuringSync<T>(options: {
  readonly kubeconfig: string;
  readonly projects: number;
  readonly githubSecret: string;
  readonly load: (port: number) => Promise<T>;
}): Promise<{ readonly result: T; readonly syncSeconds: number }> {
  const { projects } = options;
  const api = await createHttpKubeApi(options.kubeconfig);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-intake-'));
  const prefix = `bi${Date.now().toString(36).slice(-5)}`;
  const port = await freePort();
  let daemon: Daemon | undefined;
  try {
    const remote = bareRepository(work, projectFiles(prefix, projects, '127.0.0.1:1'));
    const started = performance.now();
    daemon = await startServe({
      KUBECONFIG: options.kubeconfig,
      GITSHIFT_LISTEN: `127.0.0.1:${port}`,
      GITSHIFT_STATE_DIR: join(work, 'state'),
      GITSHIFT_REPO_URL: `file://${remote}`,
      GITSHIFT_POLL_INTERVAL: '10m',
      GITSHIFT_RESYNC_INTERVAL: '0s',
      GITSHIFT_GITHUB_SECRET: options.githubSecret,
    });
    const live = daemon;
    const load = options.load(port);
    await waitFor('the initial sync of every project', () => settled(live), 10 * 60_000, 200);
    const syncSeconds = (performance.now() - started) / 1000;
    const result = await load;
    if (process.env['BENCH_SERVE_LOGS'] === '1') console.log(live.logs());
    return { result, syncSeconds };
  } catch (error) {
    if (daemon !== undefined)
      console.log(
        `--- gitshift serve logs (last 40 lines) ---\n${daemon.logs().split('\n').slice(-40).join('\n')}`,
      );
    throw error;
  } finally {
    daemon?.child.kill('SIGTERM');
    const namespaces = Array.from({ length: projects }, (_, i) => `${prefix}-${i}`);
    await mapBounded(namespaces, 16, (name) => api.delete({ apiVersion: 'v1', kind: 'Namespace', name }));
    await deleteInventories(
      api,
      namespaces.map((project) => ({ project })),
    );
    rmSync(work, { recursive: true, force: true });
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// Run on its own: npx tsx bench/serve-stages.ts (BENCH_PROJECTS, BENCH_SAMPLES)
if (process.argv[1]?.endsWith('serve-stages.ts') === true) {
  const kubeconfig = process.env['KUBECONFIG'] ?? join(REPO_DIR, '.testbed', 'kubeconfig');
  const results = await runServeStages({
    kubeconfig,
    projects: Number(process.env['BENCH_PROJECTS'] ?? 1000),
    pushSamples: Number(process.env['BENCH_SAMPLES'] ?? 30),
    registrySamples: Number(process.env['BENCH_SAMPLES'] ?? 30),
    say: (line) => console.log(line),
  });
  const ms = (v: number): string => `${v.toFixed(0)}ms`;
  console.log(
    `serve stages: push_to_apply_p50=${ms(percentile(results.pushToApply, 50))} push_to_apply_p99=${ms(percentile(results.pushToApply, 99))} registry_to_commit_p50=${ms(percentile(results.registryToCommit, 50))} registry_to_commit_p99=${ms(percentile(results.registryToCommit, 99))}`,
  );
}

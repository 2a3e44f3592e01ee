/**
 * The soak's steady load on serve, four streams running side by side until
 * the signal aborts, each one event at a time and timed end to end:
 *
 *   - push:     a commit to one project's ConfigMap pushed to the config
 *               repository, then a signed GitHub `push` delivery →
 *               the ConfigMap reads back at the new version.
 *   - registry: skopeo pushes a tag the ImageStream follows (the registry
 *               notifies serve) → the digest is in the config repository.
 *   - pull:     a push to the PR's branch; Gitea's own `synchronized`
 *               delivery forwarded to serve → the plan comment names it.
 *   - resync:   a ConfigMap changed behind gitshift's back, then
 *               POST /api/v1/projects/<p>/sync → the ConfigMap is Git's again.
 *   - control:  a ConfigMap read from the API server and a branch read from
 *               Gitea, through no part of serve: the environment's own pace.
 *
 * Push and resync work on different projects, so neither undoes the other.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { KubeApi, LiveObject } from '../src/kube/kube-api.js';
import { PLAN_COMMENT_MARKER } from '../src/pulls/plan-comment.js';
import { pushImage } from '../testbed/src/oci-image.js';
import {
  cloneUrl,
  giteaApi,
  gitWithToken,
  listComments,
  type Delivery,
  type DeliveryReceiver,
  type GiteaRepository,
  type RunningGitea,
} from '../test/support/gitea.js';
import { postPush, pushDelivery } from '../test/support/builds.js';
import { commit, git } from './bare-repository.js';
import { projectName, projectPath, projectYaml } from './pulls-config.js';
import type { LatencyObservation } from './soak-verdict.js';

export interface SoakScene {
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly api: KubeApi;
  readonly serveUrl: string;
  readonly githubSecret: string;
  readonly apiToken: string;
  readonly registryHost: string;
  readonly imageRepository: string;
  /** The project whose stream.yaml follows the registry. */
  readonly streamPath: string;
  readonly prefix: string;
  readonly projects: number;
  /** A clone of main, and one on the PR's branch. */
  readonly mainClone: string;
  readonly pullClone: string;
  readonly pullNumber: number;
  readonly pullBranch: string;
  readonly receiver: DeliveryReceiver;
}

export type LatencyName = 'webhook' | 'push→applied' | 'registry→commit' | 'pull→comment' | 'resync→applied';

export type ControlName = 'apiserver' | 'gitea';

/** What the streams measured, `at` in milliseconds since `start`. */
export class SoakRecord {
  readonly latencies: Record<LatencyName, LatencyObservation[]> = {
    webhook: [],
    'push→applied': [],
    'registry→commit': [],
    'pull→comment': [],
    'resync→applied': [],
  };
  /** The environment's own latencies, through no part of serve: a ConfigMap read from the API server, a branch from Gitea. */
  readonly controls: Record<ControlName, LatencyObservation[]> = { apiserver: [], gitea: [] };
  readonly errors: string[] = [];
  /** `say` hears each failure as it happens. */
  constructor(
    readonly start: number,
    private readonly say: (line: string) => void,
  ) {}
  observe(name: LatencyName, startedAt: number, ms: number): void {
    this.latencies[name].push({ at: startedAt - this.start, ms });
  }
  control(name: ControlName, startedAt: number, ms: number): void {
    this.controls[name].push({ at: startedAt - this.start, ms });
  }
  fail(stream: string, error: unknown): void {
    const at = ((performance.now() - this.start) / 1000).toFixed(0);
    // fetch's own message ("fetch failed") says nothing: the cause names the socket error.
    const cause = (error as Error).cause as { code?: string; message?: string } | undefined;
    const why = cause === undefined ? '' : ` (${cause.code ?? ''} ${cause.message ?? ''})`;
    const line = `${stream} at ${at}s: ${(error as Error).message}${why}`;
    this.errors.push(line);
    this.say(`soak: ${line}`);
  }
}

export interface StreamPace {
  readonly pushEveryMs: number;
  readonly registryEveryMs: number;
  readonly pullEveryMs: number;
  readonly resyncEveryMs: number;
  readonly controlEveryMs: number;
}

const EVENT_TIMEOUT_MS = 90_000;

/** Runs the streams until `signal` aborts; resolves once each has finished its event in hand. */
export async function runStreams(
  scene: SoakScene,
  pace: StreamPace,
  record: SoakRecord,
  signal: AbortSignal,
): Promise<void> {
  const loop = async (
    name: string,
    everyMs: number,
    step: (round: number) => Promise<void>,
  ): Promise<void> => {
    for (let round = 1; !signal.aborted; round++) {
      const began = performance.now();
      try {
        await step(round);
      } catch (error) {
        record.fail(name, error);
      }
      const rest = everyMs - (performance.now() - began);
      if (rest > 0) await sleep(rest, undefined, { signal }).catch(() => undefined);
    }
  };
  await Promise.all([
    loop('push', pace.pushEveryMs, (round) => pushStep(scene, record, round)),
    loop('registry', pace.registryEveryMs, (round) => registryStep(scene, record, round)),
    loop('pull', pace.pullEveryMs, (round) => pullStep(scene, record, round)),
    loop('resync', pace.resyncEveryMs, (round) => resyncStep(scene, record, round)),
    loop('control', pace.controlEveryMs, () => controlStep(scene, record)),
  ]);
}

/** Projects 1, 3, 5 … take the pushes; 2, 4, 6 … the resyncs; 0 holds the ImageStream. */
function pushedProject(scene: SoakScene, round: number): number {
  const odd = Math.floor(scene.projects / 2);
  return 1 + 2 * (round % Math.max(1, odd));
}

function resyncedProject(scene: SoakScene, round: number): number {
  const even = Math.floor((scene.projects - 1) / 2);
  return 2 + 2 * (round % Math.max(1, even));
}

async function pushStep(scene: SoakScene, record: SoakRecord, round: number): Promise<void> {
  const index = pushedProject(scene, round);
  const version = round;
  writeFileSync(
    join(scene.mainClone, projectPath(scene.prefix, index)),
    projectYaml(scene.prefix, index, version),
  );
  commit(scene.mainClone, `soak push ${round}`);
  const { before, after } = await pushMain(scene);
  const body = pushDelivery(cloneUrl(scene.gitea, scene.repo), before, after);
  const sent = performance.now();
  const response = await postPush(
    `${scene.serveUrl}/hooks/github`,
    body,
    scene.githubSecret,
    `soak-${scene.prefix}-push-${round}`,
  );
  record.observe('webhook', sent, performance.now() - sent);
  if (response.status !== 202)
    throw new Error(`push delivery answered ${response.status}: ${await response.text()}`);
  const namespace = projectName(scene.prefix, index);
  await waitFor(
    `ConfigMap ${namespace}/web at version ${version}`,
    async () => (await configMapVersion(scene.api, namespace)) === String(version),
  );
  record.observe('push→applied', sent, performance.now() - sent);
}

/** Pushes main, rebasing on the write-backs serve pushed meanwhile; the branch's head before and after. */
async function pushMain(scene: SoakScene): Promise<{ before: string; after: string }> {
  for (let attempt = 1; ; attempt++) {
    await gitWithToken(scene.gitea, scene.mainClone, [
      'pull',
      '--quiet',
      '--rebase',
      cloneUrl(scene.gitea, scene.repo),
      'main',
    ]);
    const before = git(scene.mainClone, 'rev-parse', 'HEAD~1');
    try {
      await gitWithToken(scene.gitea, scene.mainClone, [
        'push',
        '--quiet',
        cloneUrl(scene.gitea, scene.repo),
        'HEAD:main',
      ]);
      return { before, after: git(scene.mainClone, 'rev-parse', 'HEAD') };
    } catch (error) {
      // A write-back landed between the pull and the push: pull again.
      if (attempt >= 5) throw error;
    }
  }
}

async function registryStep(scene: SoakScene, record: SoakRecord, round: number): Promise<void> {
  const pushed = await pushImage(
    scene.registryHost,
    scene.imageRepository,
    'latest',
    `soak ${scene.prefix} ${round}`,
  );
  const at = performance.now();
  await waitFor(`the tag commit of ${pushed.digest}`, async () =>
    (await fileOnMain(scene, scene.streamPath)).includes(pushed.digest),
  );
  record.observe('registry→commit', at, performance.now() - at);
}

async function fileOnMain(scene: SoakScene, path: string): Promise<string> {
  const { content } = await giteaApi<{ content: string }>(
    scene.gitea,
    'GET',
    `/repos/${scene.repo.owner}/${scene.repo.name}/contents/${path}?ref=main`,
  );
  return Buffer.from(content, 'base64').toString('utf8');
}

async function pullStep(scene: SoakScene, record: SoakRecord, round: number): Promise<void> {
  // Versions from 1000 on: the PR's ConfigMap versions never equal main's.
  const index = 1 + (round % Math.max(1, scene.projects - 1));
  writeFileSync(
    join(scene.pullClone, projectPath(scene.prefix, index)),
    projectYaml(scene.prefix, index, 1000 + round),
  );
  const sha = commit(scene.pullClone, `soak pull ${round}`);
  await gitWithToken(scene.gitea, scene.pullClone, [
    'push',
    '--quiet',
    cloneUrl(scene.gitea, scene.repo),
    `HEAD:${scene.pullBranch}`,
  ]);
  const delivery = await scene.receiver.next((d) => isSynchronized(d.json, sha), 30_000);
  const sent = performance.now();
  const response = await forwardDelivery(scene.serveUrl, delivery);
  record.observe('webhook', sent, performance.now() - sent);
  if (response.status !== 202)
    throw new Error(`PR delivery answered ${response.status}: ${await response.text()}`);
  const short = sha.slice(0, 7);
  await waitFor(`the plan comment naming ${short}`, async () =>
    (await listComments(scene.gitea, scene.repo, scene.pullNumber)).some(
      (c) => c.body.startsWith(PLAN_COMMENT_MARKER) && c.body.includes(short),
    ),
  );
  record.observe('pull→comment', sent, performance.now() - sent);
}

/** Posts Gitea's delivery to serve as it came: its bytes, content type, event, delivery id and signatures. */
export function forwardDelivery(serveUrl: string, delivery: Delivery): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(delivery.headers))
    if ((name.startsWith('x-') || name === 'content-type') && typeof value === 'string')
      headers[name] = value;
  return fetch(`${serveUrl}/hooks/github`, { method: 'POST', headers, body: delivery.body });
}

function isSynchronized(json: unknown, sha: string): boolean {
  const event = json as { action?: string; pull_request?: { head?: { sha?: string } } } | undefined;
  return event?.action === 'synchronized' && event.pull_request?.head?.sha === sha;
}

async function resyncStep(scene: SoakScene, record: SoakRecord, round: number): Promise<void> {
  const namespace = projectName(scene.prefix, resyncedProject(scene, round));
  const live = await scene.api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'web' });
  if (live === undefined) throw new Error(`ConfigMap ${namespace}/web is not there to drift`);
  const data = (live as LiveObject & { data?: Record<string, string> }).data ?? {};
  // Only the PR changes these projects, never main: Git says version 0.
  const gitVersion = '0';
  await scene.api.replace({ ...live, data: { ...data, version: `drift-${round}` } });
  const sent = performance.now();
  const response = await fetch(`${scene.serveUrl}/api/v1/projects/${namespace}/sync`, {
    method: 'POST',
    headers: { authorization: `Bearer ${scene.apiToken}` },
  });
  if (!response.ok) throw new Error(`resync answered ${response.status}: ${await response.text()}`);
  await waitFor(
    `ConfigMap ${namespace}/web back at version ${gitVersion}`,
    async () => (await configMapVersion(scene.api, namespace)) === gitVersion,
  );
  record.observe('resync→applied', sent, performance.now() - sent);
}

/** One plain request to each of the API server and Gitea, timed: how the environment itself is doing. */
async function controlStep(scene: SoakScene, record: SoakRecord): Promise<void> {
  const namespace = projectName(scene.prefix, 0);
  const read = performance.now();
  await scene.api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'web' });
  record.control('apiserver', read, performance.now() - read);
  const branch = performance.now();
  await giteaApi(scene.gitea, 'GET', `/repos/${scene.repo.owner}/${scene.repo.name}/branches/main`);
  record.control('gitea', branch, performance.now() - branch);
}

async function configMapVersion(api: KubeApi, namespace: string): Promise<string | undefined> {
  const map = (await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'web' })) as
    (LiveObject & { data?: Record<string, string> }) | undefined;
  return map?.data?.['version'];
}

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + EVENT_TIMEOUT_MS;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`no ${what} within ${EVENT_TIMEOUT_MS / 1000} s`);
    await sleep(100);
  }
}

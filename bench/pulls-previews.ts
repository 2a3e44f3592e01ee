/**
 * bench:pulls stages 2 and 3, as test/e2e/source-previews.e2e.test.ts runs
 * them: an application's source repository on a real Gitea that delivers to a
 * real `gitshift serve` (local buildah builds into the real node's registry),
 * a config repository whose project builds that source and routes a host to
 * it, previews on. Each round is a new PR:
 *
 *   - ready: from the push of its branch (Gitea's own commit through its API,
 *     which opens the PR next) until its preview host answers with the PR's
 *     page through Traefik, polled every 50 ms: the delivery, the build with
 *     buildah, the preview namespace and its rollout on the real node, Traefik
 *     picking the Ingress up.
 *   - cleanup: from closing the PR until its preview namespace is gone from
 *     the API server (polled every 100 ms); when the host stopped answering
 *     with the page is read beside it (every 50 ms).
 */
import { performance } from 'node:perf_hooks';
import type { KubeApi } from '../src/kube/kube-api.js';
import {
  closePull,
  commitFiles,
  openPull,
  type GiteaRepository,
  type RunningGitea,
} from '../test/support/gitea.js';
import { getThroughIngress, type IngressController } from '../test/support/ingress.js';
import type { RealNode } from '../test/support/real-node.js';
import type { ServeProcess } from '../test/support/serve.js';
import { withSourcePreviewScene } from '../test/support/source-previews.js';
import { ms } from './pulls-plans.js';

const SECRET = 'bench-pulls-preview-secret';
const HOST_POLL_MS = 50;
const NAMESPACE_POLL_MS = 100;

export interface PreviewStageOptions {
  readonly rounds: number;
  readonly node: RealNode;
  readonly controller: IngressController;
  readonly say: (line: string) => void;
  readonly load: () => string;
}

export interface PreviewRound {
  /** The branch pushed → the preview host answers with the PR's page. */
  readonly readyMs: number;
  /** The PR closed → its preview namespace is gone. */
  readonly cleanupMs: number;
  /** The PR closed → the host no longer answers with the PR's page. */
  readonly hostDownMs: number;
  /** The PR closed → serve's `previews-deleted` line (its delete of the namespace sent); the rest is Kubernetes'. */
  readonly deleteRequestedMs: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPreviewStage(
  gitea: RunningGitea,
  options: PreviewStageOptions,
): Promise<PreviewRound[]> {
  const { node, say } = options;
  return withSourcePreviewScene(gitea, node, SECRET, async ({ api, app, serve, project, host }) => {
    const rounds: PreviewRound[] = [];
    for (let round = 1; round <= options.rounds; round++) {
      const scene = { gitea, app, api, serve, controller: options.controller, project, host, say };
      const timed = await previewRound(scene, round);
      rounds.push(timed);
      say(
        `  PR ${round}/${options.rounds}: push → preview answering ${ms(timed.readyMs)}; close → serve deletes the namespace ${ms(timed.deleteRequestedMs)}, → host stops answering ${ms(timed.hostDownMs)}, → namespace gone ${ms(timed.cleanupMs)}; load ${options.load()}`,
      );
    }
    const floorMs = await emptyNamespaceDeletion(api, `${project}-floor`);
    say(
      `  the floor: an empty namespace, created then deleted, gone after ${ms(floorMs)} (the namespace controller, polled every ${NAMESPACE_POLL_MS} ms)`,
    );
    return rounds;
  });
}

interface PreviewScene {
  readonly gitea: RunningGitea;
  readonly app: GiteaRepository;
  readonly api: KubeApi;
  readonly serve: ServeProcess;
  readonly controller: IngressController;
  readonly project: string;
  readonly host: string;
  readonly say: (line: string) => void;
}

async function previewRound(scene: PreviewScene, round: number): Promise<PreviewRound> {
  const { gitea, app, controller } = scene;
  const page = `from pull request ${round} of the bench\n`;
  const branch = `bench-page-${round}`;
  const pushedEpoch = Date.now();
  const pushed = performance.now();
  await commitFiles(gitea, app, {
    branch: 'main',
    newBranch: branch,
    message: `page ${round}`,
    files: [{ operation: 'update', path: 'index.html', content: page }],
  });
  const pull = await openPull(gitea, app, { head: branch, title: `Page ${round}` });
  const previewHost = `pr-${pull.number}-${scene.host}`;
  const answers = async (): Promise<boolean> => {
    const { status, body } = await getThroughIngress(controller, previewHost).catch(() => ({
      status: 0,
      body: '',
    }));
    return status === 200 && body === page;
  };
  await until(`${previewHost} to answer with the PR's page`, answers, HOST_POLL_MS, 180_000);
  const readyMs = performance.now() - pushed;
  scene.say(
    `    serve's events after the push (the first of each, ms): ${timeline(scene.serve, pushedEpoch)}`,
  );

  const namespace = `${scene.project}-pr-${pull.number}`;
  const closedEpoch = Date.now();
  const closed = performance.now();
  await closePull(gitea, app, pull.number);
  const [hostDownMs, cleanupMs] = await Promise.all([
    until(`${previewHost} to stop answering`, async () => !(await answers()), HOST_POLL_MS, 60_000).then(
      () => performance.now() - closed,
    ),
    until(
      `namespace ${namespace} gone`,
      async () =>
        (await scene.api.get({ apiVersion: 'v1', kind: 'Namespace', name: namespace })) === undefined,
      NAMESPACE_POLL_MS,
      60_000,
    ).then(() => performance.now() - closed),
  ]);
  const deleted = scene.serve.logged('previews-deleted', { pull: new RegExp(`#${pull.number}$`) });
  if (deleted === undefined) throw new Error(`serve logged no previews-deleted for PR ${pull.number}`);
  return { readyMs, cleanupMs, hostDownMs, deleteRequestedMs: Number(deleted['time']) - closedEpoch };
}

/** How long the API server takes to remove an empty namespace once deleted: what any cleanup waits for at least. */
async function emptyNamespaceDeletion(api: KubeApi, name: string): Promise<number> {
  await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } });
  await sleep(1000);
  const deleted = performance.now();
  await api.delete({ apiVersion: 'v1', kind: 'Namespace', name });
  await until(
    `namespace ${name} gone`,
    async () => (await api.get({ apiVersion: 'v1', kind: 'Namespace', name })) === undefined,
    NAMESPACE_POLL_MS,
    60_000,
  );
  return performance.now() - deleted;
}

/** serve's log events from `since` (epoch ms): the first of each, with its offset. */
function timeline(serve: ServeProcess, since: number): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const line of serve.logLines()) {
    const time = Number(line['time']);
    if (!(time >= since) || seen.has(line.msg)) continue;
    seen.add(line.msg);
    parts.push(`+${time - since} ${line.msg}`);
  }
  return parts.join(', ');
}

async function until(
  what: string,
  check: () => Promise<boolean>,
  everyMs: number,
  timeoutMs: number,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline)
      throw new Error(`bench: gave up waiting for ${what} after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

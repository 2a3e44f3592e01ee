/**
 * bench:pulls stage 1: delivery → plan comment posted, on a real Gitea, for a
 * PR changing 3 projects of a 1,000-project config repository that a real
 * `gitshift serve` tracks.
 *
 * One PR, pushed to N times (action `synchronized`): most deliveries in a
 * PR's life are pushes to it, each edits the one comment in place, and the
 * PR keeps changing the same 3 projects (a fresh branch per round would
 * change other projects each time only if the PR grew). Its first delivery
 * (`opened`, which creates the comment) is timed too but not counted.
 *
 * The delivery is Gitea's own: Gitea delivers each PR event to a receiver of
 * this bench (signed with serve's secret), and the bench posts those exact
 * bytes and headers to serve, timed from the POST. So the time from the push
 * to Gitea's delivery is measured apart, and the figure starts when the
 * delivery reaches serve. "Posted" is when the PR's comment, listed through
 * Gitea's API every POLL_MS, names the pushed head; serve's own `pull-planned`
 * line says `ms` from its receipt to the comment's text (before the comment
 * and status are sent), read beside it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CoreV1Api, type KubeConfig } from '@kubernetes/client-node';
import { PLAN_COMMENT_MARKER } from '../src/pulls/plan-comment.js';
import { freePort } from '../testbed/src/free-port.js';
import {
  addWebhook,
  cloneUrl,
  createRepository,
  listComments,
  listStatuses,
  openPull,
  pushToGitea,
  startDeliveryReceiver,
  type Delivery,
  type DeliveryReceiver,
  type GiteaRepository,
  type RunningGitea,
} from '../test/support/gitea.js';
import { withServe, type ServeProcess } from '../test/support/serve.js';
import { eventually, withCluster } from '../test/support/testbed.js';
import { commit, git } from './bare-repository.js';
import { configFiles, projectPath, projectYaml, writeRepository } from './pulls-config.js';

const SECRET = 'bench-pulls-plan-secret';
/** How often the PR's comments are listed while a plan is awaited. */
export const COMMENT_POLL_MS = 40;

export interface PlanStageOptions {
  readonly projects: number;
  readonly rounds: number;
  readonly say: (line: string) => void;
  readonly load: () => string;
}

/** One timed delivery. */
export interface PlanRound {
  /** The end of `git push` (for `opened`: Gitea's answer to the new PR) → Gitea's delivery at the bench's receiver. */
  readonly giteaMs: number;
  /** The POST of the delivery to serve → its 202. */
  readonly acceptedMs: number;
  /** The POST → the comment naming the head, seen through Gitea's API. */
  readonly commentMs: number;
  /** serve's `pull-planned` line: its receipt of the delivery → the comment's text made. */
  readonly serveMs: number;
  /** The comment's summary line. */
  readonly summary: string;
}

export interface PlanStageResult {
  /** The stage's namespaces start with it; they are being deleted when the stage returns. */
  readonly namespacePrefix: string;
  readonly initialSyncMs: number;
  readonly opened: PlanRound;
  readonly rounds: readonly PlanRound[];
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export async function runPlanStage(gitea: RunningGitea, options: PlanStageOptions): Promise<PlanStageResult> {
  const { say, projects } = options;
  return withCluster(async ({ kubeconfigPath, kubeConfig, namespacePrefix }) => {
    const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-pulls-'));
    const receiver = await startDeliveryReceiver();
    try {
      const repo = await createRepository(gitea, 'plans', { autoInit: false });
      const clone = writeRepository(join(work, 'clone'), configFiles(namespacePrefix, projects));
      const seeded = performance.now();
      await pushToGitea(gitea, repo, clone, 'HEAD:main');
      say(`  ${projects} projects pushed to Gitea in ${ms(performance.now() - seeded)} (one git push)`);
      await addWebhook(gitea, repo, { url: receiver.url, secret: SECRET, events: ['pull_request'] });
      const tokenFile = join(work, 'forge-token');
      writeFileSync(tokenFile, `${gitea.token}\n`);
      const port = await freePort();
      const env = {
        KUBECONFIG: kubeconfigPath,
        GITSHIFT_LISTEN: `127.0.0.1:${port}`,
        GITSHIFT_STATE_DIR: join(work, 'state'),
        GITSHIFT_REPO_URL: cloneUrl(gitea, repo),
        // Nothing but the deliveries the bench sends: main does not move.
        GITSHIFT_POLL_INTERVAL: '10m',
        GITSHIFT_RESYNC_INTERVAL: '0s',
        GITSHIFT_GITHUB_SECRET: SECRET,
        GITSHIFT_FORGE_KIND: 'gitea',
        GITSHIFT_FORGE_API_URL: `${gitea.url}/api/v1`,
        GITSHIFT_FORGE_TOKEN_FILE: tokenFile,
        GITSHIFT_PUBLIC_URL: `http://127.0.0.1:${port}`,
      };
      const started = performance.now();
      return await withServe([], env, async (serve) => {
        await eventually('the initial sync of every project', () => settled(serve), 30 * 60_000);
        const initialSyncMs = performance.now() - started;
        const synced = serve.logged('synced-all');
        if (synced?.['projects'] !== projects)
          throw new Error(`serve's first sync did not sync ${projects} projects: ${JSON.stringify(synced)}`);
        const namespaces = await namespacesNamed(kubeConfig, namespacePrefix);
        say(
          `  serve: initial sync of ${projects} projects took ${ms(initialSyncMs)} from its start (its synced-all line: ${String(synced['changed'])} objects changed in ${String(synced['ms'])} ms; ${namespaces} namespaces of the bench in the API server); load ${options.load()}`,
        );
        const changed = [7, Math.floor(projects / 2), projects - 3].filter((i) => i >= 0 && i < projects);
        const scene: PlanScene = { gitea, repo, serve, receiver, clone, changed, prefix: namespacePrefix };

        git(clone, 'checkout', '--quiet', '-b', 'bench-plan');
        const first = pushRound(scene, 1);
        await first.pushed;
        const pull = await openPull(gitea, repo, { head: 'bench-plan', title: 'Three projects' });
        const opened = await timeDelivery(scene, pull.number, first.sha, 'opened', performance.now());
        say(`  opened (not counted, creates the comment): ${describe(opened)}`);
        say(`    the comment: ${opened.summary}`);
        const rounds: PlanRound[] = [];
        for (let round = 1; round <= options.rounds; round++) {
          await sleep(300);
          const next = pushRound(scene, round + 1);
          await next.pushed;
          const pushEnd = performance.now();
          const timed = await timeDelivery(scene, pull.number, next.sha, 'synchronized', pushEnd);
          rounds.push(timed);
          say(`  push ${round}/${options.rounds}: ${describe(timed)}`);
        }
        say(`    the comment after the last push: ${rounds.at(-1)?.summary ?? ''}`);
        return { namespacePrefix, initialSyncMs, opened, rounds };
      });
    } finally {
      await receiver.stop();
      rmSync(work, { recursive: true, force: true });
    }
  });
}

interface PlanScene {
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly serve: ServeProcess;
  readonly receiver: DeliveryReceiver;
  readonly clone: string;
  /** The indexes of the 3 projects the PR changes. */
  readonly changed: readonly number[];
  readonly prefix: string;
}

/** Commits version `version` of the PR's projects and pushes the branch with git. */
function pushRound(scene: PlanScene, version: number): { sha: string; pushed: Promise<void> } {
  for (const i of scene.changed)
    writeFileSync(join(scene.clone, projectPath(scene.prefix, i)), projectYaml(scene.prefix, i, version));
  const sha = commit(scene.clone, `version ${version} of three projects`);
  return { sha, pushed: pushToGitea(scene.gitea, scene.repo, scene.clone, 'bench-plan') };
}

/** Waits for Gitea's delivery of `sha`, posts it to serve, and times the plan comment. */
async function timeDelivery(
  scene: PlanScene,
  number: number,
  sha: string,
  action: string,
  pushEnd: number,
): Promise<PlanRound> {
  const delivery = await scene.receiver.next((d) => isPullDelivery(d, action, sha), 30_000);
  const giteaMs = performance.now() - pushEnd;
  const sent = performance.now();
  const response = await fetch(`${scene.serve.url}/hooks/github`, {
    method: 'POST',
    headers: forwardedHeaders(delivery),
    body: delivery.body,
  });
  const acceptedMs = performance.now() - sent;
  if (response.status !== 202)
    throw new Error(`serve answered the ${action} delivery ${response.status}: ${await response.text()}`);
  const seen = await commentNaming(scene, number, sha);
  const line = await eventually(
    `serve's pull-planned line for ${sha.slice(0, 12)}`,
    () => scene.serve.logged('pull-planned', { commit: sha.slice(0, 12) }),
    30_000,
  );
  if (line['state'] !== 'planned' || line['projects'] !== scene.changed.length)
    throw new Error(`the plan of ${sha.slice(0, 12)} was not 3 projects planned: ${JSON.stringify(line)}`);
  // A plan of a broken repository would be timed as well as a good one: only a clean plan counts.
  const status = (await listStatuses(scene.gitea, scene.repo, sha)).find(
    (s) => s.context === 'gitshift/plan' && s.status !== 'pending',
  );
  if (status?.status !== 'success')
    throw new Error(`the plan status of ${sha.slice(0, 12)} is not success: ${JSON.stringify(status)}`);
  return {
    giteaMs,
    acceptedMs,
    commentMs: seen.at - sent,
    serveMs: Number(line['ms']),
    summary: seen.summary,
  };
}

function isPullDelivery(delivery: Delivery, action: string, sha: string): boolean {
  const json = delivery.json as { action?: string; pull_request?: { head?: { sha?: string } } } | undefined;
  return (
    delivery.headers['x-github-event'] === 'pull_request' &&
    json?.action === action &&
    json.pull_request?.head?.sha === sha
  );
}

/** What Gitea sent: its event, delivery id and signatures (GitHub's and its own), and the content type. */
function forwardedHeaders(delivery: Delivery): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(delivery.headers))
    if ((name.startsWith('x-') || name === 'content-type') && typeof value === 'string')
      headers[name] = value;
  return headers;
}

/** When the PR's plan comment first names `sha`, listed every COMMENT_POLL_MS. */
async function commentNaming(
  scene: PlanScene,
  number: number,
  sha: string,
): Promise<{ at: number; summary: string }> {
  const short = sha.slice(0, 7);
  const deadline = performance.now() + 60_000;
  for (;;) {
    const comments = await listComments(scene.gitea, scene.repo, number);
    const found = comments.find((c) => c.body.startsWith(PLAN_COMMENT_MARKER) && c.body.includes(short));
    if (found !== undefined)
      return { at: performance.now(), summary: found.body.split('\n').find((l) => l.startsWith('**')) ?? '' };
    if (performance.now() > deadline) throw new Error(`no plan comment naming ${short} within 60 s`);
    await sleep(COMMENT_POLL_MS);
  }
}

/** How many namespaces start with `prefix`. */
export async function namespacesNamed(kubeConfig: KubeConfig, prefix: string): Promise<number> {
  const { items } = await kubeConfig.makeApiClient(CoreV1Api).listNamespace();
  return items.filter((ns) => ns.metadata?.name?.startsWith(prefix) === true).length;
}

/** serve's first bulk sync of every project has run and nothing is queued. */
async function settled(serve: ServeProcess): Promise<true | undefined> {
  const status = (await (await fetch(`${serve.url}/status`)).json()) as {
    projects: { project: string; state: string; runs: number }[];
  };
  const all = status.projects.find((p) => p.project === '*');
  return all !== undefined && all.runs > 0 && status.projects.every((p) => p.state === 'idle')
    ? true
    : undefined;
}

function describe(round: PlanRound): string {
  return `push → Gitea's delivery ${ms(round.giteaMs)}; delivery → 202 ${ms(round.acceptedMs)}, → comment posted ${ms(round.commentMs)} (serve's pull-planned ms=${round.serveMs})`;
}

export function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

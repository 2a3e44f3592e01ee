/**
 * What each chaos phase does before a kill, and when its work counts as
 * done after one: the answer is read from Git, the cluster and serve's API,
 * never from serve's own word alone.
 */
import { createHash } from 'node:crypto';
import type { BuildRecord } from '../../src/buildplan/build-record.js';
import { BUILD_LABEL } from '../../src/builds/executors/build-pod.js';
import { buildApi } from './builds.js';
import { deliver, pullRequestEvent, registryPush } from './chaos-deliveries.js';
import { CHAOS_RUN_LABEL, CHAOS_VERSION_ANNOTATION, plainFiles, previewColourFile } from './chaos-repo.js';
import { CHAOS_GITHUB_SECRET, CHAOS_REGISTRY_SECRET, type ChaosScene } from './chaos-scene.js';
import { commitsAddingDigests } from './chaos-tally.js';
import { closePull, commitFiles, openPull } from './gitea.js';
import { git } from './git-sandbox.js';

export interface PhaseDriver {
  /** Starts the work the coming kill interrupts, on the serve of the moment. */
  begin(): Promise<void>;
  /** Undefined once the work begun so far is done; else what is still pending. */
  pending(killedAt: number): Promise<string | undefined>;
  /** After the phase's last kill: let its work end (a build run to completion, the push stream stopped). */
  finish(): Promise<void>;
}

const FINISHED = ['Complete', 'Failed', 'Error', 'Cancelled'];

/** Plain projects: each kill after the first interrupts applying a new version of all of them. */
export function syncPhase(scene: ChaosScene): PhaseDriver & { version(): number } {
  let version = 1;
  let begun = false;
  return {
    version: () => version,
    async begin() {
      // The first kill lands in the first sync, which starting serve began.
      if (!begun) {
        begun = true;
        return;
      }
      version++;
      await scene.commitToMain(
        plainFiles(scene.run, scene.projects, version),
        `every project to version ${version}`,
      );
    },
    async pending() {
      const stale = await staleObjects(scene, version);
      return stale.length === 0
        ? undefined
        : `${stale.length} objects not at version ${version} (${stale[0]})`;
    },
    finish: () => Promise.resolve(),
  };
}

/** Plain objects whose version is not `version`, or missing: `namespace kind/name version`. */
export async function staleObjects(scene: ChaosScene, version: number): Promise<string[]> {
  const stale: string[] = [];
  for (const [apiVersion, kind] of [
    ['v1', 'ConfigMap'],
    ['apps/v1', 'Deployment'],
    ['v1', 'Service'],
  ] as const) {
    const live = await scene.api.list(apiVersion, kind, `${CHAOS_RUN_LABEL}=${scene.run}`);
    const byNamespace = new Map(live.map((o) => [o.metadata.namespace ?? '', o]));
    for (const project of scene.projects.plain) {
      const object = byNamespace.get(project);
      const seen = object?.metadata.annotations?.[CHAOS_VERSION_ANNOTATION];
      if (seen !== String(version)) stale.push(`${project} ${kind}/web ${seen ?? 'missing'}`);
    }
  }
  return stale;
}

export interface PushStream {
  /** Digests answered 202, with when. */
  readonly accepted: readonly { readonly digest: string; readonly at: number }[];
  readonly sent: () => number;
}

/** Registry pushes stream in while serve is killed; every push accepted before a kill must be in Git. */
export function writeBackPhase(
  scene: ChaosScene,
  options: { readonly pushesPerSecond: number },
): PhaseDriver & PushStream {
  const accepted: { digest: string; at: number }[] = [];
  const stopping = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let streaming: Promise<void> | undefined;
  const stream = async (): Promise<void> => {
    for (let n = 0; !stopping.signal.aborted; n++) {
      const digest = `sha256:${createHash('sha256').update(`${scene.run}-${n}`).digest('hex')}`;
      // Every fifth push moves the tag the DeploymentConfig follows; the others tags of their own.
      const tag = n % 5 === 0 ? 'v2' : `b${n}`;
      const delivery = registryPush(CHAOS_REGISTRY_SECRET, scene.registry.host, 'team/app', tag, digest);
      sent++;
      const one = deliver(scene.url, delivery, stopping.signal).then((status) => {
        if (status === 202) accepted.push({ digest, at: Date.now() });
      });
      inFlight.add(one);
      void one.finally(() => inFlight.delete(one));
      // A sender with a bounded queue: while serve is away, pushes wait rather than pile up.
      while (inFlight.size >= 8 && !stopping.signal.aborted) await Promise.race(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1000 / options.pushesPerSecond));
    }
  };
  return {
    accepted,
    sent: () => sent,
    begin() {
      streaming ??= stream();
      return Promise.resolve();
    },
    async pending(killedAt) {
      const due = accepted.filter((a) => a.at <= killedAt).map((a) => a.digest);
      if (due.length === 0) return undefined;
      const inGit = await digestsInGit(scene);
      const missing = due.filter((digest) => !inGit.has(digest));
      return missing.length === 0 ? undefined : `${missing.length} accepted pushes not in Git yet`;
    },
    async finish() {
      // The pushes already answered stay counted; those still being retried are dropped, as a sender giving up.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      stopping.abort();
      await streaming;
      await Promise.all(inFlight);
    },
  };
}

/** For each digest in main's history of the write-back project, the commits that added it. */
export async function digestCommits(scene: ChaosScene): Promise<Map<string, Set<string>>> {
  await scene.fetchMain();
  const log = git(
    scene.clone,
    'log',
    '--format=commit %H',
    '-p',
    '--unified=0',
    'refs/remotes/origin/main',
    '--',
    `projects/${scene.projects.images}/`,
  );
  return commitsAddingDigests(log);
}

async function digestsInGit(scene: ChaosScene): Promise<Set<string>> {
  return new Set((await digestCommits(scene)).keys());
}

/** A build of the application: each kill interrupts one; the phase ends with one built to the end. */
export function buildPhase(scene: ChaosScene): PhaseDriver & { completed(): BuildRecord | undefined } {
  const project = scene.projects.build;
  let completed: BuildRecord | undefined;
  const start = async (): Promise<BuildRecord> => {
    const response = await buildApi(scene.url, `projects/${project}/buildconfigs/app/builds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (response.status !== 201) throw new Error(`start-build: ${response.status} ${await response.text()}`);
    return (await response.json()) as BuildRecord;
  };
  const records = async (): Promise<BuildRecord[]> => {
    const response = await buildApi(scene.url, `builds?project=${project}`);
    if (!response.ok) throw new Error(`GET builds: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { items: BuildRecord[] }).items;
  };
  return {
    completed: () => completed,
    async begin() {
      await start();
    },
    async pending() {
      const running = (await records()).filter((r) => !FINISHED.includes(r.status.phase));
      if (running.length > 0) return `build ${running[0]?.name ?? ''} is ${running[0]?.status.phase ?? ''}`;
      const pods = await buildPods(scene);
      return pods.length === 0 ? undefined : `build pods left: ${pods.join(', ')}`;
    },
    async finish() {
      const record = await start();
      const deadline = Date.now() + 240_000;
      for (;;) {
        const found = (await records()).find((r) => r.name === record.name);
        if (found !== undefined && FINISHED.includes(found.status.phase)) {
          completed = found;
          break;
        }
        if (Date.now() > deadline) throw new Error(`build ${record.name} did not finish in 240 s`);
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      if (completed.status.phase !== 'Complete')
        scene.say(
          `chaos: the build after the kills ended ${completed.status.phase}: ${completed.status.message ?? ''}`,
        );
    },
  };
}

/** Build pods in the build project's namespace. */
export async function buildPods(scene: ChaosScene): Promise<string[]> {
  const pods = await scene.api.list('v1', 'Pod', BUILD_LABEL);
  return pods.filter((p) => p.metadata.namespace === scene.projects.build).map((p) => p.metadata.name);
}

export interface OpenPulls {
  /** Open PRs of the run, oldest first, with the colour each sets. */
  readonly open: { number: number; colour: string }[];
  opened: number;
}

const previewNamespace = (scene: ChaosScene, number: number): string =>
  `${scene.projects.preview}-pr-${number}`;

async function previewColour(scene: ChaosScene, number: number): Promise<string | undefined> {
  const map = await scene.api.get({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    namespace: previewNamespace(scene, number),
    name: 'settings',
  });
  return (map as { data?: { colour?: string } } | undefined)?.data?.colour;
}

/** Whether the preview namespace is gone, or on its way (Terminating). */
async function previewGone(scene: ChaosScene, number: number): Promise<boolean> {
  const ns = (await scene.api.get({
    apiVersion: 'v1',
    kind: 'Namespace',
    name: previewNamespace(scene, number),
  })) as { status?: { phase?: string } } | undefined;
  return ns === undefined || ns.status?.phase === 'Terminating';
}

/** Each kill interrupts a new PR's preview being created. */
export function previewCreatePhase(scene: ChaosScene, pulls: OpenPulls): PhaseDriver {
  return {
    async begin() {
      const colour = `colour-${++pulls.opened}`;
      const branch = `chaos-${pulls.opened}`;
      const [path, content] = previewColourFile(scene.projects, colour);
      await commitFiles(scene.gitea, scene.repo, {
        branch: 'main',
        newBranch: branch,
        message: `preview ${colour}`,
        files: [{ operation: 'update', path, content }],
      });
      const pull = await openPull(scene.gitea, scene.repo, { head: branch, title: `Chaos ${colour}` });
      pulls.open.push({ number: pull.number, colour });
      await sendPullEvent(scene, pull.number, 'opened');
    },
    async pending() {
      for (const { number, colour } of pulls.open)
        if ((await previewColour(scene, number)) !== colour) return `preview of PR #${number} not ready`;
      return undefined;
    },
    finish: () => Promise.resolve(),
  };
}

/** Each kill interrupts the oldest open PR's preview being deleted (a PR is opened first when none is). */
export function previewDeletePhase(scene: ChaosScene, pulls: OpenPulls): PhaseDriver {
  const create = previewCreatePhase(scene, pulls);
  const closed: number[] = [];
  return {
    async begin() {
      if (pulls.open.length === 0) {
        await create.begin();
        await waitUntil(
          'the preview to delete',
          120_000,
          async () => (await create.pending(0)) === undefined,
        );
      }
      const pull = pulls.open.shift();
      if (pull === undefined) return;
      await closePull(scene.gitea, scene.repo, pull.number);
      closed.push(pull.number);
      await sendPullEvent(scene, pull.number, 'closed');
    },
    async pending() {
      for (const number of closed)
        if (!(await previewGone(scene, number))) return `preview of PR #${number} still there`;
      return undefined;
    },
    finish: () => Promise.resolve(),
  };
}

/** Closes every PR still open (as its author would), so the end has no preview that should live. */
export async function closeOpenPulls(scene: ChaosScene, pulls: OpenPulls): Promise<number[]> {
  const numbers = pulls.open.splice(0).map((p) => p.number);
  for (const number of numbers) {
    await closePull(scene.gitea, scene.repo, number);
    await sendPullEvent(scene, number, 'closed');
  }
  return numbers;
}

async function sendPullEvent(scene: ChaosScene, number: number, action: 'opened' | 'closed'): Promise<void> {
  const delivery = await pullRequestEvent(scene.gitea, scene.repo, number, action, CHAOS_GITHUB_SECRET);
  const status = await deliver(scene.url, delivery, AbortSignal.timeout(120_000));
  if (status !== 202) throw new Error(`pull_request ${action} of #${number}: answered ${status}`);
}

/** Preview namespaces of the run's repository still there (not Terminating). */
export async function livePreviewNamespaces(scene: ChaosScene): Promise<string[]> {
  const namespaces = await scene.api.list('v1', 'Namespace', 'gitshift.io/preview-pr');
  return namespaces
    .filter((ns) => ns.metadata.name.startsWith(`${scene.projects.preview}-pr-`))
    .filter((ns) => (ns as { status?: { phase?: string } }).status?.phase !== 'Terminating')
    .map((ns) => ns.metadata.name);
}

export async function waitUntil(
  what: string,
  timeoutMs: number,
  check: () => Promise<boolean>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`chaos: gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

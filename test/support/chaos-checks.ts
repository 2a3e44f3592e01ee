/**
 * The checks after the last kill: every accepted push in Git exactly once,
 * a plan of Git's head against the cluster with nothing to do, no plain
 * project with objects of different versions (half applied), no build pod
 * or preview namespace left behind, and a state directory that still reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BuildRecord } from '../../src/buildplan/build-record.js';
import { deliveryLogLines } from '../../src/webhooks/delivery-log-file.js';
import { DELIVERY_LOG } from '../../src/webhooks/replay-store.js';
import { fileJournal } from '../../src/writeback/write-back-journal.js';
import { buildApi } from './builds.js';
import { buildPods, digestCommits, livePreviewNamespaces, staleObjects, waitUntil } from './chaos-phases.js';
import type { ChaosScene, ChaosServe } from './chaos-scene.js';
import { countPushes, pendingChanges } from './chaos-tally.js';
import { runCli } from './cli.js';
import { git } from './git-sandbox.js';

export interface ChaosFindings {
  readonly accepted: number;
  readonly lost: readonly string[];
  readonly duplicated: readonly string[];
  /** What `gitshift plan` of main's head still wants to do. */
  readonly planPending: readonly string[];
  readonly planExit: number;
  /** Plain objects not at Git's version: half-applied projects show here. */
  readonly halfApplied: readonly string[];
  /** Build pods, unfinished Build records and preview namespaces left behind. */
  readonly orphans: readonly string[];
  /** State files that do not parse. */
  readonly stateProblems: readonly string[];
  readonly stateFiles: number;
  /** The build run after the build phase's kills. */
  readonly buildPhase: string;
}

export async function checkAfterChaos(
  scene: ChaosScene,
  serve: ChaosServe,
  run: {
    readonly accepted: readonly string[];
    readonly version: number;
    readonly build: BuildRecord | undefined;
  },
): Promise<ChaosFindings> {
  const { say } = scene;
  // The last pushes accepted may still be on their way to Git.
  let pushes = countPushes(run.accepted, await digestCommits(scene));
  await waitUntil('every accepted push in Git', 60_000, async () => {
    pushes = countPushes(run.accepted, await digestCommits(scene));
    return pushes.lost.length === 0;
  }).catch((error: unknown) => say(String(error)));
  say(
    `chaos: ${pushes.accepted} pushes accepted, ${pushes.lost.length} lost, ${pushes.duplicated.length} duplicated`,
  );

  const orphans = await leftBehind(scene);
  const plan = await planHead(scene);
  say(`chaos: plan of main's head: exit ${plan.exit}, ${plan.pending.length} changes pending`);
  const halfApplied = await staleObjects(scene, run.version);
  const state = readStateDir(scene.stateDir);
  const readyz = await fetch(`${scene.url}/readyz`);
  if (readyz.status !== 200) state.problems.push(`/readyz answered ${readyz.status}: ${await readyz.text()}`);
  if (!serve.logged('synced-all')) state.problems.push('the last serve never finished a sync');
  return {
    accepted: pushes.accepted,
    lost: pushes.lost,
    duplicated: pushes.duplicated,
    planPending: plan.pending,
    planExit: plan.exit,
    halfApplied,
    orphans,
    stateProblems: state.problems,
    stateFiles: state.files,
    buildPhase:
      run.build === undefined
        ? 'no build ran to its end'
        : `${run.build.name} ${run.build.status.phase}${run.build.status.reason === undefined ? '' : ` (${run.build.status.reason})`}`,
  };
}

/** Build pods, unfinished builds and preview namespaces still there once serve had time to clean up. */
async function leftBehind(scene: ChaosScene): Promise<string[]> {
  const find = async (): Promise<string[]> => {
    const response = await buildApi(scene.url, `builds?project=${scene.projects.build}`);
    const records = response.ok ? ((await response.json()) as { items: BuildRecord[] }).items : [];
    return [
      ...(await buildPods(scene)).map((pod) => `build pod ${pod}`),
      ...records
        .filter((r) => !['Complete', 'Failed', 'Error', 'Cancelled'].includes(r.status.phase))
        .map((r) => `build ${r.name} still ${r.status.phase}`),
      ...(await livePreviewNamespaces(scene)).map((ns) => `preview namespace ${ns}`),
    ];
  };
  let left: string[] = [];
  await waitUntil('no build pod or preview namespace left', 90_000, async () => {
    left = await find();
    return left.length === 0;
  }).catch(() => undefined);
  return left;
}

async function planHead(scene: ChaosScene): Promise<{ exit: number; pending: string[] }> {
  await scene.fetchMain();
  git(scene.clone, 'reset', '--quiet', '--hard', 'refs/remotes/origin/main');
  const run = await runCli(['plan', scene.clone, '-o', 'json'], { KUBECONFIG: scene.kubeconfigPath });
  if (run.code !== 0 && run.code !== 2)
    return { exit: run.code, pending: [`plan failed: ${run.stderr.slice(0, 2000)}`] };
  return { exit: run.code, pending: pendingChanges(JSON.parse(run.stdout)) };
}

/**
 * The state directory as serve's own readers take it: every JSON file
 * parses, the write-back journal reads (a record torn by a kill is skipped
 * by design), every line of the webhook replay log but a torn last one has
 * its shape, and no temporary file of an atomic write is left behind.
 */
export function readStateDir(dir: string): { files: number; problems: string[] } {
  const problems: string[] = [];
  let files = 0;
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (stat === undefined) continue;
      // Git's own repositories (the source cache, write-back's clone) are git's to check.
      if (stat.isDirectory()) {
        if (!name.endsWith('.git') && name !== 'objects' && name !== 'refs') walk(path);
        continue;
      }
      files++;
      const where = relative(dir, path);
      try {
        problems.push(...stateFileProblems(path, name).map((problem) => `${where}: ${problem}`));
      } catch (error) {
        problems.push(`${where}: ${(error as Error).message}`);
      }
    }
  };
  walk(dir);
  return { files, problems };
}

function stateFileProblems(path: string, name: string): string[] {
  if (name.endsWith('.partial') || name.endsWith('.tmp')) return ['a temporary file left behind'];
  if (name.endsWith('.json')) {
    JSON.parse(readFileSync(path, 'utf8'));
    return [];
  }
  if (name === 'journal.jsonl') {
    fileJournal(path).pending();
    return [];
  }
  if (name === DELIVERY_LOG) {
    // A kill mid-append leaves at most the last line torn, before the zeros; the store cuts it off on open.
    const lines = deliveryLogLines(readFileSync(path)).toString('latin1').split('\n');
    return lines
      .slice(0, -1)
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => !/^[ad] \d+ [\x21-\x7e]+$/.test(line))
      .map(({ i }) => `line ${i + 1} is no delivery record`);
  }
  return [];
}

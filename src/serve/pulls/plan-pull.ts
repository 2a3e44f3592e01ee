import { performance } from 'node:perf_hooks';
import type { Forge, ForgeRepository } from '../../forge/forge.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { BuildNotes } from '../../reconciler/format-plan.js';
import { syncRepository } from '../../reconciler/sync-repository.js';
import { projectsOfPaths } from '../../source/changed-projects.js';
import type { PlanCommentInput } from '../../pulls/plan-comment-input.js';
import type { PullRevision } from './pull-source.js';

/** The pull request to plan, as the delivery named it. */
export interface PullToPlan {
  readonly repository: ForgeRepository;
  readonly number: number;
}

export interface PlanPullDeps {
  readonly api: KubeApi;
  readonly forge: Forge;
  /** Loads the PR's head. */
  readonly load: (number: number) => Promise<PullRevision>;
  /** The config repository's folder inside the git repository (`repository.path`). */
  readonly configPath: string;
}

/** What planning a pull request found, ready for the comment and the commit status. */
export interface PulledPlan {
  /** The head commit that was planned: the ref's head when fetched, which may be newer than the delivery's. */
  readonly commit: string | undefined;
  readonly input: Omit<PlanCommentInput, 'elapsedMs' | 'previews' | 'fullPlanUrl'>;
  readonly revision: PullRevision | undefined;
  /** The dry-run plan of the changed projects against the cluster, in milliseconds. */
  readonly planMs: number;
}

/**
 * Plans a pull request of the config repository: only the projects it changes
 * (all of them when gitshift.yaml changes, or when the forge could not list
 * every changed file), from its head, against the live cluster, with the
 * server's dry run. Nothing in the cluster changes. A failure to fetch, load
 * or plan is thrown: the caller decides between a retry and a failed status.
 */
export async function planPull(
  deps: PlanPullDeps,
  pull: PullToPlan,
  signal: AbortSignal,
): Promise<PulledPlan> {
  const [files, revision] = await Promise.all([
    deps.forge.changedFiles(pull.repository, pull.number, signal),
    deps.load(pull.number),
  ]);
  const root = deps.configPath.replace(/^\/+|\/+$/g, '');
  const prefix = root === '' ? '' : `${root}/`;
  const changed = projectsOfPaths(
    files.paths.filter((path) => path.startsWith(prefix)).map((path) => path.slice(prefix.length)),
  );
  const everything = changed.settings || !files.complete;
  const { model, rendered } = revision;
  const planning = performance.now();
  const sync = await syncRepository(deps.api, model, rendered, {
    planOnly: true,
    ...(everything ? {} : { projects: new Set(changed.projects) }),
    signal,
  });
  const planned = new Set(everything ? rendered.projects.map((p) => p.name) : changed.projects);
  const builds: BuildNotes = new Map(
    rendered.projects.filter((p) => planned.has(p.name)).map((p) => [p.name, p.builds]),
  );
  // Problems of projects the PR leaves alone are main's, not this PR's; those of gitshift.yaml are everyone's.
  const problems = rendered.problems.filter(
    (problem) => everything || problem.project === undefined || planned.has(problem.project),
  );
  return {
    commit: revision.commit,
    revision,
    planMs: Math.round(performance.now() - planning),
    input: {
      repository: `${pull.repository.owner}/${pull.repository.name}`,
      number: pull.number,
      headSha: revision.commit,
      sync,
      changed: { projects: changed.projects, settings: changed.settings, complete: files.complete },
      problems,
      builds,
    },
  };
}

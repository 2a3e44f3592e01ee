import type { Problem } from '../errors/index.js';
import type { RepositoryModel } from '../model/project-model.js';
import type { Logger } from '../observability/logger.js';
import type { RepositoryChange } from './config-repository.js';
import { desiredRevision, type DesiredRevision } from './desired-state.js';
import { ALL_PROJECTS } from './reconcile-project.js';
import type { RevisionState } from './revision-state.js';

/** Manifest problems logged per revision; the rest are on /status and in `gitshift validate`. */
const LOGGED_PROBLEMS = 20;

export interface RevisionChangeOptions {
  readonly state: RevisionState;
  /** Queues a project (or ALL_PROJECTS) for reconciling. */
  readonly enqueue: (project: string) => void;
  /** Image updates: scheduled streams may have come or gone. */
  readonly revisionLoaded: () => void;
  /** serve's logger. */
  readonly log: Logger;
  /** Renders a loaded commit, given the revision before it (if any). Default: desiredRevision. */
  readonly load?: (
    head: string,
    model: RepositoryModel,
    previous: DesiredRevision | undefined,
  ) => DesiredRevision | Promise<DesiredRevision>;
}

/**
 * What serve does with each new head of the config repository: render it and
 * keep it as the revision to reconcile to, log its errors and the revision,
 * queue the projects it changed, and tell image updates.
 */
export function revisionChangeHandler({
  state,
  enqueue,
  revisionLoaded,
  log,
  load = desiredRevision,
}: RevisionChangeOptions): (change: RepositoryChange) => Promise<void> {
  return async (change) => {
    const renderStarted = performance.now();
    const desired = await load(change.head, change.model, state.get());
    const first = state.set(desired);
    const renderMs = Math.round(performance.now() - renderStarted);
    for (const problem of problemsToLog(desired.rendered.problems))
      log.warn(
        { file: problem.file, line: problem.line, field: problem.field, message: problem.message },
        'manifest-problem',
      );
    const { projects, logged } = projectsForChange(change, first);
    log.info(
      {
        commit: change.head.slice(0, 12),
        previous: change.previous?.slice(0, 12),
        projects: logged,
        loadMs: change.loadMs,
        renderMs,
      },
      'revision',
    );
    for (const project of projects) enqueue(project);
    revisionLoaded();
  };
}

/** The first revision, or new settings, can change every project (and show removed folders): one bulk sync. Otherwise the projects the commit changed. */
export function projectsForChange(
  change: Pick<RepositoryChange, 'settings' | 'projects'>,
  first: boolean,
): { readonly projects: readonly string[]; readonly logged: 'all' | number } {
  if (first || change.settings) return { projects: [ALL_PROJECTS], logged: 'all' };
  return { projects: change.projects, logged: change.projects.length };
}

/** The errors among a revision's problems, the first LOGGED_PROBLEMS. */
export function problemsToLog(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => p.severity === 'error').slice(0, LOGGED_PROBLEMS);
}

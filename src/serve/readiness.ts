import { formatProblem } from '../errors/index.js';
import type { LoadFailure } from './config-repository.js';
import type { DesiredRevision } from './desired-state.js';
import type { Readiness } from './http-server.js';

export interface ReadinessInput {
  /** The revision being reconciled to; undefined before the first one loads. */
  readonly desired: DesiredRevision | undefined;
  /** The last fetch's error, when the last fetch failed. */
  readonly fetchError: string | undefined;
  /** The newest fetched commit that could not be loaded. */
  readonly loadFailure: LoadFailure | undefined;
}

/**
 * What /readyz answers. Ready means the daemon reconciles to the newest commit
 * it fetched. A commit that was fetched but cannot be loaded leaves it
 * reconciling to an older one, which an operator must hear about: not ready,
 * with the commit and the cause, never a fetch error. Projects blocked by
 * their own manifest problems do not make the daemon unready (the other
 * projects go on); the reason names how many.
 */
export function readiness({ desired, fetchError, loadFailure }: ReadinessInput): Readiness {
  if (loadFailure !== undefined) {
    const at =
      desired === undefined
        ? 'no revision loaded yet'
        : `still reconciling to ${desired.commit.slice(0, 12)}`;
    return { ready: false, reason: `${loadFailure.message} (${loadFailure.code}); ${at}` };
  }
  if (desired === undefined) {
    const why = fetchError === undefined ? '' : `: ${fetchError}`;
    return { ready: false, reason: `the config repository has not been loaded yet${why}` };
  }
  const blocked = desired.rendered.skipped.length;
  const note = blocked === 0 ? '' : `; ${blocked} project(s) blocked by their manifest errors (see /status)`;
  return { ready: true, reason: `at ${desired.commit.slice(0, 12)}${note}` };
}

/** How many of a blocked project's errors /status lists: enough to act on, few enough to read. */
const ERRORS_SHOWN = 5;

export interface BlockedProject {
  readonly project: string;
  readonly reason: string;
  /** The first errors, as `validate` prints them. */
  readonly errors: readonly string[];
}

/** The projects of a revision that are not applied because of their errors, for /status. */
export function blockedProjects(desired: DesiredRevision | undefined): BlockedProject[] {
  if (desired === undefined) return [];
  return desired.rendered.skipped.map(({ name, reason }) => ({
    project: name,
    reason,
    errors: desired.rendered.problems
      .filter((p) => p.severity === 'error' && (p.project === name || p.project === undefined))
      .slice(0, ERRORS_SHOWN)
      .map(formatProblem),
  }));
}

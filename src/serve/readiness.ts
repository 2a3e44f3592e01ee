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
  /** What the dependency watch saw failing at its last look (dependency-watch.ts). Default: none. */
  readonly faults?: readonly DependencyFault[];
}

/** The things serve cannot work without, each watched on its own. */
export type Dependency = 'kubernetes' | 'git' | 'state' | 'registry' | 'forge';

/** A dependency failing now, and why, in words an operator can act on. */
export interface DependencyFault {
  readonly dependency: Dependency;
  readonly reason: string;
}

/**
 * What /readyz answers. Ready means the daemon reconciles to the newest commit
 * it fetched. A commit that was fetched but cannot be loaded leaves it
 * reconciling to an older one, which an operator must hear about: not ready,
 * with the commit and the cause, never a fetch error. Projects blocked by
 * their own manifest problems do not make the daemon unready (the other
 * projects go on); the reason names how many.
 */
export function readiness({ desired, fetchError, loadFailure, faults = [] }: ReadinessInput): Readiness {
  const failing = faultsReason(faults, fetchError, desired !== undefined);
  const base = revisionReadiness(desired, fetchError, loadFailure);
  if (failing === undefined) return base;
  return { ready: false, reason: base.ready ? failing : `${base.reason}; ${failing}` };
}

/**
 * The failing dependencies as one line, in a fixed order. Once a revision is
 * loaded, a failing fetch is the git remote's fault like any other (before,
 * the revision's own reason already names it).
 */
function faultsReason(
  faults: readonly DependencyFault[],
  fetchError: string | undefined,
  loaded: boolean,
): string | undefined {
  const all: DependencyFault[] = [...faults];
  if (loaded && fetchError !== undefined && !faults.some((f) => f.dependency === 'git'))
    all.push({ dependency: 'git', reason: `git remote: ${fetchError}` });
  if (all.length === 0) return undefined;
  return all
    .sort((a, b) => ORDER.indexOf(a.dependency) - ORDER.indexOf(b.dependency))
    .map((f) => f.reason)
    .join('; ');
}

const ORDER: readonly Dependency[] = ['state', 'kubernetes', 'git', 'registry', 'forge'];

function revisionReadiness(
  desired: DesiredRevision | undefined,
  fetchError: string | undefined,
  loadFailure: LoadFailure | undefined,
): Readiness {
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

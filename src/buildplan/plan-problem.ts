import type { BuildReason } from './build-record.js';

/**
 * Why a BuildConfig cannot be planned, or a Dockerfile cannot be rewritten.
 * Problems are data, so one look at a BuildConfig shows all of them.
 */
export interface BuildPlanProblem {
  /**
   * Where: a field of the BuildConfig (`spec.strategy.sourceStrategy.from.name`),
   * a line of a source file (`Dockerfile:3`, `.s2i/environment:2`) or a label
   * of the builder image (`builder label io.openshift.s2i.scripts-url`).
   */
  readonly field: string;
  /** Why, and what to do about it, in the user's words. */
  readonly message: string;
  /** The `status.reason` a build refused for this problem records. */
  readonly reason: BuildReason;
}

/** Either the value, or every problem found on the way to it. */
export type Planned<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly BuildPlanProblem[] }
  | { readonly ok: false; readonly problems: readonly BuildPlanProblem[] };

/** `spec.strategy.from: message` — one line per problem. */
export function formatPlanProblem(problem: BuildPlanProblem): string {
  return `${problem.field}: ${problem.message}`;
}

/** A problem of the BuildConfig itself: gitshift cannot build what it asks. */
export function unsupported(field: string, message: string): BuildPlanProblem {
  return { field, message, reason: 'GenericBuildFailed' };
}

/** What a failed fetch or push means for the write-back loop. */
export type GitFailure =
  /** The push lost a race: fetch, re-apply, retry. */
  | { readonly kind: 'rejected' }
  /** The remote has no such branch. */
  | { readonly kind: 'missing-branch' }
  /** The remote cannot be reached or read: retry later, then report. */
  | { readonly kind: 'unavailable' };

const REJECTED = [
  /\[rejected\]/,
  /non-fast-forward/,
  /fetch first/,
  // Another push holds the ref's lock on the remote at this moment.
  /cannot lock ref/,
  /failed to update ref/,
  /\[remote rejected\].*(lock|failed to update)/,
];

const MISSING_BRANCH = [/couldn't find remote ref/i];

/** Classifies git's output of a failed fetch or push (run with LC_ALL=C). */
export function classifyGitFailure(output: string): GitFailure {
  if (REJECTED.some((pattern) => pattern.test(output))) return { kind: 'rejected' };
  if (MISSING_BRANCH.some((pattern) => pattern.test(output))) return { kind: 'missing-branch' };
  return { kind: 'unavailable' };
}

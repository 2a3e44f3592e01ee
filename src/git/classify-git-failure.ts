import type { GitshiftErrorCode } from '../errors/index.js';

/*
 * git's own words about a failed fetch or push (run with LC_ALL=C), read in one place: what the
 * write-back loop does next (classifyGitFailure) and what the user is told (classifyFetchFailure).
 */

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

/** What a failed fetch means for the user, and what they can do about it. */
export interface FetchFailure {
  readonly code: GitshiftErrorCode;
  /** Advice appended to git's own words; empty when git's words say it all. */
  readonly hint: string;
}

interface Rule {
  readonly pattern: RegExp;
  readonly failure: FetchFailure;
}

// Matched against git's stderr, run with LC_ALL=C; the first rule that matches wins.
const RULES: readonly Rule[] = [
  {
    pattern: /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/,
    failure: {
      code: 'GIT_HOST_KEY_REJECTED',
      hint: "the SSH server's host key is not in the known-hosts file, or differs from it: check the server, then add its key (ssh-keyscan) to the file given with --known-hosts",
    },
  },
  {
    pattern:
      /Authentication failed|could not read (Username|Password)|terminal prompts disabled|Permission denied \(|HTTP (Basic: Access denied|401|403)|returned error: 40[13]|Invalid username or password/i,
    failure: {
      code: 'GIT_AUTH_FAILED',
      hint: 'the remote refused the credentials: check the token (--token-file or GITSHIFT_GIT_TOKEN) or the SSH key (--ssh-key), and its access to this repository',
    },
  },
  {
    pattern: /does not support shallow|shallow capabilities/i,
    failure: {
      code: 'GIT_SHALLOW_UNSUPPORTED',
      hint: 'the server cannot serve a shallow fetch (a dumb HTTP server does not); allow a full fetch explicitly (--allow-full-fetch) to fetch the whole history instead',
    },
  },
  {
    pattern: /couldn't find remote ref/i,
    failure: { code: 'GIT_UNREADABLE', hint: 'the remote has no such branch: check --ref' },
  },
];

/** Classifies git's stderr of a failed fetch; anything unrecognised is an unavailable remote, worth a retry. */
export function classifyFetchFailure(stderr: string): FetchFailure {
  for (const rule of RULES) if (rule.pattern.test(stderr)) return rule.failure;
  return { code: 'GIT_REMOTE_UNAVAILABLE', hint: '' };
}

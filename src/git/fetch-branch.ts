import { GitshiftError } from '../errors/index.js';
import { classifyGitFailure } from './classify-git-failure.js';
import { systemGit, type GitRunner } from './git-runner.js';
import { firstLines } from './run-git-checked.js';
import { maskCredentials } from '../observability/mask-credentials.js';
import { QUICK_FETCH } from './quick-fetch.js';

export interface FetchBranchOptions {
  /** A repository (bare or not) with the remote configured. */
  readonly dir: string;
  readonly branch: string;
  /** A configured remote's name. Default: `origin`. */
  readonly remote?: string;
  /** Default: the system git. */
  readonly git?: GitRunner;
}

/**
 * Fetches only the tracked branch into `refs/remotes/<remote>/<branch>` and
 * returns its head: the incremental step before a snapshot. isomorphic-git
 * cannot fetch from file:// or SSH remotes, so this is the system git's job.
 */
export async function fetchBranch({
  dir,
  branch,
  remote = 'origin',
  git = systemGit(),
}: FetchBranchOptions): Promise<string> {
  const tracking = `refs/remotes/${remote}/${branch}`;
  const fetched = await git.run(
    [...QUICK_FETCH, '--quiet', '--no-tags', remote, `+refs/heads/${branch}:${tracking}`],
    { cwd: dir },
  );
  if (fetched.exitCode !== 0) {
    const missing = classifyGitFailure(fetched.stderr).kind === 'missing-branch';
    throw new GitshiftError(
      missing ? 'GIT_UNREADABLE' : 'GIT_REMOTE_UNAVAILABLE',
      `cannot fetch ${branch} into ${dir}: ${firstLines(maskCredentials(fetched.stderr))}`,
      { dir, branch },
    );
  }
  const head = await git.run(['rev-parse', '--verify', tracking], { cwd: dir });
  return head.stdout.toString('utf8').trim();
}

import { GitshiftError } from '../errors/index.js';
import type { GitRunner } from './git-runner.js';

/**
 * A commit named by a ref (`main`, `refs/remotes/origin/main`, `HEAD`), by
 * its id, or by an id this repository has already resolved (`resolved`):
 * asked of git only in the first two cases, each `git rev-parse` being a
 * process of its own.
 */
export type GitRevision =
  { readonly ref: string } | { readonly commit: string } | { readonly resolved: string };

/** The commit id a revision names; a typed error when the repository or the revision does not exist. */
export async function resolveCommit(git: GitRunner, dir: string, revision: GitRevision): Promise<string> {
  if ('resolved' in revision) return revision.resolved;
  const name = 'ref' in revision ? revision.ref : revision.commit;
  if (name.startsWith('-')) {
    throw new GitshiftError('GIT_UNREADABLE', `'${name}' is not a revision`, { dir, revision: name });
  }
  let result;
  try {
    result = await git.run(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], { cwd: dir });
  } catch (error) {
    // spawn fails with ENOENT when the directory itself is missing.
    throw new GitshiftError(
      'GIT_UNREADABLE',
      `cannot read git repository ${dir}: ${(error as Error).message}`,
      { dir },
      { cause: error },
    );
  }
  const commit = result.stdout.toString('utf8').trim();
  if (result.exitCode === 0 && /^[0-9a-f]{40,64}$/.test(commit)) return commit;
  const reason = result.stderr.includes('not a git repository')
    ? `${dir} is not a git repository`
    : `${dir} has no commit '${name}'`;
  throw new GitshiftError('GIT_UNREADABLE', reason, { dir, revision: name });
}

import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { SourceRevision } from '../../buildplan/build-info.js';
import type { GitRunner } from '../../git/git-runner.js';
import { runGitChecked } from '../../git/run-git-checked.js';
import { throwIfAborted } from '../../runtime/index.js';

export interface GitSourceRequest {
  /** The BuildConfig's `source.git.uri`. */
  readonly uri: string;
  /**
   * A branch, a tag or a full ref (`refs/pull/7/head`, which GitHub and Gitea
   * serve for a pull request's head); undefined means the remote's default
   * branch (its HEAD), never a guessed `master`.
   */
  readonly ref?: string | undefined;
  /** A commit to build instead of the ref's head (a webhook names the one pushed). */
  readonly commit?: string | undefined;
  /** An empty directory to check the source out into; it ends up holding the files only, no `.git`. */
  readonly into: string;
}

/**
 * Fetches one commit of a build's source, shallow, and checks it out without
 * its `.git` (a build context carries the files, not the history). A server
 * that refuses fetching a commit by id (protocol v0 without
 * allowReachableSHA1InWant) is asked for the ref's head instead, still
 * shallow, which is the commit when nothing was pushed since; only when the
 * ref moved on is its history fetched to find the commit. Failures are
 * BUILD_SOURCE_FAILED with git's own words, credentials masked.
 */
export async function fetchGitSource(
  git: GitRunner,
  { uri, ref, commit, into }: GitSourceRequest,
  signal: AbortSignal,
): Promise<SourceRevision> {
  await mkdir(into, { recursive: true });
  const run = async (args: readonly string[], what: string): Promise<string> => {
    throwIfAborted(signal, 'fetching the build source');
    return (await runGitChecked(git, args, { cwd: into, what, code: 'BUILD_SOURCE_FAILED' })).toString(
      'utf8',
    );
  };
  const wanted = ref === undefined ? 'HEAD' : ref;
  await run(['init', '--quiet'], `create a repository in ${into}`);
  if (commit === undefined) {
    await run(['fetch', '--quiet', '--depth=1', '--no-tags', uri, wanted], `fetch ${wanted} of ${uri}`);
  } else {
    const direct = await git.run(['fetch', '--quiet', '--depth=1', '--no-tags', uri, commit], { cwd: into });
    if (direct.exitCode !== 0) {
      await run(['fetch', '--quiet', '--depth=1', '--no-tags', uri, wanted], `fetch ${wanted} of ${uri}`);
      const head = (await run(['rev-parse', 'FETCH_HEAD'], 'read the fetched head')).trim();
      if (!head.startsWith(commit.toLowerCase()))
        await run(
          ['fetch', '--quiet', '--unshallow', '--no-tags', uri, wanted],
          `fetch ${wanted} of ${uri} to find ${commit}`,
        );
    }
  }
  const target = commit ?? 'FETCH_HEAD';
  await run(
    ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', '--detach', target],
    `check out ${target}`,
  );
  const [id = '', authorName = '', authorEmail = '', date = '', subject = ''] = (
    await run(['log', '-1', '--format=%H%n%an%n%ae%n%ad%n%s'], `read commit ${target}`)
  ).split('\n');
  await rm(join(into, '.git'), { recursive: true, force: true });
  return { commit: id, ref, message: subject, authorName, authorEmail, date };
}

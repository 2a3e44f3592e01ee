import { appendFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import { classifyFetchFailure, type FetchFailure } from '../git/classify-git-failure.js';
import type { GitRunner } from '../git/git-runner.js';
import { QUICK_FETCH } from '../git/quick-fetch.js';
import { firstLines } from '../git/run-git-checked.js';

/** A config source's private bare repository, and how to talk about it without leaking secrets. */
export interface SourceRepository {
  readonly git: GitRunner;
  /** The bare repository. */
  readonly dir: string;
  /** The remote's URL, without a password. */
  readonly url: string;
  /** Hides credentials in git's output. */
  readonly mask: (text: string) => string;
}

/** How the tracked branch was chosen, for messages. */
export type BranchChoice = 'given' | 'remote-default' | 'assumed';

/**
 * Makes `dir` a bare repository whose `origin` is the URL. One left by an
 * earlier run for the same URL is kept (that is the cache); one for another
 * URL is replaced.
 */
export async function preparePrivateRepository(repo: SourceRepository): Promise<void> {
  const { git, dir, url } = repo;
  if (existsSync(join(dir, 'HEAD'))) {
    const configured = await git.run(['config', '--get', 'remote.origin.url'], { cwd: dir });
    if (configured.exitCode === 0 && configured.stdout.toString('utf8').trim() === url) return;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await checked(repo, ['init', '--quiet', '--bare', '.'], 'create the private repository');
  // The URL goes into the config file, not onto a command line. No gc: it could drop the delivered head's objects.
  const quoted = url.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  appendFileSync(join(dir, 'config'), `[remote "origin"]\n\turl = "${quoted}"\n[gc]\n\tauto = 0\n`);
}

/** The branch the remote's HEAD names (`git ls-remote --symref`), else `main`. */
export async function askDefaultBranch(
  repo: SourceRepository,
): Promise<{ branch: string; choice: BranchChoice }> {
  const result = await repo.git.run(['ls-remote', '--symref', 'origin', 'HEAD'], { cwd: repo.dir });
  if (result.exitCode !== 0) {
    throw fetchError(
      classifyFetchFailure(result.stderr),
      `cannot ask ${repo.url} for its default branch: ${firstLines(repo.mask(result.stderr))}`,
      { url: repo.url },
    );
  }
  const symref = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(result.stdout.toString('utf8'));
  return symref?.[1] === undefined
    ? { branch: 'main', choice: 'assumed' }
    : { branch: symref[1], choice: 'remote-default' };
}

/** Fetches one branch into `refs/remotes/origin/<branch>`: undefined when it worked, else what went wrong. */
export async function fetchBranchInto(
  repo: SourceRepository,
  branch: string,
  { shallow }: { shallow: boolean },
): Promise<{ failure: FetchFailure; message: string } | undefined> {
  const depth = shallow ? ['--depth=1'] : [];
  const refspec = `+refs/heads/${branch}:refs/remotes/origin/${branch}`;
  const result = await repo.git.run([...QUICK_FETCH, '--quiet', '--no-tags', ...depth, 'origin', refspec], {
    cwd: repo.dir,
  });
  if (result.exitCode === 0) return undefined;
  return {
    failure: classifyFetchFailure(result.stderr),
    message: `cannot fetch branch ${branch} of ${repo.url}: ${firstLines(repo.mask(result.stderr))}`,
  };
}

/**
 * Fetches one ref of the remote other than a branch (a pull request's head,
 * `refs/pull/7/head`) into `localRef`, shallow: undefined when it worked,
 * else what went wrong.
 */
export async function fetchRefInto(
  repo: SourceRepository,
  remoteRef: string,
  localRef: string,
): Promise<{ failure: FetchFailure; message: string } | undefined> {
  const result = await repo.git.run(
    [...QUICK_FETCH, '--quiet', '--no-tags', '--depth=1', 'origin', `+${remoteRef}:${localRef}`],
    { cwd: repo.dir },
  );
  if (result.exitCode === 0) return undefined;
  return {
    failure: classifyFetchFailure(result.stderr),
    message: `cannot fetch ${remoteRef} of ${repo.url}: ${firstLines(repo.mask(result.stderr))}`,
  };
}

/** The commit a name resolves to in the repository, or undefined when it has none. */
export async function resolveIn(repo: SourceRepository, name: string): Promise<string | undefined> {
  const result = await repo.git.run(['rev-parse', '--verify', '--quiet', `${name}^{commit}`], {
    cwd: repo.dir,
  });
  const commit = result.stdout.toString('utf8').trim();
  return result.exitCode === 0 && commit !== '' ? commit : undefined;
}

/**
 * The commits several names resolve to, in one `git cat-file --batch-check`
 * rather than a `git rev-parse` process per name; undefined for a name with
 * none (missing, ambiguous, not a commit).
 */
export async function resolveAllIn(
  repo: SourceRepository,
  names: readonly string[],
): Promise<(string | undefined)[]> {
  if (names.some((name) => name.includes('\n') || name.startsWith('-')))
    throw new GitshiftError('GIT_UNREADABLE', `not revisions: ${names.join(', ')}`, { dir: repo.dir });
  const result = await repo.git.run(['cat-file', '--batch-check'], {
    cwd: repo.dir,
    input: names.map((name) => `${name}^{commit}\n`).join(''),
  });
  if (result.exitCode !== 0)
    throw new GitshiftError(
      'GIT_UNREADABLE',
      `cannot resolve ${names.join(', ')} in ${repo.dir}: ${firstLines(repo.mask(result.stderr))}`,
      { dir: repo.dir },
    );
  const answers = result.stdout.toString('utf8').split('\n');
  return names.map((_, index) => {
    const [oid, type] = (answers[index] ?? '').split(' ');
    return type === 'commit' && oid !== undefined && /^[0-9a-f]{40,64}$/.test(oid) ? oid : undefined;
  });
}

/** Runs a local git command that must work. */
export async function checked(repo: SourceRepository, args: readonly string[], what: string): Promise<void> {
  const result = await repo.git.run(args, { cwd: repo.dir });
  if (result.exitCode !== 0) {
    throw new GitshiftError(
      'GIT_COMMAND_FAILED',
      `cannot ${what} in ${repo.dir}: ${firstLines(repo.mask(result.stderr))}`,
      { dir: repo.dir },
    );
  }
}

/** A fetch failure as a typed error: git's words, then what to do. */
export function fetchError(
  failure: FetchFailure,
  message: string,
  data: Record<string, unknown>,
): GitshiftError {
  return new GitshiftError(failure.code, failure.hint === '' ? message : `${message}; ${failure.hint}`, data);
}

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { GitshiftError } from '../errors/index.js';

const run = promisify(execFile);

/** Where a rollback commit goes: a remote URL, its branch when known, and what to tell the user. */
export interface RollbackRepo {
  readonly url: string;
  readonly branch?: string;
  /** Said after the commit, e.g. that a working copy needs a pull. */
  readonly note?: string;
}

// `scheme://…`, or git's scp-like `user@host:path` (no slash before the first colon).
const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/|^[^/:\s]+@[^/:\s]+:/i;

/**
 * `--repo` as the write-back engine needs it: a URL stays a URL; a bare
 * repository becomes its `file://` URL; a working copy is written through
 * its `origin` remote (pushing into a checked-out branch is refused by git,
 * and committing behind the user's back into their work tree would be worse).
 */
export async function resolveRepo(repo: string, ref: string | undefined): Promise<RollbackRepo> {
  const branch = ref === undefined ? {} : { branch: ref };
  if (URL_LIKE.test(repo)) return { url: repo, ...branch };
  const dir = resolve(repo);
  if (!existsSync(dir))
    throw new GitshiftError('USAGE', `--repo ${repo}: no such directory, and not a URL`, { repo });
  const git = async (...args: string[]): Promise<string | undefined> =>
    run('git', ['-C', dir, ...args], { encoding: 'utf8' }).then(
      ({ stdout }) => stdout.trim(),
      () => undefined,
    );
  const bare = await git('rev-parse', '--is-bare-repository');
  if (bare === undefined)
    throw new GitshiftError('USAGE', `--repo ${repo} is not a git repository`, { repo });
  if (bare === 'true') return { url: pathToFileURL(dir).href, ...branch };
  const origin = await git('remote', 'get-url', 'origin');
  if (origin === undefined) {
    throw new GitshiftError(
      'USAGE',
      `--repo ${repo} is a working copy without an 'origin' remote; gitshift rollback commits through a remote, so pass the bare repository or its URL`,
      { repo },
    );
  }
  const url = URL_LIKE.test(origin)
    ? origin
    : pathToFileURL(isAbsolute(origin) ? origin : resolve(dir, origin)).href;
  const current = ref ?? (await git('symbolic-ref', '--quiet', '--short', 'HEAD'));
  return {
    url,
    ...(current === undefined ? {} : { branch: current }),
    note: `the working copy ${repo} does not have it yet: run 'git pull' there`,
  };
}

/** The benches' config repositories: bare, on disk, one commit of the given files, and a clone beside it. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/**
 * A bare repository `<work>/config.git` whose main holds `files` (path → text),
 * pushed from `<work>/clone` (its `origin`, for later commits); the bare one's path.
 */
export function bareRepository(work: string, files: Iterable<readonly [string, string]>): string {
  const clone = join(work, 'clone');
  for (const [path, text] of files) {
    mkdirSync(dirname(join(clone, path)), { recursive: true });
    writeFileSync(join(clone, path), text);
  }
  const remote = join(work, 'config.git');
  git(work, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(clone, 'init', '--quiet', '--initial-branch=main');
  commit(clone, 'config');
  git(clone, 'remote', 'add', 'origin', remote);
  git(clone, 'push', '--quiet', 'origin', 'HEAD:main');
  return remote;
}

/** Commits every change in the working tree as the benches' author; returns the new commit's SHA. */
export function commit(dir: string, message: string): string {
  git(dir, 'add', '--all');
  git(dir, '-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', 'commit', '--quiet', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

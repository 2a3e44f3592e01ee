import { systemGit, type GitRunner } from '../git/git-runner.js';
import { firstLines, runGitChecked } from '../git/run-git-checked.js';
import { GitshiftError } from '../errors/index.js';

/**
 * The commit a config directory is at, for the sync record: HEAD of the git
 * work tree it is in, with `-dirty` when it has uncommitted changes; undefined
 * when it is not in a git work tree at all. Git is started as everywhere else
 * in gitshift, by the runner (bench/git-runner.bench.ts measured simple-git,
 * which this used before, at 2–3× the time for these three commands).
 */
export async function directoryRevision(
  directory: string,
  git: GitRunner = systemGit(),
): Promise<string | undefined> {
  const inside = await git.run(['rev-parse', '--is-inside-work-tree'], { cwd: directory });
  if (inside.exitCode !== 0) {
    if (/not a git repository/i.test(inside.stderr)) return undefined;
    throw new GitshiftError(
      'GIT_UNREADABLE',
      `cannot tell whether ${directory} is in a git work tree: ${firstLines(inside.stderr)}`,
      { directory },
    );
  }
  // Inside .git itself: not a work tree.
  if (inside.stdout.toString('utf8').trim() !== 'true') return undefined;
  const where = { cwd: directory, code: 'GIT_UNREADABLE' } as const;
  const head = await runGitChecked(git, ['rev-parse', '--verify', 'HEAD'], {
    ...where,
    what: `read the HEAD commit of ${directory}`,
  });
  const changes = await runGitChecked(git, ['status', '--porcelain', '--', '.'], {
    ...where,
    what: `read the status of ${directory}`,
  });
  const commit = head.toString('utf8').trim();
  return changes.toString('utf8').trim() === '' ? commit : `${commit}-dirty`;
}

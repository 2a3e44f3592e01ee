import { simpleGit } from 'simple-git';

/**
 * The commit a config directory is at, for the sync record: HEAD of the git
 * work tree it is in, with `-dirty` when it has uncommitted changes; undefined
 * when it is not in a git work tree at all.
 */
export async function directoryRevision(directory: string): Promise<string | undefined> {
  const git = simpleGit({ baseDir: directory });
  if (!(await git.checkIsRepo())) return undefined;
  const head = (await git.revparse(['HEAD'])).trim();
  const changes = await git.raw(['status', '--porcelain', '--', '.']);
  return changes.trim() === '' ? head : `${head}-dirty`;
}

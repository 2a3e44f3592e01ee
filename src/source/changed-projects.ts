import { classifyPath } from '../model/repository-layout.js';
import { systemGit, type GitRunner } from '../git/git-runner.js';
import { resolveCommit, type GitRevision } from '../git/git-revision.js';
import { runGitChecked } from '../git/run-git-checked.js';

/** What a change between two commits touches, so only those projects reconcile. */
export interface ChangedProjects {
  /** Projects with a changed, added or removed manifest, sorted. */
  readonly projects: readonly string[];
  /** gitshift.yaml changed: every project may render differently. */
  readonly settings: boolean;
  /** Every changed path, relative to the config root, sorted. */
  readonly paths: readonly string[];
}

export interface ChangedProjectsOptions {
  /** Default: the system git. */
  readonly git?: GitRunner;
  /** The config repository's root folder inside the git repository. Default: the root. */
  readonly path?: string;
  /** Both commits are ids this repository has resolved already: they are not asked of git again. Default: false. */
  readonly resolved?: boolean;
}

/**
 * The projects whose `projects/<name>/` manifests differ between two commits,
 * and whether `gitshift.yaml` did. With no `fromCommit` (the first sync)
 * everything in `toCommit` counts as changed. Renames count on both sides.
 */
export async function changedProjects(
  dir: string,
  fromCommit: string | undefined,
  toCommit: string,
  { git = systemGit(), path = '', resolved = false }: ChangedProjectsOptions = {},
): Promise<ChangedProjects> {
  const root = path.replace(/^\/+|\/+$/g, '');
  const revision = (commit: string): GitRevision => (resolved ? { resolved: commit } : { commit });
  const to = await resolveCommit(git, dir, revision(toCommit));
  const args =
    fromCommit === undefined
      ? ['ls-tree', '-r', '-z', '--name-only', to]
      : [
          'diff-tree',
          '-r',
          '-z',
          '--no-renames',
          '--name-only',
          await resolveCommit(git, dir, revision(fromCommit)),
          to,
        ];
  if (root !== '') args.push('--', root);
  const out = await runGitChecked(git, args, {
    cwd: dir,
    what: `compare ${fromCommit ?? 'nothing'} with ${toCommit}`,
  });
  const prefix = root === '' ? '' : `${root}/`;
  const paths = out
    .toString('utf8')
    .split('\0')
    .filter((entry) => entry !== '' && entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length));
  return projectsOfPaths(paths);
}

/** The pure half of `changedProjects`: which projects and settings a list of changed paths touches. */
export function projectsOfPaths(changed: readonly string[]): ChangedProjects {
  const projects = new Set<string>();
  let settings = false;
  for (const path of changed) {
    const role = classifyPath(path);
    if (role.role === 'settings') settings = true;
    else if (role.role === 'manifest') projects.add(role.project);
  }
  return { projects: [...projects].sort(), settings, paths: [...changed].sort() };
}

import type { RepositoryModel } from '../model/project-model.js';
import type { Snapshot } from '../snapshot/snapshot.js';
import type { GitRunner } from '../git/git-runner.js';
import { readGitSnapshot } from '../git/read-git-snapshot.js';
import { runGitChecked } from '../git/run-git-checked.js';
import { deploymentStateAt, type DeploymentAt, type DeploymentStateAt } from './deployment-state.js';

/** Loads a repository snapshot into the model (validator and template seed are the caller's). */
export type LoadSnapshot = (snapshot: Snapshot) => RepositoryModel;

/** One commit of the config repository, as `git log` names it. */
export interface CommitInfo {
  readonly commit: string;
  /** Committer date, ISO 8601. */
  readonly date: string;
  readonly subject: string;
}

/** A state of the DeploymentConfig and the commit that brought it in. */
export interface DeploymentRevision extends CommitInfo {
  readonly state: DeploymentAt;
}

export interface DeploymentHistoryOptions {
  /** A git repository holding the branch's history (gitshift's private clone). */
  readonly dir: string;
  /** The commit history is read back from. */
  readonly head: string;
  readonly project: string;
  readonly name: string;
  readonly load: LoadSnapshot;
  readonly git: GitRunner;
  /** At most this many revisions. Default: 20. */
  readonly limit?: number;
  /** At most this many commits touching the inputs are loaded. Default: 200. */
  readonly maxCommits?: number;
}

export interface DeploymentHistory {
  /** Newest first; the first is the revision the head runs. */
  readonly revisions: readonly DeploymentRevision[];
  /** The DeploymentConfig at the head. */
  readonly current: DeploymentStateAt;
  /** The files and folders whose history was read. */
  readonly inputs: readonly string[];
}

/**
 * The revisions of one DeploymentConfig: commits, newest first, at which its
 * spec or an image it resolves to changed. Only commits that touch its
 * project's folder, `gitshift.yaml` or a project its images can come from
 * are loaded; commits where the project had errors never ran, so they
 * are passed over rather than counted as revisions.
 */
export async function deploymentHistory(options: DeploymentHistoryOptions): Promise<DeploymentHistory> {
  const { dir, head, project, name, git, limit = 20, maxCommits = 200 } = options;
  const inputs = await inputsOf(options);
  const current = await deploymentAtCommit(options, head, inputs);
  const log = await runGitChecked(
    git,
    ['log', '-z', `--max-count=${maxCommits}`, '--format=%H%x1f%cI%x1f%s', head, '--', ...inputs],
    { cwd: dir, what: `read the history of ${project}/${name}`, code: 'GIT_UNREADABLE' },
  );
  const commits = parseLog(log.toString('utf8'));
  const revisions: DeploymentRevision[] = [];
  // Newest first: a run of commits with one key is one revision, brought in by the run's oldest commit.
  let run: DeploymentRevision | undefined;
  for (const info of commits) {
    const state = await deploymentAtCommit(options, info.commit, inputs);
    if (state.status === 'blocked') continue;
    if (run !== undefined && state.status === 'present' && state.key === run.state.key) {
      run = { ...info, state };
      continue;
    }
    if (run !== undefined) {
      revisions.push(run);
      if (revisions.length >= limit) return { revisions, current, inputs };
    }
    run = state.status === 'present' ? { ...info, state } : undefined;
  }
  if (run !== undefined) revisions.push(run);
  return { revisions, current, inputs };
}

/** The DeploymentConfig at one commit, read from just the files that decide it. */
export async function deploymentAtCommit(
  options: Pick<DeploymentHistoryOptions, 'dir' | 'project' | 'name' | 'load' | 'git'>,
  commit: string,
  inputs: readonly string[],
): Promise<DeploymentStateAt> {
  const { dir, project, name, load, git } = options;
  const snapshot = await readGitSnapshot({ dir, commit, only: inputs, git });
  return deploymentStateAt(load(snapshot), project, name);
}

/**
 * The project's folder, `gitshift.yaml`, and the folders of every project the
 * DeploymentConfig's images can come from: those its triggers name, and —
 * followed until no new one appears — those whose streams the loaded streams
 * track (`from: ImageStreamTag` or `ImageStreamImage` in another project).
 */
async function inputsOf(options: DeploymentHistoryOptions): Promise<string[]> {
  const own = [`projects/${options.project}`, 'gitshift.yaml'];
  const state = await deploymentAtCommit(options, options.head, own);
  if (state.status !== 'present') return own;
  const projects = new Set<string>([options.project]);
  for (const trigger of Array.isArray(state.spec['triggers']) ? (state.spec['triggers'] as unknown[]) : [])
    addProject(projects, (trigger as { imageChangeParams?: { from?: unknown } }).imageChangeParams?.from);
  const inputs = (): string[] => [
    ...own,
    ...[...projects]
      .filter((project) => project !== options.project)
      .sort()
      .map((project) => `projects/${project}`),
  ];
  for (let round = 0; round < MAX_TRACKING_DEPTH; round++) {
    const before = projects.size;
    const snapshot = await readGitSnapshot({
      dir: options.dir,
      commit: options.head,
      only: inputs(),
      git: options.git,
    });
    for (const project of options.load(snapshot).projects)
      for (const manifest of project.manifests) {
        if (manifest.openshiftKind !== 'ImageStream') continue;
        const spec = manifest.object['spec'] as { tags?: unknown } | undefined;
        for (const tag of Array.isArray(spec?.tags) ? (spec.tags as unknown[]) : [])
          addProject(projects, (tag as { from?: unknown } | null)?.from, [
            'ImageStreamTag',
            'ImageStreamImage',
          ]);
      }
    if (projects.size === before) break;
  }
  return inputs();
}

/** Streams that track streams that track streams…: a chain longer than this is followed no further. */
const MAX_TRACKING_DEPTH = 8;

/** Adds the project a `from` reference names in its `namespace`, when it names one and, if given, is of one of `kinds`. */
function addProject(projects: Set<string>, from: unknown, kinds?: readonly string[]): void {
  if (typeof from !== 'object' || from === null) return;
  const { namespace, kind } = from as { namespace?: unknown; kind?: unknown };
  if (kinds !== undefined && !kinds.includes(String(kind))) return;
  if (typeof namespace === 'string' && /^[a-z0-9][-a-z0-9]*$/.test(namespace)) projects.add(namespace);
}

function parseLog(text: string): CommitInfo[] {
  return text
    .split('\0')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record !== '')
    .map((record) => {
      const [commit = '', date = '', subject = ''] = record.split('\x1f');
      return { commit, date, subject };
    });
}

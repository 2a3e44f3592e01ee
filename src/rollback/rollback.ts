import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { resolveCommit } from '../git/git-revision.js';
import { systemGit, type GitRunner } from '../git/git-runner.js';
import { maskCredentials, secretsOfUrl } from '../observability/mask-credentials.js';
import { GitRemoteFailure, PrivateClone } from '../writeback/private-clone.js';
import { WriteBack, type WriteBackOutcome } from '../writeback/write-back.js';
import { applyEdits, type WriteBackEdit, type WriteBackReason } from '../writeback/write-back-edit.js';
import { configFilesFromMap } from '../yaml/edit/config-files.js';
import {
  deploymentAtCommit,
  deploymentHistory,
  type DeploymentHistory,
  type DeploymentRevision,
  type LoadSnapshot,
} from './deployment-history.js';
import type { DeploymentAt } from './deployment-state.js';
import { rollbackChanges, type RollbackChanges, type RollbackScope } from './rollback-edits.js';

export interface RollbackSourceOptions {
  /** The config repository's remote; credentials in it are never printed. */
  readonly url: string;
  /** Default: the branch the remote's HEAD names. */
  readonly branch?: string;
  /** Scratch directory for the private clone; the caller removes it. */
  readonly workDir: string;
  /** Default: the system git. */
  readonly git?: GitRunner;
}

/** The config repository's branch as fetched into a private clone, ready to read history from and write to. */
export interface RollbackSource {
  readonly url: string;
  readonly branch: string;
  readonly head: string;
  readonly dir: string;
  readonly workDir: string;
  readonly git: GitRunner;
}

/** Fetches the branch's whole history into a private clone under `workDir`. */
export async function openRollbackSource(options: RollbackSourceOptions): Promise<RollbackSource> {
  const { url, workDir, git = systemGit() } = options;
  const secrets = secretsOfUrl(url);
  const clone = new PrivateClone(git, join(workDir, 'clone.git'), url, secrets);
  await clone.open({ fresh: true });
  const branch = options.branch ?? (await defaultBranch(git, clone.dir, url));
  let head: string | undefined;
  try {
    head = await clone.fetch(branch);
  } catch (error) {
    if (!(error instanceof GitRemoteFailure)) throw error;
    throw new GitshiftError('GIT_REMOTE_UNAVAILABLE', error.message, { branch }, { cause: error });
  }
  if (head === undefined) {
    throw new GitshiftError(
      'ROLLBACK_TARGET_NOT_FOUND',
      `${maskCredentials(url, secrets)} has no branch '${branch}'; pass the config branch with --ref`,
      { branch },
    );
  }
  return { url, branch, head, dir: clone.dir, workDir, git };
}

/** The branch the remote's HEAD points at. */
async function defaultBranch(git: GitRunner, dir: string, url: string): Promise<string> {
  const result = await git.run(['ls-remote', '--symref', 'origin', 'HEAD'], { cwd: dir });
  const branch = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(result.stdout.toString('utf8'))?.[1];
  if (result.exitCode === 0 && branch !== undefined) return branch;
  throw new GitshiftError(
    result.exitCode === 0 ? 'USAGE' : 'GIT_REMOTE_UNAVAILABLE',
    `cannot tell the default branch of ${maskCredentials(url, secretsOfUrl(url))}; pass it with --ref`,
  );
}

export interface RollbackTarget {
  readonly project: string;
  readonly name: string;
  readonly load: LoadSnapshot;
  /** Default: 20. */
  readonly limit?: number;
}

/** The revisions of the DeploymentConfig on the source's branch, newest (current) first. */
export async function listRevisions(
  source: RollbackSource,
  target: RollbackTarget,
): Promise<DeploymentHistory> {
  const history = await deploymentHistory({ dir: source.dir, head: source.head, git: source.git, ...target });
  if (history.current.status === 'absent' && history.revisions.length === 0) {
    throw new GitshiftError(
      'ROLLBACK_TARGET_NOT_FOUND',
      `${history.current.reason} on branch ${source.branch}; check the name as <project>/<deploymentconfig>`,
      { project: target.project, name: target.name },
    );
  }
  return history;
}

export interface RollbackPlan {
  readonly current: DeploymentAt;
  /** The revision rolled back to. */
  readonly to: DeploymentRevision;
  readonly changes: RollbackChanges;
}

/**
 * Chooses the revision (`to`: any commit-ish; default: the revision before the
 * current one) and computes the edits, checking them against the head: a plan
 * whose edits do not apply is refused before anything is written.
 */
export async function planRollback(
  source: RollbackSource,
  target: RollbackTarget,
  { to, scope = {} }: { to?: string; scope?: RollbackScope },
): Promise<RollbackPlan> {
  const history = await listRevisions(source, target);
  const { current } = history;
  const label = `DeploymentConfig ${target.project}/${target.name}`;
  if (current.status !== 'present') {
    throw new GitshiftError(
      current.status === 'absent' ? 'ROLLBACK_TARGET_NOT_FOUND' : 'ROLLBACK_REVISION_INVALID',
      `${current.reason} at the head of ${source.branch}; ${current.status === 'absent' ? 'there is nothing to roll back' : 'fix that first'}`,
      { branch: source.branch },
    );
  }
  let revision: DeploymentRevision;
  if (to === undefined) {
    const previous = history.revisions[1];
    if (previous === undefined) {
      throw new GitshiftError(
        'ROLLBACK_REVISION_INVALID',
        `${label} has no earlier revision in the history read (${history.inputs.join(', ')}); nothing to roll back to`,
      );
    }
    revision = previous;
  } else {
    revision = await revisionAt(source, target, to, history.inputs, label);
  }
  const changes = rollbackChanges(current, revision.state, target.name, scope);
  if (changes.edits.length > 0) await checkEditsApply(source, changes);
  return { current, to: revision, changes };
}

async function revisionAt(
  source: RollbackSource,
  target: RollbackTarget,
  to: string,
  inputs: readonly string[],
  label: string,
): Promise<DeploymentRevision> {
  let commit: string;
  try {
    commit = await resolveCommit(source.git, source.dir, { commit: to });
  } catch (error) {
    throw new GitshiftError(
      'ROLLBACK_REVISION_INVALID',
      `revision '${to}' is not a commit of ${source.branch}; 'gitshift rollback ${target.project}/${target.name} --list' shows the revisions`,
      { revision: to },
      { cause: error },
    );
  }
  const state = await deploymentAtCommit({ dir: source.dir, git: source.git, ...target }, commit, inputs);
  if (state.status !== 'present') {
    throw new GitshiftError(
      'ROLLBACK_REVISION_INVALID',
      `${label} cannot be rolled back to ${commit.slice(0, 7)}: ${state.reason} there`,
      { revision: commit },
    );
  }
  const info = await source.git.run(['log', '-1', '--format=%cI%x1f%s', commit], { cwd: source.dir });
  const [date = '', subject = ''] = info.stdout.toString('utf8').trim().split('\x1f');
  return { commit, date, subject, state };
}

/** Applies the edits to the head's file in memory: a plan that cannot be applied fails here, with nothing written. */
async function checkEditsApply(source: RollbackSource, { edits }: RollbackChanges): Promise<void> {
  const file = edits[0]?.file;
  if (file === undefined) return;
  const shown = await source.git.run(['show', `${source.head}:${file}`], { cwd: source.dir });
  const files = new Map(shown.exitCode === 0 ? [[file, shown.stdout.toString('utf8')]] : []);
  const { outcomes } = applyEdits(
    configFilesFromMap(files),
    edits.map((edit): WriteBackEdit => ({ type: 'field', ...edit })),
  );
  for (const outcome of outcomes) if (!outcome.ok) throw outcome.error;
}

export interface WriteRollbackOptions {
  /** Default: DEFAULT_AUTHOR. */
  readonly author?: CommitAuthor;
}

/**
 * Commits the plan's edits through the write-back engine, as one commit on
 * the branch (re-applied on a fresher head if someone pushed meanwhile).
 */
export async function writeRollback(
  source: RollbackSource,
  target: RollbackTarget,
  plan: RollbackPlan,
  { author }: WriteRollbackOptions = {},
): Promise<WriteBackOutcome> {
  const writer = await WriteBack.open({
    url: source.url,
    branch: source.branch,
    workDir: source.workDir,
    git: source.git,
    durable: false,
    // A rollback is all of its edits or none: they must share one commit.
    maxBatch: plan.changes.edits.length,
    ...(author === undefined ? {} : { author }),
  });
  const reason: WriteBackReason = {
    source: 'gitshift rollback',
    event: `to ${plan.to.commit.slice(0, 7)}`,
    summary: `roll back DeploymentConfig ${target.project}/${target.name} to ${plan.to.commit.slice(0, 7)} (${plan.to.subject})`,
  };
  const outcomes = await Promise.all(
    plan.changes.edits.map((edit) => writer.request({ type: 'field', ...edit }, reason)),
  );
  return outcomes.find((outcome) => outcome.status === 'committed') ?? { status: 'unchanged' };
}

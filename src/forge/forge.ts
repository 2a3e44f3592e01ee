import type { ForgeKind } from '../webhooks/webhook-event.js';

/**
 * What gitshift asks of a forge (GitHub, or Gitea/Forgejo through the same
 * REST shapes) about pull requests: their state, the files they change, one
 * comment per PR kept up to date, and commit statuses.
 *
 * Every method either answers from the forge or throws a ForgeError: a
 * failure is never turned into an empty or "closed" answer, because a caller
 * that deletes previews of closed PRs must not take an outage for "no PRs".
 */
export interface Forge {
  readonly kind: ForgeKind;
  /** One pull request, open or not. A PR that does not exist is a ForgeError with status 404. */
  pull(repository: ForgeRepository, number: number, signal?: AbortSignal): Promise<PullRequestState>;
  /** Every open pull request of the repository, all pages read. */
  openPulls(repository: ForgeRepository, signal?: AbortSignal): Promise<readonly PullRequestState[]>;
  /**
   * The paths the PR changes, relative to the repository root (renames give
   * both paths). `complete` is false when the forge stopped listing before the
   * end (GitHub lists at most 3,000 files): the caller must then assume any path.
   */
  changedFiles(
    repository: ForgeRepository,
    number: number,
    signal?: AbortSignal,
  ): Promise<{ readonly paths: readonly string[]; readonly complete: boolean }>;
  /**
   * Creates the PR's comment that contains `marker`, or edits it in place when
   * one exists (found among the PR's comments by that marker, so a restarted
   * serve edits the same comment). Never two comments for one marker.
   */
  upsertComment(
    repository: ForgeRepository,
    number: number,
    marker: string,
    body: string,
    signal?: AbortSignal,
  ): Promise<{ readonly id: number; readonly created: boolean; readonly url: string }>;
  /** Sets a commit status (`context` such as `gitshift/plan`) on a commit. */
  setStatus(
    repository: ForgeRepository,
    sha: string,
    status: CommitStatus,
    signal?: AbortSignal,
  ): Promise<void>;
  /** What `user` may do in the repository: `write` and `admin` may approve a fork's preview. */
  permission(repository: ForgeRepository, user: string, signal?: AbortSignal): Promise<RepositoryPermission>;
}

export interface ForgeRepository {
  readonly owner: string;
  readonly name: string;
}

export type RepositoryPermission = 'admin' | 'write' | 'read' | 'none';

export type CommitState = 'pending' | 'success' | 'failure' | 'error';

export interface CommitStatus {
  readonly context: string;
  readonly state: CommitState;
  /** One line; forges cut it at 140 characters. */
  readonly description: string;
  /** Where "Details" leads: the full plan, a preview. */
  readonly targetUrl?: string | undefined;
}

/** A pull request as the forge's API returns it now (not as some earlier delivery said). */
export interface PullRequestState {
  readonly number: number;
  readonly open: boolean;
  readonly merged: boolean;
  readonly title: string;
  readonly author: string;
  readonly htmlUrl: string;
  readonly headSha: string;
  readonly headRef: string;
  /** The head repository is not the base repository. */
  readonly fork: boolean;
  readonly headCloneUrl: string;
  readonly baseRef: string;
  readonly labels: readonly string[];
  /** ISO 8601. */
  readonly updatedAt: string;
}

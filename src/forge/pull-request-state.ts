import type { PullRequestState } from './forge.js';

/** The fields of a pull request that GitHub and Gitea both return, from `pulls.get` and `pulls.list`. */
export interface ForgePullFields {
  readonly number: number;
  readonly state: string;
  /** GitHub's `pulls.list` leaves it out; `merged_at` then tells. */
  readonly merged?: boolean | null | undefined;
  readonly merged_at?: string | null | undefined;
  readonly title: string;
  readonly user?: { readonly login: string } | null | undefined;
  readonly html_url: string;
  readonly updated_at: string;
  readonly labels?: readonly { readonly name?: string | undefined }[] | null | undefined;
  readonly head: ForgePullBranch;
  readonly base: ForgePullBranch;
}

interface ForgePullBranch {
  readonly ref: string;
  readonly sha: string;
  /** Null when the head repository (a fork) was deleted. */
  readonly repo?: { readonly full_name: string; readonly clone_url: string } | null | undefined;
}

/** A pull request as gitshift reads it, from either forge's answer. */
export function pullRequestState(pull: ForgePullFields): PullRequestState {
  const headRepo = pull.head.repo ?? undefined;
  const baseRepo = pull.base.repo ?? undefined;
  return {
    number: pull.number,
    open: pull.state === 'open',
    merged: pull.merged === true || (pull.merged_at !== null && pull.merged_at !== undefined),
    title: pull.title,
    author: pull.user?.login ?? '',
    htmlUrl: pull.html_url,
    headSha: pull.head.sha,
    headRef: pull.head.ref,
    // A head repository that is gone can only have been a fork: the base repository is the one asked about.
    fork: headRepo === undefined || headRepo.full_name !== baseRepo?.full_name,
    headCloneUrl: headRepo?.clone_url ?? '',
    baseRef: pull.base.ref,
    labels: (pull.labels ?? []).flatMap((label) => (label.name === undefined ? [] : [label.name])),
    updatedAt: pull.updated_at,
  };
}

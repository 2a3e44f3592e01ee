import type { PullRequestState } from '../../forge/forge.js';
import type { PullRequestCommentEvent, PullRequestEvent } from '../../webhooks/webhook-event.js';

/**
 * A pull request as a `synchronize` delivery would describe it, from the
 * forge's answer: what an approval acts on when no delivery about the PR is
 * at hand (after a restart, say).
 */
export function eventFromState(comment: PullRequestCommentEvent, state: PullRequestState): PullRequestEvent {
  return {
    kind: 'pull-request',
    deliveryId: comment.deliveryId,
    forge: comment.forge,
    action: 'synchronize',
    number: state.number,
    title: state.title,
    htmlUrl: state.htmlUrl,
    author: state.author,
    repository: comment.repository,
    head: {
      sha: state.headSha,
      ref: state.headRef,
      fullName: state.fork ? headFullName(state.headCloneUrl) : comment.repository.fullName,
      cloneUrl: state.headCloneUrl,
      fork: state.fork,
    },
    base: { ref: state.baseRef, sha: '' },
    merged: state.merged,
    labels: state.labels,
  };
}

/** `https://host/owner/name.git` → `owner/name`. */
function headFullName(cloneUrl: string): string {
  const path = cloneUrl.replace(/\.git$/, '').split('/');
  return path.slice(-2).join('/');
}

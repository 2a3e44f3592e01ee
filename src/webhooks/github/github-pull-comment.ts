import { isObject } from '../json-fields.js';
import { reject } from '../rejection.js';
import type { ForgeKind, PullRequestCommentEvent } from '../webhook-event.js';
import { pullRequestRepository } from './github-pull-repository.js';
import {
  requiredNumber,
  requiredObject,
  requiredString,
  requiredText,
  userLogin,
} from './pull-payload-fields.js';

/**
 * Whether an `issue_comment` payload is about a pull request: GitHub and
 * Gitea both set `issue.pull_request` then (Gitea also `is_pull`). A comment
 * on a plain issue stays a recorded github-event.
 */
export function isPullRequestComment(payload: unknown): boolean {
  if (!isObject(payload)) return false;
  const issue = payload['issue'];
  return (isObject(issue) && isObject(issue['pull_request'])) || payload['is_pull'] === true;
}

/** An `issue_comment` payload on a pull request as the event serve acts on; 422 naming a missing field. */
export function toPullRequestComment(
  payload: unknown,
  deliveryId: string,
  forge: ForgeKind,
): PullRequestCommentEvent {
  if (!isObject(payload)) throw reject.unprocessable('the issue_comment payload must be a JSON object');
  const issue = requiredObject(payload, 'issue', 'issue');
  const comment = requiredObject(payload, 'comment', 'comment');
  return {
    kind: 'pull-request-comment',
    deliveryId,
    forge,
    action: requiredString(payload, 'action', 'action'),
    number: requiredNumber(issue, 'number', 'issue.number'),
    repository: pullRequestRepository(payload),
    body: requiredText(comment, 'body', 'comment.body'),
    author: userLogin(comment, 'user', 'comment.user'),
  };
}

import { isObject, type JsonObject } from '../json-fields.js';
import { reject } from '../rejection.js';
import type { ForgeKind, PullRequestEvent } from '../webhook-event.js';
import { pullRequestRepository } from './github-pull-repository.js';
import {
  requiredBoolean,
  requiredNumber,
  requiredObject,
  requiredString,
  userLogin,
} from './pull-payload-fields.js';

/** SHA-1, or SHA-256 for Gitea repositories in the SHA-256 object format. */
const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;

/** Gitea's names for actions GitHub names otherwise (modules/structs/hook.go HookIssueAction). */
const GITEA_ACTIONS: Readonly<Record<string, string>> = { synchronized: 'synchronize' };

/**
 * A `pull_request` payload from GitHub or Gitea/Forgejo as the event serve
 * acts on. Every field the event needs is checked (422 naming its path);
 * actions other than Gitea's renamed ones pass through as given.
 */
export function toPullRequest(payload: unknown, deliveryId: string, forge: ForgeKind): PullRequestEvent {
  if (!isObject(payload)) throw reject.unprocessable('the pull_request payload must be a JSON object');
  const action = requiredString(payload, 'action', 'action');
  const pull = requiredObject(payload, 'pull_request', 'pull_request');
  const head = requiredObject(pull, 'head', 'pull_request.head');
  const base = requiredObject(pull, 'base', 'pull_request.base');
  // A deleted head repository (a fork removed after the PR) is null: not guessed at.
  const headRepo = requiredObject(head, 'repo', 'pull_request.head.repo');
  const baseRepo = requiredObject(base, 'repo', 'pull_request.base.repo');
  const merged = requiredBoolean(pull, 'merged', 'pull_request.merged');
  // GitHub fills merge_commit_sha with its test merge while the PR is open: only a merge's counts.
  const mergeCommitSha = merged
    ? requiredString(pull, 'merge_commit_sha', 'pull_request.merge_commit_sha', COMMIT_ID)
    : undefined;
  return {
    kind: 'pull-request',
    deliveryId,
    forge,
    action: forge === 'gitea' ? (GITEA_ACTIONS[action] ?? action) : action,
    number: requiredNumber(pull, 'number', 'pull_request.number'),
    title: requiredString(pull, 'title', 'pull_request.title'),
    htmlUrl: requiredString(pull, 'html_url', 'pull_request.html_url'),
    author: userLogin(pull, 'user', 'pull_request.user'),
    repository: pullRequestRepository(payload),
    head: {
      sha: requiredString(head, 'sha', 'pull_request.head.sha', COMMIT_ID),
      ref: requiredString(head, 'ref', 'pull_request.head.ref'),
      fullName: requiredString(headRepo, 'full_name', 'pull_request.head.repo.full_name'),
      cloneUrl: requiredString(headRepo, 'clone_url', 'pull_request.head.repo.clone_url'),
      fork: !sameRepository(headRepo, baseRepo),
    },
    base: {
      ref: requiredString(base, 'ref', 'pull_request.base.ref'),
      sha: requiredString(base, 'sha', 'pull_request.base.sha', COMMIT_ID),
    },
    merged,
    ...(mergeCommitSha === undefined ? {} : { mergeCommitSha }),
    labels: labelNames(pull),
  };
}

/**
 * By id when both name one, else by full name (owners rename, ids stay).
 * Never by `head.label`: Gitea's has no `owner:` prefix.
 */
function sameRepository(head: JsonObject, base: JsonObject): boolean {
  const [headId, baseId] = [head['id'], base['id']];
  if (typeof headId === 'number' && typeof baseId === 'number') return headId === baseId;
  return String(head['full_name']).toLowerCase() === String(base['full_name']).toLowerCase();
}

function labelNames(pull: JsonObject): string[] {
  const labels = pull['labels'];
  if (labels === undefined || labels === null) throw reject.unprocessable('pull_request.labels is missing');
  if (!Array.isArray(labels)) throw reject.unprocessable('pull_request.labels must be an array');
  return labels.map((label: unknown, i) => {
    if (!isObject(label)) throw reject.unprocessable(`pull_request.labels[${i}] must be an object`);
    return requiredString(label, 'name', `pull_request.labels[${i}].name`);
  });
}

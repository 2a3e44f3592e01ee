import type { EmitterWebhookEvent } from '@octokit/webhooks';
import { isObject, objectField, optionalStringField, stringField, type JsonObject } from '../json-fields.js';
import { reject } from '../rejection.js';
import type { GitHubPushEvent } from '../webhook-event.js';

const COMMIT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const REF = /^refs\/\S+$/;

/**
 * A `push` payload as the event serve acts on. Fields are checked, not
 * trusted: a signed payload can still be one we do not understand (422).
 */
export function toGitHubPush(payload: unknown, deliveryId: string): GitHubPushEvent {
  if (!isObject(payload)) throw reject.unprocessable('the push payload must be a JSON object');
  const repository = objectField(payload, 'repository', 'repository');
  const ref = stringField(payload, 'ref', 'ref', REF);
  const before = stringField(payload, 'before', 'before', COMMIT_ID);
  const after = stringField(payload, 'after', 'after', COMMIT_ID);
  const pusher = isObject(payload['pusher'])
    ? optionalStringField(payload['pusher'], 'name', 'pusher.name')
    : undefined;
  const defaultBranch = optionalStringField(repository, 'default_branch', 'repository.default_branch');
  const head = isObject(payload['head_commit'])
    ? optionalStringField(payload['head_commit'], 'message', 'head_commit.message')
    : undefined;
  return {
    kind: 'github-push',
    deliveryId,
    repository: {
      fullName: stringField(repository, 'full_name', 'repository.full_name'),
      cloneUrl: stringField(repository, 'clone_url', 'repository.clone_url'),
      sshUrl: stringField(repository, 'ssh_url', 'repository.ssh_url'),
      htmlUrl: stringField(repository, 'html_url', 'repository.html_url'),
    },
    ...(defaultBranch === undefined || defaultBranch === '' ? {} : { defaultBranch }),
    ref,
    before,
    after,
    deleted: payload['deleted'] === true || /^0+$/.test(after),
    forced: payload['forced'] === true,
    ...(pusher === undefined ? {} : { pusher }),
    ...(head === undefined ? {} : { headCommitMessage: head }),
    changedPaths: changedPaths(payload['commits']),
  };
}

type PushCommit = EmitterWebhookEvent<'push'>['payload']['commits'][number];
const CHANGE_LISTS = ['added', 'modified', 'removed'] as const satisfies readonly (keyof PushCommit)[];

function changedPaths(commits: unknown): string[] {
  if (commits === undefined || commits === null) return [];
  if (!Array.isArray(commits)) throw reject.unprocessable('commits must be an array');
  const paths = new Set<string>();
  commits.forEach((commit: unknown, i) => {
    if (!isObject(commit)) throw reject.unprocessable(`commits[${i}] must be an object`);
    for (const list of CHANGE_LISTS) for (const path of pathList(commit, list, i)) paths.add(path);
  });
  return [...paths].sort();
}

function pathList(commit: JsonObject, list: string, i: number): string[] {
  const value = commit[list];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((p): p is string => typeof p === 'string'))
    throw reject.unprocessable(`commits[${i}].${list} must be an array of paths`);
  return value;
}

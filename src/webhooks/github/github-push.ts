import { isObject, objectField, optionalStringField, parseJson, stringField } from '../json-fields.js';
import { pickJson, type PickShape } from '../json-pick.js';
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
  };
}

/** Every field toGitHubPush reads, and nothing else: the commits, most of a push, are skipped. */
const PUSH_FIELDS: PickShape = {
  ref: true,
  before: true,
  after: true,
  deleted: true,
  forced: true,
  repository: { full_name: true, clone_url: true, ssh_url: true, html_url: true, default_branch: true },
  pusher: { name: true },
  head_commit: { message: true },
};

/**
 * A `push` delivery's text as the event serve acts on, reading only the
 * fields it needs (json-pick.ts): 400 when the text is not JSON, 422 when a
 * field is missing or wrong, as for a parsed payload.
 */
export function gitHubPushFromText(text: string, deliveryId: string, what: string): GitHubPushEvent {
  let picked: unknown;
  try {
    picked = pickJson(text, PUSH_FIELDS);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    // Valid JSON that is not an object is the push's own error (422), like a parsed one's.
    return toGitHubPush(parseJson(text, what, { uniqueKeys: false }), deliveryId);
  }
  return toGitHubPush(picked, deliveryId);
}

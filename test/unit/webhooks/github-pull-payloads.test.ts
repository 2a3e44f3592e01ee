/**
 * Pull request and PR comment payloads, read as serve acts on them: GitHub's
 * real payloads from @octokit/webhooks-examples and Gitea's recorded
 * deliveries (test/fixtures/gitea-deliveries), one event shape for both.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forgeOfDelivery } from '../../../src/webhooks/github/forge-of-delivery.js';
import {
  isPullRequestComment,
  toPullRequestComment,
} from '../../../src/webhooks/github/github-pull-comment.js';
import { toPullRequest } from '../../../src/webhooks/github/github-pull-request.js';
import { WebhookRejection } from '../../../src/webhooks/rejection.js';
import { gitHubExamples } from './fixtures.js';

const GITEA_DIR = new URL('../../fixtures/gitea-deliveries/', import.meta.url);

/** The names of a payload's labels. */
const labelNames = (labels: readonly { name: string }[]): string[] => labels.map((l) => l.name);

/** A recorded Gitea delivery's payload, parsed. */
function giteaPayload(name: string): any {
  const { body } = JSON.parse(readFileSync(new URL(`${name}.json`, GITEA_DIR), 'utf8')) as { body: string };
  return JSON.parse(body);
}

/** Every pull_request example, from github.com and each GitHub Enterprise Server version the package has. */
function allPullRequestExamples(): { source: string; payload: any }[] {
  const require = createRequire(import.meta.url);
  const sources = ['api.github.com', 'ghes-31', 'ghes-32', 'ghes-33', 'ghes-34', 'ghes-35'];
  return sources.flatMap((source) => {
    const all = require(`@octokit/webhooks-examples/${source}/index.json`) as {
      name: string;
      examples: any[];
    }[];
    const examples = all.find((d) => d.name === 'pull_request')?.examples ?? [];
    return examples.map((payload) => ({ source, payload }));
  });
}

const clone = <T>(value: T): any => structuredClone(value);

function example(action: string): any {
  const found = gitHubExamples('pull_request').find((p) => p.action === action);
  if (found === undefined) throw new Error(`no pull_request ${action} example`);
  return clone(found);
}

function rejected(work: () => unknown, reason: RegExp): void {
  try {
    work();
  } catch (error) {
    assert.instance(error, WebhookRejection);
    assert.is((error as WebhookRejection).status, 422);
    assert.match((error as Error).message, reason);
    return;
  }
  assert.unreachable('expected a 422 rejection');
}

test('every pull_request example from GitHub becomes a pull-request event with the fields of its payload', () => {
  const examples = allPullRequestExamples();
  assert.ok(examples.length >= 29);
  for (const { source, payload } of examples) {
    const pr = payload.pull_request;
    const event = toPullRequest(payload, 'd-1', 'github');
    const at = `${source} ${payload.action}`;
    assert.equal(
      [event.kind, event.forge, event.deliveryId, event.action, event.number, event.title, event.htmlUrl],
      ['pull-request', 'github', 'd-1', payload.action, pr.number, pr.title, pr.html_url],
      at,
    );
    assert.is(event.author, pr.user.login, at);
    assert.equal(
      event.repository,
      {
        fullName: payload.repository.full_name,
        owner: payload.repository.owner.login,
        name: payload.repository.name,
        cloneUrl: payload.repository.clone_url,
        sshUrl: payload.repository.ssh_url,
        htmlUrl: payload.repository.html_url,
      },
      at,
    );
    assert.equal(
      event.head,
      {
        sha: pr.head.sha,
        ref: pr.head.ref,
        fullName: pr.head.repo.full_name,
        cloneUrl: pr.head.repo.clone_url,
        fork: false,
      },
      at,
    );
    assert.equal(event.base, { ref: pr.base.ref, sha: pr.base.sha }, at);
    assert.equal(event.labels, labelNames(pr.labels), at);
  }
});

test('GitHub: opened, synchronize, reopened and labeled keep their action; labels are the names after the event', () => {
  for (const action of ['opened', 'synchronize', 'reopened', 'labeled', 'unlabeled'])
    assert.is(toPullRequest(example(action), 'd', 'github').action, action);
  const labeled = example('labeled');
  labeled.pull_request.labels = [
    ...labeled.pull_request.labels,
    { ...labeled.pull_request.labels[0], id: 9, name: 'keep' },
  ];
  assert.equal(toPullRequest(labeled, 'd', 'github').labels, ['bug', 'keep']);
});

test('an action neither forge is known to send passes through as given', () => {
  const payload = example('opened');
  payload.action = 'teleported';
  assert.is(toPullRequest(payload, 'd', 'github').action, 'teleported');
  assert.is(toPullRequest(payload, 'd', 'gitea').action, 'teleported');
});

test("closed: merged and its merge commit from a merge; a closed PR's test-merge commit is not reported", () => {
  const closed = example('closed');
  assert.ok(closed.pull_request.merge_commit_sha, 'GitHub names a test merge commit on an unmerged PR');
  const notMerged = toPullRequest(closed, 'd', 'github');
  assert.equal([notMerged.action, notMerged.merged, 'mergeCommitSha' in notMerged], ['closed', false, false]);
  closed.pull_request.merged = true;
  closed.pull_request.merged_at = closed.pull_request.closed_at;
  const merged = toPullRequest(closed, 'd', 'github');
  assert.equal([merged.merged, merged.mergeCommitSha], [true, closed.pull_request.merge_commit_sha]);
});

test('a PR from a fork is told by its head repository, never by its label', () => {
  const payload = example('opened');
  const head = payload.pull_request.head;
  head.repo = { ...head.repo, id: head.repo.id + 1, full_name: 'forker/Hello-World', name: 'Hello-World' };
  head.repo.clone_url = 'https://github.com/forker/Hello-World.git';
  const event = toPullRequest(payload, 'd', 'github');
  assert.equal(event.head, {
    sha: head.sha,
    ref: head.ref,
    fullName: 'forker/Hello-World',
    cloneUrl: 'https://github.com/forker/Hello-World.git',
    fork: true,
  });
  // A label that names another owner does not make a PR a fork (Gitea's labels name no owner at all).
  const same = example('opened');
  same.pull_request.head.label = 'someone-else:changes';
  assert.is(toPullRequest(same, 'd', 'github').head.fork, false);
});

test('without repository ids, fork-ness compares full names, ignoring case', () => {
  const payload = example('opened');
  delete payload.pull_request.head.repo.id;
  payload.pull_request.head.repo.full_name = 'codertocat/hello-world';
  assert.is(toPullRequest(payload, 'd', 'github').head.fork, false);
  payload.pull_request.head.repo.full_name = 'forker/hello-world';
  assert.is(toPullRequest(payload, 'd', 'github').head.fork, true);
});

/** The field spoiled (for reading), how, and the reason expected. */
const REQUIRED: readonly [string, (p: any) => void, RegExp][] = [
  ['action', (p) => delete p.action, /^action is missing$/],
  ['pull_request', (p) => delete p.pull_request, /^pull_request is missing$/],
  [
    'pull_request.number',
    (p) => (p.pull_request.number = '2'),
    /^pull_request\.number must be a positive integer$/,
  ],
  ['pull_request.title', (p) => delete p.pull_request.title, /^pull_request\.title is missing$/],
  [
    'pull_request.html_url',
    (p) => (p.pull_request.html_url = 7),
    /^pull_request\.html_url must be a non-empty string$/,
  ],
  ['pull_request.user', (p) => (p.pull_request.user = null), /^pull_request\.user is missing$/],
  [
    'pull_request.user.login',
    (p) => delete p.pull_request.user.login,
    /^pull_request\.user\.login is missing$/,
  ],
  ['pull_request.head', (p) => (p.pull_request.head = 'changes'), /^pull_request\.head must be an object$/],
  ['pull_request.head.sha', (p) => delete p.pull_request.head.sha, /^pull_request\.head\.sha is missing$/],
  [
    'pull_request.head.sha (not a commit)',
    (p) => (p.pull_request.head.sha = 'HEAD'),
    /^pull_request\.head\.sha "HEAD" is not valid$/,
  ],
  [
    'pull_request.head.ref',
    (p) => (p.pull_request.head.ref = ''),
    /^pull_request\.head\.ref must be a non-empty string$/,
  ],
  [
    'pull_request.head.repo',
    (p) => (p.pull_request.head.repo = null),
    /^pull_request\.head\.repo is missing$/,
  ],
  [
    'pull_request.head.repo.full_name',
    (p) => delete p.pull_request.head.repo.full_name,
    /^pull_request\.head\.repo\.full_name is missing$/,
  ],
  [
    'pull_request.head.repo.clone_url',
    (p) => delete p.pull_request.head.repo.clone_url,
    /^pull_request\.head\.repo\.clone_url is missing$/,
  ],
  ['pull_request.base.repo', (p) => delete p.pull_request.base.repo, /^pull_request\.base\.repo is missing$/],
  ['pull_request.base.ref', (p) => delete p.pull_request.base.ref, /^pull_request\.base\.ref is missing$/],
  [
    'pull_request.base.sha',
    (p) => (p.pull_request.base.sha = ''),
    /^pull_request\.base\.sha must be a non-empty string$/,
  ],
  [
    'pull_request.merged',
    (p) => (p.pull_request.merged = 'no'),
    /^pull_request\.merged must be true or false$/,
  ],
  ['pull_request.merged', (p) => delete p.pull_request.merged, /^pull_request\.merged is missing$/],
  [
    'pull_request.merge_commit_sha of a merge',
    (p) => ((p.pull_request.merged = true), (p.pull_request.merge_commit_sha = null)),
    /^pull_request\.merge_commit_sha is missing$/,
  ],
  ['pull_request.labels', (p) => (p.pull_request.labels = 'bug'), /^pull_request\.labels must be an array$/],
  ['pull_request.labels', (p) => delete p.pull_request.labels, /^pull_request\.labels is missing$/],
  [
    'pull_request.labels[0].name',
    (p) => delete p.pull_request.labels[0].name,
    /^pull_request\.labels\[0\]\.name is missing$/,
  ],
  ['repository', (p) => delete p.repository, /^repository is missing$/],
  [
    'repository.owner.login',
    (p) => (p.repository.owner.login = 3),
    /^repository\.owner\.login must be a non-empty string$/,
  ],
  ['repository.name', (p) => delete p.repository.name, /^repository\.name is missing$/],
  ['repository.ssh_url', (p) => delete p.repository.ssh_url, /^repository\.ssh_url is missing$/],
];

test('a pull_request payload missing or mistyping a field the event needs is refused 422 naming its path', () => {
  for (const [, spoil, reason] of REQUIRED) {
    const payload = example('labeled');
    spoil(payload);
    rejected(() => toPullRequest(payload, 'd', 'github'), reason);
  }
  rejected(() => toPullRequest('opened', 'd', 'github'), /must be a JSON object/);
  rejected(() => toPullRequest([], 'd', 'gitea'), /must be a JSON object/);
});

// ---- Gitea, from the deliveries a real Gitea sent (test/fixtures/gitea-deliveries)

const GITEA_ACTIONS: readonly [string, string][] = [
  ['pull_request-opened', 'opened'],
  ['pull_request-synchronized', 'synchronize'],
  ['pull_request-reopened', 'reopened'],
  ['pull_request-closed', 'closed'],
  ['pull_request-closed-merged', 'closed'],
  ['pull_request-label_updated', 'label_updated'],
  ['pull_request-label_updated-removed', 'label_updated'],
];

test('Gitea: each recorded pull_request delivery becomes a pull-request event, synchronized read as synchronize', () => {
  for (const [name, action] of GITEA_ACTIONS) {
    const payload = giteaPayload(name);
    const pr = payload.pull_request;
    const event = toPullRequest(payload, 'd-g', 'gitea');
    assert.equal(
      [event.forge, event.action, event.number, event.title, event.htmlUrl, event.author],
      ['gitea', action, pr.number, pr.title, pr.html_url, pr.user.login],
      name,
    );
    assert.equal(
      event.repository.fullName,
      `${payload.repository.owner.login}/${payload.repository.name}`,
      name,
    );
    assert.equal(
      event.head,
      {
        sha: pr.head.sha,
        ref: pr.head.ref,
        fullName: pr.head.repo.full_name,
        cloneUrl: pr.head.repo.clone_url,
        fork: false,
      },
      name,
    );
    assert.equal(event.base, { ref: pr.base.ref, sha: pr.base.sha }, name);
    assert.equal(event.labels, labelNames(pr.labels), name);
  }
});

test("Gitea: what differs from GitHub's payload is there in the recordings", () => {
  const sync = giteaPayload('pull_request-synchronized');
  assert.is(sync.action, 'synchronized');
  assert.equal([sync.before, sync.after, sync.installation], [undefined, undefined, undefined]);
  const pr = sync.pull_request;
  assert.is(pr.head.label, pr.head.ref, 'head.label is the bare branch, no owner: prefix');
  assert.is(pr.head.repo_id, pr.head.repo.id, 'Gitea also names the repositories by repo_id');
  const labeled = giteaPayload('pull_request-label_updated');
  assert.is(labeled.action, 'label_updated', "Gitea's label change is label_updated, not labeled");
  assert.is(labeled.label, undefined, 'and names no label: only pull_request.labels after the change');
});

test('Gitea: a label added and then removed are both label_updated; the labels are those after each change', () => {
  const added = toPullRequest(giteaPayload('pull_request-label_updated'), 'd', 'gitea');
  const removed = toPullRequest(giteaPayload('pull_request-label_updated-removed'), 'd', 'gitea');
  assert.equal(
    [added.action, added.labels, removed.action, removed.labels],
    ['label_updated', ['keep'], 'label_updated', []],
  );
});

test('Gitea: merged or only closed, from the recorded deliveries', () => {
  const closed = toPullRequest(giteaPayload('pull_request-closed'), 'd', 'gitea');
  assert.equal([closed.merged, 'mergeCommitSha' in closed], [false, false]);
  const payload = giteaPayload('pull_request-closed-merged');
  const merged = toPullRequest(payload, 'd', 'gitea');
  assert.equal([merged.merged, merged.mergeCommitSha], [true, payload.pull_request.merge_commit_sha]);
  assert.match(merged.mergeCommitSha ?? '', /^[0-9a-f]{40}$/);
});

test('Gitea: a fork is told by repository id though its head label names no owner', () => {
  const payload = giteaPayload('pull_request-opened');
  const head = payload.pull_request.head;
  assert.is(toPullRequest(payload, 'd', 'gitea').head.fork, false);
  head.repo_id = head.repo.id + 100;
  head.repo = { ...head.repo, id: head.repo.id + 100, full_name: `forker/${head.repo.name}` };
  assert.is(toPullRequest(payload, 'd', 'gitea').head.fork, true);
});

test('Gitea: a recorded delivery missing a field the event needs is refused naming it', () => {
  const payload = giteaPayload('pull_request-synchronized');
  delete payload.pull_request.head.sha;
  rejected(() => toPullRequest(payload, 'd', 'gitea'), /^pull_request\.head\.sha is missing$/);
});

// ---- issue_comment

function issueCommentExample(): any {
  return clone(gitHubExamples('issue_comment').find((p) => p.action === 'created'));
}

/** The same comment on a pull request: GitHub adds `issue.pull_request` (as its `issues` examples on PRs show). */
function commentOnPullRequest(): any {
  const payload = issueCommentExample();
  const onPr = gitHubExamples('issues').find((p) => p.issue.pull_request !== undefined);
  payload.issue.pull_request = clone(onPr.issue.pull_request);
  return payload;
}

test('issue_comment on a pull request becomes a pull-request-comment; on an issue it is not one', () => {
  for (const payload of gitHubExamples('issue_comment')) assert.not.ok(isPullRequestComment(payload));
  const payload = commentOnPullRequest();
  assert.ok(isPullRequestComment(payload));
  assert.equal(toPullRequestComment(payload, 'd-c', 'github'), {
    kind: 'pull-request-comment',
    deliveryId: 'd-c',
    forge: 'github',
    action: 'created',
    number: payload.issue.number,
    repository: {
      fullName: payload.repository.full_name,
      owner: payload.repository.owner.login,
      name: payload.repository.name,
      cloneUrl: payload.repository.clone_url,
      sshUrl: payload.repository.ssh_url,
      htmlUrl: payload.repository.html_url,
    },
    body: payload.comment.body,
    author: payload.comment.user.login,
  });
});

test('Gitea: the recorded comment on a pull request becomes a pull-request-comment', () => {
  const payload = giteaPayload('issue_comment-created');
  assert.ok(isPullRequestComment(payload));
  const event = toPullRequestComment(payload, 'd', 'gitea');
  assert.equal(
    [event.forge, event.action, event.number, event.body, event.author, event.repository.fullName],
    [
      'gitea',
      'created',
      payload.issue.number,
      payload.comment.body,
      payload.comment.user.login,
      payload.repository.full_name,
    ],
  );
  const onIssue = clone(payload);
  onIssue.issue.pull_request = null;
  delete onIssue.pull_request;
  onIssue.is_pull = false;
  assert.not.ok(isPullRequestComment(onIssue), 'Gitea sends pull_request: null on a plain issue');
});

test('a comment payload missing a field the event needs is refused naming it', () => {
  const cases: [(p: any) => void, RegExp][] = [
    [(p) => delete p.comment.body, /^comment\.body is missing$/],
    [(p) => (p.comment.body = 1), /^comment\.body must be a string$/],
    [(p) => delete p.comment.user, /^comment\.user is missing$/],
    [(p) => (p.issue.number = 0), /^issue\.number must be a positive integer$/],
    [(p) => delete p.repository.clone_url, /^repository\.clone_url is missing$/],
  ];
  for (const [spoil, reason] of cases) {
    const payload = commentOnPullRequest();
    spoil(payload);
    rejected(() => toPullRequestComment(payload, 'd', 'github'), reason);
  }
  const empty = commentOnPullRequest();
  empty.comment.body = '';
  assert.is(toPullRequestComment(empty, 'd', 'github').body, '', 'an empty body is a body');
});

// ---- which forge

test('the forge is Gitea when its own event header came, whatever GitHub headers came with it', () => {
  const table: [Record<string, string>, string][] = [
    [{ 'x-github-event': 'pull_request' }, 'github'],
    [{ 'x-github-event': 'pull_request', 'x-gitea-event': 'pull_request' }, 'gitea'],
    [{ 'x-github-event': 'pull_request', 'x-forgejo-event': 'pull_request' }, 'gitea'],
    [{ 'x-gogs-event': 'pull_request' }, 'gitea'],
    [{ 'x-gitea-delivery': 'x' }, 'github'],
  ];
  for (const [headers, forge] of table) assert.is(forgeOfDelivery(headers), forge, JSON.stringify(headers));
  for (const file of readdirSync(GITEA_DIR).filter((f) => f.endsWith('.json'))) {
    const { headers } = JSON.parse(readFileSync(new URL(file, GITEA_DIR), 'utf8')) as {
      headers: Record<string, string>;
    };
    assert.is(forgeOfDelivery(headers), 'gitea', file);
  }
});

test.run();

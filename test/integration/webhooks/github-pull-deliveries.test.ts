/**
 * Pull request deliveries through the real HTTP receiver: GitHub's example
 * payloads signed as GitHub signs them, and the deliveries a real Gitea sent
 * (test/fixtures/gitea-deliveries) replayed byte for byte with their headers.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PullRequestEvent, WebhookEvent } from '../../../src/webhooks/webhook-event.js';
import { GITHUB_SECRET, gitHubExamples, gitHubHeaders, post, withHandler } from './webhook-harness.js';

const GITHUB = '/hooks/github';

/** The names of a payload's labels. */
const labelNames = (labels: readonly { name: string }[]): string[] => labels.map((l) => l.name);

interface GiteaDelivery {
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly secret: string;
}

function giteaDelivery(name: string): GiteaDelivery {
  const file = new URL(`../../fixtures/gitea-deliveries/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as GiteaDelivery;
}

const GITEA_SECRET = giteaDelivery('pull_request-opened').secret;
/** Both forges' secrets, as while a secret is rotated: each delivery must match its own. */
const OPTIONS = {
  githubSecret: [GITHUB_SECRET, GITEA_SECRET],
  rateLimits: { github: false, dockerhub: false, registry: false, generic: false },
} as const;

/** A Gitea delivery as Gitea sent it; `body` replaces the payload, re-signed with the fixture's secret as Gitea signs. */
function giteaRequest(
  delivery: GiteaDelivery,
  body?: string,
): { headers: Record<string, string>; body: string } {
  if (body === undefined) return { headers: delivery.headers, body: delivery.body };
  const signature = createHmac('sha256', delivery.secret).update(body).digest('hex');
  // The SHA-1 X-Hub-Signature would no longer match: dropped (serve never reads it).
  const { 'x-hub-signature': _, ...headers } = delivery.headers;
  return {
    headers: {
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
      'x-hub-signature-256': `sha256=${signature}`,
      'x-gitea-signature': signature,
      'x-gogs-signature': signature,
    },
    body,
  };
}

function pullRequestEvent(events: readonly WebhookEvent[]): PullRequestEvent {
  const [event] = events;
  assert.is(events.length, 1);
  if (event?.kind !== 'pull-request') throw new Error(`not a pull-request: ${event?.kind}`);
  return event;
}

function gitHubExample(action: string): any {
  const found = gitHubExamples('pull_request').find((p: any) => p.action === action);
  if (found === undefined) throw new Error(`no pull_request ${action} example`);
  return structuredClone(found);
}

async function sendGitHub(url: string, name: string, payload: unknown, deliveryId = randomUUID()) {
  const body = JSON.stringify(payload);
  const headers = { ...gitHubHeaders(name, body), 'x-github-delivery': deliveryId };
  return post(url, GITHUB, { headers, body });
}

// ---- GitHub

test('GitHub: opened, synchronize, reopened, labeled and closed deliveries become pull-request events', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    for (const action of ['opened', 'synchronize', 'reopened', 'labeled', 'closed']) {
      events.length = 0;
      const payload = gitHubExample(action);
      const delivery = randomUUID();
      const answer = await sendGitHub(url, 'pull_request', payload, delivery);
      assert.equal(
        [answer.status, answer.json],
        [202, { status: 'accepted', events: 1, duplicates: 0 }],
        action,
      );
      const event = pullRequestEvent(events);
      assert.equal(
        [event.deliveryId, event.forge, event.action, event.number, event.head.sha, event.merged],
        [delivery, 'github', action, payload.number, payload.pull_request.head.sha, false],
        action,
      );
      assert.equal(event.labels, labelNames(payload.pull_request.labels));
    }
  });
});

test('GitHub: a merged PR is closed and merged with its merge commit; the same delivery again is a duplicate', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    // The examples hold no merge: GitHub's closed example, merged as GitHub reports a merge.
    const payload = gitHubExample('closed');
    Object.assign(payload.pull_request, { merged: true, merged_at: payload.pull_request.closed_at });
    const delivery = randomUUID();
    assert.is((await sendGitHub(url, 'pull_request', payload, delivery)).status, 202);
    const event = pullRequestEvent(events);
    assert.equal(
      [event.action, event.merged, event.mergeCommitSha],
      ['closed', true, payload.pull_request.merge_commit_sha],
    );
    const again = await sendGitHub(url, 'pull_request', payload, delivery);
    assert.equal([again.status, again.json['status']], [200, 'duplicate']);
    assert.is(events.length, 1);
  });
});

test('GitHub: a PR from a fork (the example with its head repository changed, re-signed) is a fork', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const payload = gitHubExample('opened');
    const head = payload.pull_request.head;
    Object.assign(head.repo, {
      id: head.repo.id + 1,
      full_name: 'forker/Hello-World',
      clone_url: 'https://github.com/forker/Hello-World.git',
    });
    head.label = 'forker:changes';
    assert.is((await sendGitHub(url, 'pull_request', payload)).status, 202);
    const event = pullRequestEvent(events);
    assert.equal(
      [event.head.fork, event.head.fullName, event.head.cloneUrl, event.repository.fullName],
      [true, 'forker/Hello-World', 'https://github.com/forker/Hello-World.git', 'Codertocat/Hello-World'],
    );
  });
});

test('GitHub: an action it may add later passes through as given', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const payload = { ...gitHubExample('opened'), action: 'auto_merge_enabled' };
    assert.is((await sendGitHub(url, 'pull_request', payload)).status, 202);
    assert.is(pullRequestEvent(events).action, 'auto_merge_enabled');
  });
});

test('GitHub: a signed pull_request missing a field the event needs is refused 422 naming it, and nothing is handed on', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const cases: [(p: any) => void, RegExp][] = [
      [(p) => delete p.pull_request.head.sha, /^pull_request\.head\.sha is missing$/],
      [(p) => (p.pull_request.number = '2'), /^pull_request\.number must be a positive integer$/],
      [(p) => (p.pull_request.head.repo = null), /^pull_request\.head\.repo is missing$/],
      [(p) => (p.pull_request.labels = {}), /^pull_request\.labels must be an array$/],
    ];
    for (const [spoil, reason] of cases) {
      const payload = gitHubExample('synchronize');
      spoil(payload);
      const answer = await sendGitHub(url, 'pull_request', payload);
      assert.is(answer.status, 422);
      assert.match(String(answer.json['error']), reason);
    }
    assert.is(events.length, 0);
  });
});

test('GitHub: issue_comment on a pull request is a pull-request-comment; on an issue it stays a github-event', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const onIssue: any = structuredClone(
      gitHubExamples('issue_comment').find((p: any) => p.action === 'created'),
    );
    assert.is((await sendGitHub(url, 'issue_comment', onIssue)).status, 202);
    // The examples hold no comment on a PR: the same comment with `issue.pull_request` as GitHub sends it on a PR.
    const onPull: any = structuredClone(onIssue);
    onPull.issue.pull_request = structuredClone(
      (gitHubExamples('issues') as any[]).find((p) => p.issue.pull_request !== undefined).issue.pull_request,
    );
    onPull.comment.body = '/ok-to-test';
    const delivery = randomUUID();
    assert.is((await sendGitHub(url, 'issue_comment', onPull, delivery)).status, 202);
    const [recorded, comment] = events;
    assert.equal(recorded?.kind === 'github-event' && [recorded.name, recorded.action], [
      'issue_comment',
      'created',
    ]);
    assert.equal(
      comment?.kind === 'pull-request-comment' && [
        comment.deliveryId,
        comment.forge,
        comment.action,
        comment.number,
        comment.body,
        comment.author,
        comment.repository.fullName,
      ],
      [
        delivery,
        'github',
        'created',
        onPull.issue.number,
        '/ok-to-test',
        onPull.comment.user.login,
        'Codertocat/Hello-World',
      ],
    );
  });
});

// ---- Gitea: the deliveries a real Gitea sent

const GITEA_PULLS: readonly [string, string][] = [
  ['pull_request-opened', 'opened'],
  ['pull_request-synchronized', 'synchronize'],
  ['pull_request-reopened', 'reopened'],
  ['pull_request-closed', 'closed'],
  ['pull_request-closed-merged', 'closed'],
  ['pull_request-label_updated', 'label_updated'],
  ['pull_request-label_updated-removed', 'label_updated'],
];

test('Gitea: each recorded pull_request delivery, replayed as sent, becomes a pull-request event from gitea', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    for (const [name, action] of GITEA_PULLS) {
      events.length = 0;
      const delivery = giteaDelivery(name);
      const payload = JSON.parse(delivery.body);
      const answer = await post(url, GITHUB, giteaRequest(delivery));
      assert.equal(
        [answer.status, answer.json],
        [202, { status: 'accepted', events: 1, duplicates: 0 }],
        name,
      );
      const event = pullRequestEvent(events);
      assert.equal(
        [event.deliveryId, event.forge, event.action, event.number, event.head.sha, event.head.fork],
        [
          delivery.headers['x-github-delivery'],
          'gitea',
          action,
          payload.number,
          payload.pull_request.head.sha,
          false,
        ],
        name,
      );
      assert.equal(
        [event.merged, event.mergeCommitSha],
        name === 'pull_request-closed-merged'
          ? [true, payload.pull_request.merge_commit_sha]
          : [false, undefined],
        name,
      );
      assert.equal(event.labels, labelNames(payload.pull_request.labels), name);
    }
  });
});

test("Gitea: its delivery id (a UUID) passes the endpoint's check, keys replays, and stands in when X-GitHub-Delivery is absent", async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('pull_request-synchronized');
    const id = delivery.headers['x-github-delivery'] ?? '';
    assert.match(id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    assert.is(delivery.headers['x-gitea-delivery'], id);
    assert.is((await post(url, GITHUB, giteaRequest(delivery))).status, 202);
    const again = await post(url, GITHUB, giteaRequest(delivery));
    assert.equal([again.status, again.json['status']], [200, 'duplicate'], 'a redelivery is a replay');
    // Forgejo-style: only the forge's own delivery header.
    const opened = giteaDelivery('pull_request-opened');
    const { 'x-github-delivery': _, ...headers } = opened.headers;
    const own = { ...headers, 'x-gitea-delivery': randomUUID() };
    assert.is((await post(url, GITHUB, { headers: own, body: opened.body })).status, 202);
    assert.equal(
      events.map((e) => e.kind === 'pull-request' && e.deliveryId),
      [id, own['x-gitea-delivery']],
    );
  });
});

test('Gitea: a PR from a fork (the recorded opened delivery with another head repository, re-signed) is a fork', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('pull_request-opened');
    const payload = JSON.parse(delivery.body);
    const head = payload.pull_request.head;
    head.repo_id = head.repo.id + 100;
    Object.assign(head.repo, {
      id: head.repo.id + 100,
      full_name: `forker/${head.repo.name}`,
      clone_url: String(head.repo.clone_url).replace(`/${payload.repository.owner.login}/`, '/forker/'),
    });
    // Gitea's head.label is the bare branch either way: it cannot tell a fork.
    assert.is(head.label, head.ref);
    assert.is((await post(url, GITHUB, giteaRequest(delivery, JSON.stringify(payload)))).status, 202);
    const event = pullRequestEvent(events);
    assert.equal(
      [event.forge, event.head.fork, event.head.fullName],
      ['gitea', true, `forker/${head.repo.name}`],
    );
  });
});

test('Gitea: a recorded delivery missing a field the event needs is refused 422 naming it', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('pull_request-synchronized');
    const payload = JSON.parse(delivery.body);
    payload.pull_request.base.sha = 42;
    const answer = await post(url, GITHUB, giteaRequest(delivery, JSON.stringify(payload)));
    assert.equal(
      [answer.status, answer.json],
      [422, { error: 'pull_request.base.sha must be a non-empty string' }],
    );
    assert.is(events.length, 0);
  });
});

test('Gitea: the recorded comment on a pull request becomes a pull-request-comment', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('issue_comment-created');
    const payload = JSON.parse(delivery.body);
    assert.is((await post(url, GITHUB, giteaRequest(delivery))).status, 202);
    const [event] = events;
    assert.equal(
      event?.kind === 'pull-request-comment' && [event.forge, event.number, event.body, event.author],
      ['gitea', payload.issue.number, payload.comment.body, payload.comment.user.login],
    );
  });
});

test("Gitea: events only Gitea names (a review's verdict) are recorded, not refused; GitHub's unknown names still are", async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('pull_request-opened');
    const approved = {
      ...delivery.headers,
      'x-github-event': 'pull_request_approved',
      'x-github-delivery': randomUUID(),
    };
    assert.is((await post(url, GITHUB, { headers: approved, body: delivery.body })).status, 202);
    assert.equal(
      events.map((e) => e.kind === 'github-event' && e.name),
      ['pull_request_approved'],
    );
    const body = JSON.stringify(gitHubExample('opened'));
    const fromGitHub = await post(url, GITHUB, {
      headers: gitHubHeaders('pull_request_approved', body),
      body,
    });
    assert.equal(
      [fromGitHub.status, fromGitHub.json['error']],
      [400, 'X-GitHub-Event "pull_request_approved" is not a known GitHub event'],
    );
  });
});

test('Gitea: the recorded push still becomes a github-push', async () => {
  await withHandler(OPTIONS, async ({ url, events }) => {
    const delivery = giteaDelivery('push');
    assert.is((await post(url, GITHUB, giteaRequest(delivery))).status, 202);
    assert.equal(
      events.map((e) => e.kind === 'github-push' && e.after),
      [JSON.parse(delivery.body).after],
    );
  });
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LiveObject } from '../../../../src/kube/kube-api.js';
import {
  inboxEntryName,
  inboxEntryObject,
  inboxOrder,
  inboxOwner,
  needsInbox,
  ownsInboxEntry,
  readInboxEntry,
  type InboxEntry,
  type InboxEvent,
} from '../../../../src/serve/inbox/inbox-entry.js';
import { INBOX_MAX_ATTEMPTS, judgeInboxRetry } from '../../../../src/serve/inbox/inbox-consumer.js';
import type { WebhookEvent } from '../../../../src/webhooks/webhook-event.js';

const push = (eventId: string, tag = 'v1'): InboxEvent => ({
  kind: 'image-push',
  source: 'registry',
  eventId,
  registryHost: 'registry.local:5000',
  repository: 'team/app',
  tag,
  digest: `sha256:${'a'.repeat(64)}`,
});

const githubPush = (deleted: boolean): WebhookEvent => ({
  kind: 'github-push',
  deliveryId: 'd-1',
  repository: { fullName: 'acme/app', cloneUrl: 'https://x/acme/app.git', sshUrl: '', htmlUrl: '' },
  ref: 'refs/heads/main',
  before: '0'.repeat(40),
  after: '1'.repeat(40),
  deleted,
  forced: false,
});

test('needsInbox: everything that starts work, but not a deleted branch or another GitHub event', () => {
  assert.ok(needsInbox(push('e1')));
  assert.ok(needsInbox(githubPush(false)));
  assert.not.ok(needsInbox(githubPush(true)));
  assert.not.ok(needsInbox({ kind: 'github-event', deliveryId: 'd', name: 'issues', payload: {} }));
  assert.ok(needsInbox({ kind: 'generic', project: 'shop', eventId: 'g1' }));
});

test('inboxEntryName: one delivery is one entry whichever replica records it; another delivery is another', () => {
  const name = inboxEntryName(push('e1'));
  assert.is(name, inboxEntryName(push('e1', 'v1')));
  assert.is.not(name, inboxEntryName(push('e2')));
  assert.match(name, /^gitshift-inbox-[0-9a-f]{40}$/);
  assert.ok(name.length <= 63);
  // The same id from Docker Hub is another event than from the registry.
  assert.is.not(name, inboxEntryName({ ...push('e1'), source: 'dockerhub' } as InboxEvent));
});

test("inboxOwner: a generic trigger is its project's shard's; everything else the leader's", () => {
  const shardOf = (project: string): number => (project === 'shop' ? 2 : 0);
  assert.is(inboxOwner({ kind: 'generic', project: 'shop', eventId: 'g' }, 3, shardOf), 'shard-2');
  assert.is(inboxOwner(push('e'), 3, shardOf), 'leader');
  const holder = { leader: false, shards: new Set([2]) };
  assert.ok(ownsInboxEntry('shard-2', holder));
  assert.not.ok(ownsInboxEntry('leader', holder));
  assert.ok(ownsInboxEntry('leader', { leader: true, shards: new Set() }));
  assert.not.ok(ownsInboxEntry('shard-x', holder));
});

test('an entry reads back as the event it recorded, with its owner and time', () => {
  const event = push('e1');
  const object = inboxEntryObject(event, {
    namespace: 'gitshift-system',
    owner: 'leader',
    receivedAt: 1700000000123,
    receivedBy: 'replica-a',
  });
  assert.is(object.metadata.namespace, 'gitshift-system');
  assert.equal(object.metadata.labels, { 'gitshift.io/inbox': 'true', 'gitshift.io/inbox-for': 'leader' });
  assert.equal(readInboxEntry(object), {
    name: inboxEntryName(event),
    owner: 'leader',
    receivedAt: 1700000000123,
    event,
  });
});

test('an entry edited by hand is a problem, not a guess', () => {
  const object = inboxEntryObject(push('e1'), {
    namespace: 'n',
    owner: 'leader',
    receivedAt: 1,
    receivedBy: 'r',
  });
  const broken = { ...object, data: { 'event.json': '{not json' } } as LiveObject;
  const read = readInboxEntry(broken);
  assert.ok('problem' in read && /is not JSON/.test(read.problem));
  const other = { ...object, data: { 'event.json': '{"kind":"github-event"}' } } as LiveObject;
  const otherRead = readInboxEntry(other);
  assert.ok('problem' in otherRead && /no event the inbox takes/.test(otherRead.problem));
});

test('inboxOrder: oldest first; the same millisecond by name, so every leader takes one order', () => {
  const entry = (name: string, receivedAt: number): InboxEntry => ({
    name,
    receivedAt,
    owner: 'leader',
    event: push(name),
  });
  const sorted = [entry('c', 2), entry('b', 1), entry('a', 2)].sort(inboxOrder).map((e) => e.name);
  assert.equal(sorted, ['b', 'a', 'c']);
});

test('judgeInboxRetry: a failing entry is retried with growing delays, then dropped', () => {
  const half = (): number => 0.5;
  const delays = [1, 2, 3, 4, 5].map((n) => judgeInboxRetry(n, half));
  assert.ok(delays.every((d) => d.retry));
  const ms = delays.map((d) => (d.retry ? d.delayMs : 0));
  assert.ok(
    ms.every((d, i) => i === 0 || d >= (ms[i - 1] ?? 0)),
    ms.join(','),
  );
  assert.equal(judgeInboxRetry(INBOX_MAX_ATTEMPTS, half), { retry: false });
});

test.run();

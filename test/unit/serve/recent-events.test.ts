import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RecentEvents } from '../../../src/serve/recent-events.js';

test('keeps the newest events first, up to its capacity, without undefined fields', () => {
  let second = 0;
  const recent = new RecentEvents(2, () => new Date(Date.UTC(2026, 10, 22, 0, 0, second++)));
  recent.record('github-push', { delivery: 'a', action: 'fetch' });
  recent.record('image-push', { image: 'r/app:v1', digest: undefined });
  recent.record('generic-trigger', { project: 'shop' });
  assert.equal(recent.list(), [
    { at: '2026-11-22T00:00:02.000Z', event: 'generic-trigger', fields: { project: 'shop' } },
    { at: '2026-11-22T00:00:01.000Z', event: 'image-push', fields: { image: 'r/app:v1' } },
  ]);
});

test('a list handed out does not change when more events arrive', () => {
  const recent = new RecentEvents(3);
  recent.record('github-push', {});
  const before = recent.list();
  recent.record('github-event', {});
  assert.is(before.length, 1);
  assert.is(recent.list().length, 2);
});

test('refuses a capacity below one', () => {
  assert.throws(() => new RecentEvents(0), /capacity of at least 1/);
});

test.run();

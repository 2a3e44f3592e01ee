import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  eventName,
  eventNamespace,
  eventObject,
  microTime,
  regardingOf,
  withSeries,
} from '../../../src/events/event-object.js';
import { noteWithin } from '../../../src/events/event-note.js';
import { TokenBucket } from '../../../src/events/token-bucket.js';
import type { EventSeries } from '../../../src/events/event-correlator.js';

const source = { controller: 'gitshift.io/serve', instance: 'serve-0' };
const series = (count: number): EventSeries => ({
  id: 'x',
  event: {
    regarding: { apiVersion: 'v1', kind: 'Namespace', name: 'shop', uid: 'ns-uid' },
    type: 'Normal',
    reason: 'Synced',
    action: 'Sync',
    note: 'synced to abc',
  },
  count,
  firstMs: Date.UTC(2026, 10, 24, 7, 0, 0, 123),
  lastMs: Date.UTC(2026, 10, 24, 7, 5, 0, 0),
});

test('where Events live: the object namespace; a Namespace in itself; other cluster-scoped objects in default', () => {
  const table: [Parameters<typeof eventNamespace>[0], string][] = [
    [{ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' }, 'shop'],
    [{ apiVersion: 'v1', kind: 'Namespace', name: 'shop' }, 'shop'],
    [{ apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', name: 'reader' }, 'default'],
  ];
  for (const [ref, expected] of table) assert.is(eventNamespace(ref), expected, ref.kind);
  assert.equal(regardingOf({ apiVersion: 'v1', kind: 'Namespace', name: 'shop' }), {
    apiVersion: 'v1',
    kind: 'Namespace',
    namespace: 'shop',
    name: 'shop',
  });
  assert.equal(regardingOf({ apiVersion: 'v1', kind: 'ClusterRole', name: 'reader', uid: 'u' }), {
    apiVersion: 'v1',
    kind: 'ClusterRole',
    name: 'reader',
    uid: 'u',
  });
});

test('names are <object>.<hex of nanoseconds>, distinct within a millisecond, within 253 characters', () => {
  assert.is(eventName('web', 1, 0), 'web.f4240');
  assert.is.not(eventName('web', 1000, 1), eventName('web', 1000, 2));
  const long = eventName('a'.repeat(253), Date.now(), 7);
  assert.ok(long.length <= 253);
  assert.match(long, /^a+\.[0-9a-f]+$/);
});

test('micro time has six fraction digits', () => {
  assert.is(microTime(Date.UTC(2026, 10, 24, 7, 0, 0, 123)), '2026-11-24T07:00:00.123000Z');
});

test('notes are cut to 1024 bytes on a character boundary', () => {
  assert.is(noteWithin('short'), 'short');
  const cut = noteWithin('€'.repeat(600));
  assert.ok(Buffer.byteLength(cut) <= 1024);
  assert.ok(cut.endsWith('…'));
  assert.not.ok(cut.includes('\uFFFD'));
});

test('the first write has no series; a repeat sets count and lastObservedTime on the Event as read', () => {
  const created = eventObject(series(1), source, 'shop.abc');
  assert.equal(created, {
    apiVersion: 'events.k8s.io/v1',
    kind: 'Event',
    metadata: { name: 'shop.abc', namespace: 'shop' },
    eventTime: '2026-11-24T07:00:00.123000Z',
    reportingController: 'gitshift.io/serve',
    reportingInstance: 'serve-0',
    action: 'Sync',
    reason: 'Synced',
    note: 'synced to abc',
    type: 'Normal',
    regarding: { apiVersion: 'v1', kind: 'Namespace', namespace: 'shop', name: 'shop', uid: 'ns-uid' },
  });
  const live = { ...created, metadata: { ...created.metadata, resourceVersion: '7', managedFields: [] } };
  const updated = withSeries(live, series(3));
  assert.equal(updated['series'], { count: 3, lastObservedTime: '2026-11-24T07:05:00.000000Z' });
  assert.is(updated.metadata['resourceVersion'], '7');
  assert.is(updated.metadata['managedFields'], undefined);
});

test('token bucket: burst, refill by elapsed time, never beyond the burst', () => {
  const bucket = new TokenBucket(2, 1000, 0);
  assert.equal([bucket.take(0), bucket.take(0), bucket.take(0)], [true, true, false]);
  assert.is(bucket.take(999), false);
  assert.is(bucket.take(1999), true);
  assert.is(bucket.isFull(1_000_000), true);
  assert.equal([bucket.take(1_000_000), bucket.take(1_000_000), bucket.take(1_000_000)], [true, true, false]);
});

test.run();

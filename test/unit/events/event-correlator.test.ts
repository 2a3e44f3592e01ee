import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  aggregationKey,
  COMBINED_PREFIX,
  EventCorrelator,
  spamKey,
  type CorrelatorOptions,
} from '../../../src/events/event-correlator.js';
import type { ClusterEvent } from '../../../src/events/event-recorder.js';
import { manualClock } from '../../support/manual-clock.js';

const source = { controller: 'gitshift.io/serve', instance: 'serve-0' };
const web = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web', uid: 'u-1' };
const event = (overrides: Partial<ClusterEvent> = {}): ClusterEvent => ({
  regarding: web,
  type: 'Normal',
  reason: 'DriftReverted',
  action: 'Sync',
  note: 'put back: spec.replicas',
  ...overrides,
});
const correlator = (options: Partial<CorrelatorOptions> = {}): EventCorrelator =>
  new EventCorrelator({ source, ...options });

test('aggregation key: everything but the note; the spam key: who reports on which object', () => {
  assert.is(aggregationKey(source, event()), aggregationKey(source, event({ note: 'other' })));
  for (const different of [
    event({ reason: 'Pruned' }),
    event({ type: 'Warning' }),
    event({ action: 'Prune' }),
    event({ related: { apiVersion: 'batch/v1', kind: 'Job', namespace: 'shop', name: 'hook' } }),
    event({ regarding: { ...web, uid: 'u-2' } }),
    event({ regarding: { ...web, name: 'api' } }),
  ])
    assert.is.not(aggregationKey(source, different), aggregationKey(source, event()));
  assert.is(spamKey(source, event({ reason: 'Pruned' })), spamKey(source, event()));
  assert.is.not(spamKey({ ...source, instance: 'serve-1' }, event()), spamKey(source, event()));
});

test('an identical event within the window is a repeat in the same series, counted', () => {
  const clock = manualClock();
  const c = correlator();
  const first = c.correlate(event(), clock.now());
  clock.advance(60_000);
  const second = c.correlate(event(), clock.now());
  clock.advance(60_000);
  const third = c.correlate(event(), clock.now());
  assert.is(first.series.count, 1);
  assert.is(third.series.id, first.series.id);
  assert.equal([second.series.count, third.series.count], [2, 3]);
  assert.is(third.series.firstMs, 0);
  assert.is(third.series.lastMs, 120_000);
  assert.is(third.spam, false);
});

test('a repeat after the window is quiet for longer starts a new series (and Event)', () => {
  const clock = manualClock();
  const c = correlator({ windowMs: 600_000 });
  const first = c.correlate(event(), clock.now());
  clock.advance(600_001);
  const later = c.correlate(event(), clock.now());
  assert.is.not(later.series.id, first.series.id);
  assert.is(later.series.count, 1);
});

test('similar events: the tenth distinct note within the window is combined, and later ones count into it', () => {
  const clock = manualClock();
  const c = correlator({ maxSimilar: 10 });
  const plain = Array.from({ length: 9 }, (_, i) => c.correlate(event({ note: `note ${i}` }), clock.now()));
  assert.ok(plain.every((r) => !r.series.event.note.startsWith(COMBINED_PREFIX)));
  assert.is(new Set(plain.map((r) => r.series.id)).size, 9);
  const tenth = c.correlate(event({ note: 'note 9' }), clock.now());
  const eleventh = c.correlate(event({ note: 'note 10' }), clock.now());
  assert.is(tenth.series.event.note, `${COMBINED_PREFIX}note 9`);
  assert.is(eleventh.series.id, tenth.series.id);
  assert.is(eleventh.series.count, 2);
  // The combined Event keeps its first note: events.k8s.io/v1 does not let a note change.
  assert.is(eleventh.series.event.note, `${COMBINED_PREFIX}note 9`);
});

test('a note seen before does not count towards combining', () => {
  const c = correlator({ maxSimilar: 3 });
  for (let i = 0; i < 10; i++) c.correlate(event({ note: i % 2 === 0 ? 'a' : 'b' }), 0);
  assert.is(c.correlate(event({ note: 'a' }), 0).series.event.note, 'a');
  assert.is(c.correlate(event({ note: 'c' }), 0).series.event.note, `${COMBINED_PREFIX}c`);
});

test('spam filter: a burst of 25 per object, then one more every 5 minutes; other objects are not held back', () => {
  const clock = manualClock();
  const c = correlator();
  const verdicts = Array.from({ length: 30 }, (_, i) =>
    c.correlate(event({ reason: `Reason${i}` }), clock.now()),
  );
  assert.is(verdicts.filter((v) => !v.spam).length, 25);
  assert.ok(verdicts.slice(25).every((v) => v.spam));
  assert.is(c.correlate(event({ regarding: { ...web, name: 'api' } }), clock.now()).spam, false);
  clock.advance(299_999);
  assert.is(c.correlate(event({ reason: 'Later' }), clock.now()).spam, true);
  clock.advance(1);
  assert.is(c.correlate(event({ reason: 'Later' }), clock.now()).spam, false);
  assert.is(c.correlate(event({ reason: 'Later' }), clock.now()).spam, true);
});

test('a repeat refused by the spam filter still counts in its series, so the next write carries the true count', () => {
  const c = correlator({ burst: 1, refillMs: 1000 });
  assert.is(c.correlate(event(), 0).spam, false);
  const refused = c.correlate(event(), 10);
  assert.is(refused.spam, true);
  assert.is(refused.series.count, 2);
  const allowed = c.correlate(event(), 1010);
  assert.is(allowed.spam, false);
  assert.is(allowed.series.count, 3);
});

test('a note beyond 1 kB is cut before it is keyed: the same long note is one series', () => {
  const c = correlator();
  const long = 'é'.repeat(2000);
  const first = c.correlate(event({ note: long }), 0);
  assert.ok(Buffer.byteLength(first.series.event.note) <= 1024);
  assert.ok(first.series.event.note.endsWith('…'));
  assert.is(c.correlate(event({ note: long }), 1).series.id, first.series.id);
});

test('the caches are bounded: an object forgotten starts afresh', () => {
  const c = correlator({ cacheSize: 2 });
  const first = c.correlate(event(), 0);
  c.correlate(event({ regarding: { ...web, name: 'a' } }), 0);
  c.correlate(event({ regarding: { ...web, name: 'b' } }), 0);
  const again = c.correlate(event(), 1);
  assert.is(again.series.count, 1);
  assert.is.not(again.series.id, first.series.id);
});

test.run();

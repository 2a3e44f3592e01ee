import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LeaseRecord } from '../../../src/leases/lease-record.js';
import { judgeLease, observe, renewalOverdue, type Observation } from '../../../src/leases/lease-verdict.js';
import { manualClock } from '../../support/manual-clock.js';

const record = (holderIdentity: string, overrides: Partial<LeaseRecord> = {}): LeaseRecord => ({
  holderIdentity,
  leaseDurationSeconds: 10,
  leaseTransitions: 3,
  acquireTime: undefined,
  renewTime: undefined,
  ...overrides,
});

const seen = (holder: string, observedAt: number, overrides: Partial<LeaseRecord> = {}): Observation => ({
  record: record(holder, overrides),
  resourceVersion: '1',
  observedAt,
});

const cases: [string, Observation | undefined, number, ReturnType<typeof judgeLease>][] = [
  ['a Lease never created may be created', undefined, 0, { mayTake: true, reason: 'missing' }],
  ['our own Lease is renewed', seen('me', 0), 60_000, { mayTake: true, reason: 'ours' }],
  [
    'a released Lease (no holder) is taken at once',
    seen('', 5_000),
    5_000,
    { mayTake: true, reason: 'free' },
  ],
  [
    "a peer's Lease seen 9.999 s ago is still held",
    seen('peer', 0),
    9_999,
    { mayTake: false, reason: 'held', holder: 'peer', expiresAt: 10_000 },
  ],
  [
    "a peer's Lease unchanged for its 10 s has expired",
    seen('peer', 0),
    10_000,
    { mayTake: true, reason: 'expired' },
  ],
  [
    "the record's own duration counts, not ours",
    seen('peer', 0, { leaseDurationSeconds: 30 }),
    20_000,
    { mayTake: false, reason: 'held', holder: 'peer', expiresAt: 30_000 },
  ],
];

for (const [name, observed, now, expected] of cases)
  test(`lease verdict: ${name}`, () => {
    assert.equal(judgeLease('me', observed, now), expected);
  });

test("expiry ignores the holder's timestamps: a renewTime far in the future or past changes nothing", () => {
  const future = seen('peer', 0, { renewTime: '2099-01-01T00:00:00.000000Z' });
  const past = seen('peer', 0, { renewTime: '1999-01-01T00:00:00.000000Z' });
  assert.is(judgeLease('me', future, 10_000).mayTake, true);
  assert.is(judgeLease('me', past, 9_000).mayTake, false);
});

test('a Lease kept renewed by its holder never expires in a watcher that lists it every 2 s', () => {
  const clock = manualClock();
  let observed: Observation | undefined;
  for (let version = 1; version <= 30; version++) {
    observed = observe(observed, { record: record('peer'), resourceVersion: String(version) }, clock.now());
    assert.is(judgeLease('me', observed, clock.now()).mayTake, false, `at ${clock.now()} ms`);
    clock.advance(2_000);
  }
});

test('a Lease whose holder stopped renewing expires leaseDuration after it was last seen to change', () => {
  const clock = manualClock();
  clock.set(1_000);
  let observed = observe(undefined, { record: record('peer'), resourceVersion: '7' }, clock.now());
  // Listed again unchanged: the observation time stays where the change was seen.
  for (let i = 0; i < 4; i++) {
    clock.advance(2_000);
    observed = observe(observed, { record: record('peer'), resourceVersion: '7' }, clock.now());
  }
  assert.is(observed.observedAt, 1_000);
  assert.is(judgeLease('me', observed, clock.now()).mayTake, false);
  clock.advance(2_000); // 11 000: ten seconds after the change was seen
  assert.equal(judgeLease('me', observed, clock.now()), { mayTake: true, reason: 'expired' });
});

test('a holder gives up at renewDeadline, before a watcher may take over at leaseDuration', () => {
  assert.is(renewalOverdue(0, 7_000, 6_999), false);
  assert.is(renewalOverdue(0, 7_000, 7_000), true);
  // The watcher saw the last renewal no earlier than it was sent, so its 10 s end after the holder's 7 s.
  assert.is(judgeLease('me', seen('peer', 0), 7_000).mayTake, false);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LeaseRecord } from '../../../src/leases/lease-record.js';
import type { Observation } from '../../../src/leases/lease-verdict.js';
import {
  countLiveMembers,
  planShards,
  type ShardPlan,
  type ShardPlanInput,
} from '../../../src/leases/shard-plan.js';

const base: ShardPlanInput = {
  shardCount: 3,
  held: new Set(),
  releasing: 0,
  available: new Set([0, 1, 2]),
  members: 1,
  start: 0,
};

const cases: [string, Partial<ShardPlanInput>, ShardPlan][] = [
  ['alone, a replica takes every shard', {}, { reason: 'below-target', target: 3, take: [0, 1, 2] }],
  [
    'of three members, a replica takes one, starting where its identity points',
    { members: 3, start: 2 },
    { reason: 'below-target', target: 1, take: [2] },
  ],
  [
    'the start wraps around the shards',
    { members: 2, start: 2, available: new Set([0, 1]) },
    { reason: 'below-target', target: 2, take: [0, 1] },
  ],
  [
    'holding its share, a replica takes no more',
    { members: 3, held: new Set([1]), available: new Set([0, 2]) },
    { reason: 'at-target', target: 1 },
  ],
  [
    'above its share (a member joined), it gives one away: the one farthest from its start',
    { members: 2, held: new Set([0, 1, 2]), available: new Set(), start: 1 },
    { reason: 'above-target', target: 2, release: 0 },
  ],
  [
    'while a shard is being given away it waits',
    { members: 3, held: new Set([0, 1]), releasing: 1, available: new Set() },
    { reason: 'releasing', target: 1 },
  ],
  [
    'below its share with nothing free it waits for a peer to give one',
    { members: 3, held: new Set(), available: new Set() },
    { reason: 'none-available', target: 1 },
  ],
  [
    'ceil: 4 shards over 3 members is 2 each at most',
    { shardCount: 4, members: 3, held: new Set([3]), available: new Set([0, 1]) },
    { reason: 'below-target', target: 2, take: [0] },
  ],
  [
    'a member count of 0 (no peers seen) counts as alone',
    { members: 0 },
    { reason: 'below-target', target: 3, take: [0, 1, 2] },
  ],
];

for (const [name, overrides, expected] of cases)
  test(`shard plan: ${name}`, () => {
    assert.equal(planShards({ ...base, ...overrides }), expected);
  });

/**
 * Rounds of several replicas over one table of shard holders, each replica
 * planning from what it sees, as the Leases make them: a take succeeds only
 * on a free shard (the loser of a race gets a 409), a release frees it.
 */
function simulate(
  replicas: string[],
  shardCount: number,
  rounds: number,
  holders = new Map<number, string>(),
) {
  for (let round = 0; round < rounds; round++)
    for (const [index, replica] of replicas.entries()) {
      const held = new Set([...holders].filter(([, holder]) => holder === replica).map(([shard]) => shard));
      const available = new Set(
        Array.from({ length: shardCount }, (_, shard) => shard).filter((shard) => !holders.has(shard)),
      );
      const plan = planShards({
        shardCount,
        held,
        releasing: 0,
        available,
        members: replicas.length,
        start: index,
      });
      if (plan.reason === 'below-target') for (const shard of plan.take) holders.set(shard, replica);
      if (plan.reason === 'above-target') holders.delete(plan.release);
    }
  return holders;
}

const shares = (holders: Map<number, string>, replicas: string[]): number[] =>
  replicas.map((replica) => [...holders.values()].filter((holder) => holder === replica).length);

test('3 shards over 3 replicas settle at one each', () => {
  const holders = simulate(['a', 'b', 'c'], 3, 4);
  assert.equal(shares(holders, ['a', 'b', 'c']), [1, 1, 1]);
});

test('a replica that joins late gets its share from one that held everything', () => {
  const holders = simulate(['a'], 3, 1);
  assert.equal(shares(holders, ['a']), [3]);
  simulate(['a', 'b', 'c'], 3, 6, holders);
  assert.equal(shares(holders, ['a', 'b', 'c']), [1, 1, 1]);
});

test('when a replica goes, its shard is taken by a survivor once it expires (here: once it is free)', () => {
  const holders = simulate(['a', 'b', 'c'], 3, 4);
  for (const [shard, holder] of holders) if (holder === 'c') holders.delete(shard);
  simulate(['a', 'b'], 3, 2, holders);
  assert.equal(holders.size, 3);
  assert.equal(shares(holders, ['a', 'b']).sort(), [1, 2]);
});

test('every shard is held after settling, for 1..8 replicas over 1..16 shards', () => {
  for (let replicas = 1; replicas <= 8; replicas++)
    for (let shardCount = 1; shardCount <= 16; shardCount++) {
      const names = Array.from({ length: replicas }, (_, i) => `r${i}`);
      const holders = simulate(names, shardCount, 2 * shardCount + 2);
      assert.is(holders.size, shardCount, `${replicas} replicas, ${shardCount} shards`);
      for (const share of shares(holders, names)) assert.ok(share <= Math.ceil(shardCount / replicas));
    }
});

const member = (holderIdentity: string, observedAt: number): Observation => ({
  record: { holderIdentity, leaseDurationSeconds: 10, leaseTransitions: 0 } as LeaseRecord,
  resourceVersion: '1',
  observedAt,
});

test('live members: self, plus peers seen renewing within their lease; released and expired ones are gone', () => {
  const members = new Map([
    ['gitshift-member-me', member('', 0)],
    ['gitshift-member-b', member('b', 5_000)],
    ['gitshift-member-c', member('c', 0)],
    ['gitshift-member-d', member('', 14_000)],
  ]);
  assert.is(countLiveMembers(members, 'gitshift-member-me', 9_999), 3);
  assert.is(countLiveMembers(members, 'gitshift-member-me', 10_000), 2);
  assert.is(countLiveMembers(members, 'gitshift-member-me', 15_000), 1);
});

test.run();

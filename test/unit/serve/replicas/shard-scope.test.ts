import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shardOf } from '../../../../src/leases/index.js';
import { ALL_PROJECTS } from '../../../../src/serve/reconcile-project.js';
import { bulkFilter } from '../../../../src/serve/sync-scope.js';
import {
  judgeReconcile,
  keyInShards,
  keysFor,
  leadershipChange,
  shardOfSyncKey,
  shardSyncKey,
  type ShardOf,
} from '../../../../src/serve/replicas/shard-scope.js';

/** Projects named after their shard: `p2-web` is in shard 2. */
const byName: ShardOf = (project) => Number(/^p(\d+)/.exec(project)?.[1] ?? 0);

test('a shard sync key names its shard and is no project name', () => {
  assert.is(shardSyncKey(3), '*3');
  assert.is(shardOfSyncKey('*3'), 3);
  assert.is(shardOfSyncKey(ALL_PROJECTS), undefined);
  assert.is(shardOfSyncKey('p3-web'), undefined);
});

const cases: [string, string, number[], boolean | RegExp][] = [
  ['a project of a held shard is reconciled', 'p1-web', [0, 1], true],
  [
    'a project of a shard held elsewhere is not',
    'p2-web',
    [0, 1],
    /project p2-web is in shard 2, held by another replica/,
  ],
  ['a held shard is synced in bulk', '*1', [1], true],
  [
    'a shard that moved away is dropped when its key comes up',
    '*2',
    [1],
    /shard 2 is held by another replica/,
  ],
  ['nothing is reconciled by a replica that holds nothing', 'p0-a', [], /shard 0/],
];

for (const [name, key, held, expected] of cases) {
  test(`judgeReconcile: ${name}`, () => {
    const verdict = judgeReconcile(key, new Set(held), 3, byName);
    if (expected === true) assert.ok(verdict.reconcile, JSON.stringify(verdict));
    else {
      assert.is(verdict.reconcile, false);
      if (!verdict.reconcile && expected instanceof RegExp) assert.match(verdict.reason, expected);
    }
  });
}

test("judgeReconcile: a shard's bulk sync covers that shard's projects only, removed ones included", () => {
  const verdict = judgeReconcile('*1', new Set([0, 1]), 3, byName);
  assert.ok(verdict.reconcile);
  if (!verdict.reconcile || !verdict.scope.bulk) throw new Error('a bulk scope');
  assert.equal(verdict.scope.shards, { count: 3, held: [1] });
});

test('judgeReconcile: ALL_PROJECTS with shards covers every held shard', () => {
  const verdict = judgeReconcile(ALL_PROJECTS, new Set([2, 0]), 3, byName);
  assert.equal(verdict, { reconcile: true, scope: { bulk: true, shards: { count: 3, held: [0, 2] } } });
});

test('bulkFilter: a shard selection takes the projects whose stable hash is a held shard; none takes every project', () => {
  const names = Array.from({ length: 40 }, (_, i) => `project-${i}`);
  const include = bulkFilter({ count: 3, held: [0, 2] });
  assert.ok(include !== undefined);
  const taken = names.filter((n) => include(n));
  assert.equal(
    taken,
    names.filter((n) => shardOf(n, 3) !== 1),
  );
  assert.ok(taken.length > 0 && taken.length < names.length, 'some projects in shard 1, some not');
  assert.is(bulkFilter(undefined), undefined);
});

test('judgeReconcile: a single project is synced alone', () => {
  assert.equal(judgeReconcile('p1-web', new Set([1]), 3, byName), {
    reconcile: true,
    scope: { bulk: false, only: 'p1-web' },
  });
});

test('keysFor: every project is each held shard in bulk; a project only when its shard is held', () => {
  assert.equal(keysFor(ALL_PROJECTS, new Set([2, 0]), 3, byName), ['*0', '*2']);
  assert.equal(keysFor(ALL_PROJECTS, new Set(), 3, byName), []);
  assert.equal(keysFor('p2-x', new Set([2]), 3, byName), ['p2-x']);
  assert.equal(keysFor('p1-x', new Set([2]), 3, byName), []);
});

test('leadershipChange: gained and lost shards, sorted, and the lead taken or lost', () => {
  assert.equal(
    leadershipChange({ leader: true, shards: new Set([3, 0]) }, { leader: false, shards: new Set([1, 0]) }),
    { gainedShards: [3], lostShards: [1], becameLeader: true, lostLead: false },
  );
  assert.equal(
    leadershipChange({ leader: false, shards: new Set() }, { leader: true, shards: new Set([0]) }),
    { gainedShards: [], lostShards: [0], becameLeader: false, lostLead: true },
  );
});

test('keyInShards: a lost shard drains its projects and its bulk sync, not the others', () => {
  const lost = new Set([1]);
  assert.ok(keyInShards('p1-a', lost, 3, byName));
  assert.ok(keyInShards('*1', lost, 3, byName));
  assert.not.ok(keyInShards('p2-a', lost, 3, byName));
  assert.not.ok(keyInShards('*2', lost, 3, byName));
});

test('with the real hash, every project is in exactly one shard, the same each time', () => {
  const projects = Array.from({ length: 300 }, (_, i) => `team-${i}`);
  const owners = projects.map((p) =>
    [0, 1, 2].filter((s) => judgeReconcile(p, new Set([s]), 3, shardOf).reconcile),
  );
  assert.ok(owners.every((o) => o.length === 1));
  assert.equal(
    projects.map((p) => shardOf(p, 3)),
    owners.map((o) => o[0]),
  );
});

test.run();

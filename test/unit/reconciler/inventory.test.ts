import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import {
  groupByBucket,
  INVENTORY_BUCKETS,
  inventoryAhead,
  inventoryBucketOf,
  inventoryEntry,
  parseInventoryEntry,
  parseLegacyInventory,
  sameInventory,
  type Inventory,
} from '../../../src/reconciler/inventory.js';
import { EMPTY_RECORD } from '../../../src/reconciler/sync-record.js';

const ref = (name: string, namespace = 'shop') => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name });
const inventory = (objects = [ref('a'), ref('b')]): Inventory => ({
  project: 'shop',
  repository: 'config',
  objects,
  record: { ...EMPTY_RECORD, revision: 'abc' },
});

test('projects spread over the buckets, each always in the same one', () => {
  const counts = new Map<string, number>();
  for (let i = 0; i < 3200; i++) {
    const { name, label } = inventoryBucketOf(`project-${i}`);
    assert.is(name, `gitshift-inventories-${label}`);
    assert.equal(inventoryBucketOf(`project-${i}`).name, name);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  assert.is(counts.size, INVENTORY_BUCKETS);
  for (const [label, count] of counts) {
    assert.match(label, /^\d\d$/);
    assert.ok(count > 50 && count < 150, `bucket ${label} holds ${count} of 3,200`);
  }
});

test('an entry is the same text whatever the order of the objects and of their keys', () => {
  const shuffled = inventory([
    { name: 'b', namespace: 'shop', kind: 'ConfigMap', apiVersion: 'v1' },
    { namespace: 'shop', apiVersion: 'v1', name: 'a', kind: 'ConfigMap' },
  ]);
  assert.is(inventoryEntry(shuffled), inventoryEntry(inventory()));
  assert.ok(sameInventory(shuffled, inventory()));
  assert.not.ok(sameInventory(inventory([ref('a')]), inventory()));
  assert.not.ok(sameInventory(inventory(), undefined));
  assert.equal(parseInventoryEntry('shop', inventoryEntry(inventory()), 'here'), inventory());
});

test('ahead of a sync, the inventory holds what it owned and what the sync will apply, record and owner kept', () => {
  const previous = { ...inventory([ref('a'), ref('old')]), repository: 'first' };
  const ahead = inventoryAhead(previous, {
    project: 'shop',
    repository: 'config',
    objects: [ref('a'), ref('new')],
  });
  assert.equal(ahead.objects, [ref('a'), ref('old'), ref('new')]);
  assert.is(ahead.repository, 'first');
  assert.equal(ahead.record, previous.record);
  const first = inventoryAhead(undefined, { project: 'shop', repository: 'config', objects: [ref('a')] });
  assert.equal(first, { project: 'shop', repository: 'config', objects: [ref('a')], record: EMPTY_RECORD });
});

test('an entry or a ConfigMap of its own changed by hand is INVENTORY_INVALID, naming where it is', () => {
  for (const text of ['{"objects": [', '{"repository": "config"}', '[]']) {
    try {
      parseInventoryEntry('shop', text, 'ConfigMap gitshift-system/gitshift-inventories-07, key shop');
      assert.unreachable(`${text} was read`);
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'INVENTORY_INVALID');
      assert.match((error as Error).message, 'gitshift-inventories-07, key shop');
    }
  }
  const map = { metadata: { name: 'gitshift-inventory-shop' } };
  assert.throws(() => parseLegacyInventory('shop', map, { objects: 'nope' }), /gitshift-inventory-shop/);
  assert.equal(parseLegacyInventory('shop', map, { objects: JSON.stringify([ref('a')]) }), {
    project: 'shop',
    repository: 'default',
    objects: [ref('a')],
    record: EMPTY_RECORD,
    legacy: true,
  });
});

test('groupByBucket: each item under the bucket of its project, in the given order within each', () => {
  const projects = Array.from({ length: 100 }, (_, i) => `p${i}`);
  const groups = groupByBucket(projects, (p) => p);
  assert.is([...groups.values()].flat().length, 100);
  for (const [bucket, members] of groups) {
    for (const project of members) assert.is(inventoryBucketOf(project).name, bucket);
    assert.equal(
      members,
      projects.filter((p) => members.includes(p)),
      'in the given order',
    );
  }
  assert.equal(
    groupByBucket([], (p: string) => p),
    new Map(),
  );
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../src/errors/index.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import {
  INVENTORY_BUCKETS,
  INVENTORY_LABEL,
  INVENTORY_NAMESPACE,
  inventoryBucketOf,
  legacyInventoryName,
  REPOSITORY_LABEL,
  type Inventory,
} from '../../src/reconciler/inventory.js';
import {
  deleteInventories,
  inventoryWriter,
  listInventories,
  readInventoriesOf,
} from '../../src/reconciler/inventory-store.js';
import { EMPTY_RECORD } from '../../src/reconciler/sync-record.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const inventory = (project: string, names: readonly string[], revision?: string): Inventory => ({
  project,
  repository: 'config',
  objects: names.map((name) => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace: project, name })),
  record: { ...EMPTY_RECORD, revision },
});

/** Writes that reached the API server for ConfigMaps, as it counts them. */
async function configMapWrites(api: KubeApi): Promise<number> {
  const metrics = await api.getText('/metrics');
  let total = 0;
  for (const line of metrics.split('\n')) {
    if (!line.startsWith('apiserver_request_total{') || !line.includes('resource="configmaps"')) continue;
    if (!/verb="(POST|PATCH|PUT|DELETE)"/.test(line)) continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

test('a thousand-project flush writes one ConfigMap per bucket; what is read back is what was written; an equal inventory is not written again', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const projects = Array.from({ length: 1000 }, (_, i) => `${namespacePrefix}p${i}`);
    const writer = inventoryWriter(api);
    for (const project of projects) assert.ok(writer.stage(inventory(project, ['a', 'b']), undefined));
    const before = await configMapWrites(api);
    assert.is(await writer.flush(), 1000);
    const writes = (await configMapWrites(api)) - before;
    // Other tests may write ConfigMaps meanwhile; at most one create and one patch per bucket are this flush's.
    assert.ok(writes <= 2 * INVENTORY_BUCKETS + 10, `${writes} ConfigMap writes for 1,000 inventories`);

    const read = new Map((await listInventories(api)).map((i) => [i.project, i]));
    for (const project of projects) assert.equal(read.get(project), inventory(project, ['a', 'b']));
    const some = await readInventoriesOf(api, projects.slice(0, 3));
    assert.equal([...some.keys()].sort(), projects.slice(0, 3).sort());
    assert.equal(await listInventories(api, projects[7]), [inventory(projects[7] ?? '', ['a', 'b'])]);

    // Objects in another order are the same inventory.
    const again = inventoryWriter(api);
    const previous = read.get(projects[0] ?? '');
    assert.not.ok(again.stage(inventory(projects[0] ?? '', ['b', 'a']), previous));
    assert.is(await again.flush(), 0);
    assert.ok(again.stage(inventory(projects[0] ?? '', ['a', 'b'], 'abc'), previous));
    assert.is(await again.flush(), 1);
    assert.is((await listInventories(api, projects[0]))[0]?.record.revision, 'abc');

    await deleteInventories(
      api,
      projects.map((project) => ({ project })),
    );
    assert.equal(await readInventoriesOf(api, projects.slice(0, 3)), new Map());
  });
});

test('writers of different projects in one bucket at the same moment both land', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const first = `${namespacePrefix}one`;
    const bucket = inventoryBucketOf(first).name;
    let second = '';
    for (let i = 0; second === ''; i++)
      if (inventoryBucketOf(`${namespacePrefix}x${i}`).name === bucket) second = `${namespacePrefix}x${i}`;
    const writers = [inventoryWriter(api), inventoryWriter(api)];
    writers[0]?.stage(inventory(first, ['a']), undefined);
    writers[1]?.stage(inventory(second, ['b']), undefined);
    await Promise.all(writers.map((w) => w.flush()));
    const read = await readInventoriesOf(api, [first, second]);
    assert.equal(read.get(first), inventory(first, ['a']));
    assert.equal(read.get(second), inventory(second, ['b']));
  });
});

test('an inventory kept in a ConfigMap of its own (before they were shared) is read, and moved into its bucket on the next write', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}old`;
    const legacyRef = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      namespace: INVENTORY_NAMESPACE,
      name: legacyInventoryName(project),
    };
    const objects = [{ apiVersion: 'v1', kind: 'ConfigMap', namespace: project, name: 'a' }];
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: INVENTORY_NAMESPACE } });
    await api.apply({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: {
        name: legacyRef.name,
        namespace: INVENTORY_NAMESPACE,
        labels: { [INVENTORY_LABEL]: project, [REPOSITORY_LABEL]: 'config' },
      },
      data: { objects: JSON.stringify(objects), status: JSON.stringify({ revision: 'r1' }) },
    });
    const [previous] = await listInventories(api, project);
    assert.equal(previous, {
      project,
      repository: 'config',
      objects,
      record: { ...EMPTY_RECORD, revision: 'r1' },
      legacy: true,
    });
    assert.equal((await listInventories(api)).find((i) => i.project === project)?.legacy, true);

    // Nothing changed, but the first write moves it all the same.
    const { legacy: _legacy, ...unchanged } = previous as Inventory;
    const writer = inventoryWriter(api);
    assert.ok(writer.stage(unchanged, previous));
    assert.is(await writer.flush(), 1);
    assert.is(await api.get(legacyRef), undefined, 'the ConfigMap of its own is gone');
    const [moved] = await listInventories(api, project);
    assert.equal(moved, {
      project,
      repository: 'config',
      objects,
      record: { ...EMPTY_RECORD, revision: 'r1' },
    });
    assert.not.ok(writer.stage(moved as Inventory, previous), 'moved once, not on every write');
  });
});

test('an inventory changed by hand into something unreadable is an INVENTORY_INVALID naming the ConfigMap and the key', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}broken`;
    const writer = inventoryWriter(api);
    writer.stage(inventory(project, ['a']), undefined);
    await writer.flush();
    const bucket = inventoryBucketOf(project).name;
    await api.mergePatch(
      { apiVersion: 'v1', kind: 'ConfigMap', namespace: INVENTORY_NAMESPACE, name: bucket },
      { data: { [project]: '{"objects": [' } },
    );
    try {
      await listInventories(api, project);
      assert.unreachable('an unreadable inventory was read');
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'INVENTORY_INVALID');
      assert.match((error as Error).message, `ConfigMap ${INVENTORY_NAMESPACE}/${bucket}, key ${project}`);
    }
    // Every listing would refuse it too, the test's own clean-up included.
    await deleteInventories(api, [{ project }]);
  });
});

test.run();

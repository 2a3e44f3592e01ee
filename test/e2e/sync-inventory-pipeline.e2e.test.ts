import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { refKey, type ObjectRef } from '../../src/kube/object-ref.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import { INVENTORY_NAMESPACE, inventoryBucketOf } from '../../src/reconciler/inventory.js';
import { listInventories } from '../../src/reconciler/inventory-store.js';
import { configMapYaml } from '../support/manifests.js';
import { kubeApiFor, syncFiles } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

/** Projects enough to fill most of the 32 buckets, with a ConfigMap each (and their Namespaces). */
const PROJECTS = 40;

function files(prefix: string): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: PROJECTS }, (_, i) => [
      `projects/${prefix}p${i}/app.yaml`,
      configMapYaml({ name: 'app', data: { index: String(i) } }),
    ]),
  );
}

function projectOf(ref: ObjectRef): string {
  return ref.kind === 'Namespace' ? ref.name : (ref.namespace ?? '');
}

/**
 * The real API, with each apply checked first against the cluster itself: the
 * project's bucket must already name the object (written ahead). `onApply`
 * runs after each apply.
 */
function checkingApi(
  api: KubeApi,
  problems: string[],
  inventoryWrites: string[],
  onApply: () => void = () => undefined,
): KubeApi {
  // Objects are created (POST) when they are not live and applied when they are: both are checked.
  const checked = async (object: KubeObject, dryRun: boolean): Promise<boolean> => {
    // The inventories' own Namespace and ConfigMaps belong to no project (the Namespace is created
    // by the first sync on a cluster without one).
    const inventories =
      object.metadata.namespace === INVENTORY_NAMESPACE ||
      (object.kind === 'Namespace' && object.metadata.name === INVENTORY_NAMESPACE);
    if (dryRun || inventories) return false;
    const ref: ObjectRef = {
      apiVersion: object.apiVersion,
      kind: object.kind,
      name: object.metadata.name,
      ...(object.metadata.namespace === undefined ? {} : { namespace: object.metadata.namespace }),
    };
    const project = projectOf(ref);
    const [inventory] = await listInventories(api, project);
    if (!(inventory?.objects.some((o) => refKey(o) === refKey(ref)) ?? false))
      problems.push(`${refKey(ref)} was applied before ${inventoryBucketOf(project).name} named it`);
    return true;
  };
  return {
    ...api,
    async apply(object, options) {
      const counts = await checked(object, options?.dryRun === true);
      const live = await api.apply(object, options);
      if (counts) onApply();
      return live;
    },
    async mergePatch(ref, patch, options) {
      if (ref.namespace === INVENTORY_NAMESPACE) inventoryWrites.push(`patch ${ref.name}`);
      return api.mergePatch(ref, patch, options);
    },
    async create(object, options) {
      if (object.metadata.namespace === INVENTORY_NAMESPACE) {
        inventoryWrites.push(`create ${object.metadata.name}`);
        return api.create(object, options);
      }
      const counts = await checked(object, false);
      const live = await api.create(object, options);
      if (counts) onApply();
      return live;
    },
  };
}

test('a repository sync writes each bucket of inventories ahead of its projects and once after them: every object is named before it is applied, two writes per bucket', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const real = await kubeApiFor(kubeconfigPath);
    const problems: string[] = [];
    const writes: string[] = [];
    const sync = await syncFiles(checkingApi(real, problems, writes), files(namespacePrefix), {
      projectConcurrency: 8,
      revision: 'c0ffee',
    });
    assert.equal(
      sync.results.flatMap((r) => r.errors),
      [],
    );
    assert.is(sync.results.length, PROJECTS);
    assert.equal(problems, []);

    const buckets = new Set(
      Array.from({ length: PROJECTS }, (_, i) => inventoryBucketOf(`${namespacePrefix}p${i}`).name),
    );
    // One write ahead and one after per bucket; a bucket another test created meanwhile may cost a 409 and a patch more.
    assert.ok(writes.length >= 2 * buckets.size, writes.join(', '));
    assert.ok(writes.length <= 2 * buckets.size + 4, writes.join(', '));
    const written = new Set(writes.map((w) => w.slice(w.indexOf(' ') + 1)));
    assert.equal([...written].sort(), [...buckets].sort());

    const inventories = new Map((await listInventories(real)).map((i) => [i.project, i]));
    for (let i = 0; i < PROJECTS; i++) {
      const inventory = inventories.get(`${namespacePrefix}p${i}`);
      assert.is(inventory?.objects.length, 2, `${namespacePrefix}p${i}: its Namespace and ConfigMap`);
      assert.is(inventory?.record.revision, 'c0ffee', 'written after its sync, with its record');
    }
  });
});

test('a sync aborted half way leaves every object it applied named in an inventory', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const real = await kubeApiFor(kubeconfigPath);
    const controller = new AbortController();
    let applied = 0;
    const problems: string[] = [];
    const api = checkingApi(real, problems, [], () => {
      if (++applied === PROJECTS) controller.abort(new Error('stopped by the test'));
    });
    const outcome = await syncFiles(api, files(namespacePrefix), {
      projectConcurrency: 8,
      signal: controller.signal,
    }).then(
      () => 'finished',
      (error: unknown) => (error as { code?: string }).code,
    );
    assert.is(outcome, 'ABORTED');
    assert.equal(problems, []);

    const inventories = new Map((await listInventories(real)).map((i) => [i.project, i]));
    const named = new Set([...inventories.values()].flatMap((i) => i.objects.map(refKey)));
    const live = await real.list('v1', 'ConfigMap', `gitshift.io/project`);
    const ours = live.filter((o) => (o.metadata.namespace ?? '').startsWith(`${namespacePrefix}p`));
    assert.ok(
      ours.length > 0 && ours.length < PROJECTS,
      `${ours.length} ConfigMaps applied before the abort`,
    );
    for (const object of ours) {
      const ref = {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        namespace: object.metadata.namespace,
        name: object.metadata.name,
      };
      assert.ok(named.has(refKey(ref)), `${refKey(ref)} is in the cluster but in no inventory`);
    }
  });
});

test.run();

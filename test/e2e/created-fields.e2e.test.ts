import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi, LiveObject } from '../../src/kube/kube-api.js';
import { refOf } from '../../src/kube/object-ref.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import {
  adoptCreatedFields,
  CREATE_FIELD_MANAGER,
  createObject,
} from '../../src/reconciler/created-fields.js';
import { configMapYaml } from '../support/manifests.js';
import { kubeApiFor, syncFiles } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

/** `manager operation` of each managedFields entry, in the server's order. */
const owners = (object: LiveObject | undefined): string[] =>
  (object?.metadata.managedFields ?? []).map((e) => `${e.manager} ${e.operation}`);

const configMapRef = (namespace: string, name: string) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  namespace,
  name,
});

test('sync creates with POST; the first apply after adopts the creation, so a key Git drops is removed', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}created`;
    const file = `projects/${project}/settings.yaml`;
    const first = await syncFiles(api, {
      [file]: configMapYaml({ name: 'settings', data: { a: '1', b: '2' } }),
    });
    assert.equal(first.results[0]?.errors, []);
    assert.equal(
      first.plans[0]?.objects.map((o) => o.action),
      ['create', 'create'],
    );
    const created = await api.get(configMapRef(project, 'settings'));
    assert.equal(owners(created), [`${CREATE_FIELD_MANAGER} Update`], 'created by POST, not by an apply');
    const namespace = await api.get({ apiVersion: 'v1', kind: 'Namespace', name: project });
    assert.ok(owners(namespace).includes(`${CREATE_FIELD_MANAGER} Update`), owners(namespace).join(', '));

    // Nothing changed: nothing is sent, the creation entry stays as it is.
    const resync = await syncFiles(api, {
      [file]: configMapYaml({ name: 'settings', data: { a: '1', b: '2' } }),
    });
    assert.is(resync.results[0]?.unchanged, 2);
    assert.equal(owners(await api.get(configMapRef(project, 'settings'))), [
      `${CREATE_FIELD_MANAGER} Update`,
    ]);

    // Git drops b: with the creation adopted, the apply no longer owning b removes it.
    const changed = await syncFiles(api, { [file]: configMapYaml({ name: 'settings', data: { a: '3' } }) });
    assert.equal(changed.results[0]?.errors, []);
    const after = await api.get(configMapRef(project, 'settings'));
    assert.equal(after?.['data'], { a: '3' });
    assert.equal(owners(after), ['gitshift Apply']);
  });
});

test('without the adoption an apply would leave the dropped key: what the adoption is for', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const namespace = `${namespacePrefix}unadopted`;
    await createObject(
      api,
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } },
      undefined,
    );
    const object = (data: Record<string, string>): KubeObject => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings', namespace },
      data,
    });
    await createObject(api, object({ a: '1', b: '2' }), undefined);
    await api.apply(object({ a: '1' }));
    assert.equal((await api.get(configMapRef(namespace, 'settings')))?.['data'], { a: '1', b: '2' });
  });
});

test('an object there already, which the live state did not show, is applied instead of created', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}there`;
    // Made by someone else, without gitshift's labels: the sync's LIST does not see them.
    await api.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: project } });
    await api.create({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings', namespace: project },
      data: { theirs: 'x' },
    });
    const sync = await syncFiles(api, {
      [`projects/${project}/settings.yaml`]: configMapYaml({ name: 'settings', data: { a: '1' } }),
    });
    assert.equal(sync.results[0]?.errors, []);
    assert.is(sync.results[0]?.applied.length, 2);
    const live = await api.get(configMapRef(project, 'settings'));
    assert.equal(live?.['data'], { theirs: 'x', a: '1' });
    assert.is(live?.metadata.labels?.['app.kubernetes.io/managed-by'], 'gitshift');
    assert.ok(owners(live).includes('gitshift Apply'), owners(live).join(', '));
    assert.not.ok(owners(live).includes(`${CREATE_FIELD_MANAGER} Update`));
  });
});

test('an adoption whose entries moved since they were read reads the object again', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api: KubeApi = await kubeApiFor(kubeconfigPath);
    const namespace = `${namespacePrefix}moved`;
    await api.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    const desired: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'settings', namespace },
      data: { a: '1' },
    };
    const read = await createObject(api, desired, undefined);
    assert.equal(owners(read), [`${CREATE_FIELD_MANAGER} Update`]);
    // Another manager's entry lands in front of gitshift's: the index read before is stale.
    await api.jsonPatch(refOf(desired), [
      {
        op: 'add',
        path: '/metadata/managedFields/0',
        value: {
          manager: 'someone',
          operation: 'Update',
          apiVersion: 'v1',
          fieldsType: 'FieldsV1',
          fieldsV1: { 'f:data': { 'f:a': {} } },
        },
      },
    ]);
    const adopted = await adoptCreatedFields(
      api,
      { ref: refOf(desired), desired, live: read, action: 'update', changes: [] },
      undefined,
    );
    // The server keeps Apply entries first.
    assert.equal(owners(adopted.live), ['gitshift Apply', 'someone Update']);
    assert.equal(owners(await api.get(refOf(desired))), ['gitshift Apply', 'someone Update']);
  });
});

test.run();

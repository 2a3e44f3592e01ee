import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LiveObject } from '../../../../src/kube/kube-api.js';
import { refKey, refOf } from '../../../../src/kube/object-ref.js';
import { withDesiredHash } from '../../../../src/reconciler/desired-hash.js';
import type { KubeObject } from '../../../../src/render/kube-object.js';
import { projectLive } from '../../../../src/serve/view/project-live.js';

const namespace: KubeObject = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'shop' } };
const greeting: KubeObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'greeting', namespace: 'shop' },
  data: { greeting: 'hello' },
};

/** The cluster as the reconciler leaves it: each object stamped with its desired hash. */
const index = (...objects: KubeObject[]): Map<string, LiveObject> =>
  new Map(objects.map((o) => [refKey(refOf(o)), withDesiredHash(o)]));

test('projectLive: every desired object live with its desired hash is applied, each object Healthy', () => {
  const live = projectLive(
    { project: 'shop', desired: [namespace, greeting] },
    undefined,
    index(namespace, greeting),
  );
  assert.is(live.applied, true);
  assert.equal(
    live.objects.map((o) => `${o.kind}/${o.namespace ?? ''}/${o.name}=${o.health}`),
    ['ConfigMap/shop/greeting=Healthy', 'Namespace//shop=Healthy'],
  );
});

test('projectLive: a changed manifest (another hash) or a deleted object is not applied; the deleted one is Missing', () => {
  const changed = { ...greeting, data: { greeting: 'bye' } };
  assert.is(
    projectLive({ project: 'shop', desired: [namespace, changed] }, undefined, index(namespace, greeting))
      .applied,
    false,
  );
  const gone = projectLive({ project: 'shop', desired: [namespace, greeting] }, undefined, index(namespace));
  assert.is(gone.applied, false);
  assert.is(gone.objects.find((o) => o.kind === 'ConfigMap')?.health, 'Missing');
});

test('projectLive: objects only the inventory holds are listed too; a project not in the revision has no applied answer', () => {
  const inventory = {
    project: 'shop',
    repository: 'config',
    objects: [refOf(namespace), { apiVersion: 'v1', kind: 'Secret', namespace: 'shop', name: 'old' }],
    record: { revision: undefined, changedAt: undefined, lastError: undefined, drift: undefined },
  };
  const live = projectLive({ project: 'shop', desired: undefined }, inventory, index(namespace));
  assert.is(live.applied, undefined);
  assert.equal(
    live.objects.map((o) => `${o.kind}=${o.health}`),
    ['Namespace=Healthy', 'Secret=Missing'],
  );
});

test.run();

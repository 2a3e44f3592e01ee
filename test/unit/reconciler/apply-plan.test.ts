import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi } from '../../../src/kube/kube-api.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { describeRef, refOf, type ObjectRef } from '../../../src/kube/object-ref.js';
import type { KubeObject } from '../../../src/render/kube-object.js';
import { applyPlan } from '../../../src/reconciler/apply-plan.js';
import type { ObjectAction, PlannedPrune, ProjectPlan } from '../../../src/reconciler/project-plan.js';

/** A cluster that records what it was asked and refuses the objects it is told to. */
function fakeApi(refuse: ReadonlyMap<string, KubeApiError> = new Map()) {
  const calls: string[] = [];
  const write = (verb: string) => (object: KubeObject) => {
    const key = describeRef(refOf(object));
    calls.push(`${verb} ${key}`);
    const error = refuse.get(key);
    return error === undefined ? Promise.resolve(object) : Promise.reject(error);
  };
  const api = {
    apply: write('apply'),
    create: write('create'),
    delete: (ref: ObjectRef) => {
      calls.push(`delete ${describeRef(ref)}`);
      const error = refuse.get(describeRef(ref));
      return error === undefined ? Promise.resolve() : Promise.reject(error);
    },
    serves: () => Promise.resolve(true),
    refreshDiscovery: () => undefined,
    get: () => Promise.resolve(undefined),
  } as unknown as KubeApi;
  return { api, calls };
}

const object = (kind: string, name: string, action: ObjectAction) => {
  const desired: KubeObject = {
    apiVersion: kind === 'Deployment' ? 'apps/v1' : 'v1',
    kind,
    metadata: { name, namespace: 'shop' },
  };
  return {
    ref: refOf(desired),
    desired,
    live: action === 'create' ? undefined : desired,
    action,
    changes: [],
  };
};
const prune = (name: string, kept: PlannedPrune['kept'] = undefined): PlannedPrune => ({
  ref: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name },
  live: undefined,
  kept,
});

function plan(overrides: Partial<ProjectPlan> = {}): ProjectPlan {
  return {
    project: 'shop',
    objects: [
      object('Deployment', 'web', 'update'),
      object('ConfigMap', 'settings', 'create'),
      object('Service', 'web', 'unchanged'),
      object('Secret', 'token', 'drift'),
    ],
    prunes: [prune('old'), prune('theirs', 'not-owned'), prune('paused', 'prune-disabled')],
    pruneVerdict: { prune: true },
    ...overrides,
  };
}

const summary = (results: readonly { ref: ObjectRef; result: string; reason?: string }[]) =>
  results
    .map((r) => `${r.result}${r.reason === undefined ? '' : `(${r.reason})`} ${describeRef(r.ref)}`)
    .sort();

test('applyPlan: one typed result per object, in stage order, and the summary fields from them', async () => {
  const { api, calls } = fakeApi();
  const result = await applyPlan(api, plan(), { selfHeal: false });
  assert.equal(calls, [
    'create ConfigMap/shop/settings',
    'apply Deployment/shop/web',
    'delete ConfigMap/shop/old',
  ]);
  assert.equal(summary(result.objects), [
    'applied ConfigMap/shop/settings',
    'applied Deployment/shop/web',
    'apply-skipped(self-heal-off) Secret/shop/token',
    'prune-skipped(not-owned) ConfigMap/shop/theirs',
    'prune-skipped(prune-disabled) ConfigMap/shop/paused',
    'pruned ConfigMap/shop/old',
    'unchanged Service/shop/web',
  ]);
  assert.equal(result.applied.map(describeRef).sort(), ['ConfigMap/shop/settings', 'Deployment/shop/web']);
  assert.equal(result.pruned.map(describeRef), ['ConfigMap/shop/old']);
  assert.is(result.unchanged, 1);
  assert.equal(result.errors, []);
  assert.equal(result.owned.map(describeRef).sort(), [
    'ConfigMap/shop/paused',
    'ConfigMap/shop/settings',
    'Deployment/shop/web',
    'Secret/shop/token',
    'Service/shop/web',
  ]);
});

test('applyPlan: a refused apply is a failed result with its GitshiftError; later stages and prune wait', async () => {
  const refusal = new KubeApiError(
    422,
    'Invalid',
    'PATCH configmaps/settings: 422 Invalid: data must be strings',
  );
  const { api, calls } = fakeApi(new Map([['ConfigMap/shop/settings', refusal]]));
  const result = await applyPlan(api, plan());
  assert.equal(calls, ['create ConfigMap/shop/settings', 'apply Secret/shop/token']);
  assert.equal(summary(result.objects), [
    'applied Secret/shop/token',
    'apply-skipped(earlier-stage-failed) Deployment/shop/web',
    'failed ConfigMap/shop/settings',
    'prune-skipped(not-owned) ConfigMap/shop/theirs',
    'prune-skipped(prune-disabled) ConfigMap/shop/paused',
    'prune-skipped(sync-failed) ConfigMap/shop/old',
    'unchanged Service/shop/web',
  ]);
  assert.is(result.failures.length, 1);
  assert.is(result.failures[0]?.error, refusal);
  assert.is(result.failures[0]?.error.transient, false);
  assert.equal(result.errors, [
    'ConfigMap/shop/settings: PATCH configmaps/settings: 422 Invalid: data must be strings',
  ]);
  assert.ok(
    result.owned.some((r) => r.name === 'old'),
    'what was not pruned stays owned',
  );
});

test('applyPlan: a failed delete is a failed prune, transient when the server was away, and stays owned', async () => {
  const away = new KubeApiError(503, 'ServiceUnavailable', 'DELETE configmaps/old: 503');
  const { api } = fakeApi(new Map([['ConfigMap/shop/old', away]]));
  const result = await applyPlan(api, plan());
  assert.equal(
    result.failures.map((f) => [f.phase, describeRef(f.ref), f.error.transient]),
    [['prune', 'ConfigMap/shop/old', true]],
  );
  assert.equal(result.errors, ['prune ConfigMap/shop/old: DELETE configmaps/old: 503']);
  assert.ok(result.owned.some((r) => r.name === 'old'));
});

test('applyPlan: a refused prune keeps every deletion owned and says why', async () => {
  const { api, calls } = fakeApi();
  const result = await applyPlan(api, plan({ pruneVerdict: { prune: false, reason: 'too many' } }));
  assert.not.ok(calls.some((c) => c.startsWith('delete')));
  assert.is(result.pruneRefused, 'too many');
  assert.ok(summary(result.objects).includes('prune-skipped(prune-refused) ConfigMap/shop/old'));
});

test('applyPlan: an aborted sync is thrown as ABORTED, not reported as a failed object', async () => {
  const { api } = fakeApi();
  const controller = new AbortController();
  controller.abort(new Error('serve is stopping'));
  try {
    await applyPlan(api, plan(), { signal: controller.signal });
    assert.unreachable();
  } catch (error) {
    assert.is((error as { code?: string }).code, 'ABORTED');
  }
});

test.run();

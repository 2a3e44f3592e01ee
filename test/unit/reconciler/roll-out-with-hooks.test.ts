import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KubeApi, LiveObject } from '../../../src/kube/kube-api.js';
import { describeRef, refOf, type ObjectRef } from '../../../src/kube/object-ref.js';
import { HookFailedError, rollOutWithHooks } from '../../../src/reconciler/hooks.js';
import type { PlannedObject } from '../../../src/reconciler/project-plan.js';
import {
  HOOK_ANNOTATION,
  HOOK_FAILURE_POLICY_ANNOTATION,
  HOOK_OF_ANNOTATION,
} from '../../../src/render/deployment-hooks.js';
import type { KubeObject } from '../../../src/render/kube-object.js';
import { manualClock } from '../../support/manual-clock.js';

/**
 * A cluster in which every Job ends as `jobOutcome` says and a Deployment is
 * at once rolled out (or scaled to 0): enough to see the order of the steps.
 */
function fakeCluster(jobOutcome: (name: string) => 'Complete' | 'Failed' | 'Running' = () => 'Complete') {
  const calls: string[] = [];
  const objects = new Map<string, LiveObject>();
  const api = {
    apply: (object: KubeObject) => {
      const replicas = (object['spec'] as { replicas?: number } | undefined)?.replicas ?? 1;
      calls.push(
        `apply ${describeRef(refOf(object))}${object.kind === 'Deployment' ? ` replicas=${replicas}` : ''}`,
      );
      const status =
        object.kind === 'Job'
          ? { conditions: [{ type: jobOutcome(object.metadata.name), status: 'True' }] }
          : { observedGeneration: 1, replicas, updatedReplicas: replicas, availableReplicas: replicas };
      const live = { ...object, metadata: { ...object.metadata, generation: 1 }, status } as LiveObject;
      objects.set(describeRef(refOf(object)), live);
      return Promise.resolve(live);
    },
    get: (ref: ObjectRef) => Promise.resolve(objects.get(describeRef(ref))),
  } as unknown as KubeApi;
  return { api, calls };
}

const hook = (phase: string, policy = 'Abort'): KubeObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name: `web-hook-${phase}`,
    namespace: 'shop',
    annotations: {
      [HOOK_ANNOTATION]: phase,
      [HOOK_OF_ANNOTATION]: 'web',
      [HOOK_FAILURE_POLICY_ANNOTATION]: policy,
    },
  },
  spec: {},
});

function deployment(strategy: string, live: boolean): PlannedObject {
  const desired: KubeObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace: 'shop', annotations: { 'gitshift.io/desired-hash': 'abcdef0123' } },
    spec: { replicas: 2, strategy: { type: strategy }, template: { metadata: { labels: { v: '2' } } } },
  };
  return {
    ref: refOf(desired),
    desired,
    live: live ? { ...desired, spec: { replicas: 2, template: { v: 1 } } } : undefined,
    action: live ? 'update' : 'create',
    changes: [],
  };
}

const hooks = (...phases: string[]) => new Map(phases.map((p) => [p, hook(p)]));
const steps = (calls: readonly string[]) => calls.map((c) => c.replace(/-abcdef01-/, '-<rollout>-'));

test('Rolling: pre hook Job, then the Deployment, then the post hook once it is healthy', async () => {
  const { api, calls } = fakeCluster();
  await rollOutWithHooks(api, deployment('RollingUpdate', true), hooks('pre', 'post'), {
    clock: manualClock(),
  });
  assert.equal(steps(calls), [
    'apply Job/shop/web-hook-pre-<rollout>-1',
    'apply Deployment/shop/web replicas=2',
    'apply Job/shop/web-hook-post-<rollout>-1',
  ]);
});

test('Recreate: pre, the old pods scaled to 0, mid, the new Deployment, post', async () => {
  const { api, calls } = fakeCluster();
  await rollOutWithHooks(api, deployment('Recreate', true), hooks('pre', 'mid', 'post'), {
    clock: manualClock(),
  });
  assert.equal(steps(calls), [
    'apply Job/shop/web-hook-pre-<rollout>-1',
    'apply Deployment/shop/web replicas=0',
    'apply Job/shop/web-hook-mid-<rollout>-1',
    'apply Deployment/shop/web replicas=2',
    'apply Job/shop/web-hook-post-<rollout>-1',
  ]);
});

test('a failing pre hook with policy Abort stops the rollout with HookFailedError: the Deployment is not applied', async () => {
  const { api, calls } = fakeCluster(() => 'Failed');
  try {
    await rollOutWithHooks(api, deployment('RollingUpdate', true), hooks('pre'), { clock: manualClock() });
    assert.unreachable();
  } catch (error) {
    assert.instance(error, HookFailedError);
    assert.is((error as HookFailedError).code, 'HOOK_FAILED');
    assert.is((error as HookFailedError).transient, false);
  }
  assert.equal(steps(calls), ['apply Job/shop/web-hook-pre-<rollout>-1']);
});

test('a hook that never finishes is abandoned at once when the signal is aborted, naming the Job it waited for', async () => {
  const { api } = fakeCluster(() => 'Running');
  const controller = new AbortController();
  const rollout = rollOutWithHooks(api, deployment('RollingUpdate', true), hooks('pre'), {
    clock: manualClock(),
    signal: controller.signal,
  });
  await new Promise((resolve) => setImmediate(resolve));
  controller.abort(new Error('serve is stopping'));
  try {
    await rollout;
    assert.unreachable();
  } catch (error) {
    assert.is((error as { code?: string }).code, 'ABORTED');
    assert.match(
      (error as Error).message,
      /waiting for Job\/shop\/web-hook-pre-abcdef01-1 was abandoned: serve is stopping/,
    );
  }
});

test.run();

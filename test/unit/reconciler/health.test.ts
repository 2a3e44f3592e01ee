import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LiveObject } from '../../../src/kube/kube-api.js';
import { healthOf, worstHealth, type HealthStatus } from '../../../src/reconciler/health.js';

/** The API version each kind is served in; health is judged by group and kind. */
const API_VERSIONS: Readonly<Record<string, string>> = {
  Deployment: 'apps/v1',
  Job: 'batch/v1',
  CustomResourceDefinition: 'apiextensions.k8s.io/v1',
  Ingress: 'networking.k8s.io/v1',
  Certificate: 'cert-manager.io/v1',
};

const object = (
  kind: string,
  rest: Record<string, unknown>,
  generation = 1,
  apiVersion = API_VERSIONS[kind] ?? 'v1',
): LiveObject => ({
  apiVersion,
  kind,
  metadata: { name: 'x', namespace: 'shop', generation },
  ...rest,
});

const deployment = (status: Record<string, unknown>, spec: Record<string, unknown> = { replicas: 2 }) =>
  object('Deployment', { spec, status });

const cases: [string, LiveObject | undefined, HealthStatus, RegExp][] = [
  [
    'a custom kind named Deployment in another group is judged by the generic rule, not as apps/Deployment',
    object('Deployment', { spec: { replicas: 2 }, status: { observedGeneration: 0 } }, 1, 'example.com/v1'),
    'Healthy',
    /exists/,
  ],
  [
    'a custom kind named Job in another group with Ready False is Progressing by the generic rule',
    object(
      'Job',
      { status: { conditions: [{ type: 'Ready', status: 'False', message: 'queued' }] } },
      1,
      'ci.example.com/v1',
    ),
    'Progressing',
    /queued/,
  ],
  [
    'a Namespace in a group of its own is not the core Namespace',
    object('Namespace', { status: { phase: 'Terminating' } }, 1, 'tenancy.example.com/v1'),
    'Healthy',
    /exists/,
  ],
  [
    'an Ingress of the older extensions group is still an Ingress',
    object(
      'Ingress',
      { status: { loadBalancer: { ingress: [{ ip: '10.0.0.1' }] } } },
      1,
      'extensions/v1beta1',
    ),
    'Healthy',
    /has an address/,
  ],
  ['an object not in the cluster is Missing', undefined, 'Missing', /not in the cluster/],
  [
    'a Deployment the controller has not seen yet is Progressing',
    deployment({ observedGeneration: 0 }),
    'Progressing',
    /new generation/,
  ],
  [
    'a Deployment with too few updated replicas is Progressing',
    deployment({ observedGeneration: 1, updatedReplicas: 1, replicas: 2, availableReplicas: 1 }),
    'Progressing',
    /1 of 2 replicas updated/,
  ],
  [
    'a Deployment with old replicas left is Progressing',
    deployment({ observedGeneration: 1, updatedReplicas: 2, replicas: 3, availableReplicas: 2 }),
    'Progressing',
    /1 old replicas pending termination/,
  ],
  [
    'a Deployment whose updated replicas are not available yet is Progressing',
    deployment({ observedGeneration: 1, updatedReplicas: 2, replicas: 2, availableReplicas: 1 }),
    'Progressing',
    /1 of 2 updated replicas available/,
  ],
  [
    'a rolled-out Deployment is Healthy',
    deployment({ observedGeneration: 1, updatedReplicas: 2, replicas: 2, availableReplicas: 2 }),
    'Healthy',
    /2 of 2 replicas available/,
  ],
  [
    'a Deployment past its progress deadline is Degraded',
    deployment({
      observedGeneration: 1,
      conditions: [{ type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded' }],
    }),
    'Degraded',
    /progress deadline/,
  ],
  [
    'a paused Deployment is Healthy',
    deployment({ observedGeneration: 1 }, { replicas: 2, paused: true }),
    'Healthy',
    /paused/,
  ],
  [
    'a Deployment of zero replicas is Healthy at once',
    deployment({ observedGeneration: 1 }, { replicas: 0 }),
    'Healthy',
    /0 of 0/,
  ],
  [
    'a completed Job is Healthy',
    object('Job', { status: { conditions: [{ type: 'Complete', status: 'True' }] } }),
    'Healthy',
    /completed/,
  ],
  [
    'a failed Job is Degraded with its reason',
    object('Job', {
      status: { conditions: [{ type: 'Failed', status: 'True', reason: 'BackoffLimitExceeded' }] },
    }),
    'Degraded',
    /BackoffLimitExceeded/,
  ],
  ['a running Job is Progressing', object('Job', { status: { active: 1 } }), 'Progressing', /1 running/],
  [
    'a terminating Namespace is Progressing',
    object('Namespace', { status: { phase: 'Terminating' } }),
    'Progressing',
    /terminating/,
  ],
  [
    'an active Namespace is Healthy',
    object('Namespace', { status: { phase: 'Active' } }),
    'Healthy',
    /active/,
  ],
  [
    'a CRD not yet established is Progressing',
    object('CustomResourceDefinition', { status: { conditions: [] } }),
    'Progressing',
    /not established/,
  ],
  [
    'another kind with Ready False is Progressing',
    object('Certificate', {
      status: { conditions: [{ type: 'Ready', status: 'False', message: 'issuing' }] },
    }),
    'Progressing',
    /issuing/,
  ],
  ['another kind without conditions is Healthy when it exists', object('ConfigMap', {}), 'Healthy', /exists/],
  [
    'an object being deleted is Progressing',
    { ...object('ConfigMap', {}), metadata: { name: 'x', deletionTimestamp: '2026-01-01T00:00:00Z' } },
    'Progressing',
    /being deleted/,
  ],
];

for (const [name, live, status, message] of cases) {
  test(`health: ${name}`, () => {
    const health = healthOf(live);
    assert.is(health.status, status);
    assert.match(health.message, message);
  });
}

test('a project is as healthy as its least healthy object', () => {
  assert.is(worstHealth([]), 'Healthy');
  assert.is(worstHealth(['Healthy', 'Progressing']), 'Progressing');
  assert.is(worstHealth(['Missing', 'Progressing']), 'Missing');
  assert.is(worstHealth(['Degraded', 'Missing', 'Healthy']), 'Degraded');
});

test.run();

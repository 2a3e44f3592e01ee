import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupByStage, stageOf } from '../../../src/reconciler/stages.js';

const STAGE_OF: readonly [string, number][] = [
  ['CustomResourceDefinition', 0],
  ['Namespace', 0],
  ['ServiceAccount', 1],
  ['ConfigMap', 1],
  ['Secret', 1],
  ['Service', 2],
  ['Deployment', 3],
  ['Job', 3],
  ['SomeCustomKind', 3],
  ['Ingress', 4],
  ['constructor', 3],
];

for (const [kind, stage] of STAGE_OF) {
  test(`stageOf: ${kind} is in stage ${stage}`, () => {
    assert.is(stageOf(kind), stage);
  });
}

const KINDS = ['Ingress', 'Deployment', 'ConfigMap', 'Namespace', 'Service', 'Secret'];

test('groupByStage: in apply order, empty stages left out, order kept within a stage', () => {
  assert.equal(
    groupByStage(KINDS, (k) => k).map((s) => [s.name, s.items]),
    [
      ['crds-and-namespaces', ['Namespace']],
      ['config-and-rbac', ['ConfigMap', 'Secret']],
      ['services', ['Service']],
      ['workloads', ['Deployment']],
      ['routes', ['Ingress']],
    ],
  );
});

test('groupByStage: prune runs the stages backwards', () => {
  assert.equal(
    groupByStage(['Namespace', 'Deployment', 'ConfigMap'], (k) => k, 'prune').map((s) => s.index),
    [3, 1, 0],
  );
});

test('groupByStage: nothing gives no stages', () => {
  assert.equal(
    groupByStage([], (k: string) => k),
    [],
  );
});

test.run();

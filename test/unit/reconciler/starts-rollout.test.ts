import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startsRollout } from '../../../src/reconciler/hooks.js';
import type { ObjectAction, PlannedObject } from '../../../src/reconciler/project-plan.js';
import { WAITING_FOR_IMAGE_ANNOTATION } from '../../../src/render/deployment-config.js';

function planned(action: ObjectAction, changed: readonly string[], waiting = false): PlannedObject {
  const annotations = waiting ? { [WAITING_FOR_IMAGE_ANNOTATION]: 'web' } : {};
  return {
    ref: { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
    desired: {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'shop', annotations },
    },
    live: undefined,
    action,
    changes: changed.map((path) => ({ path, from: 1, to: 2 })),
  };
}

const cases: [string, PlannedObject, boolean][] = [
  ['a new Deployment', planned('create', []), true],
  ['a changed pod template', planned('update', ['spec.template.spec.containers[web].image']), true],
  ['a change of replicas only', planned('update', ['spec.replicas']), false],
  ['a new Deployment held back for its image', planned('create', [], true), false],
  [
    'a held-back Deployment whose template changed',
    planned('update', ['spec.template.metadata.labels.a'], true),
    false,
  ],
];
for (const [name, object, expected] of cases) {
  test(`hooks run around a rollout only when one starts: ${name} → ${expected}`, () => {
    assert.is(startsRollout(object), expected);
  });
}

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ObjectRef } from '../../../src/kube/object-ref.js';
import type { ObjectAction, PlannedPrune } from '../../../src/reconciler/project-plan.js';
import {
  decideApply,
  decidePrune,
  ownedAfterSync,
  type ApplyDecision,
  type PruneContext,
  type PruneDecision,
} from '../../../src/reconciler/sync-decisions.js';

const APPLY: readonly [ObjectAction, boolean, ApplyDecision][] = [
  ['create', true, { apply: true }],
  ['create', false, { apply: true }],
  ['update', false, { apply: true }],
  ['drift', true, { apply: true }],
  ['drift', false, { apply: false, reason: 'self-heal-off' }],
  ['unchanged', true, { apply: false, reason: 'unchanged' }],
];

for (const [action, selfHeal, decision] of APPLY) {
  test(`decideApply: ${action} with self-heal ${selfHeal ? 'on' : 'off'}`, () => {
    assert.equal(decideApply({ action }, selfHeal), decision);
  });
}

const FREE: PruneContext = { refused: false, applyFailed: false };
const PRUNE: readonly [string, PlannedPrune['kept'], PruneContext, PruneDecision][] = [
  ['an owned object Git no longer has is deleted', undefined, FREE, { prune: true }],
  [
    'an object not labelled as this project’s stays, and is no longer owned',
    'not-owned',
    FREE,
    { prune: false, reason: 'not-owned', stillOwned: false },
  ],
  [
    'an opted-out object stays, no longer owned',
    'opted-out',
    FREE,
    { prune: false, reason: 'opted-out', stillOwned: false },
  ],
  ['an object already gone is forgotten', 'gone', FREE, { prune: false, reason: 'gone', stillOwned: false }],
  [
    'with prune off it stays owned, to be pruned once prune is on',
    'prune-disabled',
    FREE,
    { prune: false, reason: 'prune-disabled', stillOwned: true },
  ],
  [
    'the guard refusing keeps it owned',
    undefined,
    { refused: true, applyFailed: false },
    { prune: false, reason: 'prune-refused', stillOwned: true },
  ],
  [
    'a failed apply keeps it owned: what replaces it may not be there',
    undefined,
    { refused: false, applyFailed: true },
    { prune: false, reason: 'sync-failed', stillOwned: true },
  ],
  [
    'a plan reason wins over a refusal',
    'not-owned',
    { refused: true, applyFailed: true },
    { prune: false, reason: 'not-owned', stillOwned: false },
  ],
];

for (const [name, kept, context, decision] of PRUNE) {
  test(`decidePrune: ${name}`, () => {
    assert.equal(decidePrune({ kept }, context), decision);
  });
}

const ref = (name: string): ObjectRef => ({ apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name });

test('ownedAfterSync: every object Git has, and what was kept owned, each once', () => {
  const plan = { objects: [{ ref: ref('a') }, { ref: ref('b') }] } as never;
  assert.equal(
    ownedAfterSync(plan, [ref('old'), { ...ref('a'), apiVersion: 'v1' }]).map((r) => r.name),
    ['a', 'b', 'old'],
  );
});

test.run();

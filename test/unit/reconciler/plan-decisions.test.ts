import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { LiveObject } from '../../../src/kube/kube-api.js';
import {
  keepReason,
  objectAction,
  PRUNE_ANNOTATION,
  type ObjectFacts,
} from '../../../src/reconciler/plan-project.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../../../src/render/provenance.js';

const ACTIONS: readonly [string, ObjectFacts, ReturnType<typeof objectAction>][] = [
  [
    'not in the cluster: create',
    { live: false, sameHash: false, missingFields: 0, changes: undefined },
    'create',
  ],
  [
    'same hash, every field there: unchanged, no request',
    { live: true, sameHash: true, missingFields: 0, changes: undefined },
    'unchanged',
  ],
  [
    'same hash but a field missing: ask the dry run',
    { live: true, sameHash: true, missingFields: 1, changes: undefined },
    'dry-run',
  ],
  [
    'a new hash: ask the dry run',
    { live: true, sameHash: false, missingFields: 0, changes: undefined },
    'dry-run',
  ],
  [
    'a new hash and fields change: update',
    { live: true, sameHash: false, missingFields: 0, changes: 2 },
    'update',
  ],
  [
    'a new hash though nothing changes: update (to record the hash)',
    { live: true, sameHash: false, missingFields: 0, changes: 0 },
    'update',
  ],
  [
    'same hash yet fields differ: drift',
    { live: true, sameHash: true, missingFields: 1, changes: 1 },
    'drift',
  ],
  [
    'same hash and the dry run changes nothing (another spelling): unchanged',
    { live: true, sameHash: true, missingFields: 1, changes: 0 },
    'unchanged',
  ],
];

for (const [name, facts, action] of ACTIONS) {
  test(`objectAction: ${name}`, () => {
    assert.is(objectAction(facts), action);
  });
}

const live = (labels: Record<string, string>, annotations: Record<string, string> = {}): LiveObject => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'old', namespace: 'shop', labels, annotations },
});
const OURS = { [MANAGED_BY_LABEL]: MANAGED_BY_VALUE, [PROJECT_LABEL]: 'shop' };

const KEEPS: readonly [string, LiveObject | undefined, ReturnType<typeof keepReason>][] = [
  ['gitshift’s own object of this project is deleted', live(OURS), undefined],
  ['an object already gone', undefined, 'gone'],
  ['an object without gitshift’s label is not owned', live({ [PROJECT_LABEL]: 'shop' }), 'not-owned'],
  ['an object of another project is not owned', live({ ...OURS, [PROJECT_LABEL]: 'other' }), 'not-owned'],
  ['an object opted out of prune', live(OURS, { [PRUNE_ANNOTATION]: 'disabled' }), 'opted-out'],
  ['any other prune annotation value deletes', live(OURS, { [PRUNE_ANNOTATION]: 'enabled' }), undefined],
];

for (const [name, object, reason] of KEEPS) {
  test(`keepReason: ${name}`, () => {
    assert.is(keepReason(object, 'shop'), reason);
  });
}

test.run();

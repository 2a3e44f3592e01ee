import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  judgeProjectRemoval,
  removalDeletions,
  type ProjectRemovalInput,
} from '../../../src/reconciler/sync-repository.js';

const GONE: ProjectRemovalInput = {
  project: 'shop',
  objects: 7,
  inRepository: false,
  syncedBy: 'main',
  repository: 'main',
  blocked: false,
  allowed: true,
};

const CASES: readonly [string, Partial<ProjectRemovalInput>, 'not-ours' | true | RegExp][] = [
  ['a gone folder with the allowance is removed', {}, true],
  ['a folder still there is not this question', { inRepository: true }, 'not-ours'],
  ["another repository's project is never removed by this one", { syncedBy: 'other' }, 'not-ours'],
  [
    'a gone folder without the allowance stays, saying how to allow it',
    { allowed: false },
    /projects\/shop is gone, but deleting a whole project needs prune\.allowProjectDeletion.*its 7 objects stay/,
  ],
  [
    'an unreadable repository deletes nothing, even with the allowance',
    { blocked: true },
    /the repository has errors .*nothing is deleted until it loads; its 7 objects stay/,
  ],
];

for (const [name, input, expected] of CASES) {
  test(`judgeProjectRemoval: ${name}`, () => {
    const verdict = judgeProjectRemoval({ ...GONE, ...input });
    if (expected instanceof RegExp) {
      assert.is(verdict.remove, false);
      assert.match((verdict as { reason: string }).reason, expected);
    } else assert.is(verdict.remove, expected);
  });
}

test('removalDeletions: the Namespace and cluster-scoped objects, one by one; the namespace takes the rest', () => {
  const refs = [
    { apiVersion: 'v1', kind: 'Namespace', name: 'shop' },
    { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'a' },
    { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'ClusterRole', name: 'shop-reader' },
    { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
  ];
  assert.equal(
    removalDeletions(refs).map((r) => r.kind),
    ['Namespace', 'ClusterRole'],
  );
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { ObjectSyncResult, ProjectSyncResult } from '../../../src/reconciler/sync-result.js';
import type { RepositorySync } from '../../../src/reconciler/sync-repository.js';
import { retriedByQueue, syncCounts } from '../../../src/serve/sync-metrics.js';

const ref = (name: string): ObjectSyncResult['ref'] => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  namespace: 'shop',
  name,
});

function projectResult(project: string, objects: ObjectSyncResult[], drifted = 0): ProjectSyncResult {
  return {
    project,
    objects,
    drifted: Array.from({ length: drifted }, () => ({})),
  } as unknown as ProjectSyncResult;
}

test('syncCounts counts objects by their typed result, and drift found and put back', () => {
  const failure = new GitshiftError('KUBE_API', 'boom');
  const sync = {
    results: [
      projectResult(
        'shop',
        [
          { ref: ref('a'), result: 'applied', action: 'create' },
          { ref: ref('b'), result: 'applied', action: 'drift' },
          { ref: ref('c'), result: 'unchanged' },
          { ref: ref('d'), result: 'unchanged' },
          { ref: ref('e'), result: 'prune-skipped', reason: 'prune-refused' },
          { ref: ref('f'), result: 'failed', phase: 'apply', error: failure },
        ],
        2,
      ),
      projectResult('blog', []),
    ],
  } as unknown as RepositorySync;
  assert.equal(syncCounts(sync), [
    {
      project: 'shop',
      objects: { applied: 2, unchanged: 2, 'prune-skipped': 1, failed: 1 },
      driftFound: 2,
      driftUndone: 1,
    },
    { project: 'blog', objects: {}, driftFound: 0, driftUndone: 0 },
  ]);
});

const retries: [string, unknown, boolean][] = [
  ['a transient GitshiftError', new GitshiftError('KUBE_API', '503', {}, { transient: true }), true],
  ['a permanent GitshiftError', new GitshiftError('KUBE_API', '422'), false],
  ['an error gitshift did not foresee', new Error('boom'), true],
];
for (const [name, error, expected] of retries)
  test(`retriedByQueue: ${name} → ${expected}`, () => {
    assert.is(retriedByQueue(error), expected);
  });

test.run();

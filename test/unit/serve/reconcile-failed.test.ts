import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import type { ObjectFailure } from '../../../src/reconciler/sync-result.js';
import { decisiveFailure, ReconcileFailed } from '../../../src/serve/reconcile-project.js';

const failure = (name: string, error: GitshiftError): ObjectFailure => ({
  ref: { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name },
  result: 'failed',
  phase: 'apply',
  error,
});
const away = failure('a', new KubeApiError(503, 'ServiceUnavailable', 'away'));
const slow = failure('b', new GitshiftError('TIMED_OUT', 'slow', {}, { transient: true }));
const refused = failure('c', new KubeApiError(422, 'Invalid', 'no'));
const forbidden = failure('d', new KubeApiError(403, 'Forbidden', 'no'));

const CASES: readonly [string, ObjectFailure[], ObjectFailure | undefined][] = [
  ['no failure, nothing to decide', [], undefined],
  ['only transient failures: the first decides, and the sync is retried', [away, slow], away],
  [
    'a permanent failure among transient ones decides: reported, not retried',
    [away, refused, forbidden],
    refused,
  ],
];

for (const [name, failures, decisive] of CASES) {
  test(`decisiveFailure: ${name}`, () => {
    assert.is(decisiveFailure(failures), decisive);
  });
}

test('ReconcileFailed takes the code, data and transience of the decisive failure, which is its cause', () => {
  const error = new ReconcileFailed('shop', 'ConfigMap/shop/c: no', refused.error);
  assert.instance(error, GitshiftError);
  assert.equal([error.code, error.transient, error.cause], ['KUBE_API', false, refused.error]);
  assert.equal(error.data, { project: 'shop', status: 422, reason: 'Invalid' });
});

test.run();

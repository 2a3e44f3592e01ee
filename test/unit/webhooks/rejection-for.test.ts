import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { reject, rejectionFor } from '../../../src/webhooks/rejection.js';

const CASES: readonly {
  readonly name: string;
  readonly error: unknown;
  readonly status: number;
  readonly retryAfter?: string;
}[] = [
  { name: 'a rejection keeps its status', error: reject.tooLarge('too big'), status: 413 },
  {
    name: 'a rate limit keeps its Retry-After',
    error: reject.tooManyRequests('slow down', 7),
    status: 429,
    retryAfter: '7',
  },
  {
    name: 'a transient fault of our own is a 503 the sender may retry',
    error: new KubeApiError(503, 'ServiceUnavailable', 'apiserver away'),
    status: 503,
    retryAfter: '1',
  },
  {
    name: 'a permanent GitshiftError is a 500',
    error: new GitshiftError('WEBHOOK_STATE_UNWRITABLE', 'disk full'),
    status: 500,
  },
  { name: 'a bug is a 500', error: new RangeError('oops'), status: 500 },
  { name: 'a thrown string is a 500', error: 'weird', status: 500 },
];

for (const { name, error, status, retryAfter } of CASES) {
  test(`rejectionFor: ${name}`, () => {
    const rejection = rejectionFor(error);
    assert.is(rejection.status, status);
    assert.is(rejection.code, 'WEBHOOK_REJECTED');
    assert.is(rejection.headers['retry-after'], retryAfter);
    if (!(error instanceof Error && rejection === error)) assert.is(rejection.cause, error);
  });
}

test('rejection codes: 4xx are not transient, 408/429/5xx are', () => {
  assert.is(reject.forbidden('no').transient, false);
  assert.is(reject.unprocessable('no').transient, false);
  assert.is(reject.timeout('slow').transient, true);
  assert.is(reject.unavailable('later').transient, true);
});

test.run();

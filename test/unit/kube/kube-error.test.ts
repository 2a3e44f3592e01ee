import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';

const CASES: readonly [status: number, reason: string, transient: boolean][] = [
  [0, 'Unreachable', true],
  [0, 'Timeout', true],
  [0, 'CredentialsUnreadable', true],
  [0, 'NoCluster', false],
  [0, 'ConnectionFailed', false],
  [400, 'BadRequest', false],
  [401, 'Unauthorized', false],
  [403, 'Forbidden', false],
  [404, 'NotFound', false],
  [408, 'Timeout', true],
  [409, 'Conflict', false],
  [422, 'Invalid', false],
  [429, 'TooManyRequests', true],
  [500, 'InternalError', true],
  [501, 'NotImplemented', false],
  [502, 'BadGateway', true],
  [503, 'ServiceUnavailable', true],
  [504, 'Timeout', true],
];

for (const [status, reason, transient] of CASES) {
  test(`KubeApiError ${status} ${reason} is ${transient ? '' : 'not '}transient`, () => {
    const cause = new Error('underneath');
    const error = new KubeApiError(status, reason, 'message', { cause });
    assert.instance(error, GitshiftError);
    assert.is(error.code, 'KUBE_API');
    assert.is(error.transient, transient);
    assert.equal(error.data, { status, reason });
    assert.is(error.cause, cause);
  });
}

test.run();

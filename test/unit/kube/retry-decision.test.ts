import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { isRetriedFailure, isRetriedStatus, networkFailureReason } from '../../../src/kube/retry-decision.js';
import { abortedError } from '../../../src/runtime/index.js';

const statuses: [number, boolean][] = [
  [200, false],
  [400, false],
  [401, false],
  [403, false],
  [404, false],
  [409, false],
  [422, false],
  [429, true],
  [500, true],
  [501, false],
  [502, true],
  [503, true],
  [504, true],
  [505, false],
];
for (const [status, retried] of statuses) {
  test(`an answer ${status} is ${retried ? '' : 'not '}asked for again`, () => {
    assert.is(isRetriedStatus(status), retried);
  });
}

const systemError = (code: string): Error => Object.assign(new Error(code), { code });
const network: [string, unknown, string][] = [
  ['refused', systemError('ECONNREFUSED'), 'Unreachable'],
  ['reset', systemError('ECONNRESET'), 'Unreachable'],
  ['broken pipe', systemError('EPIPE'), 'Unreachable'],
  ['name lookup to try again', systemError('EAI_AGAIN'), 'Unreachable'],
  ['silent', systemError('ETIMEDOUT'), 'Timeout'],
  ['unknown host', systemError('ENOTFOUND'), 'ConnectionFailed'],
  ['untrusted certificate', systemError('DEPTH_ZERO_SELF_SIGNED_CERT'), 'ConnectionFailed'],
  ['a name mismatch', systemError('ERR_TLS_CERT_ALTNAME_INVALID'), 'ConnectionFailed'],
  ['no code', new Error('odd'), 'ConnectionFailed'],
];
for (const [name, cause, reason] of network) {
  test(`a request that failed ${name} is ${reason}, ${reason === 'ConnectionFailed' ? 'not ' : ''}sent again`, () => {
    assert.is(networkFailureReason(cause), reason);
    assert.is(isRetriedFailure(new KubeApiError(0, reason, name, { cause })), reason !== 'ConnectionFailed');
  });
}

test('neither unreadable credentials, nor an abort, nor an answered refusal is sent again within the call', () => {
  assert.is(isRetriedFailure(new KubeApiError(0, 'CredentialsUnreadable', 'gone')), false);
  assert.is(isRetriedFailure(abortedError(AbortSignal.abort())), false);
  assert.is(isRetriedFailure(new KubeApiError(503, 'ServiceUnavailable', 'busy')), false);
});

test.run();

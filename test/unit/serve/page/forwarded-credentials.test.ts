import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { forwardedCredentials } from '../../../../src/serve/page/page-access.js';

test('a page action forwards an API token as a bearer token, anything else as X-Auth-Token when serve takes Keystone tokens', () => {
  assert.equal(forwardedCredentials('api-token', ['api-token'], true), { authorization: 'Bearer api-token' });
  assert.equal(forwardedCredentials('gAAAAABkeystone', ['api-token'], true), {
    'x-auth-token': 'gAAAAABkeystone',
  });
  assert.equal(forwardedCredentials('gAAAAABkeystone', [], true), { 'x-auth-token': 'gAAAAABkeystone' });
});

test('without Keystone every token is forwarded as a bearer token, as before', () => {
  assert.equal(forwardedCredentials('wrong', ['api-token'], false), { authorization: 'Bearer wrong' });
});

test.run();

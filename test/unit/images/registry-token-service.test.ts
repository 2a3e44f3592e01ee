import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { registryEndpoint } from '../../../src/images/registry-hosts.js';
import { requestToken, tokenOf, type IssuedToken } from '../../../src/images/registry-token-service.js';

/** [answer body, token read] */
const bodies: [unknown, IssuedToken | undefined][] = [
  [
    { token: 't', expires_in: 300 },
    { value: 't', expiresIn: 300 },
  ],
  [{ access_token: 'a' }, { value: 'a', expiresIn: undefined }],
  [
    { token: 't', access_token: 'a' },
    { value: 't', expiresIn: undefined },
  ],
  // An empty `token` is read as no token, not as a reason to look at access_token.
  [{ token: '', access_token: 'a' }, undefined],
  [
    { token: 't', expires_in: 0 },
    { value: 't', expiresIn: undefined },
  ],
  [
    { token: 't', expires_in: '300' },
    { value: 't', expiresIn: undefined },
  ],
  [{ token: 7 }, undefined],
  [{}, undefined],
  ['t', undefined],
  [null, undefined],
];
for (const [body, token] of bodies) {
  test(`token of ${JSON.stringify(body)}: ${JSON.stringify(token)}`, () => {
    assert.equal(tokenOf(body), token);
  });
}

const endpoint = registryEndpoint('r.example', {});
const request = {
  endpoint,
  realm: new URL('https://auth.example/token'),
  service: 'r',
  scope: 'repository:a/b:pull',
};

test('the token service is asked for the scope and service, with the login when there is one', async () => {
  const asked: [string, string | null, string | undefined][] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    asked.push([
      input instanceof Request ? input.url : input.toString(),
      new Headers(init?.headers).get('authorization'),
      init?.redirect,
    ]);
    return Promise.resolve(Response.json({ token: 't' }));
  };
  assert.equal(await requestToken(fetch, 1000, { ...request, basic: 'Basic Y2k6cHc=' }), {
    value: 't',
    expiresIn: undefined,
  });
  assert.equal(asked, [
    ['https://auth.example/token?service=r&scope=repository%3Aa%2Fb%3Apull', 'Basic Y2k6cHc=', 'error'],
  ]);
});

/** [status, with a login?, body, code, message part] */
const refusals: [number, boolean, string, string, string][] = [
  [
    401,
    false,
    'no',
    'REGISTRY_AUTH_FAILED',
    'refused an anonymous login (HTTP 401): configure username and passwordFile for r.example',
  ],
  [403, true, 'no', 'REGISTRY_AUTH_FAILED', 'refused the configured credentials (HTTP 403)'],
  [
    503,
    false,
    'busy',
    'REGISTRY_UNREACHABLE',
    'the token service https://auth.example of registry r.example answered HTTP 503',
  ],
  [200, false, '{"tokens":[]}', 'REGISTRY_BAD_RESPONSE', 'answered without a token'],
];
for (const [status, login, body, code, message] of refusals) {
  test(`a token service answering HTTP ${status}${login ? ' to a login' : ''}: ${code}`, async () => {
    const fetch: typeof globalThis.fetch = () =>
      Promise.resolve(new Response(body, { status, headers: { 'content-type': 'application/json' } }));
    try {
      await requestToken(fetch, 1000, { ...request, basic: login ? 'Basic x' : undefined });
      assert.unreachable();
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, code);
      assert.match((error as Error).message, message);
    }
  });
}

test.run();

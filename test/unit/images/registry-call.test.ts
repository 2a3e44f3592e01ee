import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { RegistryAuth } from '../../../src/images/registry-auth.js';
import { judgeUnauthorized, registryCall, type UnauthorizedStep } from '../../../src/images/registry-call.js';

/** [status, origin that answered when not the registry's, attempt, step] */
const steps: [number, string | undefined, number, UnauthorizedStep][] = [
  [200, undefined, 1, 'pass'],
  [404, undefined, 1, 'pass'],
  [403, undefined, 1, 'pass'],
  [401, undefined, 1, 'log-in'],
  [401, undefined, 2, 'pass'],
  [401, 'https://cdn.example', 1, 'refuse-login-elsewhere'],
  [401, 'https://cdn.example', 2, 'refuse-login-elsewhere'],
  [200, 'https://cdn.example', 1, 'pass'],
];
for (const [status, elsewhere, attempt, step] of steps) {
  test(`HTTP ${status}${elsewhere === undefined ? '' : ` from ${elsewhere}`} on attempt ${attempt}: ${step}`, () => {
    assert.is(judgeUnauthorized(status, elsewhere, attempt), step);
  });
}

function callWith(fetch: typeof globalThis.fetch) {
  const auth = new RegistryAuth({
    fetch,
    readSecret: () => Promise.resolve('pw'),
    now: () => 0,
    timeoutMs: 5000,
  });
  return registryCall({ hosts: {}, timeoutMs: 5000, fetch, auth });
}
const image = { registryHost: 'r.example', repository: 'team/app' };
const request = { method: 'GET', path: '/v2/team/app/tags/list?n=1', headers: {} } as const;

test('a 401 is answered with a login once, then the answer is the caller’s to read', async () => {
  const sent: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('https://r.example/token')) return Promise.resolve(Response.json({ token: 't1' }));
    sent.push(new Headers(init?.headers).get('authorization'));
    return Promise.resolve(
      new Response('no', {
        status: 401,
        headers: { 'www-authenticate': 'Bearer realm="https://r.example/token",service="r"' },
      }),
    );
  };
  const call = callWith(fetch);
  const answer = await call(image, request, (r) => r.text());
  assert.equal(sent, [null, 'Bearer t1']);
  assert.is(answer.response.status, 401);
  assert.is(answer.body, 'no');
  assert.is(answer.endpoint.host, 'r.example');
});

test('a registry that cannot be reached is REGISTRY_UNREACHABLE, retryable, with the cause', async () => {
  const cause = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
  const call = callWith(() => Promise.reject(cause));
  try {
    await call(image, request, (r) => r.text());
    assert.unreachable();
  } catch (error) {
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'REGISTRY_UNREACHABLE');
    assert.ok((error as GitshiftError).transient, 'an outage may pass: transient');
    assert.is(
      (error as Error).message,
      'registry r.example did not answer GET /v2/team/app/tags/list?n=1: ECONNREFUSED',
    );
    assert.is((error as Error).cause, cause);
  }
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { registryEndpoint } from '../../../src/images/registry-hosts.js';
import {
  fetchFollowingRedirects,
  judgeRedirect,
  MAX_REDIRECTS,
} from '../../../src/images/registry-redirects.js';

/** [name, from, Location, hops already followed, followed to (URL) or refused because (text)] */
const cases: [string, string, string, number, { to: string } | { why: RegExp }][] = [
  [
    'to a CDN over HTTPS',
    'https://r.example/v2/a/manifests/1',
    'https://cdn.example/blob',
    0,
    { to: 'https://cdn.example/blob' },
  ],
  [
    'a relative Location',
    'https://r.example/v2/a/manifests/1',
    '/v2/a/manifests/sha256:1',
    1,
    { to: 'https://r.example/v2/a/manifests/sha256:1' },
  ],
  [
    'plain HTTP to plain HTTP',
    'http://127.0.0.1:5000/v2/a',
    'http://127.0.0.1:5001/b',
    0,
    { to: 'http://127.0.0.1:5001/b' },
  ],
  [
    'plain HTTP up to HTTPS',
    'http://127.0.0.1:5000/v2/a',
    'https://cdn.example/b',
    0,
    { to: 'https://cdn.example/b' },
  ],
  [
    'HTTPS down to plain HTTP',
    'https://r.example/v2/a',
    'http://cdn.example/b',
    0,
    { why: /from HTTPS to http:\/\/cdn\.example/ },
  ],
  ['HTTPS to another scheme', 'https://r.example/v2/a', 'ftp://cdn.example/b', 0, { why: /from HTTPS to/ }],
  [
    'the last redirect allowed',
    'https://r.example/v2/a',
    'https://cdn.example/b',
    MAX_REDIRECTS - 1,
    { to: 'https://cdn.example/b' },
  ],
  [
    'one redirect too many',
    'https://r.example/v2/a',
    'https://cdn.example/b',
    MAX_REDIRECTS,
    { why: /more than 3 times for GET \/v2\/a/ },
  ],
];
for (const [name, from, location, hops, expected] of cases) {
  test(`redirect: ${name}`, () => {
    const judgement = judgeRedirect(new URL(from), location, hops, 'GET /v2/a');
    if ('to' in expected) assert.equal(judgement.follow ? judgement.url.href : judgement.why, expected.to);
    else assert.match(judgement.follow ? judgement.url.href : judgement.why, expected.why);
  });
}

test('redirect: a Location that is no URL throws, as a registry that cannot be reached does', () => {
  assert.throws(
    () => judgeRedirect(new URL('http://127.0.0.1:5000/v2/a'), 'http://[', 0, 'GET /v2/a'),
    TypeError,
  );
});

test('the login goes to the registry, not to where it redirects', async () => {
  const seen: [string, string | null][] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push([url, new Headers(init?.headers).get('authorization')]);
    if (url.startsWith('https://r.example/'))
      return Promise.resolve(
        new Response(null, { status: 307, headers: { location: 'https://cdn.example/blob?sig=1' } }),
      );
    return Promise.resolve(new Response('{}', { status: 200 }));
  };
  const endpoint = registryEndpoint('r.example', {});
  const answer = await fetchFollowingRedirects(
    fetch,
    endpoint,
    { method: 'GET', path: '/v2/a/manifests/1', headers: { accept: 'x' } },
    'Bearer secret',
    AbortSignal.timeout(5000),
  );
  assert.is(answer.elsewhere, 'https://cdn.example');
  assert.equal(seen, [
    ['https://r.example/v2/a/manifests/1', 'Bearer secret'],
    ['https://cdn.example/blob?sig=1', null],
  ]);
});

test('a refused redirect is REGISTRY_BAD_RESPONSE naming the registry', async () => {
  const fetch: typeof globalThis.fetch = () =>
    Promise.resolve(new Response(null, { status: 302, headers: { location: 'http://cdn.example/b' } }));
  try {
    await fetchFollowingRedirects(
      fetch,
      registryEndpoint('r.example', {}),
      { method: 'HEAD', path: '/v2/a/manifests/1', headers: {} },
      undefined,
      AbortSignal.timeout(5000),
    );
    assert.unreachable();
  } catch (error) {
    assert.instance(error, GitshiftError);
    assert.is((error as GitshiftError).code, 'REGISTRY_BAD_RESPONSE');
    assert.match(
      (error as Error).message,
      'registry r.example: redirected HEAD /v2/a/manifests/1 from HTTPS',
    );
  }
});

test.run();

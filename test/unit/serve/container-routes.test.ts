import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { matchApiRoute } from '../../../src/serve/api/api-routes.js';

const base = '/api/v1/projects/shop/containers';

// method, path, what it matches
const found: [string, string, unknown, boolean][] = [
  ['GET', base, { kind: 'containers', project: 'shop' }, false],
  ['POST', base, { kind: 'containers', project: 'shop' }, true],
  ['GET', `${base}/hello`, { kind: 'container', project: 'shop', container: 'hello' }, false],
  ['DELETE', `${base}/hello`, { kind: 'container', project: 'shop', container: 'hello' }, true],
  ['GET', `${base}/hello/logs`, { kind: 'container-logs', project: 'shop', container: 'hello' }, false],
  ['POST', `${base}/hello/stop`, { kind: 'container-stop', project: 'shop', container: 'hello' }, true],
];

for (const [method, path, route, action] of found)
  test(`${method} ${path.slice(base.length) || '/'} is a container route${action ? ', an action' : ''}`, () => {
    assert.equal(matchApiRoute(method, path), { status: 'found', route, action });
  });

test('a method a container path does not take is a 405 naming the ones it does', () => {
  assert.equal(matchApiRoute('DELETE', base), {
    status: 'method-not-allowed',
    allow: 'GET, POST',
    reason: `DELETE is not allowed on ${base}; use GET, POST`,
  });
  assert.is((matchApiRoute('POST', `${base}/hello`) as { allow: string }).allow, 'GET, DELETE');
  assert.is(matchApiRoute('GET', `${base}/hello/stop`).status, 'method-not-allowed');
});

test('a container name that is not a DNS-1123 label is a 400 before anything else', () => {
  for (const name of ['Hello', 'a.b', 'a_b', '-a', 'a'.repeat(64), '%2e%2e'])
    assert.is(matchApiRoute('GET', `${base}/${name}`).status, 'bad-name', name);
  assert.is(matchApiRoute('GET', `${base}/hello/logs/extra`).status, 'not-found');
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WebhookRejection } from '../../../src/webhooks/rejection.js';
import { routeRequest } from '../../../src/webhooks/route-request.js';

const routes: [string, string, unknown][] = [
  ['POST', '/hooks/github', { source: 'github' }],
  ['POST', '/hooks/github/', { source: 'github' }],
  ['POST', '/hooks/github?x=1', { source: 'github' }],
  ['POST', '/hooks/dockerhub/s3cr3t', { source: 'dockerhub', secret: 's3cr3t' }],
  ['POST', '/hooks/registry/a%2Fb%20c', { source: 'registry', secret: 'a/b c' }],
  ['POST', '/hooks/generic/shop/s3cr3t', { source: 'generic', project: 'shop', secret: 's3cr3t' }],
];
for (const [method, url, expected] of routes)
  test(`${method} ${url} is routed`, () => {
    assert.equal(routeRequest(method, url), expected);
  });

const refused: [string, string, number, RegExp][] = [
  ['POST', '/', 404, /webhooks live under \/hooks\//],
  ['POST', '/hooks', 404, /no such webhook endpoint/],
  ['POST', '/hooks/gitlab', 404, /no such webhook endpoint/],
  ['POST', '/hooks/github/extra', 404, /expected \/hooks\/github$/],
  ['POST', '/hooks/dockerhub', 404, /expected \/hooks\/dockerhub\/<secret>/],
  ['POST', '/hooks/dockerhub/a/b', 404, /expected \/hooks\/dockerhub\/<secret>/],
  ['POST', '/hooks/generic/shop', 404, /expected \/hooks\/generic\/<project>\/<secret>/],
  ['POST', '/hooks/registry/%zz', 404, /expected \/hooks\/registry\/<secret>/],
  ['POST', '/hooks/registry//', 404, /expected/],
  ['POST', '/hooks/constructor', 404, /no such webhook endpoint/],
  ['GET', '/hooks/github', 405, /GET is not allowed on \/hooks\/github: use POST/],
  ['PUT', '/hooks/registry/x', 405, /PUT is not allowed/],
];
for (const [method, url, status, reason] of refused)
  test(`${method} ${url} is refused with ${status}`, () => {
    const result = routeRequest(method, url);
    assert.instance(result, WebhookRejection);
    assert.is((result as WebhookRejection).status, status);
    assert.match((result as WebhookRejection).message, reason);
  });

test('a refusal never repeats the path, which may carry a secret', () => {
  const result = routeRequest('POST', '/hooks/dockerhub/s3cr3t/extra') as WebhookRejection;
  assert.not.match(result.message, /s3cr3t/);
});

test('405 answers name the method to use', () => {
  const result = routeRequest('DELETE', '/hooks/github') as WebhookRejection;
  assert.equal(result.headers, { allow: 'POST' });
});

test.run();

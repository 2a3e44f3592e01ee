import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkMediaType } from '../../../src/webhooks/media-type.js';
import { RateLimiter } from '../../../src/webhooks/rate-limiter.js';
import { SecretSet, secretMatches } from '../../../src/webhooks/secret-match.js';
import { RECOMMENDED_SERVER_OPTIONS } from '../../../src/webhooks/server-options.js';
import { maskPath } from '../../../src/webhooks/webhook-log.js';

test('rate limiter: a burst passes, the next one waits, and time refills the bucket', () => {
  let now = 0;
  const limiter = new RateLimiter({ perSecond: 2, burst: 3 }, () => now);
  assert.equal(
    [1, 2, 3].map(() => limiter.take('a').allowed),
    [true, true, true],
  );
  assert.equal(limiter.take('a'), { allowed: false, retryAfterSeconds: 1 });
  assert.ok(limiter.take('b').allowed, 'another sender has its own bucket');
  now = 500;
  assert.ok(limiter.take('a').allowed, 'half a second at 2/s gives one token back');
  assert.not.ok(limiter.take('a').allowed);
  now = 100_000;
  assert.equal(
    [1, 2, 3, 4].map(() => limiter.take('a').allowed),
    [true, true, true, false],
    'refill stops at the burst',
  );
});

test('rate limiter: Retry-After rounds a slow refill up to whole seconds', () => {
  const limiter = new RateLimiter({ perSecond: 0.1, burst: 1 }, () => 0);
  limiter.take('a');
  assert.equal(limiter.take('a'), { allowed: false, retryAfterSeconds: 10 });
});

test('rate limiter: many one-off senders do not grow memory without bound', () => {
  let now = 0;
  const limiter = new RateLimiter({ perSecond: 1000, burst: 1 }, () => now);
  for (let i = 0; i < 25_000; i++) {
    now += 1;
    limiter.take(`10.0.${i >> 8}.${i & 255}`);
  }
  assert.ok((limiter as unknown as { buckets: Map<string, unknown> }).buckets.size <= 10_000);
});

test('secrets: any configured one matches, whatever the lengths; empty secrets never match', () => {
  const set = new SecretSet(['old-secret', 'new-secret-that-is-longer']);
  assert.ok(set.matches('old-secret'));
  assert.ok(set.matches('new-secret-that-is-longer'));
  assert.not.ok(set.matches('old-secre'));
  assert.not.ok(set.matches(''));
  assert.not.ok(new SecretSet(['']).matches(''));
  assert.ok(secretMatches(['a', 'b'], 'b'));
  assert.not.ok(secretMatches([], ''));
});

const mediaCases: [Record<string, string>, readonly string[], number | undefined][] = [
  [{ 'content-type': 'application/json' }, ['application/json'], undefined],
  [{ 'content-type': 'Application/JSON; charset=UTF-8' }, ['application/json'], undefined],
  [{ 'content-type': 'application/json; charset=latin1' }, ['application/json'], 415],
  [{ 'content-type': 'application/x-www-form-urlencoded' }, ['application/json'], 415],
  [{}, ['application/json'], 415],
  [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, ['application/json'], 415],
  [{ 'content-type': 'application/json', 'content-encoding': 'identity' }, ['application/json'], undefined],
];
for (const [headers, accepted, status] of mediaCases)
  test(`media type ${JSON.stringify(headers)} → ${status ?? 'accepted'}`, () => {
    assert.is(checkMediaType(headers, accepted, 'hint')?.status, status);
  });

test('masked paths keep the endpoint and project and hide secrets', () => {
  assert.is(maskPath('/hooks/github'), '/hooks/github');
  assert.is(maskPath('/hooks/dockerhub/s3cr3t'), '/hooks/dockerhub/***');
  assert.is(maskPath('/hooks/registry/s3cr3t?x=1'), '/hooks/registry/***');
  assert.is(maskPath('/hooks/generic/shop/s3cr3t'), '/hooks/generic/shop/***');
  assert.is(maskPath('/hooks/dockerhub/s3cr3t/more'), '/hooks/dockerhub/***/***');
  assert.is(maskPath('/elsewhere/a/b/c'), '/***');
});

test('server options: headers are cut at 10 s, and node checks that deadline at least every second', () => {
  const { headersTimeout, requestTimeout, connectionsCheckingInterval } = RECOMMENDED_SERVER_OPTIONS;
  assert.is(headersTimeout, 10_000, 'the 10 s the README promises');
  // node checks header and request deadlines only on this interval (30 s unless set).
  assert.ok(connectionsCheckingInterval <= 1_000, `checked every ${connectionsCheckingInterval} ms`);
  assert.ok(requestTimeout >= headersTimeout, 'node refuses a request deadline before the header deadline');
});

test.run();

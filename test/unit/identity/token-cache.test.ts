import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keystoneEmail } from '../../../src/identity/keystone-access.js';
import { createTokenCache, tokenKey } from '../../../src/identity/token-cache.js';
import { manualClock } from '../../support/manual-clock.js';

test('an entry lives for the ttl, or until the token expires when that comes first', () => {
  const clock = manualClock();
  const cache = createTokenCache<string>({ ttlMs: 30_000, maxEntries: 10, clock });
  cache.set('long-lived', 'a', 1_000_000);
  cache.set('expiring', 'b', 5_000);
  clock.advance(4_999);
  assert.is(cache.get('expiring'), 'b');
  clock.advance(1);
  assert.is(cache.get('expiring'), undefined, 'gone at its expiry');
  clock.advance(24_999);
  assert.is(cache.get('long-lived'), 'a');
  clock.advance(1);
  assert.is(cache.get('long-lived'), undefined, 'gone at the ttl');
});

test('past maxEntries the oldest entry goes first', () => {
  const cache = createTokenCache<number>({ ttlMs: 30_000, maxEntries: 2, clock: manualClock() });
  cache.set('one', 1);
  cache.set('two', 2);
  cache.set('three', 3);
  assert.is(cache.size, 2);
  assert.equal([cache.get('one'), cache.get('two'), cache.get('three')], [undefined, 2, 3]);
});

test('a ttl of 0 keeps nothing: every judgement asks Keystone', () => {
  const cache = createTokenCache<number>({ ttlMs: 0, maxEntries: 2, clock: manualClock() });
  cache.set('one', 1);
  assert.is(cache.get('one'), undefined);
});

test('the key is a hash that never contains the token', () => {
  const token = 'gAAAAABsecret-token-value';
  assert.is(tokenKey(token), tokenKey(token));
  assert.not.ok(tokenKey(token).includes('secret'));
  assert.is.not(tokenKey(token), tokenKey(`${token}x`));
});

test('keystoneEmail: <user>@<domain>.keystone.invalid, anything a mail address cannot hold replaced', () => {
  assert.is(keystoneEmail('alice', 'Default'), 'alice@default.keystone.invalid');
  assert.is(keystoneEmail('Ann Lee <x>', 'Corp Users'), 'Ann_Lee__x_@corp-users.keystone.invalid');
  assert.is(keystoneEmail('', ''), 'user@default.keystone.invalid');
});

test.run();

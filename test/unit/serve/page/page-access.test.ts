import type { IncomingMessage } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cookieValue, createPageAccess, SESSION_COOKIE } from '../../../../src/serve/page/page-access.js';
import { manualClock } from '../../../support/manual-clock.js';

const request = (headers: Record<string, string>): IncomingMessage =>
  ({ headers }) as unknown as IncomingMessage;

test('anonymous reads let anyone read', () => {
  const access = createPageAccess({ anonymousRead: true, tokens: () => [] });
  assert.ok(access.mayRead(request({})));
});

test('without anonymous reads, a bearer token or a signed-in session reads and nothing else does', () => {
  const access = createPageAccess({ anonymousRead: false, tokens: () => ['s3cret'], clock: manualClock() });
  assert.not.ok(access.mayRead(request({})));
  assert.not.ok(access.mayRead(request({ authorization: 'Bearer wrong' })));
  assert.ok(access.mayRead(request({ authorization: 'Bearer s3cret' })));
  assert.equal(access.signIn('wrong', false), {
    ok: false,
    reason: 'the bearer token is not one serve accepts',
  });
  assert.equal(access.signIn(' ', false), { ok: false, reason: 'enter the API token' });
  const signedIn = access.signIn('s3cret', false);
  assert.ok(signedIn.ok);
  const setCookie = signedIn.ok ? signedIn.setCookie : '';
  assert.match(setCookie, /; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
  assert.not.match(setCookie, 's3cret');
  const overHttps = access.signIn('s3cret', true);
  assert.match(overHttps.ok ? overHttps.setCookie : '', /; Secure$/);
  const cookie = setCookie.split(';')[0] ?? '';
  assert.ok(access.mayRead(request({ cookie: `other=1; ${cookie}` })));
  assert.not.ok(access.mayRead(request({ cookie: `${SESSION_COOKIE}=made-up` })));
});

test('a session ends when it expires or when its token is no longer accepted', () => {
  const clock = manualClock();
  let tokens = ['one'];
  const access = createPageAccess({ anonymousRead: false, tokens: () => tokens, clock, sessionTtlMs: 1000 });
  const cookieOf = (token: string): string => {
    const outcome = access.signIn(token, false);
    return outcome.ok ? (outcome.setCookie.split(';')[0] ?? '') : '';
  };
  const expiring = cookieOf('one');
  clock.advance(1001);
  assert.not.ok(access.mayRead(request({ cookie: expiring })));
  const rotated = cookieOf('one');
  assert.ok(access.mayRead(request({ cookie: rotated })));
  tokens = ['two'];
  assert.not.ok(access.mayRead(request({ cookie: rotated })));
});

test('cookieValue finds one cookie among several', () => {
  assert.is(cookieValue('a=1; gitshift_session=x=y; b=2', 'gitshift_session'), 'x=y');
  assert.is(cookieValue(undefined, 'a'), undefined);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeAccess, type AccessInput } from '../../../../src/serve/api/api-access.js';

const TOKEN = 'api-token-0123456789';
const base: AccessInput = { action: false, authorization: undefined, tokens: [TOKEN], anonymousRead: true };

const cases: [string, Partial<AccessInput>, true | [401 | 403, RegExp]][] = [
  ['a read without a token, with anonymousRead', {}, true],
  ['a read without a token, and no tokens configured, with anonymousRead', { tokens: [] }, true],
  [
    'a read without anonymousRead needs the token',
    { anonymousRead: false },
    [401, /no Authorization header/],
  ],
  [
    'a read with the token, without anonymousRead',
    { anonymousRead: false, authorization: `Bearer ${TOKEN}` },
    true,
  ],
  [
    'a read without anonymousRead on a serve with no tokens is off',
    { anonymousRead: false, tokens: [] },
    [403, /reads need a token .*api\.tokenFile/],
  ],
  ['an action without a token, even with anonymousRead', { action: true }, [401, /no Authorization header/]],
  [
    'an action with a wrong token',
    { action: true, authorization: 'Bearer wrong' },
    [401, /not one serve accepts/],
  ],
  ['an action with the token', { action: true, authorization: `Bearer ${TOKEN}` }, true],
  [
    'an action on a serve with no tokens is off, whatever is sent',
    { action: true, tokens: [], authorization: 'Bearer x' },
    [403, /^actions are off: give serve an api\.tokenFile/],
  ],
];

for (const [name, overrides, expected] of cases)
  test(`API access: ${name}`, () => {
    const verdict = judgeAccess({ ...base, ...overrides });
    if (expected === true) assert.equal(verdict, { allow: true });
    else {
      assert.is(verdict.allow, false);
      if (verdict.allow) return;
      assert.is(verdict.status, expected[0]);
      assert.match(verdict.reason, expected[1]);
      assert.not.ok(verdict.reason.includes(TOKEN), 'a reason never holds a token');
    }
  });

test.run();

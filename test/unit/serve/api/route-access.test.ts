import type { IncomingHttpHeaders } from 'node:http';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { KeystoneAccess } from '../../../../src/identity/keystone-access.js';
import type { GitshiftRole } from '../../../../src/identity/project-access.js';
import {
  API_TOKEN_CALLER,
  createProjectAccess,
  judgeRouteAccess,
  type RouteAccessInput,
} from '../../../../src/serve/api/api-access.js';

const API_TOKEN = 'api-token-0123456789';
const KEYSTONE_TOKEN = 'gAAAAABkeystone-token';

/** A Keystone judge that knows one token, with edit in project shop, and records what it was asked. */
function keystoneJudge(asked: string[]): KeystoneAccess {
  return {
    judge: (token, project, role: GitshiftRole) => {
      asked.push(`${project} ${role}`);
      if (token !== KEYSTONE_TOKEN)
        return Promise.resolve({ allow: false, status: 401, reason: 'not valid' });
      if (project === 'shop' && role !== 'admin')
        return Promise.resolve({
          allow: true,
          caller: { name: 'alice', email: 'a@x.invalid', via: 'keystone' },
        });
      return Promise.resolve({ allow: false, status: 403, reason: `alice may not ${role} ${project}` });
    },
  };
}

function input(
  overrides: Partial<RouteAccessInput> & { keystoneJudge?: KeystoneAccess | undefined },
): RouteAccessInput {
  const { keystoneJudge: judge, ...rest } = overrides;
  const tokens = rest.tokens ?? [API_TOKEN];
  return {
    action: false,
    project: 'shop',
    headers: {},
    anonymousRead: false,
    keystone: judge !== undefined,
    tokens,
    access: createProjectAccess({ tokens: () => tokens, keystone: () => judge }),
    ...rest,
  };
}

const keystone = (headers: IncomingHttpHeaders): IncomingHttpHeaders => ({
  'x-auth-token': KEYSTONE_TOKEN,
  ...headers,
});

const cases: [
  string,
  Parameters<typeof input>[0],
  true | 'api' | 'keystone' | [401 | 403, RegExp],
  string[]?,
][] = [
  ['anonymous reads need nothing', { anonymousRead: true }, true],
  [
    'an API token may do an action',
    { action: true, headers: { authorization: `Bearer ${API_TOKEN}` } },
    'api',
  ],
  [
    'an API token beside a Keystone',
    { action: true, headers: { authorization: `Bearer ${API_TOKEN}` }, keystoneJudge: keystoneJudge([]) },
    'api',
  ],
  [
    'a Keystone token reads a project it may view',
    { headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    'keystone',
  ],
  [
    'a project action needs edit',
    { action: true, headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    'keystone',
    ['shop edit'],
  ],
  [
    'a project read needs view',
    { headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    'keystone',
    ['shop view'],
  ],
  [
    'a Keystone token is refused a project it has no role in (403)',
    { project: 'other', headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    [403, /alice may not view other/],
  ],
  [
    'a Keystone token is refused reads across projects other than the list (403)',
    { project: undefined, headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    [403, /reads across projects need an API token/],
  ],
  [
    'a Keystone token to a serve without a Keystone is a 401 saying so',
    { headers: keystone({}) },
    [401, /serve takes no Keystone tokens: gitshift\.yaml names no keystone/],
  ],
  [
    'with a Keystone, no credentials is a 401 naming both kinds',
    { action: true, keystoneJudge: keystoneJudge([]) },
    [401, /send Authorization: Bearer <API token> or X-Auth-Token: <Keystone token>/],
  ],
  [
    'with a Keystone and no API tokens, a Keystone token still acts',
    { action: true, tokens: [], headers: keystone({}), keystoneJudge: keystoneJudge([]) },
    'keystone',
  ],
  [
    'a wrong API token is judged by itself, even beside a good Keystone token',
    { headers: keystone({ authorization: 'Bearer wrong' }), keystoneJudge: keystoneJudge([]) },
    [401, /not one serve accepts/],
  ],
  [
    'without a Keystone the old answers stand: no Authorization header',
    { action: true },
    [401, /no Authorization header/],
  ],
];

for (const [name, overrides, expected, askedExpected] of cases)
  test(`route access: ${name}`, async () => {
    const asked: string[] = [];
    const judge = overrides.keystoneJudge === undefined ? undefined : keystoneJudge(asked);
    const verdict = await judgeRouteAccess(input({ ...overrides, keystoneJudge: judge }));
    if (expected === true) assert.equal(verdict, { allow: true, caller: undefined });
    else if (expected === 'api') assert.equal(verdict, { allow: true, caller: API_TOKEN_CALLER });
    else if (expected === 'keystone') assert.equal(verdict.allow && verdict.caller?.name, 'alice');
    else {
      assert.is(verdict.allow, false);
      if (verdict.allow) return;
      assert.is(verdict.status, expected[0]);
      assert.match(verdict.reason, expected[1]);
      assert.not.ok(verdict.reason.includes(API_TOKEN) || verdict.reason.includes(KEYSTONE_TOKEN));
    }
    if (askedExpected !== undefined) assert.equal(asked, askedExpected);
  });

test('ProjectAccess: with neither API tokens nor a Keystone nothing is let in, 403 saying how to turn it on', async () => {
  const access = createProjectAccess({ tokens: () => [], keystone: () => undefined });
  assert.equal(await access.judge({}, 'shop', 'view'), {
    allow: false,
    status: 403,
    reason:
      'nothing lets a caller in: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE), or name a keystone in gitshift.yaml',
  });
});

test('the project list shows a Keystone token the projects it may view, each judged as its own read', async () => {
  const asked: string[] = [];
  const verdict = await judgeRouteAccess(
    input({
      project: undefined,
      listsProjects: true,
      headers: keystone({}),
      keystoneJudge: keystoneJudge(asked),
    }),
  );
  if (!verdict.allow || verdict.visible === undefined) return assert.unreachable('a valid token may list');
  assert.equal([...(await verdict.visible(['other', 'shop', 'web']))], ['shop']);
  assert.equal(asked, [' view', 'other view', 'shop view', 'web view']);
});

test('the project list refuses a token that is not valid (401) before any project is judged', async () => {
  const asked: string[] = [];
  const verdict = await judgeRouteAccess(
    input({
      project: undefined,
      listsProjects: true,
      headers: { 'x-auth-token': 'gAAAAAB-revoked' },
      keystoneJudge: keystoneJudge(asked),
    }),
  );
  assert.equal(verdict, { allow: false, status: 401, reason: 'not valid' });
  assert.equal(asked, [' view']);
});

test.run();

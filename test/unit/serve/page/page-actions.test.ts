import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { apiMessage, formAction } from '../../../../src/serve/page/page-actions.js';

const cases: { name: string; kind: 'sync' | 'build'; form: string; expected: unknown }[] = [
  {
    name: 'a resync forwards to the project sync endpoint',
    kind: 'sync',
    form: 'project=shop&token=t',
    expected: { label: 'Resync of shop', apiPath: '/api/v1/projects/shop/sync', back: '/ui/projects/shop' },
  },
  {
    name: 'a build forwards to the BuildConfig builds endpoint',
    kind: 'build',
    form: 'project=shop&buildConfig=web.v2&token=t',
    expected: {
      label: 'A build of web.v2',
      apiPath: '/api/v1/projects/shop/buildconfigs/web.v2/builds',
      back: '/ui/projects/shop',
    },
  },
  {
    name: 'a project name with a slash is refused',
    kind: 'sync',
    form: 'project=..%2Fbuilds',
    expected: 400,
  },
  { name: 'a missing project is refused', kind: 'sync', form: 'token=t', expected: 400 },
  {
    name: 'a BuildConfig name with a slash is refused',
    kind: 'build',
    form: 'project=shop&buildConfig=a/b',
    expected: 400,
  },
];
for (const { name, kind, form, expected } of cases)
  test(name, () => {
    const action = formAction(kind, new URLSearchParams(form));
    if (typeof expected === 'number') assert.is((action as { status: number }).status, expected);
    else assert.equal(action, expected);
  });

test('apiMessage reads the API error or message, or cuts plain text', () => {
  assert.is(
    apiMessage('{"error":"the bearer token is not one serve accepts"}'),
    'the bearer token is not one serve accepts',
  );
  assert.is(apiMessage('{"message":"queued"}'), 'queued');
  assert.is(
    apiMessage('{"error":{"code":"UNAUTHENTICATED","message":"the bearer token is not one serve accepts"}}'),
    'the bearer token is not one serve accepts',
    "the API's own refusal shape",
  );
  assert.is(
    apiMessage('{"project":"shop","revision":"abc","queued":true,"spec":{}}'),
    'project: shop, revision: abc, queued: true',
  );
  assert.is(apiMessage(' plain \n'), 'plain');
  assert.is(apiMessage('x'.repeat(400)).length, 300);
});

test.run();

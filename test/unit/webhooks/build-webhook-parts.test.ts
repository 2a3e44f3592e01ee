import { createHmac } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pushSkipReason as planSkipReason } from '../../../src/buildplan/triggers/index.js';
import { declaredSignature, verifyBodySignature } from '../../../src/webhooks/body-signature.js';
import { pushSkipReason, requestSkipReason } from '../../../src/webhooks/openshift/build-ref.js';
import { WebhookRejection } from '../../../src/webhooks/rejection.js';
import { routeRequest } from '../../../src/webhooks/route-request.js';
import { maskPath } from '../../../src/webhooks/webhook-log.js';

const BASE = '/apis/build.openshift.io/v1/namespaces/shop/buildconfigs/app/webhooks';

test('OpenShift build webhook URLs are routed with namespace, BuildConfig, secret and type', () => {
  assert.equal(routeRequest('POST', `${BASE}/s3cr3t/github`), {
    source: 'openshift-build',
    namespace: 'shop',
    buildConfig: 'app',
    secret: 's3cr3t',
    type: 'github',
  });
  assert.equal(routeRequest('POST', `${BASE}/a%2Fb/generic/?x=1`), {
    source: 'openshift-build',
    namespace: 'shop',
    buildConfig: 'app',
    secret: 'a/b',
    type: 'generic',
  });
});

const refused: [string, string, number, RegExp][] = [
  ['POST', `${BASE}/s3cr3t/gitlab`, 404, /type "gitlab" are not supported: use github or generic/],
  ['POST', `${BASE}/s3cr3t`, 404, /expected \/apis\/build\.openshift\.io\/v1\/namespaces\/<namespace>/],
  ['POST', `${BASE}/s3cr3t/github/more`, 404, /expected/],
  ['POST', `${BASE}//github`, 404, /expected/],
  [
    'POST',
    '/apis/build.openshift.io/v1/namespaces/shop/deploymentconfigs/app/webhooks/s/github',
    404,
    /expected/,
  ],
  ['GET', `${BASE}/s3cr3t/github`, 405, /GET is not allowed on BuildConfig webhooks: use POST/],
];
for (const [method, url, status, reason] of refused)
  test(`${method} ${url.replace(BASE, '…')} is refused with ${status}`, () => {
    const result = routeRequest(method, url) as WebhookRejection;
    assert.instance(result, WebhookRejection);
    assert.is(result.status, status);
    assert.match(result.message, reason);
    assert.not.match(result.message, /s3cr3t/);
  });

test('the secret of a build webhook URL is masked in logs, the rest kept', () => {
  assert.is(maskPath(`${BASE}/s3cr3t/github`), `${BASE}/***/github`);
  assert.is(maskPath(`${BASE}/s3cr3t/github/extra?x`), `${BASE}/***/github/***`);
  // A path of another shape may hold the secret anywhere past the API version.
  assert.is(maskPath('/apis/build.openshift.io/v1/s3cr3t/x'), '/apis/build.openshift.io/v1/***/***');
});

const PUSHES: [string, string | undefined, string | undefined, boolean][] = [
  ['refs/heads/main', 'main', undefined, false],
  ['refs/heads/main', 'master', undefined, false],
  ['refs/heads/main', 'main', 'main', false],
  ['refs/heads/main', 'main', 'refs/heads/main', false],
  ['refs/heads/feature', 'main', 'main', false],
  ['refs/heads/feature', undefined, undefined, false],
  ['refs/tags/v1', 'main', 'v1', false],
  ['refs/heads/main', 'main', undefined, true],
  ['refs/pull/1/head', 'main', undefined, false],
];

test('the webhook and the build plan decide branch matches alike, with the same words', () => {
  for (const [ref, defaultBranch, configRef, deleted] of PUSHES) {
    const push = { ref, defaultBranch, deleted };
    assert.is(pushSkipReason(push, 'shop/app', configRef), planSkipReason(push, 'shop/app', configRef), ref);
  }
  assert.is(
    pushSkipReason({ ref: 'refs/heads/main', defaultBranch: 'main', deleted: false }, 'shop/app', undefined),
    undefined,
  );
  assert.is(
    pushSkipReason({ ref: 'refs/heads/feature', defaultBranch: 'main', deleted: false }, 'shop/app', 'main'),
    'branch feature does not match ref main of shop/app',
  );
});

test('a generic ref must match the BuildConfig ref when it names one', () => {
  assert.is(requestSkipReason('main', 'shop/app', 'refs/heads/main'), undefined);
  assert.is(requestSkipReason(undefined, 'shop/app', 'main'), undefined);
  assert.is(requestSkipReason('feature', 'shop/app', undefined), undefined);
  assert.is(
    requestSkipReason('refs/heads/feature', 'shop/app', 'main'),
    'branch feature does not match ref main of shop/app',
  );
});

test('a body signature is checked against the URL secret, in its one accepted form', () => {
  const body = Buffer.from('{"a":1}');
  const good = `sha256=${createHmac('sha256', 'key').update(body).digest('hex')}`;
  assert.is(declaredSignature({}), undefined);
  assert.is(declaredSignature({ 'x-hub-signature-256': good }), good);
  assert.throws(() => declaredSignature({ 'x-hub-signature-256': 'sha1=abc' }), /malformed/);
  verifyBodySignature(body, good, 'key');
  assert.throws(
    () => verifyBodySignature(body, good, 'other'),
    (e: WebhookRejection) => e.status === 401,
  );
  assert.throws(() => verifyBodySignature(Buffer.from('{"a":2}'), good, 'key'), /does not match the body/);
});

test.run();

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readClusterAccess } from '../../../src/kube/cluster-access.js';
import { inClusterServiceAccountDir } from '../../../src/kube/in-cluster-access.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { RenewingCredentials } from '../../../src/kube/renewing-credentials.js';

const POD_ENV = { KUBERNETES_SERVICE_HOST: '10.96.0.1', KUBERNETES_SERVICE_PORT: '443' };

/** A temporary folder standing for /var/run/secrets/kubernetes.io/serviceaccount. */
function withServiceAccountDir<T>(files: Record<string, string>, body: (dir: string) => Promise<T> | T) {
  const root = mkdtempSync(join(tmpdir(), 'gitshift-serviceaccount-'));
  const dir = join(root, 'serviceaccount');
  mkdirSync(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return Promise.resolve()
    .then(() => body(dir))
    .finally(() => rmSync(root, { recursive: true, force: true }));
}

const MOUNTED = { token: 'token-1\n', 'ca.crt': 'CA', namespace: 'gitshift-system' };

test('in a pod (the API server in the environment, a token mounted) the ServiceAccount directory is chosen', () =>
  withServiceAccountDir(MOUNTED, (dir) => {
    assert.is(inClusterServiceAccountDir(POD_ENV, dir), dir);
  }));

test('outside a pod nothing is chosen: no API server in the environment, or no token mounted', () =>
  withServiceAccountDir(MOUNTED, (dir) => {
    const cases: [Record<string, string>, string][] = [
      [{}, dir],
      [{ KUBERNETES_SERVICE_HOST: '10.96.0.1' }, dir],
      [{ KUBERNETES_SERVICE_PORT: '443' }, dir],
      [{ ...POD_ENV, KUBERNETES_SERVICE_HOST: '' }, dir],
      [POD_ENV, join(dir, 'missing')],
    ];
    for (const [env, where] of cases)
      assert.is(inClusterServiceAccountDir(env, where), undefined, JSON.stringify({ env, where }));
  }));

test('a ServiceAccount directory reads as the API server from the environment, its CA, token and namespace', () =>
  withServiceAccountDir(MOUNTED, async (dir) => {
    const access = await readClusterAccess(dir, { env: POD_ENV });
    assert.is(access.server.href, 'https://10.96.0.1/');
    assert.is(access.ca?.toString(), 'CA');
    assert.equal(access.credentials.headers, { authorization: 'Bearer token-1' });
    assert.is(access.credentials.cert, undefined);
    assert.is(access.namespace, 'gitshift-system');
    assert.ok(access.rejectUnauthorized);
  }));

test('an IPv6 API server address is bracketed in the URL', () =>
  withServiceAccountDir(MOUNTED, async (dir) => {
    const access = await readClusterAccess(dir, {
      env: { KUBERNETES_SERVICE_HOST: 'fd00::1', KUBERNETES_SERVICE_PORT: '6443' },
    });
    assert.is(access.server.host, '[fd00::1]:6443');
  }));

test('the token is read again as kubelet rotates it: after maxAge and after a 401', () =>
  withServiceAccountDir(MOUNTED, async (dir) => {
    const access = await readClusterAccess(dir, { env: POD_ENV });
    let now = 0;
    const credentials = new RenewingCredentials(
      access.credentials,
      access.renewCredentials,
      60_000,
      () => now,
    );
    writeFileSync(join(dir, 'token'), 'token-2\n');
    assert.equal((await credentials.current()).headers, { authorization: 'Bearer token-1' }, 'still fresh');
    now = 60_000;
    assert.equal((await credentials.current()).headers, { authorization: 'Bearer token-2' });
    writeFileSync(join(dir, 'token'), 'token-3\n');
    const sent = await credentials.current();
    assert.equal((await credentials.afterUnauthorized(sent))?.headers, { authorization: 'Bearer token-3' });
  }));

test('a ServiceAccount directory without the API server in the environment says what is missing', () =>
  withServiceAccountDir(MOUNTED, async (dir) => {
    try {
      await readClusterAccess(dir, { env: {} });
      assert.unreachable('read without an API server');
    } catch (error) {
      assert.instance(error, KubeApiError);
      assert.match(
        (error as Error).message,
        /KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT are not set/,
      );
    }
  }));

test('a mounted token without a CA or namespace file still reads (the system trust store is used)', () =>
  withServiceAccountDir({ token: 't' }, async (dir) => {
    const access = await readClusterAccess(dir, { env: POD_ENV });
    assert.is(access.ca, undefined);
    assert.is(access.namespace, undefined);
    assert.equal(access.credentials.headers, { authorization: 'Bearer t' });
  }));

test.run();

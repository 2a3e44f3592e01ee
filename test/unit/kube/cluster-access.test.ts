import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { readClusterAccess } from '../../../src/kube/cluster-access.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';

function kubeconfig(cluster: Record<string, unknown>, user: Record<string, unknown>, current = 'c'): string {
  return stringify({
    apiVersion: 'v1',
    kind: 'Config',
    clusters: [{ name: 'k', cluster }],
    users: [{ name: 'u', user }],
    contexts: [{ name: 'c', context: { cluster: 'k', user: 'u' } }],
    'current-context': current,
  });
}

async function withKubeconfig<T>(
  text: string,
  files: Record<string, string>,
  body: (path: string) => Promise<T>,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-kubeconfig-'));
  try {
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    writeFileSync(join(dir, 'config'), text);
    return await body(join(dir, 'config'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const b64 = (text: string): string => Buffer.from(text).toString('base64');

test('inline certificate data is decoded; the server and TLS settings are kept', async () => {
  const text = kubeconfig(
    { server: 'https://127.0.0.1:6443', 'certificate-authority-data': b64('CA'), 'tls-server-name': 'api' },
    { 'client-certificate-data': b64('CERT'), 'client-key-data': b64('KEY') },
  );
  await withKubeconfig(text, {}, async (path) => {
    const access = await readClusterAccess(path);
    assert.is(access.server.href, 'https://127.0.0.1:6443/');
    assert.equal(
      [access.ca?.toString(), access.cert?.toString(), access.key?.toString()],
      ['CA', 'CERT', 'KEY'],
    );
    assert.is(access.servername, 'api');
    assert.is(access.rejectUnauthorized, true);
    assert.equal(access.headers, {});
  });
});

test('certificate and token files are read relative to the kubeconfig', async () => {
  const text = kubeconfig(
    { server: 'https://h:1', 'certificate-authority': 'ca.crt', 'insecure-skip-tls-verify': true },
    { tokenFile: 'token' },
  );
  await withKubeconfig(text, { 'ca.crt': 'CA-FILE', token: 'secret-token\n' }, async (path) => {
    const access = await readClusterAccess(path);
    assert.is(access.ca?.toString(), 'CA-FILE');
    assert.equal(access.headers, { authorization: 'Bearer secret-token' });
    assert.is(access.rejectUnauthorized, false);
    writeFileSync(join(dirname(path), 'token'), 'rotated-token\n');
    assert.equal(await access.renewHeaders?.(false), { authorization: 'Bearer rotated-token' });
  });
});

test('an inline token or certificates cannot change: nothing to renew', async () => {
  const inline = kubeconfig({ server: 'https://h:1' }, { token: 'inline', tokenFile: 'token' });
  await withKubeconfig(inline, { token: 'from-file' }, async (path) => {
    const access = await readClusterAccess(path);
    assert.equal(access.headers, { authorization: 'Bearer inline' });
    assert.is(access.renewHeaders, undefined);
  });
});

test('an exec credential plugin is run through @kubernetes/client-node', async () => {
  const credential = JSON.stringify({
    apiVersion: 'client.authentication.k8s.io/v1',
    kind: 'ExecCredential',
    status: { token: 'from-exec' },
  });
  const text = kubeconfig(
    { server: 'https://h:1' },
    {
      exec: {
        apiVersion: 'client.authentication.k8s.io/v1',
        command: 'sh',
        args: ['-c', `printf '%s' '${credential}'`],
        interactiveMode: 'Never',
      },
    },
  );
  await withKubeconfig(text, {}, async (path) => {
    const access = await readClusterAccess(path);
    assert.is(access.headers['authorization'] ?? access.headers['Authorization'], 'Bearer from-exec');
  });
});

test('a kubeconfig whose current context names no cluster is a clear error', async () => {
  await withKubeconfig(kubeconfig({ server: 'https://h:1' }, {}, 'missing'), {}, async (path) => {
    try {
      await readClusterAccess(path);
      assert.unreachable('expected an error');
    } catch (error) {
      assert.instance(error, KubeApiError);
      assert.match((error as Error).message, /names no current cluster/);
    }
  });
});

test.run();

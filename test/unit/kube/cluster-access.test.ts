import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { readClusterAccess, type ClusterAccess } from '../../../src/kube/cluster-access.js';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { createPki, signClientCertificate } from '../../../testbed/src/pki.js';
import { kubeApiRejection } from '../../support/errors.js';
import { certificatePluginUser } from '../../support/exec-plugin.js';

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

interface Pair {
  readonly cert: string;
  readonly key: string;
}

let signed: { readonly dir: string; readonly alice: Pair; readonly bob: Pair } | undefined;

/** Two real certificate/key pairs (whether they match is checked), signed once by a throwaway testbed CA. */
function pairs(): { readonly alice: Pair; readonly bob: Pair } {
  if (signed === undefined) {
    const dir = mkdtempSync(join(tmpdir(), 'gitshift-pairs-'));
    const pki = createPki(dir);
    const sign = (name: string): Pair => {
      const paths = signClientCertificate(pki, { dir, name, subject: `/CN=${name}` });
      return { cert: readFileSync(paths.cert, 'utf8'), key: readFileSync(paths.key, 'utf8') };
    };
    signed = { dir, alice: sign('alice'), bob: sign('bob') };
  }
  return signed;
}

test.after(() => {
  if (signed !== undefined) rmSync(signed.dir, { recursive: true, force: true });
});

test('inline certificate data is decoded; the server and TLS settings are kept', async () => {
  const text = kubeconfig(
    { server: 'https://127.0.0.1:6443', 'certificate-authority-data': b64('CA'), 'tls-server-name': 'api' },
    { 'client-certificate-data': b64('CERT'), 'client-key-data': b64('KEY') },
  );
  await withKubeconfig(text, {}, async (path) => {
    const access = await readClusterAccess(path);
    assert.is(access.server.href, 'https://127.0.0.1:6443/');
    assert.equal(
      [access.ca?.toString(), access.credentials.cert?.toString(), access.credentials.key?.toString()],
      ['CA', 'CERT', 'KEY'],
    );
    assert.is(access.servername, 'api');
    assert.is(access.rejectUnauthorized, true);
    assert.equal(access.credentials.headers, {});
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
    assert.equal(access.credentials.headers, { authorization: 'Bearer secret-token' });
    assert.is(access.rejectUnauthorized, false);
    writeFileSync(join(dirname(path), 'token'), 'rotated-token\n');
    assert.equal((await access.renewCredentials?.(false))?.headers, {
      authorization: 'Bearer rotated-token',
    });
  });
});

test('an inline token or certificates cannot change: nothing to renew, even with files named too', async () => {
  const inline = kubeconfig(
    { server: 'https://h:1' },
    {
      token: 'inline',
      tokenFile: 'token',
      'client-certificate-data': b64('CERT'),
      'client-certificate': 'client.crt',
      'client-key-data': b64('KEY'),
      'client-key': 'client.key',
    },
  );
  const files = { token: 'from-file', 'client.crt': 'CERT-FILE', 'client.key': 'KEY-FILE' };
  await withKubeconfig(inline, files, async (path) => {
    const access = await readClusterAccess(path);
    assert.equal(access.credentials, {
      headers: { authorization: 'Bearer inline' },
      cert: Buffer.from('CERT'),
      key: Buffer.from('KEY'),
    });
    assert.is(access.renewCredentials, undefined);
  });
});

/** A kubeconfig whose user reads alice's certificate and key from client.crt and client.key beside it. */
async function withAliceFiles(
  body: (access: ClusterAccess, replace: (file: string, content: string) => void) => Promise<void>,
): Promise<void> {
  const text = kubeconfig(
    { server: 'https://h:1' },
    { 'client-certificate': 'client.crt', 'client-key': 'client.key' },
  );
  const { alice } = pairs();
  await withKubeconfig(text, { 'client.crt': alice.cert, 'client.key': alice.key }, async (path) => {
    const access = await readClusterAccess(path);
    assert.is(access.credentials.cert?.toString(), alice.cert);
    await body(access, (file, content) => writeFileSync(join(dirname(path), file), content));
  });
}

test('client certificate and key files are read again, as a pair, when renewed', async () => {
  const { bob } = pairs();
  await withAliceFiles(async (access, replace) => {
    replace('client.crt', bob.cert);
    replace('client.key', bob.key);
    const renewed = await access.renewCredentials?.(false);
    assert.equal([renewed?.cert?.toString(), renewed?.key?.toString()], [bob.cert, bob.key]);
  });
});

test('a certificate read with the key it is not for (replaced half-way) is unreadable, not sent', async () => {
  const { bob } = pairs();
  await withAliceFiles(async (access, replace) => {
    replace('client.crt', bob.cert);
    const error = await kubeApiRejection(Promise.resolve(access.renewCredentials?.(false)));
    assert.is(error.reason, 'CredentialsUnreadable');
    assert.match(error.message, /client certificate and key are not a pair \(.*key values mismatch\)/);
    replace('client.key', bob.key);
    assert.is((await access.renewCredentials?.(false))?.key?.toString(), bob.key);
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
    const { headers } = access.credentials;
    assert.is(headers['authorization'] ?? headers['Authorization'], 'Bearer from-exec');
  });
});

test('a client certificate from an exec plugin is renewed by running the plugin again', async () => {
  const { alice, bob } = pairs();
  await withKubeconfig('', { 'client.crt': alice.cert, 'client.key': alice.key }, async (path) => {
    const file = (name: string): string => join(dirname(path), name);
    const user = certificatePluginUser(file('client.crt'), file('client.key'));
    writeFileSync(path, kubeconfig({ server: 'https://h:1' }, user));
    const access = await readClusterAccess(path);
    assert.is(access.credentials.cert?.toString(), alice.cert);
    writeFileSync(file('client.crt'), bob.cert);
    writeFileSync(file('client.key'), bob.key);
    const renewed = await access.renewCredentials?.(true);
    assert.equal([renewed?.cert?.toString(), renewed?.key?.toString()], [bob.cert, bob.key]);
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

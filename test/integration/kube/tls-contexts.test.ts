import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TlsContexts } from '../../../src/kube/tls-contexts.js';
import { createPki, signClientCertificate } from '../../../testbed/src/pki.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-tls-contexts-'));
const pki = createPki(dir);
const ca = readFileSync(pki.caCert);
const pair = (name: string): { cert: Buffer; key: Buffer } => {
  const files = signClientCertificate(pki, { dir: pki.dir, name, subject: `/CN=${name}` });
  return { cert: readFileSync(files.cert), key: readFileSync(files.key) };
};

test.after(() => rmSync(dir, { recursive: true, force: true }));

test('the same certificate, read again into new buffers, reuses its context', () => {
  const contexts = new TlsContexts(ca);
  const alice = pair('alice');
  const first = contexts.for(alice);
  assert.is(contexts.for({ cert: Buffer.from(alice.cert), key: Buffer.from(alice.key) }), first);
});

test('a renewed certificate gets a context of its own; token credentials (no certificate) one with the CA only', () => {
  const contexts = new TlsContexts(ca);
  const alice = pair('alice-old');
  const renewed = pair('alice-new');
  const before = contexts.for(alice);
  const after = contexts.for(renewed);
  assert.is.not(after, before);
  assert.is(contexts.for(renewed), after);
  const tokenOnly = contexts.for({ cert: undefined, key: undefined });
  assert.is.not(tokenOnly, after);
  assert.is(contexts.for({ cert: undefined, key: undefined }), tokenOnly);
});

test('a key that does not match its certificate is refused when the context is built', () => {
  const contexts = new TlsContexts(ca);
  const one = pair('one');
  const other = pair('other');
  assert.throws(() => contexts.for({ cert: one.cert, key: other.key }));
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  RenewingCredentials,
  type Credentials,
  type RenewCredentials,
} from '../../../src/kube/renewing-credentials.js';
import { kubeApiRejection } from '../../support/errors.js';

const token = (value: string): Credentials => ({
  headers: { authorization: `Bearer ${value}` },
  cert: undefined,
  key: undefined,
});

/** A client certificate and key, as bytes read from two files. */
const certificate = (user: string): Credentials => ({
  headers: {},
  cert: Buffer.from(`CERT ${user}`),
  key: Buffer.from(`KEY ${user}`),
});

/** A renew function that hands out token-1, token-2, … and records whether each read was fresh. */
function counting(): { renew: RenewCredentials; reads: boolean[] } {
  const reads: boolean[] = [];
  const renew: RenewCredentials = (fresh) => {
    reads.push(fresh);
    return Promise.resolve(token(`token-${reads.length}`));
  };
  return { renew, reads };
}

test('credentials are read again only once they are older than the maximum age', async () => {
  let now = 0;
  const { renew, reads } = counting();
  const credentials = new RenewingCredentials(token('token-0'), renew, 1000, () => now);
  now = 999;
  assert.equal(await credentials.current(), token('token-0'));
  now = 1000;
  assert.equal(await credentials.current(), token('token-1'));
  now = 1500;
  assert.equal(await credentials.current(), token('token-1'));
  assert.equal(reads, [false]);
});

test('a client certificate and its key are renewed together, once older than the maximum age', async () => {
  let now = 0;
  let user = 'alice';
  const renew: RenewCredentials = () => Promise.resolve(certificate(user));
  const credentials = new RenewingCredentials(certificate('alice'), renew, 1000, () => now);
  user = 'bob';
  now = 999;
  assert.equal(await credentials.current(), certificate('alice'));
  now = 1000;
  assert.equal(await credentials.current(), certificate('bob'));
});

test('after a 401 the credentials are read afresh, once for requests refused together', async () => {
  const { renew, reads } = counting();
  const credentials = new RenewingCredentials(token('token-0'), renew, 60_000);
  const sent = await credentials.current();
  const renewed = await Promise.all([1, 2, 3].map(() => credentials.afterUnauthorized(sent)));
  assert.equal(
    renewed,
    [1, 2, 3].map(() => token('token-1')),
  );
  assert.equal(reads, [true]);
  // A request sent with the old token and refused later gets the new one without another read.
  assert.equal(await credentials.afterUnauthorized(sent), token('token-1'));
  assert.equal(reads, [true]);
});

test('after a 401 a replaced client certificate is retried with; the same bytes read again are not', async () => {
  let user = 'expired';
  const reads: boolean[] = [];
  const renew: RenewCredentials = (fresh) => {
    reads.push(fresh);
    // New buffers on each read, as from the files: equal bytes must count as the same certificate.
    return Promise.resolve(certificate(user));
  };
  const credentials = new RenewingCredentials(certificate('expired'), renew, 86_400_000);
  const refused = await credentials.current();
  assert.is(await credentials.afterUnauthorized(refused), undefined, 'nothing new on disk yet');
  user = 'renewed';
  const stillRefused = await credentials.current();
  assert.equal(await credentials.afterUnauthorized(stillRefused), certificate('renewed'));
  assert.equal(reads, [true, true]);
});

test('a key that changed while the certificate did not is still worth a retry', async () => {
  const old = certificate('alice');
  const renew: RenewCredentials = () => Promise.resolve({ ...old, key: Buffer.from('KEY alice, new') });
  const credentials = new RenewingCredentials(old, renew);
  assert.equal(await credentials.afterUnauthorized(await credentials.current()), {
    ...old,
    key: Buffer.from('KEY alice, new'),
  });
});

test('a 401 when the credentials read afresh are the same ones: nothing to retry with', async () => {
  const same: RenewCredentials = () => Promise.resolve(token('same'));
  const credentials = new RenewingCredentials(token('same'), same);
  assert.is(await credentials.afterUnauthorized(await credentials.current()), undefined);
});

test('credentials that cannot change are never read again', async () => {
  let now = 0;
  const credentials = new RenewingCredentials(certificate('inline'), undefined, 1, () => now);
  now = 10;
  assert.equal(await credentials.current(), certificate('inline'));
  assert.is(await credentials.afterUnauthorized(certificate('inline')), undefined);
});

test('a failed read is a KubeApiError that says what failed, and the next request tries again', async () => {
  let now = 0;
  let fail = true;
  const renew: RenewCredentials = () =>
    fail ? Promise.reject(new Error('ENOENT: token')) : Promise.resolve(token('ok'));
  const credentials = new RenewingCredentials(token('old'), renew, 10, () => now);
  now = 20;
  await assertUnreadable(credentials.current(), /could not be read again: ENOENT: token/);
  fail = false;
  assert.equal(await credentials.current(), token('ok'));
});

test('a read that throws at once, rather than rejecting, is the same KubeApiError', async () => {
  const renew: RenewCredentials = () => {
    throw new Error("ENOENT: no such file or directory, open 'client.crt'");
  };
  const credentials = new RenewingCredentials(certificate('alice'), renew);
  await assertUnreadable(
    credentials.afterUnauthorized(await credentials.current()),
    /could not be read again: ENOENT: no such file or directory, open 'client.crt'/,
  );
});

async function assertUnreadable(pending: Promise<unknown>, message: RegExp): Promise<void> {
  const error = await kubeApiRejection(pending);
  assert.is(error.reason, 'CredentialsUnreadable');
  assert.match(error.message, message);
}

test.run();

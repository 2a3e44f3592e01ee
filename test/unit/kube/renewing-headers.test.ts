import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { KubeApiError } from '../../../src/kube/kube-error.js';
import { RenewingHeaders, type RenewHeaders } from '../../../src/kube/renewing-headers.js';

/** A renew function that hands out token-1, token-2, … and records whether each read was fresh. */
function counting(): { renew: RenewHeaders; reads: boolean[] } {
  const reads: boolean[] = [];
  const renew: RenewHeaders = (fresh) => {
    reads.push(fresh);
    return Promise.resolve({ authorization: `Bearer token-${reads.length}` });
  };
  return { renew, reads };
}

test('headers are read again only once they are older than the maximum age', async () => {
  let now = 0;
  const { renew, reads } = counting();
  const headers = new RenewingHeaders({ authorization: 'Bearer token-0' }, renew, 1000, () => now);
  now = 999;
  assert.equal(await headers.current(), { authorization: 'Bearer token-0' });
  now = 1000;
  assert.equal(await headers.current(), { authorization: 'Bearer token-1' });
  now = 1500;
  assert.equal(await headers.current(), { authorization: 'Bearer token-1' });
  assert.equal(reads, [false]);
});

test('after a 401 the credentials are read afresh, once for requests refused together', async () => {
  const { renew, reads } = counting();
  const headers = new RenewingHeaders({ authorization: 'Bearer token-0' }, renew, 60_000);
  const sent = await headers.current();
  const renewed = await Promise.all([1, 2, 3].map(() => headers.afterUnauthorized(sent)));
  assert.equal(
    renewed,
    [1, 2, 3].map(() => ({ authorization: 'Bearer token-1' })),
  );
  assert.equal(reads, [true]);
  // A request sent with the old token and refused later gets the new one without another read.
  assert.equal(await headers.afterUnauthorized(sent), { authorization: 'Bearer token-1' });
  assert.equal(reads, [true]);
});

test('a 401 when the credentials read afresh are the same ones: nothing to retry with', async () => {
  const same: RenewHeaders = () => Promise.resolve({ authorization: 'Bearer same' });
  const headers = new RenewingHeaders({ authorization: 'Bearer same' }, same);
  assert.is(await headers.afterUnauthorized(await headers.current()), undefined);
});

test('credentials that cannot change are never read again', async () => {
  let now = 0;
  const headers = new RenewingHeaders({}, undefined, 1, () => now);
  now = 10;
  assert.equal(await headers.current(), {});
  assert.is(await headers.afterUnauthorized({}), undefined);
});

test('a failed read is a KubeApiError that says what failed, and the next request tries again', async () => {
  let now = 0;
  let fail = true;
  const renew: RenewHeaders = () =>
    fail ? Promise.reject(new Error('ENOENT: token')) : Promise.resolve({ authorization: 'Bearer ok' });
  const headers = new RenewingHeaders({ authorization: 'Bearer old' }, renew, 10, () => now);
  now = 20;
  try {
    await headers.current();
    assert.unreachable('expected an error');
  } catch (error) {
    assert.instance(error, KubeApiError);
    assert.is((error as KubeApiError).reason, 'CredentialsUnreadable');
    assert.match((error as Error).message, /could not be read again: ENOENT: token/);
  }
  fail = false;
  assert.equal(await headers.current(), { authorization: 'Bearer ok' });
});

test.run();

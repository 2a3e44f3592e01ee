import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { microTime, readLease } from '../../../src/leases/lease-record.js';
import {
  isMemberLeaseName,
  memberLeaseName,
  shardLeaseName,
  shardOfLeaseName,
} from '../../../src/leases/lease-names.js';

test('shard Lease names go both ways; other Leases are no shard', () => {
  assert.is(shardLeaseName(7), 'gitshift-shard-7');
  assert.is(shardOfLeaseName('gitshift-shard-7'), 7);
  assert.is(shardOfLeaseName('gitshift-leader'), undefined);
  assert.is(shardOfLeaseName('gitshift-shard-x'), undefined);
});

test('an identity that is a valid name is used as is', () => {
  assert.is(memberLeaseName('host-1-4242'), 'gitshift-member-host-1-4242');
  assert.ok(isMemberLeaseName(memberLeaseName('host-1-4242')));
});

test('an identity that is no valid name is folded and suffixed with its hash, so two never collide', () => {
  const a = memberLeaseName('Host_A-1');
  const b = memberLeaseName('host-a-1');
  assert.match(a, /^gitshift-member-host-a-1-[0-9a-f]{8}$/);
  assert.is(b, 'gitshift-member-host-a-1');
  assert.is.not(a, b);
  const long = memberLeaseName('x'.repeat(400));
  assert.ok(long.length <= 253, `${long.length}`);
  assert.match(long, /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/);
});

test('MicroTime has six fractional digits, as the API server parses it', () => {
  assert.is(microTime(Date.UTC(2026, 10, 24, 7, 16, 21, 123)), '2026-11-24T07:16:21.123000Z');
});

test('a Lease reads into its record; missing fields read as a free Lease', () => {
  const read = readLease({
    metadata: { name: 'gitshift-leader', resourceVersion: '42' },
    spec: { holderIdentity: 'a', leaseDurationSeconds: 10, leaseTransitions: 2, renewTime: 'now' },
  });
  assert.equal(read, {
    name: 'gitshift-leader',
    resourceVersion: '42',
    record: {
      holderIdentity: 'a',
      leaseDurationSeconds: 10,
      leaseTransitions: 2,
      acquireTime: undefined,
      renewTime: 'now',
    },
  });
  assert.is(readLease({ metadata: { name: 'x' } }).record.holderIdentity, '');
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fnv1a32, shardOf } from '../../../src/leases/shard-of.js';

test('FNV-1a 32 matches the published test vectors', () => {
  assert.is(fnv1a32(''), 0x811c9dc5);
  assert.is(fnv1a32('a'), 0xe40c292c);
  assert.is(fnv1a32('foobar'), 0xbf9cf968);
});

test('FNV-1a hashes the UTF-8 bytes, not UTF-16 code units', () => {
  // 'é' is 0xc3 0xa9 in UTF-8: two rounds of xor-and-multiply.
  let expected = 0x811c9dc5;
  for (const byte of [0xc3, 0xa9]) expected = Math.imul(expected ^ byte, 0x01000193) >>> 0;
  assert.is(fnv1a32('é'), expected);
});

test('a project keeps its shard: the same name, the same shard, every time', () => {
  assert.is(shardOf('shop', 3), fnv1a32('shop') % 3);
  assert.is(shardOf('shop', 3), shardOf('shop', 3));
  assert.is(shardOf('anything', 1), 0);
});

test('3,000 projects spread evenly over 3 shards (each within 10% of a third)', () => {
  const counts = [0, 0, 0];
  for (let i = 0; i < 3000; i++) counts[shardOf(`project-${i}`, 3)]! += 1;
  for (const count of counts) assert.ok(count > 900 && count < 1100, `${counts.join(', ')}`);
});

test('a shard count out of range is refused', () => {
  assert.throws(() => shardOf('shop', 0), /positive integer/);
  assert.throws(() => shardOf('shop', 1.5), /positive integer/);
});

test.run();

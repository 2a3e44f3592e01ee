import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  FlushPlacement,
  POOL_BATCHES_AFTER_SLOW_FLUSH,
  SLOW_LOOP_FLUSH_MS,
} from '../../../src/webhooks/flush-placement.js';

test('a lone delivery is flushed on the loop, several at once in the thread pool', () => {
  const placement = new FlushPlacement();
  assert.is(placement.place(1), 'loop');
  assert.is(placement.place(2), 'pool');
  assert.is(placement.place(500), 'pool');
  placement.flushedOnLoop(SLOW_LOOP_FLUSH_MS);
  assert.is(placement.place(1), 'loop', 'a flush at the limit is not slow');
});

test('after a slow flush on the loop, the next batches go to the pool, then the loop is tried again', () => {
  const placement = new FlushPlacement();
  placement.flushedOnLoop(SLOW_LOOP_FLUSH_MS + 1);
  const places = Array.from({ length: POOL_BATCHES_AFTER_SLOW_FLUSH + 1 }, () => placement.place(1));
  assert.ok(
    places.slice(0, POOL_BATCHES_AFTER_SLOW_FLUSH).every((p) => p === 'pool'),
    'the batches after a slow flush',
  );
  assert.is(places.at(-1), 'loop');
});

test.run();

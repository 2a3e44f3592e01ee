/** A flush on the event loop taking longer than this sends the next ones to the thread pool. */
export const SLOW_LOOP_FLUSH_MS = 5;
/** How many batches go to the thread pool after a slow flush on the loop, before the loop tries again. */
export const POOL_BATCHES_AFTER_SLOW_FLUSH = 100;

/**
 * Where the delivery log's next write and fdatasync run. A lone delivery is
 * flushed on the event loop itself: a flush takes well under a millisecond on
 * a sound disk, while each hand-off to libuv's thread pool and back waits for
 * a free core, and on a busy machine (serve syncing beside its API server)
 * pool threads waited up to 40 ms for one. Several deliveries at once go to the
 * pool, so the loop keeps reading the next ones while the disk flushes. A
 * slow flush on the loop (a slow or busy disk) sends the next batches to the
 * pool for a while, so the loop is not held by the disk again and again.
 */
export class FlushPlacement {
  private poolBatchesLeft = 0;

  /** Where the flush of a batch of `writes` queued writes runs (one per delivery's commit or forget). */
  place(writes: number): 'loop' | 'pool' {
    if (this.poolBatchesLeft > 0) {
      this.poolBatchesLeft -= 1;
      return 'pool';
    }
    return writes === 1 ? 'loop' : 'pool';
  }

  /** How long a flush on the loop took. */
  flushedOnLoop(ms: number): void {
    if (ms > SLOW_LOOP_FLUSH_MS) this.poolBatchesLeft = POOL_BATCHES_AFTER_SLOW_FLUSH;
  }
}

/**
 * A token bucket on a caller's clock: `burst` tokens at first, one more every
 * `refillMs`, never more than `burst`. client-go's spam filter gives each
 * event source and object one (burst 25, one per 5 minutes).
 */
export class TokenBucket {
  #tokens: number;
  #updatedMs: number;

  constructor(
    readonly burst: number,
    readonly refillMs: number,
    nowMs: number,
  ) {
    this.#tokens = burst;
    this.#updatedMs = nowMs;
  }

  /** Takes a token if there is one; false when the bucket is empty. */
  take(nowMs: number): boolean {
    this.#refill(nowMs);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  /** Whether the bucket is full again at `nowMs`: it then holds nothing worth keeping. */
  isFull(nowMs: number): boolean {
    this.#refill(nowMs);
    return this.#tokens >= this.burst;
  }

  #refill(nowMs: number): void {
    const elapsed = Math.max(0, nowMs - this.#updatedMs);
    this.#tokens = Math.min(this.burst, this.#tokens + elapsed / this.refillMs);
    this.#updatedMs = nowMs;
  }
}

/** How often and how patiently to retry one kind of failure. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly attempts: number;
  /** Delay before the second attempt; it doubles after each failure. */
  readonly baseMs: number;
  /** The delay never grows beyond this. */
  readonly maxMs: number;
}

/**
 * The delay before retry number `retry` (1 for the first retry): exponential,
 * capped, with jitter between half and all of it so that writers that
 * collided once do not collide again in lockstep.
 */
export function backoffDelay(retry: number, { baseMs, maxMs }: RetryPolicy, random: () => number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
  return Math.round(exponential * (0.5 + random() * 0.5));
}

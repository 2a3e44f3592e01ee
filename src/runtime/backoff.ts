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
 * collided once do not collide again in lockstep. A server's `Retry-After`
 * (`retryAfterMs`) is honoured: the delay is never shorter than it asks, up
 * to the policy's cap.
 */
export function backoffDelay(
  retry: number,
  { baseMs, maxMs }: Pick<RetryPolicy, 'baseMs' | 'maxMs'> & Partial<RetryPolicy>,
  random: () => number = Math.random,
  retryAfterMs?: number,
): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
  const jittered = Math.round(exponential * (0.5 + random() * 0.5));
  return retryAfterMs === undefined ? jittered : Math.max(jittered, Math.min(maxMs, retryAfterMs));
}

/**
 * A `Retry-After` header (RFC 9110: delay-seconds or an HTTP-date) in
 * milliseconds from `now`; undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null | undefined, now: number): number | undefined {
  if (header === null || header === undefined) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

import { GitshiftError } from '../errors/index.js';
import { backoffDelay, type RetryPolicy } from './backoff.js';
import { sleep, type Clock } from './clock.js';

export interface RetryTransientOptions {
  /** How patient to be; `attempts: Infinity` waits out any outage (until `signal`). */
  readonly policy: RetryPolicy;
  readonly clock: Clock;
  /** Ends the waiting: the last error is thrown as it is. */
  readonly signal: AbortSignal;
  /** Told of each failure that will be tried again, and when. */
  readonly onRetry?: (error: GitshiftError, delayMs: number) => void;
  /** Default: Math.random (the backoff's jitter). */
  readonly random?: () => number;
}

/**
 * Runs `work` until it succeeds, retrying what a GitshiftError calls
 * transient (a dependency down, a timeout) with the runtime's capped backoff;
 * anything else, the policy's last attempt, or an abort throws.
 */
export async function retryTransient<T>(work: () => Promise<T>, options: RetryTransientOptions): Promise<T> {
  const { policy, clock, signal, onRetry, random = Math.random } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof GitshiftError) || !error.transient) throw error;
      if (attempt >= policy.attempts || signal.aborted) throw error;
      const delayMs = backoffDelay(attempt, policy, random);
      onRetry?.(error, delayMs);
      try {
        await sleep(clock, delayMs, signal);
      } catch {
        throw error;
      }
    }
  }
}

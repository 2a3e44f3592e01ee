import { GitshiftError } from '../errors/index.js';
import { sleep, SYSTEM_CLOCK, throwIfAborted, type Clock } from './clock.js';

export interface PollOptions {
  /** Time between checks. */
  readonly intervalMs: number;
  /** How long to keep checking before giving up with TIMED_OUT. */
  readonly timeoutMs: number;
  /** Aborting stops the polling at once with ABORTED. */
  readonly signal?: AbortSignal;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** What is awaited, for the TIMED_OUT message: "Deployment shop/web to be available". */
  readonly what: string;
}

/**
 * Checks until `check` returns a value (not undefined), and returns it. The
 * first check is immediate. Gives up with TIMED_OUT (transient: the state may
 * yet arrive) once `timeoutMs` has passed, or ABORTED when the signal is
 * aborted. An error thrown by `check` ends the polling with that error.
 */
export async function pollUntil<T>(
  check: () => Promise<T | undefined>,
  { intervalMs, timeoutMs, signal, clock = SYSTEM_CLOCK, what }: PollOptions,
): Promise<T> {
  const deadline = clock.now() + timeoutMs;
  for (;;) {
    throwIfAborted(signal, `waiting for ${what}`);
    const found = await check();
    if (found !== undefined) return found;
    const left = deadline - clock.now();
    if (left <= 0) {
      throw new GitshiftError(
        'TIMED_OUT',
        `gave up waiting for ${what} after ${Math.round(timeoutMs / 1000)} s`,
        { what, timeoutMs },
        { transient: true },
      );
    }
    await sleep(clock, Math.min(intervalMs, left), signal, `waiting for ${what}`);
  }
}

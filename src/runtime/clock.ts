import { GitshiftError } from '../errors/index.js';
import { onAbort } from './abort-listeners.js';

/**
 * Time, injected: the one clock every timer, deadline and backoff of gitshift
 * reads, so that tests drive time with a manual clock (test/support/manual-clock.ts).
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The longest delay a Node timer takes as given: about 24.8 days. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  // Node fires a timer of more than 2^31-1 ms after 1 ms; a longer wait (a resync interval of 1000h) fires at the longest a timer can be instead.
  setTimeout: (callback, ms) => setTimeout(callback, Math.min(ms, LONGEST_TIMER_MS)),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Waits `ms` on the clock. Rejects with an ABORTED error, at once, when the
 * signal is or becomes aborted, and clears its timer, so a stopping daemon
 * never waits out a sleep. `what` names the wait in that error ("waiting for
 * Deployment shop/web").
 */
export function sleep(clock: Clock, ms: number, signal?: AbortSignal, what?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(abortedError(signal, what));
      return;
    }
    let stopListening = (): void => undefined;
    const handle = clock.setTimeout(() => {
      stopListening();
      resolve();
    }, ms);
    if (signal !== undefined)
      stopListening = onAbort(signal, () => {
        clock.clearTimeout(handle);
        reject(abortedError(signal, what));
      });
  });
}

/** The error of work given up because its signal was aborted; the signal's reason is the cause. */
export function abortedError(signal: AbortSignal, what = 'the wait'): GitshiftError {
  const reason: unknown = signal.reason;
  const why = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'aborted';
  return new GitshiftError('ABORTED', `${what} was abandoned: ${why}`, {}, { cause: reason });
}

/** Throws the ABORTED error when the signal is aborted; for loops that check between steps. */
export function throwIfAborted(signal: AbortSignal | undefined, what?: string): void {
  if (signal?.aborted === true) throw abortedError(signal, what);
}

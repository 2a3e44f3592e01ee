import { GitshiftError } from '../errors/index.js';
import { onAbort } from './abort-listeners.js';
import { abortedError } from './clock.js';

/**
 * `work`, or the ABORTED error at once when the signal is or becomes aborted,
 * for a wait on something shared that this caller alone cannot cancel (a
 * cached lookup other callers wait on too). The work itself goes on; its
 * outcome is then ignored.
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal | undefined, what?: string): Promise<T> {
  if (signal === undefined) return work;
  if (signal.aborted) {
    // Its outcome is for its other waiters; unobserved here, a rejection must not go unhandled.
    work.catch(() => undefined);
    return Promise.reject(abortedError(signal, what));
  }
  return new Promise<T>((resolve, reject) => {
    const stopListening = onAbort(signal, () => reject(abortedError(signal, what)));
    work.finally(stopListening).then(resolve, reject);
  });
}

/** Whether `error` is work given up because its signal was aborted (`abortedError`). */
export function isAborted(error: unknown): boolean {
  return error instanceof GitshiftError && error.code === 'ABORTED';
}

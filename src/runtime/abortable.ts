import { setMaxListeners } from 'node:events';
import { GitshiftError } from '../errors/index.js';
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
    const onAbort = (): void => reject(abortedError(signal, what));
    signal.addEventListener('abort', onAbort, { once: true });
    work.finally(() => signal.removeEventListener('abort', onAbort)).then(resolve, reject);
  });
}

/** Whether `error` is work given up because its signal was aborted (`abortedError`). */
export function isAborted(error: unknown): boolean {
  return error instanceof GitshiftError && error.code === 'ABORTED';
}

/**
 * An AbortController for a signal that much work shares at once, such as a
 * daemon's stop signal: every request in flight, sleep and poll listens on
 * it, and Node warns of a leak past 10 listeners on one signal. Each of them
 * removes its listener when it ends.
 */
export function sharedAbortController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  return controller;
}

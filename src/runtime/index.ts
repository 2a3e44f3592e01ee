export type { Clock } from './clock.js';
export { abortedError, sleep, SYSTEM_CLOCK, throwIfAborted } from './clock.js';
export { onAbort } from './abort-listeners.js';
export { abortable, isAborted } from './abortable.js';
export type { RetryPolicy } from './backoff.js';
export { backoffDelay, retryAfterMs } from './backoff.js';
export type { PollOptions } from './poll-until.js';
export { pollUntil } from './poll-until.js';
export { mapBounded } from './bounded.js';

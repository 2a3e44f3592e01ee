/**
 * `git fetch` without its housekeeping: no auto-maintenance or auto-gc run
 * after each fetch and no FETCH_HEAD. Each of those is another process on
 * every write-back attempt, between the fetch and the push.
 */
export const QUICK_FETCH: readonly string[] = [
  '-c',
  'gc.auto=0',
  '-c',
  'maintenance.auto=false',
  'fetch',
  '--no-write-fetch-head',
  '--no-auto-maintenance',
];

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { retryTransient } from '../../../src/runtime/index.js';
import { gitshiftRejection } from '../../support/errors.js';
import { flush, manualClock } from '../../support/manual-clock.js';

const down = (): GitshiftError =>
  new GitshiftError('REGISTRY_UNREACHABLE', 'registry r.io: connect ECONNREFUSED', {}, { transient: true });
const FOREVER = { attempts: Infinity, baseMs: 500, maxMs: 2000 };

/** Work that fails transiently `failures` times, then returns 'done'. */
function flaky(failures: number) {
  let calls = 0;
  return {
    calls: () => calls,
    work: () => {
      calls++;
      return calls <= failures ? Promise.reject(down()) : Promise.resolve('done');
    },
  };
}

test('a dependency that is down is waited out, however long, with the delay capped', async () => {
  const clock = manualClock();
  const { work, calls } = flaky(20);
  const retries: number[] = [];
  const result = retryTransient(work, {
    policy: FOREVER,
    clock,
    signal: new AbortController().signal,
    onRetry: (_, delayMs) => retries.push(delayMs),
    random: () => 1,
  });
  for (let i = 0; i < 20; i++) await clock.advanceSettling(2000);
  assert.is(await result, 'done');
  assert.is(calls(), 21);
  assert.equal(retries.slice(0, 4), [500, 1000, 2000, 2000], 'doubling from 0.5 s, never past 2 s');
  assert.ok(retries.every((ms) => ms <= 2000));
});

test('a refusal (not transient) is thrown at once, never retried', async () => {
  let calls = 0;
  const refused = new GitshiftError('WRITEBACK_RESULT_INVALID', 'the edit would break the file');
  const result = retryTransient(
    () => {
      calls++;
      return Promise.reject(refused);
    },
    { policy: FOREVER, clock: manualClock(), signal: new AbortController().signal },
  );
  assert.is(await gitshiftRejection(result), refused);
  assert.is(calls, 1);
});

test("the policy's attempts bound the retries; the last error is thrown", async () => {
  const clock = manualClock();
  const { work, calls } = flaky(10);
  const result = retryTransient(work, {
    policy: { attempts: 3, baseMs: 1, maxMs: 1 },
    clock,
    signal: new AbortController().signal,
  });
  const settled = result.then(
    () => 'resolved',
    (error: unknown) => (error as GitshiftError).code,
  );
  for (let i = 0; i < 3; i++) await clock.advanceSettling(1);
  assert.is(await settled, 'REGISTRY_UNREACHABLE');
  assert.is(calls(), 3);
});

test('a stop ends the wait at once with the error that was being waited out', async () => {
  const clock = manualClock();
  const stop = new AbortController();
  const { work, calls } = flaky(100);
  const result = retryTransient(work, { policy: FOREVER, clock, signal: stop.signal });
  await flush();
  stop.abort();
  assert.is((await gitshiftRejection(result)).code, 'REGISTRY_UNREACHABLE');
  assert.is(calls(), 1);
});

test.run();

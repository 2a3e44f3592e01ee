import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import {
  abortable,
  backoffDelay,
  isAborted,
  onAbort,
  pollUntil,
  retryAfterMs,
  sleep,
  SYSTEM_CLOCK,
} from '../../../src/runtime/index.js';
import { flush, manualClock } from '../../support/manual-clock.js';

const policy = { attempts: 5, baseMs: 100, maxMs: 1000 };

const delays: [string, number, number, number | undefined, number][] = [
  ['first retry, no jitter drawn', 1, 1, undefined, 100],
  ['first retry, least jitter', 1, 0, undefined, 50],
  ['doubles', 3, 1, undefined, 400],
  ['capped', 10, 1, undefined, 1000],
  ['Retry-After longer than the backoff wins', 1, 1, 600, 600],
  ['Retry-After is capped by the policy', 1, 1, 60_000, 1000],
  ['Retry-After shorter than the backoff is not a reason to hurry', 3, 1, 10, 400],
];
for (const [name, retry, random, after, expected] of delays) {
  test(`backoff: ${name}`, () => {
    // random() is in [0, 1); 1 stands for its upper end, where no jitter is taken off.
    assert.is(
      backoffDelay(retry, policy, () => random, after),
      expected,
    );
  });
}

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  assert.is(retryAfterMs('3', now), 3000);
  assert.is(retryAfterMs('Mon, 23 Nov 2026 12:00:07 GMT', now), 7000);
  assert.is(retryAfterMs('Mon, 23 Nov 2026 11:00:00 GMT', now), 0);
  assert.is(retryAfterMs('soon', now), undefined);
  assert.is(retryAfterMs(null, now), undefined);
});

test('sleep ends at once when its signal is aborted, with ABORTED, and leaves no timer', async () => {
  const clock = manualClock();
  const controller = new AbortController();
  const slept = sleep(clock, 60_000, controller.signal).then(
    () => 'woke',
    (error: unknown) => (error instanceof GitshiftError ? error.code : 'other'),
  );
  controller.abort(new Error('serve is stopping'));
  assert.is(await slept, 'ABORTED');
  clock.advance(60_000);
});

test('pollUntil checks at once, then every interval, and returns the first value', async () => {
  const clock = manualClock();
  let checks = 0;
  const polled = pollUntil(() => Promise.resolve(++checks === 3 ? 'ready' : undefined), {
    intervalMs: 1000,
    timeoutMs: 10_000,
    clock,
    what: 'the thing',
  });
  await flush();
  assert.is(checks, 1);
  await clock.advanceSettling(2000);
  assert.is(await polled, 'ready');
  assert.equal(clock.delays, [1000, 1000]);
});

test('pollUntil gives up with a transient TIMED_OUT naming what it waited for', async () => {
  const clock = manualClock();
  const polled = pollUntil(() => Promise.resolve(undefined), {
    intervalMs: 1000,
    timeoutMs: 2500,
    clock,
    what: 'Deployment shop/web',
  }).catch((error: unknown) => error);
  await flush();
  await clock.advanceSettling(3000);
  const error = (await polled) as GitshiftError;
  assert.is(error.code, 'TIMED_OUT');
  assert.ok(error.transient);
  assert.match(error.message, /Deployment shop\/web/);
  assert.equal(clock.delays, [1000, 1000, 500]);
});

test('pollUntil stops with ABORTED when its signal is aborted between checks', async () => {
  const clock = manualClock();
  const controller = new AbortController();
  const polled = pollUntil(() => Promise.resolve(undefined), {
    intervalMs: 1000,
    timeoutMs: 60_000,
    clock,
    signal: controller.signal,
    what: 'a rollout',
  }).catch((error: unknown) => error as GitshiftError);
  await flush();
  controller.abort(new Error('serve is stopping'));
  const error = (await polled) as GitshiftError;
  assert.is(error.code, 'ABORTED');
  assert.is(error.message, 'waiting for a rollout was abandoned: serve is stopping');
});

test('abortable gives up on shared work at once when its own signal is aborted; the work goes on', async () => {
  let finish: (value: string) => void = () => undefined;
  const shared = new Promise<string>((resolve) => (finish = resolve));
  const controller = new AbortController();
  const mine = abortable(shared, controller.signal, 'discovery of v1').catch((error: unknown) => error);
  const theirs = abortable(shared, new AbortController().signal);
  controller.abort(new Error('serve is stopping'));
  const error = await mine;
  assert.ok(isAborted(error));
  assert.match((error as Error).message, 'discovery of v1 was abandoned: serve is stopping');
  finish('resources');
  assert.is(await theirs, 'resources');
  assert.is(await abortable(Promise.resolve(1), undefined), 1);
  assert.ok(isAborted(await abortable(shared, AbortSignal.abort()).catch((e: unknown) => e)));
});

test('many concurrent waits on one stop signal make no leak warning, and all end when it aborts', async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error): void => void warnings.push(warning.message);
  process.on('warning', onWarning);
  try {
    const controller = new AbortController();
    await Promise.all(Array.from({ length: 32 }, () => sleep(SYSTEM_CLOCK, 1, controller.signal)));
    const waits = Array.from({ length: 32 }, () =>
      sleep(SYSTEM_CLOCK, 60_000, controller.signal).catch((error: unknown) => isAborted(error)),
    );
    controller.abort();
    assert.equal(
      await Promise.all(waits),
      Array.from({ length: 32 }, () => true),
    );
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(warnings, []);
  } finally {
    process.off('warning', onWarning);
  }
});

test('onAbort calls each registration once on abort, none that stopped listening, and at once on an aborted signal', () => {
  const controller = new AbortController();
  const calls: string[] = [];
  const note = (name: string) => () => void calls.push(name);
  onAbort(controller.signal, note('a'));
  const stop = onAbort(controller.signal, note('b'));
  const twice = note('c');
  onAbort(controller.signal, twice);
  onAbort(controller.signal, twice);
  stop();
  controller.abort();
  controller.abort();
  assert.equal(calls, ['a', 'c', 'c']);
  onAbort(controller.signal, note('late'));
  assert.equal(calls, ['a', 'c', 'c', 'late']);
});

test('the system clock never lets a long wait overflow into an immediate timer', async () => {
  let fired = false;
  const handle = SYSTEM_CLOCK.setTimeout(() => (fired = true), 1000 * 3600 * 1000);
  await new Promise((resolve) => setTimeout(resolve, 20));
  SYSTEM_CLOCK.clearTimeout(handle);
  assert.is(fired, false);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stepsToEnd, type Steps } from '../../../src/model/steps.js';
import { runSliced } from '../../../src/runtime/index.js';

/** Steps that each burn `ms` of CPU; their count. */
function* busy(steps: number, ms: number): Steps<number> {
  for (let i = 0; i < steps; i++) {
    const until = performance.now() + ms;
    while (performance.now() < until);
    yield;
  }
  return steps;
}

test('sliced work gives the same result as running it to the end', async () => {
  assert.is(await runSliced(busy(5, 0)), stepsToEnd(busy(5, 0)));
});

test('other work runs between slices: a timer due meanwhile waits about a slice, not the whole work', async () => {
  const started = performance.now();
  let firedAfter: number | undefined;
  setTimeout(() => (firedAfter = performance.now() - started), 1);
  // 40 steps of 2 ms: 80 ms in all, run in slices of 4 ms.
  await runSliced(busy(40, 2), { sliceMs: 4 });
  const whole = performance.now() - started;
  assert.ok(
    firedAfter !== undefined && firedAfter < whole / 2,
    `the timer fired after ${firedAfter} ms of ${whole}`,
  );
});

test('an aborted signal ends it between slices with ABORTED', async () => {
  const controller = new AbortController();
  controller.abort(new Error('stopping'));
  try {
    await runSliced(busy(10, 2), { sliceMs: 1, signal: controller.signal });
    assert.unreachable('it ran to the end');
  } catch (error) {
    assert.is((error as { code?: string }).code, 'ABORTED');
  }
});

test.run();

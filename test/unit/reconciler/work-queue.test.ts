import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WorkQueue } from '../../../src/reconciler/work-queue.js';
import { flush, manualClock } from '../../support/manual-clock.js';

/** Work that finishes when the test says so. */
function gatedWork() {
  const started: string[] = [];
  const gates: (() => void)[] = [];
  const work = (project: string) =>
    new Promise<void>((resolve) => {
      started.push(project);
      gates.push(resolve);
    });
  return {
    started,
    work,
    release: async () => {
      gates.shift()?.();
      await flush();
    },
  };
}

test('triggers for a project that is already queued coalesce into one run', async () => {
  const { started, work, release } = gatedWork();
  const queue = new WorkQueue({ work, concurrency: 1, scheduler: manualClock(), resyncIntervalMs: 0 });
  queue.enqueue('a');
  assert.is(queue.enqueue('b'), true);
  assert.is(queue.enqueue('b'), false, 'second trigger for queued b coalesces');
  await release();
  await release();
  await queue.idle();
  assert.equal(started, ['a', 'b']);
});

test('a trigger while a project runs makes exactly one more run after it', async () => {
  const { started, work, release } = gatedWork();
  const queue = new WorkQueue({ work, scheduler: manualClock(), resyncIntervalMs: 0 });
  queue.enqueue('a');
  await flush();
  assert.is(queue.enqueue('a'), true);
  assert.is(queue.enqueue('a'), false);
  await release();
  await release();
  await queue.idle();
  assert.equal(started, ['a', 'a']);
});

test('projects run in parallel up to the bound, never the same project twice at once', async () => {
  const { started, work, release } = gatedWork();
  const queue = new WorkQueue({ work, concurrency: 2, scheduler: manualClock(), resyncIntervalMs: 0 });
  for (const p of ['a', 'b', 'c']) queue.enqueue(p);
  await flush();
  assert.equal(started, ['a', 'b']);
  await release();
  assert.equal(started, ['a', 'b', 'c']);
  await release();
  await release();
  await queue.idle();
});

test('failures retry with exponential backoff and success resets it', async () => {
  const clock = manualClock();
  let calls = 0;
  const queue = new WorkQueue({
    work: () => (++calls <= 3 ? Promise.reject(new Error(`attempt ${calls} failed`)) : Promise.resolve()),
    scheduler: clock,
    baseBackoffMs: 100,
    resyncIntervalMs: 0,
  });
  queue.enqueue('a');
  await flush();
  assert.equal(queue.status()[0]?.lastError, 'attempt 1 failed');
  await clock.advanceSettling(100);
  await clock.advanceSettling(200);
  await clock.advanceSettling(400);
  assert.is(calls, 4);
  assert.equal(clock.delays, [100, 200, 400]);
  const status = queue.status()[0];
  assert.equal([status?.state, status?.failures, status?.lastError], ['idle', 0, undefined]);
});

test('resync enqueues every project on an interval spread by jitter', async () => {
  const clock = manualClock();
  const runs: string[] = [];
  const queue = new WorkQueue({
    work: (p) => {
      runs.push(p);
      return Promise.resolve();
    },
    scheduler: clock,
    resyncIntervalMs: 1000,
    resyncProjects: () => ['a', 'b'],
    jitter: () => 0.75,
  });
  queue.start();
  assert.equal(clock.delays, [1050], '1000 ms ±10%, here +5%');
  await clock.advanceSettling(1050);
  await queue.idle();
  assert.equal(runs.sort(), ['a', 'b']);
  await queue.stop();
});

test('stop lets the run in flight finish and takes no more work', async () => {
  const { started, work, release } = gatedWork();
  const queue = new WorkQueue({ work, concurrency: 1, scheduler: manualClock(), resyncIntervalMs: 0 });
  queue.enqueue('a');
  queue.enqueue('b');
  await flush();
  const stopping = queue.stop();
  assert.is(queue.enqueue('c'), false);
  await release();
  await stopping;
  assert.equal(started, ['a']);
});

test.run();

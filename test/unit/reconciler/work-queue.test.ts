import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
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
  const queue = new WorkQueue({ work, concurrency: 1, clock: manualClock(), resyncIntervalMs: 0 });
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
  const queue = new WorkQueue({ work, clock: manualClock(), resyncIntervalMs: 0 });
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
  const queue = new WorkQueue({ work, concurrency: 2, clock: manualClock(), resyncIntervalMs: 0 });
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
    clock: clock,
    baseBackoffMs: 100,
    resyncIntervalMs: 0,
    jitter: () => 1,
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
    clock: clock,
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
  const queue = new WorkQueue({ work, concurrency: 1, clock: manualClock(), resyncIntervalMs: 0 });
  queue.enqueue('a');
  queue.enqueue('b');
  await flush();
  const stopping = queue.stop();
  assert.is(queue.enqueue('c'), false);
  await release();
  await stopping;
  assert.equal(started, ['a']);
});

test('backoff is jittered by runtime backoffDelay: between half and all of the doubled delay', async () => {
  const clock = manualClock();
  const queue = new WorkQueue({
    work: () => Promise.reject(new GitshiftError('TIMED_OUT', 'slow', {}, { transient: true })),
    clock,
    baseBackoffMs: 100,
    resyncIntervalMs: 0,
    jitter: () => 0,
  });
  queue.enqueue('a');
  await flush();
  await clock.advanceSettling(50);
  await clock.advanceSettling(100);
  assert.equal(clock.delays, [50, 100, 200]);
  await queue.stop();
});

const PERMANENT = (): GitshiftError =>
  new GitshiftError(
    'KUBE_API',
    'apply Deployment shop/web: 422 Invalid: spec.replicas must be >= 0',
    {},
    { transient: false },
  );

test('a permanent failure is reported at once with its code and not retried', async () => {
  const clock = manualClock();
  let calls = 0;
  const queue = new WorkQueue({
    work: () => {
      calls++;
      return Promise.reject(PERMANENT());
    },
    clock,
    baseBackoffMs: 100,
    resyncIntervalMs: 0,
  });
  queue.enqueue('a');
  await flush();
  const status = queue.status()[0];
  assert.equal(
    [status?.state, status?.failures, status?.lastErrorCode, status?.lastErrorTransient],
    ['failed', 1, 'KUBE_API', false],
  );
  assert.match(status?.lastError ?? '', /422 Invalid/);
  await clock.advanceSettling(600_000);
  assert.is(calls, 1, 'no retry timer was set');
  assert.equal(clock.delays, []);
});

test('a permanent failure runs again on the next trigger (a new commit) or resync', async () => {
  const clock = manualClock();
  let calls = 0;
  const queue = new WorkQueue({
    work: () => (++calls === 1 ? Promise.reject(PERMANENT()) : Promise.resolve()),
    clock,
    resyncIntervalMs: 1000,
    resyncProjects: () => ['a'],
    jitter: () => 0.5,
  });
  queue.enqueue('a');
  await flush();
  assert.is(queue.status()[0]?.state, 'failed');
  assert.is(queue.enqueue('a'), true, 'a trigger runs it again');
  await flush();
  assert.is(calls, 2);
  assert.equal([queue.status()[0]?.state, queue.status()[0]?.lastErrorCode], ['idle', undefined]);
  queue.start();
  await clock.advanceSettling(1000);
  await queue.idle();
  assert.is(calls, 3, 'and so does the resync');
  await queue.stop();
});

test('an error that is not a GitshiftError is retried, as something gitshift did not foresee', async () => {
  const clock = manualClock();
  const queue = new WorkQueue({
    work: () => Promise.reject(new Error('socket hang up')),
    clock,
    baseBackoffMs: 100,
    resyncIntervalMs: 0,
    jitter: () => 1,
  });
  queue.enqueue('a');
  await flush();
  const status = queue.status()[0];
  assert.equal(
    [status?.state, status?.lastErrorCode, status?.lastErrorTransient],
    ['backing-off', undefined, true],
  );
  assert.equal(clock.delays, [100]);
  await queue.stop();
});

test('abandonRunning aborts the runs in flight, names them, and stop resolves without a retry', async () => {
  const clock = manualClock();
  const seen: string[] = [];
  const queue = new WorkQueue({
    work: (project, signal) =>
      new Promise<void>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          seen.push(`${project}: ${(signal.reason as Error).message}`);
          reject(new GitshiftError('ABORTED', 'abandoned'));
        });
      }),
    clock,
    resyncIntervalMs: 0,
  });
  queue.enqueue('b');
  queue.enqueue('a');
  await flush();
  assert.equal(queue.abandonRunning(new Error('serve is stopping')), ['a', 'b']);
  await queue.stop();
  assert.equal(seen.sort(), ['a: serve is stopping', 'b: serve is stopping']);
  assert.equal(clock.delays, []);
  assert.equal(queue.abandonRunning(new Error('again')), [], 'nothing runs any more');
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { WorkQueue } from '../../../src/reconciler/work-queue.js';
import { flush, manualClock } from '../../support/manual-clock.js';

const unreachable = (): GitshiftError =>
  new GitshiftError('SERVER_UNREACHABLE', 'the API server did not answer', {}, { transient: true });

test('retryNow runs at once the projects waiting out a backoff grown during an outage', async () => {
  const clock = manualClock();
  let down = true;
  const runs: string[] = [];
  const queue = new WorkQueue({
    clock,
    resyncIntervalMs: 0,
    jitter: () => 1,
    work: (project) => {
      runs.push(project);
      return down ? Promise.reject(unreachable()) : Promise.resolve();
    },
  });
  queue.enqueue('shop');
  queue.enqueue('blog');
  await flush();
  // Five failures each: the next retry is 16 s away.
  for (let i = 0; i < 4; i++) await clock.advanceSettling(2 ** i * 1000);
  assert.equal(clock.delays.slice(-2), [16_000, 16_000]);
  assert.is(runs.length, 10);
  down = false;
  assert.is(queue.retryNow(), 2, 'both waiting projects queued');
  await queue.idle();
  assert.is(runs.length, 12, 'run without waiting the 16 s');
  assert.equal(
    queue.status().map((s) => s.state),
    ['idle', 'idle'],
  );
  assert.is(queue.retryNow(), 0, 'nothing waits any more');
});

test('retryNow leaves alone projects that failed for good or never failed', async () => {
  const clock = manualClock();
  const queue = new WorkQueue({
    clock,
    resyncIntervalMs: 0,
    work: (project) =>
      project === 'broken'
        ? Promise.reject(new GitshiftError('SYNC_FAILED', 'a refusal'))
        : Promise.resolve(),
  });
  queue.enqueue('broken');
  queue.enqueue('fine');
  await queue.idle();
  assert.is(queue.retryNow(), 0);
  assert.equal(
    queue.status().map((s) => [s.project, s.state]),
    [
      ['broken', 'failed'],
      ['fine', 'idle'],
    ],
  );
});

test.run();

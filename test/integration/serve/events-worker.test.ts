import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClusterEvent, EventOutcome } from '../../../src/events/index.js';
import { openEventsWorker } from '../../../src/serve/events-worker/events-worker-client.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { writeUnreachableKubeconfig } from '../../support/unreachable-cluster.js';

const SYNCED: ClusterEvent = {
  regarding: { apiVersion: 'v1', kind: 'Namespace', name: 'shop' },
  type: 'Normal',
  reason: 'Synced',
  action: 'Sync',
  note: 'synced to abcdefabcdef: 1 applied, 0 pruned, 0 unchanged',
};

/** Waits (up to 20 s) for `check` to hold. */
async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within 20 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function tallied(): {
  tally: Partial<Record<EventOutcome, number>>;
  counted: (o: EventOutcome, by: number) => void;
} {
  const tally: Partial<Record<EventOutcome, number>> = {};
  return { tally, counted: (outcome, by) => (tally[outcome] = (tally[outcome] ?? 0) + by) };
}

test('a worker that cannot read its kubeconfig says so through serve’s logger, drops each event (counted), and stops', async () => {
  const { logger, lines } = recordingLogger();
  const { tally, counted } = tallied();
  const worker = openEventsWorker({
    kubeconfig: '/nonexistent/kubeconfig',
    identity: 'events-worker-test',
    log: logger.child({ component: 'events' }),
    counted,
  });
  await worker.started;
  const unconnected = lines.find((l) => l.msg === 'events-worker-unconnected');
  assert.ok(unconnected, JSON.stringify(lines));
  assert.is(unconnected['level'], 'error');
  assert.is(unconnected['component'], 'events', 'through the logger it was given');
  assert.match(JSON.stringify(unconnected['err']), /\/nonexistent\/kubeconfig/);
  worker.recorder.record(SYNCED);
  worker.rollouts.started(
    { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' },
    'c'.repeat(40),
    undefined,
  );
  await until('the dropped event reported', () => tally.dropped === 1);
  await worker.stop(AbortSignal.timeout(5000));
  worker.recorder.record(SYNCED);
  assert.is(tally.dropped, 2, 'after the stop, dropped at once on serve’s thread');
});

test('stop with its grace over abandons the writes an unreachable API server holds, counts them dropped, and reports the rest', async () => {
  const work = mkdtempSync(join(tmpdir(), 'gitshift-events-worker-'));
  // Each write is refused, taken as transient, and waits for its retry.
  const kubeconfig = await writeUnreachableKubeconfig(join(work, 'kubeconfig'));
  const { logger, lines } = recordingLogger();
  const { tally, counted } = tallied();
  const worker = openEventsWorker({ kubeconfig, identity: 'events-worker-test', log: logger, counted });
  try {
    await worker.started;
    for (const name of ['a', 'b', 'c', 'd'])
      worker.recorder.record({ ...SYNCED, regarding: { ...SYNCED.regarding, name } });
    await until('four recorded', () => tally.recorded === 4);
    const started = Date.now();
    await worker.stop(AbortSignal.abort());
    const took = Date.now() - started;
    assert.ok(took < 5000, `stopped in ${took} ms, not after the writes' retries`);
    assert.is(tally.dropped, 4, JSON.stringify(tally));
    assert.is(tally.created ?? 0, 0);
    const stopped = lines.find((l) => l.msg === 'events-stopped');
    assert.ok(stopped, JSON.stringify(lines.map((l) => l.msg)));
    assert.is(stopped['recorded'], 4);
    assert.is(stopped['dropped'], 4);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();

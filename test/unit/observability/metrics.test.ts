import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { queueDepth, ServeMetrics } from '../../../src/observability/metrics.js';

/** `name{labels} value` lines of an exposition, comments left out. */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const at = line.lastIndexOf(' ');
    map.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return map;
}

test('a sync moves duration, outcome, objects by result and drift, per project', async () => {
  const metrics = new ServeMetrics({ defaultMetrics: false });
  metrics.synced(
    'shop',
    0.3,
    [
      {
        project: 'shop',
        objects: { applied: 2, unchanged: 5, pruned: 1, 'prune-skipped': 1, failed: 0 },
        driftFound: 1,
        driftUndone: 1,
      },
    ],
    false,
  );
  const got = samples((await metrics.exposition()).text);
  assert.is(got.get('gitshift_sync_duration_seconds_count{project="shop"}'), 1);
  assert.is(got.get('gitshift_syncs_total{project="shop",outcome="ok"}'), 1);
  assert.is(got.get('gitshift_sync_objects_total{project="shop",result="applied"}'), 2);
  assert.is(got.get('gitshift_sync_objects_total{project="shop",result="unchanged"}'), 5);
  assert.is(got.get('gitshift_sync_objects_total{project="shop",result="pruned"}'), 1);
  assert.is(got.get('gitshift_sync_objects_total{project="shop",result="prune-skipped"}'), 1);
  assert.is(got.get('gitshift_sync_objects_total{project="shop",result="failed"}'), undefined);
  assert.is(got.get('gitshift_drift_found_total{project="shop"}'), 1);
  assert.is(got.get('gitshift_drift_undone_total{project="shop"}'), 1);
});

test('queue depth is read at each scrape, every state present', async () => {
  const metrics = new ServeMetrics({ defaultMetrics: false });
  let entries = [{ state: 'queued' }, { state: 'queued' }, { state: 'running' }, { state: 'idle' }];
  metrics.watchQueue(() => entries);
  let got = samples((await metrics.exposition()).text);
  assert.is(got.get('gitshift_queue_depth{state="queued"}'), 2);
  assert.is(got.get('gitshift_queue_depth{state="running"}'), 1);
  assert.is(got.get('gitshift_queue_depth{state="backing-off"}'), 0);
  entries = [];
  got = samples((await metrics.exposition()).text);
  assert.is(got.get('gitshift_queue_depth{state="queued"}'), 0);
});

test('a lost write-back race counts once and times its attempt', async () => {
  const metrics = new ServeMetrics({ defaultMetrics: false });
  metrics.writeBackAttempt('lost', 0.2);
  metrics.writeBackAttempt('pushed', 0.4);
  const got = samples((await metrics.exposition()).text);
  assert.is(got.get('gitshift_writeback_lost_races_total'), 1);
  assert.is(got.get('gitshift_writeback_attempt_duration_seconds_count{outcome="pushed"}'), 1);
});

test('the default process metrics are on the registry, and only there', async () => {
  const metrics = new ServeMetrics();
  const text = (await metrics.exposition()).text;
  assert.match(text, /^process_cpu_seconds_total /m);
  assert.match(text, /^nodejs_heap_size_used_bytes /m);
  assert.is(
    (await new ServeMetrics({ defaultMetrics: false }).exposition()).text.includes('process_cpu'),
    false,
  );
});

const depths: [string[], Record<string, number>][] = [
  [[], { queued: 0, running: 0, 'backing-off': 0, failed: 0 }],
  [['idle', 'backing-off', 'running', 'failed'], { queued: 0, running: 1, 'backing-off': 1, failed: 1 }],
];
for (const [states, expected] of depths)
  test(`queueDepth(${states.join(',') || 'none'})`, () => {
    assert.equal(queueDepth(states.map((state) => ({ state }))), expected);
  });

test.run();

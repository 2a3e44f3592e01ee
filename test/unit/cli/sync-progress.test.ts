import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CommandIO } from '../../../src/cli/io.js';
import { readProgressLine, syncProgress } from '../../../src/cli/sync-progress.js';

// The reconciler's lines, as sync-repository, apply-plan and wait-healthy write them.
const cases: [string, string, string | undefined, ReturnType<typeof readProgressLine>][] = [
  [
    'a stage applied',
    'shop: stage 2/5 config-and-rbac: applying 3',
    'shop',
    { kind: 'stage', project: 'shop', stage: '2/5 config-and-rbac' },
  ],
  [
    'a prune stage',
    'shop: pruning 2 in stage workloads',
    'shop',
    { kind: 'stage', project: 'shop', stage: 'pruning workloads' },
  ],
  ['a project synced', 'shop: 4 applied, 1 pruned', 'shop', { kind: 'project-synced', project: 'shop' }],
  [
    'a project synced with errors',
    'shop: 4 applied, 0 pruned, 2 errors',
    'shop',
    { kind: 'project-synced', project: 'shop' },
  ],
  [
    'the count of a long sync',
    'progress: 30 of 300 projects synced',
    undefined,
    { kind: 'projects-synced', done: 30, total: 300 },
  ],
  [
    'a wait',
    'waiting for 2 object(s): Deployment shop/web: 1 of 2 updated',
    undefined,
    { kind: 'waiting', waiting: 2, report: 'Deployment shop/web: 1 of 2 updated' },
  ],
  ['a hook', 'Job shop/migrate: hook failed (Failed)', 'shop', { kind: 'note' }],
  [
    'a line without a project is never a stage',
    'shop: stage 2/5 config-and-rbac: applying 3',
    undefined,
    { kind: 'note' },
  ],
];

for (const [name, line, project, meaning] of cases)
  test(`readProgressLine: ${name}`, () => {
    assert.equal(readProgressLine(line, project), meaning);
  });

const recording = (isTTY: boolean) => {
  let stderr = '';
  const io: CommandIO = {
    stdout: { write: () => true },
    stderr: { write: (t: string) => (stderr += t), isTTY },
    env: {},
  };
  return { io, stderr: () => stderr };
};

test('without a bar the lines go to stderr, those of one turn of the event loop in one write, stage lines only when verbose; clear writes what waits at once', async () => {
  const writes: string[] = [];
  const io: CommandIO = {
    stdout: { write: () => true },
    stderr: { write: (t: string) => writes.push(t) > 0, isTTY: false },
    env: {},
  };
  const start = (verbose: boolean) =>
    syncProgress(io, { bar: false, projects: 2, signal: new AbortController().signal, verbose });
  const progress = start(false);
  progress.say('shop: stage 1/5 namespaces: applying 1', 'shop');
  progress.say('shop: 1 applied, 0 pruned', 'shop');
  progress.say('shop: pruning 1 in stage routes', 'shop');
  assert.equal(writes, []);
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(writes, ['shop: 1 applied, 0 pruned\nshop: pruning 1 in stage routes\n']);
  progress.say('progress: 1 of 2 projects synced');
  progress.clear();
  assert.equal(writes.slice(1), ['progress: 1 of 2 projects synced\n']);
  await new Promise((resolve) => setImmediate(resolve));
  assert.is(writes.length, 2, 'nothing is written twice');

  const verbose = start(true);
  verbose.say('shop: stage 1/5 namespaces: applying 1', 'shop');
  verbose.say('shop: 1 applied, 0 pruned', 'shop');
  verbose.clear();
  assert.equal(writes.slice(2), ['shop: stage 1/5 namespaces: applying 1\nshop: 1 applied, 0 pruned\n']);
});

test('with a bar, stage and count lines only move the bar; results are written above it; clear wipes it', () => {
  const { io, stderr } = recording(true);
  const progress = syncProgress(io, { bar: true, projects: 2, signal: new AbortController().signal });
  progress.say('shop: stage 1/5 namespaces: applying 1', 'shop');
  progress.say('shop: 1 applied, 0 pruned', 'shop');
  progress.clear();
  const written = stderr();
  assert.match(written, /\] 1\/2 projects synced {2}shop: 1\/5 namespaces/);
  assert.match(written, /shop: 1 applied, 0 pruned\n/);
  assert.not.match(written, /applying 1\n/, 'the stage is shown in the bar, not as a line');
  assert.ok(written.endsWith('\u001b[0J'), 'the bar is wiped to the end of the screen, last');
});

test('an abort (Ctrl-C) wipes the bar at once, and later lines are plain', () => {
  const { io, stderr } = recording(true);
  const interrupt = new AbortController();
  const progress = syncProgress(io, { bar: true, projects: 2, signal: interrupt.signal });
  interrupt.abort();
  assert.ok(stderr().endsWith('\u001b[0J'));
  progress.say('shop: 1 applied, 0 pruned', 'shop');
  assert.ok(stderr().endsWith('\u001b[0Jshop: 1 applied, 0 pruned\n'));
});

test.run();

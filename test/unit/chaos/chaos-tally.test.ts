import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  commitsAddingDigests,
  countPushes,
  pendingChanges,
  percentile,
  summaryLines,
} from '../../support/chaos-tally.js';

const d = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;
const c = (n: number): string => n.toString(16).padStart(40, 'a');

test('percentile is nearest-rank; none gives NaN', () => {
  const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
  assert.is(percentile(values, 50), 5);
  assert.is(percentile(values, 99), 10);
  assert.is(percentile(values, 0), 1);
  assert.is(percentile([7], 99), 7);
  assert.ok(Number.isNaN(percentile([], 50)));
});

test('commits adding a digest are read from git log -p; a moved line is no addition', () => {
  const log = [
    `commit ${c(1)}`,
    '',
    '    image-stream-tag b1',
    'diff --git a/projects/x/app.yaml b/projects/x/app.yaml',
    '--- a/projects/x/app.yaml',
    '+++ b/projects/x/app.yaml',
    `+          image: ${d(1)}`,
    `commit ${c(2)}`,
    `+          image: "${d(2)}"`,
    // A reformatting commit moving d(1): removed and added once each.
    `-          image: ${d(1)}`,
    `+          image: ${d(1)}`,
    `commit ${c(3)}`,
    `+          image: ${d(2)}`,
    `-          image: ${d(2)}`,
    `+          image: ${d(2)}`,
  ].join('\n');
  const found = commitsAddingDigests(log);
  assert.equal([...(found.get(d(1)) ?? [])], [c(1)]);
  assert.equal([...(found.get(d(2)) ?? [])], [c(2), c(3)]);
});

test('pushes are counted lost when in no commit and duplicated when in two', () => {
  const commits = new Map([
    [d(1), new Set([c(1)])],
    [d(2), new Set([c(2), c(3)])],
  ]);
  const count = countPushes([d(1), d(2), d(3), d(1)], commits);
  assert.is(count.accepted, 3);
  assert.equal(count.lost, [d(3)]);
  assert.equal(count.duplicated, [d(2)]);
});

test('pendingChanges lists what a plan would still do, nothing for an empty plan', () => {
  assert.equal(
    pendingChanges({
      projects: [
        {
          project: 'a',
          objects: [
            { kind: 'Deployment', name: 'web', action: 'update' },
            { kind: 'Service', name: 'web', action: 'unchanged' },
          ],
          prunes: [
            { kind: 'ConfigMap', name: 'old', action: 'prune' },
            { kind: 'ConfigMap', name: 'kept', action: 'keep' },
          ],
        },
        { project: 'b', objects: [{ kind: 'ConfigMap', name: 'x', action: 'unchanged' }], prunes: [] },
      ],
      removed: [{ project: 'gone' }],
    }),
    ['a Deployment/web update', 'a ConfigMap/old prune', 'gone removed'],
  );
  assert.equal(pendingChanges({ projects: [], removed: [] }), []);
});

test('the summary ends with the exact line the issue names', () => {
  const [before, last] = summaryLines({
    kills: 50,
    recoveries: 50,
    converged: 49,
    lost: 0,
    duplicated: 1,
    orphans: 2,
    convergeMs: [1000, 2000, 3000.4],
  });
  assert.is(before, 'chaos: recoveries=50 converge_p50=2000ms');
  assert.is(last, 'chaos: kills=50 converged=49 lost=0 duplicated=1 orphans=2 converge_p99=3000ms');
});

test.run();

import { stripVTControlCharacters } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildRecord } from '../../../src/buildplan/build-record.js';
import { formatProblem, type Problem } from '../../../src/errors/index.js';
import { formatBuildTable } from '../../../src/cli/build-table.js';
import { styleProblem } from '../../../src/cli/problem-lines.js';
import { formatStatuses, type StatusRow } from '../../../src/cli/status-command.js';
import { formatSyncSummary } from '../../../src/cli/sync-summary.js';
import { palette } from '../../../src/cli/terminal/index.js';
import { formatVersion } from '../../../src/cli/version-command.js';
import { gitshiftCommit } from '../../../src/cli/version.js';
import type { RepositorySync } from '../../../src/reconciler/sync-repository.js';

const ESC = '\u001b[';

const problem = (severity: Problem['severity']): Problem => ({
  code: 'SCHEMA_VIOLATION',
  severity,
  file: 'projects/shop/web.yaml',
  line: 12,
  col: 3,
  field: 'spec.replicas',
  message: 'must be integer',
});

test('a problem unstyled is formatProblem’s line, byte for byte', () => {
  for (const severity of ['error', 'warning'] as const)
    assert.is(styleProblem(problem(severity), palette(false)), formatProblem(problem(severity)));
});

test('a problem styled: file:line:col bold, an error red, a warning yellow, and the same text on screen', () => {
  const error = styleProblem(problem('error'), palette(true));
  assert.ok(error.startsWith('\u001b[1mprojects/shop/web.yaml:12:3\u001b[22m\u001b[31m'));
  const warning = styleProblem(problem('warning'), palette(true));
  assert.ok(warning.includes(`${ESC}33m: warning:`));
  assert.is(stripVTControlCharacters(warning), formatProblem(problem('warning')));
});

const record = (name: string, phase: BuildRecord['status']['phase']): BuildRecord =>
  ({
    name,
    namespace: 'shop',
    spec: { cause: { type: 'Manual' } },
    status: { phase, startTimestamp: '2026-01-01T00:00:00Z', durationMs: 61_000 },
  }) as unknown as BuildRecord;

test('the builds table coloured lines up exactly as the plain one, and the plain one has no escape codes', () => {
  const records = [record('web-1', 'Complete'), record('web-22', 'Failed'), record('web-3', 'Running')];
  const options = { now: Date.parse('2026-01-01T00:05:00Z'), allProjects: true };
  const plain = formatBuildTable(records, options);
  assert.not.ok(plain.includes(ESC));
  const coloured = formatBuildTable(records, { ...options, style: palette(true) });
  assert.ok(coloured.includes(`${ESC}32mComplete`));
  assert.ok(coloured.includes(`${ESC}31mFailed`));
  assert.is(stripVTControlCharacters(coloured), plain);
});

const sync = {
  plans: [],
  results: [
    { project: 'a', applied: [{}, {}], pruned: [], unchanged: 3, errors: [], drifted: [] },
    { project: 'b', applied: [], pruned: [{}], unchanged: 1, errors: [], drifted: [] },
  ],
  skipped: [],
  removed: [],
} as unknown as RepositorySync;

test('the sync summary: the same words plain as before, green when it synced and red when it failed', () => {
  const line = 'synced 2 project(s) in 1.50 s: 2 applied, 1 pruned, 4 unchanged\n';
  assert.is(formatSyncSummary(sync, { seconds: 1.5, failed: false }, palette(false)), line);
  const ok = formatSyncSummary(sync, { seconds: 1.5, failed: false }, palette(true));
  assert.ok(ok.startsWith('\u001b[32msynced'));
  assert.is(stripVTControlCharacters(ok), line);
  assert.ok(
    formatSyncSummary(sync, { seconds: 1.5, failed: true }, palette(true)).startsWith('\u001b[31msynced'),
  );
});

test('version: the commit shows when known, and not otherwise', () => {
  const bold = (s: string) => s;
  assert.is(
    formatVersion({ version: '1.2.3', node: 'v20.19.0', commit: '3f2a9c1e5b7d0a1b2c3d' }, bold),
    'gitshift 1.2.3 (commit 3f2a9c1e5b7d, node v20.19.0)\n',
  );
  assert.is(
    formatVersion({ version: '1.2.3', node: 'v20.19.0', commit: undefined }, bold),
    'gitshift 1.2.3 (node v20.19.0)\n',
  );
});

test('version: GITSHIFT_COMMIT (a built image) wins over the checkout, which is read from .git when run from one', () => {
  assert.is(gitshiftCommit({ GITSHIFT_COMMIT: 'abc123' }), 'abc123');
  // These tests run from gitshift's checkout: its HEAD is a commit id.
  assert.match(gitshiftCommit({}) ?? '', /^[0-9a-f]{40}$/);
});

const statusRow: StatusRow = {
  project: 'shop',
  health: 'Degraded',
  objects: 3,
  sync: { state: 'Synced', reason: undefined },
  revision: 'abc1234',
  changedAt: undefined,
  unhealthy: [{ status: 'Degraded', object: 'Deployment shop/web', message: '0 of 1 available' }],
  lastError: { message: 'apply failed', at: '2026-01-01T00:00:00Z' },
  drift: undefined,
};

test('status: plain as before; on a terminal the same text, with health, sync state and errors coloured', () => {
  const plain = formatStatuses([statusRow], undefined);
  assert.not.ok(plain.includes(ESC));
  assert.ok(plain.startsWith('project shop: Degraded, 3 object(s)\n  sync:         Synced\n'));
  const coloured = formatStatuses([statusRow], undefined, palette(true));
  assert.is(stripVTControlCharacters(coloured), plain);
  assert.ok(coloured.includes(`${ESC}31mDegraded`));
  assert.ok(coloured.includes(`${ESC}32mSynced`));
  assert.ok(coloured.includes(`${ESC}31mapply failed`));
});

test.run();

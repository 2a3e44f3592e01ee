import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgeSyncState, type SyncStateInput } from '../../../../src/serve/view/sync-state.js';
import type { SyncState } from '../../../../src/serve/view/status-view.js';

const base: SyncStateInput = {
  blocked: false,
  work: 'idle',
  all: undefined,
  recordedError: false,
  synced: true,
  applied: true,
};

const cases: [string, Partial<SyncStateInput>, SyncState, RegExp][] = [
  ['every object live with this revision’s hash is Synced', {}, 'Synced', /has what Git has/],
  [
    'a project whose manifests have errors is Blocked, whatever else',
    { blocked: true, work: 'running' },
    'Blocked',
    /manifests have errors/,
  ],
  ['a queued project is Syncing', { work: 'queued', applied: false }, 'Syncing', /queued/],
  [
    'a running project is Syncing even when it failed before',
    { work: 'running', recordedError: true },
    'Syncing',
    /running/,
  ],
  [
    'a bulk sync of every project running makes each Syncing',
    { all: 'running', applied: false },
    'Syncing',
    /every project is running/,
  ],
  ['a failure being retried is Failed', { work: 'backing-off' }, 'Failed', /retried/],
  [
    'a permanent failure is Failed until a commit or the resync',
    { work: 'failed' },
    'Failed',
    /new commit or the resync/,
  ],
  ['an error in the inventory record is Failed', { recordedError: true }, 'Failed', /recorded an error/],
  ['a bulk sync that failed leaves the record to tell', { all: 'failed' }, 'Synced', /has what Git has/],
  ['objects differing from the revision are OutOfSync', { applied: false }, 'OutOfSync', /differ/],
  [
    'a commit that changed only other folders leaves it Synced (hashes, not commits, are compared)',
    { work: undefined },
    'Synced',
    /has what Git has/,
  ],
  [
    'never synced and not applied is Unknown',
    { synced: false, applied: false, work: undefined },
    'Unknown',
    /not synced/,
  ],
  ['before a revision loads, Unknown', { applied: undefined }, 'Unknown', /no revision/],
];

for (const [name, overrides, state, reason] of cases)
  test(`sync state: ${name}`, () => {
    const verdict = judgeSyncState({ ...base, ...overrides });
    assert.is(verdict.state, state);
    assert.match(verdict.reason, reason);
  });

test.run();

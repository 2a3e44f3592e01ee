import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { judgePrune, type PruneGuardInput } from '../../../src/reconciler/prune-guard.js';

const base: PruneGuardInput = {
  inventory: 10,
  desired: 8,
  deletions: 2,
  maxDeleteRatio: 0.5,
  allowed: false,
};

const cases: [string, Partial<PruneGuardInput>, RegExp | true][] = [
  ['deleting nothing is always fine', { deletions: 0, desired: 0 }, true],
  ['deleting a share at the limit is fine', { deletions: 5, desired: 5 }, true],
  [
    'deleting more than the limit is refused, with the numbers',
    { deletions: 6, desired: 4 },
    /would delete 6 of 10 objects \(60%\), more than prune.maxDeleteRatio 0.5/,
  ],
  [
    'a project that renders nothing may not delete everything',
    { deletions: 10, desired: 0 },
    /renders no objects/,
  ],
  [
    'a ratio of 1 in gitshift.yaml allows emptying a project',
    { deletions: 10, desired: 0, maxDeleteRatio: 1 },
    true,
  ],
  ['an explicit allowance lets anything through', { deletions: 10, desired: 0, allowed: true }, true],
  ['a ratio of 0 refuses any deletion', { maxDeleteRatio: 0 }, /more than prune.maxDeleteRatio 0/],
];

for (const [name, overrides, expected] of cases) {
  test(`prune guard: ${name}`, () => {
    const verdict = judgePrune({ ...base, ...overrides });
    if (expected === true) assert.equal(verdict, { prune: true });
    else {
      assert.is(verdict.prune, false);
      assert.match(verdict.prune ? '' : verdict.reason, expected);
    }
  });
}

test.run();

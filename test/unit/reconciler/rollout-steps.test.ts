import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rolloutSteps, type RolloutStep } from '../../../src/reconciler/hooks.js';

const CASES: readonly [string, string, string[], boolean, RolloutStep[]][] = [
  ['Rolling with pre and post', 'RollingUpdate', ['pre', 'post'], false, ['pre', 'apply', 'post']],
  ['Rolling with only pre', 'RollingUpdate', ['pre'], false, ['pre', 'apply']],
  [
    'Rolling ignores a mid hook (OpenShift allows none)',
    'RollingUpdate',
    ['pre', 'mid', 'post'],
    false,
    ['pre', 'apply', 'post'],
  ],
  [
    'Recreate with all three',
    'Recreate',
    ['pre', 'mid', 'post'],
    false,
    ['pre', 'scale-down', 'mid', 'apply', 'post'],
  ],
  [
    'Recreate with only post still scales the old pods down first',
    'Recreate',
    ['post'],
    false,
    ['scale-down', 'apply', 'post'],
  ],
  [
    'Recreate, first rollout: no old pods to scale down',
    'Recreate',
    ['pre', 'mid', 'post'],
    true,
    ['pre', 'mid', 'apply', 'post'],
  ],
  ['no hooks at all: just the apply', 'RollingUpdate', [], false, ['apply']],
];

for (const [name, strategy, phases, first, steps] of CASES) {
  test(`rolloutSteps: ${name}`, () => {
    assert.equal(rolloutSteps(strategy, new Set(phases), first), steps);
  });
}

test.run();

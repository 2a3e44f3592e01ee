import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { fullPlans } from '../../../src/serve/pulls/full-plans.js';

const dir = mkdtempSync(join(tmpdir(), 'gitshift-full-plans-'));
const plans = fullPlans(dir);

test('a plan written is read back, and served under /pulls/<owner>/<name>/<n>/plan', async () => {
  await plans.write({ owner: 'acme', name: 'config' }, 7, '# the plan\n');
  assert.is(await plans.read({ owner: 'acme', name: 'config' }, 7), '# the plan\n');
  assert.is(plans.path({ owner: 'acme', name: 'config' }, 7), '/pulls/acme/config/7/plan');
  assert.is(await plans.read({ owner: 'acme', name: 'config' }, 8), undefined, 'no plan of PR 8');
});

test('names that would leave the plans folder read nothing and write nothing', async () => {
  for (const [owner, name] of [
    ['..', 'config'],
    ['acme', '..'],
    ['.', 'x'],
    ['a/b', 'config'],
    ['acme', 'con fig'],
    ['', 'config'],
  ] as const) {
    assert.is(await plans.read({ owner, name }, 1), undefined, `${owner}/${name}`);
    try {
      await plans.write({ owner, name }, 1, 'x');
      assert.unreachable(`${owner}/${name} was written`);
    } catch (error) {
      assert.instance(error, GitshiftError);
      assert.is((error as GitshiftError).code, 'PULL_PLAN_FAILED');
    }
  }
  assert.equal(readdirSync(dir), ['acme'], 'only the good plan is on disk');
});

test('a PR number that is not a safe integer reads nothing', async () => {
  assert.is(await plans.read({ owner: 'acme', name: 'config' }, Number.NaN), undefined);
  assert.is(await plans.read({ owner: 'acme', name: 'config' }, 2 ** 60), undefined);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PlanCommentInput } from '../../../src/pulls/plan-comment-input.js';
import { MAX_DESCRIPTION, PLAN_STATUS_CONTEXT, planVerdict } from '../../../src/pulls/plan-verdict.js';
import { created, input, plan, problem, pruned, ref, removed, sync, webShopSync } from './plans.js';

const refusedPrune = plan(
  'web',
  [],
  [pruned(ref('ConfigMap', 'web', 'a')), pruned(ref('ConfigMap', 'web', 'b'))],
  {
    prune: false,
    reason:
      'the project now renders no objects but 2 were applied before; refusing to delete them all (allow with --allow-mass-prune or prune.maxDeleteRatio: 1)',
  },
);

const CASES: readonly [string, Partial<PlanCommentInput>, 'success' | 'failure', string | RegExp][] = [
  [
    'a plan with changes passes and says what changes',
    { sync: webShopSync() },
    'success',
    '2 projects: 2 to update, 3 to create, 1 drifted, 1 to prune',
  ],
  ['a plan without changes passes', { sync: sync({ plans: [plan('quiet', [])] }) }, 'success', 'no changes'],
  [
    'warnings alone pass',
    { sync: webShopSync(), problems: [problem({ severity: 'warning' })] },
    'success',
    /^2 projects: /,
  ],
  [
    'validation errors in one file fail, naming the file',
    {
      problems: [
        problem({}),
        problem({ line: 20 }),
        problem({ severity: 'warning', file: 'projects/x/y.yaml' }),
      ],
    },
    'failure',
    '2 validation errors in projects/web/deploy.yaml',
  ],
  [
    'validation errors in several files fail, counting the files',
    { problems: [problem({}), problem({ file: 'projects/shop/a.yaml' })] },
    'failure',
    '2 validation errors in 2 files',
  ],
  [
    'a refused prune fails, naming the project',
    { sync: sync({ plans: [refusedPrune] }) },
    'failure',
    /^web: prune refused: the project now renders no objects/,
  ],
  [
    'a refused project removal fails',
    {
      sync: sync({
        removed: [
          removed(
            'legacy',
            [ref('Namespace', undefined, 'legacy')],
            'project folder projects/legacy is gone, but deleting a whole project needs prune.allowProjectDeletion',
          ),
        ],
      }),
    },
    'failure',
    /^legacy: project folder projects\/legacy is gone/,
  ],
  [
    'refusals in several projects fail, naming them',
    {
      sync: sync({
        plans: [refusedPrune, { ...refusedPrune, project: 'shop' }],
        removed: [removed('legacy', [], 'refused')],
      }),
    },
    'failure',
    'deletions refused in 3 projects: web, shop, legacy',
  ],
  [
    'an allowed project removal passes',
    {
      sync: sync({
        removed: [removed('old', [ref('Namespace', undefined, 'old'), ref('ClusterRole', undefined, 'old')])],
      }),
    },
    'success',
    '1 project: 2 to prune',
  ],
  [
    'a plan that could not be made fails with the reason',
    { sync: undefined, failure: 'the cluster is unreachable' },
    'failure',
    'could not plan: the cluster is unreachable',
  ],
  [
    'errors come first when planning also failed',
    { sync: undefined, failure: 'timeout', problems: [problem({})] },
    'failure',
    '1 validation error in projects/web/deploy.yaml; could not plan: timeout',
  ],
  [
    'a long reason is cut to 140 characters',
    { sync: undefined, failure: `the head could not be fetched: ${'fatal: remote error '.repeat(20)}` },
    'failure',
    /^could not plan: the head could not be fetched: fatal: remote error .*…$/,
  ],
  [
    'one creation in one project',
    { sync: sync({ plans: [plan('web', [created(ref('ConfigMap', 'web', 'a'))])] }) },
    'success',
    '1 project: 1 to create',
  ],
];

for (const [name, partial, state, description] of CASES) {
  test(`planVerdict: ${name}`, () => {
    const verdict = planVerdict(input(partial));
    assert.is(verdict.state, state);
    if (description instanceof RegExp) assert.match(verdict.description, description);
    else assert.is(verdict.description, description);
    assert.ok(verdict.description.length <= MAX_DESCRIPTION, `${verdict.description.length} characters`);
  });
}

test("the status context is gitshift/plan and the description limit is the forges' 140", () => {
  assert.is(PLAN_STATUS_CONTEXT, 'gitshift/plan');
  assert.is(MAX_DESCRIPTION, 140);
});

test.run();

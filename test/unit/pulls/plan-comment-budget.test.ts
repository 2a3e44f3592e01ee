import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DEFAULT_MAX_CHARS,
  PLAN_COMMENT_MARKER,
  fullPlanText,
  planComment,
} from '../../../src/pulls/plan-comment.js';
import type { PlanCommentInput } from '../../../src/pulls/plan-comment-input.js';
import { created, input, plan, problem, pruned, ref, removed, sync, updated } from './plans.js';

/** `projects` projects of `objects` changed objects each: 30 to update (3 fields), the rest to create, one prune. */
function bigPlan(projects: number, objects: number): PlanCommentInput {
  const plans = Array.from({ length: projects }, (_, p) => {
    const project = `team-${String(p).padStart(3, '0')}`;
    const changed = Array.from({ length: objects }, (_, o) =>
      o < 30
        ? updated(ref('Deployment', project, `app-${o}`, 'apps/v1'), [
            { path: 'spec.replicas', from: 1, to: 2 },
            {
              path: 'spec.template.spec.containers[app].image',
              from: `registry.local/${project}/app-${o}:1.0.0`,
              to: `registry.local/${project}/app-${o}:1.1.0`,
            },
            { path: 'metadata.labels.version', from: '1.0.0', to: '1.1.0' },
          ])
        : created(ref('ConfigMap', project, `settings-${o}`)),
    );
    return plan(project, changed, [pruned(ref('ConfigMap', project, 'retired'))]);
  });
  return input({
    sync: sync({ plans }),
    changed: { projects: plans.map((p) => p.project), settings: false, complete: true },
    problems: [
      problem({ file: 'projects/team-007/deploy.yaml', line: 3, col: 9 }),
      problem({
        severity: 'warning',
        file: 'projects/team-008/route.yaml',
        line: 1,
        col: 1,
        field: '',
        code: 'ROUTE_UNSUPPORTED',
        message: 'wildcard policy dropped',
      }),
    ],
    previews: [
      {
        project: 'team-000',
        namespace: 'team-000-pr-42',
        urls: ['http://pr-42-app.apps.local/'],
        state: 'ready',
      },
    ],
    fullPlanUrl: 'https://gitshift.example/plans/acme/config/42',
  });
}

/** Object-level entries shown in the diff blocks: their `+`, `~`, `!` and `-` lines. */
function shownChanges(body: string): number {
  const blocks = body
    .split('```diff\n')
    .slice(1)
    .map((block) => block.slice(0, block.indexOf('\n```')));
  return blocks.flatMap((block) => block.split('\n')).filter((line) => /^[+~!-] /.test(line)).length;
}

test('a plan of thousands of changes fits 65,536 characters and says how much is left out and where', () => {
  const big = bigPlan(100, 60); // 6,100 object changes
  const body = planComment(big);
  assert.ok(body.length <= DEFAULT_MAX_CHARS, `length ${body.length}`);
  assert.ok(body.length > DEFAULT_MAX_CHARS - 2_000, 'the budget is used, not wasted');
  assert.ok(body.startsWith(`${PLAN_COMMENT_MARKER}\n`));
  assert.is(
    body.split('\n')[1],
    '**gitshift plan** for `abc1234`: ✗ 1 validation error · 100 projects change — 3,000 to create, 3,000 to update, 0 drifted, 100 to prune · 1 warning',
  );
  // The table, the problems and the previews are whole.
  for (let p = 0; p < 100; p++)
    assert.ok(body.includes(`| team-${String(p).padStart(3, '0')} | 30 | 30 | 0 | 1 |  |`));
  assert.ok(body.includes('- ✗ `projects/team-007/deploy.yaml:3:9`'));
  assert.ok(body.includes('- ⚠ `projects/team-008/route.yaml:1:1` wildcard policy dropped'));
  assert.ok(body.includes('| team-000 | team-000-pr-42 |'));
  // Every diff block that was opened is closed: a cut never leaves a fence or a <details> open.
  assert.is(body.split('<details>').length, body.split('</details>').length);
  assert.is(body.split('```diff').length * 2 - 1, body.split('```').length);
  const shown = shownChanges(body);
  const detailed = body.split('<details><summary>team-').length - 1;
  const partial = body.includes('more entries not shown') ? 1 : 0;
  const hiddenProjects = 100 - detailed + partial;
  const tail = body.split('\n').at(-3);
  assert.is(
    tail,
    `**… and ${(6_100 - shown).toLocaleString('en-US')} more changes in ${hiddenProjects} projects not shown**: full plan at [https://gitshift.example/plans/acme/config/42](https://gitshift.example/plans/acme/config/42)`,
  );
  assert.ok(shown > 300 && shown < 6_100, `shown ${shown}`);
  assert.match(body.split('\n').at(-1) ?? '', /^<sub>planned in 1\.2 s/);
});

test('without an address of the full plan, the tail says how to see it', () => {
  const body = planComment({ ...bigPlan(20, 60), fullPlanUrl: undefined });
  assert.ok(body.length <= DEFAULT_MAX_CHARS);
  assert.match(
    body,
    /not shown\*\*: run `gitshift plan` on the pull request branch to see them all\n\n<sub>/,
  );
});

test('a plan that fits is not cut and has no tail', () => {
  const body = planComment(bigPlan(2, 10));
  assert.not.ok(body.includes('not shown'));
  assert.is(shownChanges(body), 22);
});

test('when even the table does not fit, its rows are cut too and the limit holds', () => {
  for (const maxChars of [4_000, 8_000]) {
    const body = planComment({ ...bigPlan(300, 40), maxChars });
    assert.ok(body.length <= maxChars, `${body.length} > ${maxChars}`);
    assert.ok(body.startsWith(`${PLAN_COMMENT_MARKER}\n**gitshift plan** for`));
    assert.match(body, /\| … and \d+ more projects \| \| \| \| \| \|/);
    assert.ok(
      body.includes('- ✗ `projects/team-007/deploy.yaml:3:9`'),
      'problems are cut only after the table',
    );
    assert.match(body, /\*\*… and [\d,]+ more changes in 300 projects not shown\*\*/);
  }
});

test('projects whose diffs hold no change (refused removals) are counted as details left out', () => {
  const refused = Array.from({ length: 200 }, (_, i) =>
    removed(
      `legacy-${i}`,
      [ref('Namespace', undefined, `legacy-${i}`)],
      'deleting a whole project needs prune.allowProjectDeletion',
    ),
  );
  const body = planComment(input({ sync: sync({ removed: refused }), maxChars: 12_000 }));
  assert.ok(body.length <= 12_000);
  assert.match(body, /\*\*… details of \d+ projects not shown\*\*: run `gitshift plan`/);
});

test('the full plan text has every change, without a limit', () => {
  const big = bigPlan(100, 60);
  const text = fullPlanText(big);
  assert.ok(text.length > DEFAULT_MAX_CHARS);
  assert.is(text.split('\n').filter((line) => /^ {2}[+~!-] /.test(line)).length, 6_100);
  assert.ok(text.includes('projects/team-007/deploy.yaml:3:9: spec.replicas: must be integer [SCHEMA_TYPE]'));
  assert.ok(text.includes('  team-000 in team-000-pr-42: ready http://pr-42-app.apps.local/'));
  assert.not.ok(text.includes('not shown'));
});

test.run();

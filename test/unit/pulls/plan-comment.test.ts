import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PLAN_COMMENT_MARKER, planComment } from '../../../src/pulls/plan-comment.js';
import type { PreviewLine } from '../../../src/pulls/plan-comment-input.js';
import { input, plan, problem, pruned, ref, removed, sync, updated, webShopSync, created } from './plans.js';

const previews: PreviewLine[] = [
  { project: 'web', namespace: 'web-pr-42', urls: ['http://pr-42-web.apps.local/'], state: 'ready' },
  { project: 'shop', namespace: 'shop-pr-42', urls: [], state: 'failed', message: 'image build failed' },
];

test('the marker is the first line, then the summary with the short head and the totals', () => {
  const body = planComment(input({ sync: webShopSync() }));
  const [first, second] = body.split('\n');
  assert.is(first, PLAN_COMMENT_MARKER);
  assert.is(
    second,
    '**gitshift plan** for `abc1234`: 2 projects change — 3 to create, 2 to update, 1 drifted, 1 to prune',
  );
});

test('the table has one row per changed project with its counts; unchanged projects are folded away', () => {
  const body = planComment(input({ sync: webShopSync() }));
  assert.ok(body.includes('| Project | Create | Update | Drift | Prune | |\n|---|--:|--:|--:|--:|---|\n'));
  assert.ok(body.includes('| web | 1 | 2 | 1 | 1 |  |\n| shop | 2 | 0 | 0 | 0 |  |'));
  assert.not.ok(body.includes('| quiet |'));
  assert.ok(
    body.includes('<details><summary>1 project planned without changes</summary>\n\n- quiet\n\n</details>'),
  );
});

test('each changed project has a collapsible diff: + create, ~ update with old → new, ! drift, - prune', () => {
  const body = planComment(input({ sync: webShopSync() }));
  const web = body.slice(
    body.indexOf('<details><summary>web:'),
    body.indexOf('</details>', body.indexOf('<details><summary>web:')),
  );
  assert.ok(
    web.startsWith(
      '<details><summary>web: 1 to create, 2 to update, 1 drifted, 1 to prune</summary>\n\n```diff\n',
    ),
  );
  assert.ok(web.includes('~ Deployment/web/web\n    spec.replicas: 2 → 3\n'));
  assert.ok(web.includes('+ ConfigMap/web/web-settings\n'));
  assert.ok(
    web.includes(
      '! Service/web/web (changed in the cluster, not in Git)\n    spec.ports[http].port: 8081 → 8080\n',
    ),
  );
  assert.ok(web.includes('- ConfigMap/web/web-old\n'));
  assert.ok(web.includes('  ConfigMap/web/hand-made stays (not-owned)\n'));
  assert.ok(
    body.includes(
      '<details><summary>shop: 2 to create</summary>\n\n```diff\n+ Deployment/shop/cart\n+ Service/shop/cart\n```\n\n</details>',
    ),
  );
  assert.not.ok(body.includes('<details><summary>quiet:'));
});

test("a project's BuildConfigs are noted in its diff", () => {
  const builds = new Map([
    ['web', [{ name: 'app', file: 'projects/web/app.yaml', summary: 'not rendered: builds do not run yet' }]],
  ]);
  const body = planComment(input({ sync: webShopSync(), builds }));
  assert.ok(body.includes('· BuildConfig app: not rendered: builds do not run yet\n```'));
});

test('validation problems are listed with file:line:col, errors first, and counted in the summary', () => {
  const problems = [
    problem({
      severity: 'warning',
      file: 'projects/a/x.yaml',
      line: 1,
      col: 1,
      field: '',
      code: 'YAML_AMBIGUOUS_BOOLEAN',
      message: 'yes is a string here',
    }),
    problem({ file: 'projects/web/deploy.yaml', line: 12, col: 7 }),
    problem({
      file: 'projects/web/route.yaml',
      line: 3,
      col: 5,
      field: 'spec.to.name',
      code: 'DANGLING_ROUTE_SERVICE',
      message: 'no Service web-x',
    }),
  ];
  const body = planComment(input({ sync: webShopSync(), problems }));
  assert.match(body.split('\n')[1] ?? '', /: ✗ 2 validation errors · 2 projects change .* · 1 warning$/);
  const section = body.slice(body.indexOf('#### ✗ Validation problems: 2 errors, 1 warning'));
  const items = section.split('\n').slice(1, 4);
  assert.equal(items, [
    '- ✗ `projects/web/deploy.yaml:12:7` `spec.replicas`: must be integer \\[SCHEMA_TYPE\\]',
    '- ✗ `projects/web/route.yaml:3:5` `spec.to.name`: no Service web-x \\[DANGLING_ROUTE_SERVICE\\]',
    '- ⚠ `projects/a/x.yaml:1:1` yes is a string here \\[YAML_AMBIGUOUS_BOOLEAN\\]',
  ]);
});

test('prune guard refusals and removed project folders get their own visible section', () => {
  const s = sync({
    plans: [
      plan(
        'web',
        [created(ref('ConfigMap', 'web', 'a'))],
        [pruned(ref('ConfigMap', 'web', 'b')), pruned(ref('ConfigMap', 'web', 'c'))],
        {
          prune: false,
          reason:
            'this sync would delete 2 of 3 objects (67%), more than prune.maxDeleteRatio 0.5; allow with --allow-mass-prune',
        },
      ),
    ],
    removed: [
      removed(
        'legacy',
        [ref('Namespace', undefined, 'legacy'), ref('ConfigMap', 'legacy', 'x')],
        'project folder projects/legacy is gone, but deleting a whole project needs prune.allowProjectDeletion or --allow-project-deletion; its 2 objects stay',
      ),
      removed('old', [ref('Namespace', undefined, 'old')]),
    ],
  });
  const body = planComment(input({ sync: s }));
  assert.match(body.split('\n')[1] ?? '', /✗ deletions refused in 2 projects/);
  const guards = body.slice(body.indexOf('#### ⚠ Prune guards the merge would trip'));
  const items = guards.split('\n').slice(1, 4);
  assert.match(items[0] ?? '', /^- ✗ \*\*web\*\*: prune refused: this sync would delete 2 of 3 objects/);
  assert.match(items[1] ?? '', /^- ✗ \*\*legacy\*\*: project folder projects/);
  assert.is(items[2], '- ⚠ **old**: folder removed: merging deletes the whole project, its 1 objects');
  assert.ok(body.includes('| web | 1 | 0 | 0 | 0 (2 refused) | ✗ prune refused |'));
  assert.ok(body.includes('| legacy | 0 | 0 | 0 | 0 (2 refused) | ✗ folder removed: deletion refused |'));
  assert.ok(body.includes('| old | 0 | 0 | 0 | 1 | ⚠ folder removed: project deleted |'));
  assert.ok(body.includes('  ConfigMap/web/b stays (prune refused)'));
  assert.ok(body.includes('<details><summary>old: 1 to prune</summary>\n\n```diff\n- Namespace/old\n```'));
});

test('skipped projects are listed with their reason', () => {
  const s = sync({ skipped: [{ name: 'broken', reason: 'projects/broken has 2 errors' }] });
  const body = planComment(input({ sync: s }));
  assert.ok(body.includes('#### Not planned\n- **broken**: projects/broken has 2 errors'));
  assert.match(body.split('\n')[1] ?? '', /: no changes$/);
});

test('a changed gitshift.yaml and an incomplete file list are noted; a PR changing no project says so', () => {
  const settings = planComment(input({ changed: { projects: [], settings: true, complete: true } }));
  assert.ok(settings.includes('> gitshift.yaml changed: every project was planned.'));
  const incomplete = planComment(input({ changed: { projects: ['web'], settings: false, complete: false } }));
  assert.ok(
    incomplete.includes(
      '> The forge did not list every file this pull request changes: every project was planned.',
    ),
  );
  const none = planComment(input({ changed: { projects: [], settings: false, complete: true } }));
  assert.ok(none.includes('> This pull request changes no project.'));
  assert.not.ok(planComment(input()).includes('\n> '));
});

test('previews are listed with their namespace, links and state', () => {
  const body = planComment(input({ sync: webShopSync(), previews }));
  assert.ok(body.includes('#### Previews\n\n| Project | Namespace | URL | State |\n|---|---|---|---|\n'));
  assert.ok(
    body.includes(
      '| web | web-pr-42 | [http://pr-42-web.apps.local/](http://pr-42-web.apps.local/) | ✅ ready |',
    ),
  );
  assert.ok(body.includes('| shop | shop-pr-42 | — | ✗ failed: image build failed |'));
  assert.not.ok(planComment(input({ sync: webShopSync() })).includes('#### Previews'));
});

test('a plan that could not be made says why, and still shows problems and previews', () => {
  const body = planComment(
    input({
      sync: undefined,
      failure: 'the cluster is unreachable: connect ECONNREFUSED 127.0.0.1:6443',
      problems: [problem({})],
      previews,
    }),
  );
  assert.is(
    body.split('\n')[1],
    '**gitshift plan** for `abc1234`: ✗ 1 validation error · ✗ could not plan: the cluster is unreachable: connect ECONNREFUSED 127.0.0.1:6443',
  );
  assert.ok(body.includes('`projects/web/deploy.yaml:12:7`'));
  assert.ok(body.includes('| web | web-pr-42 |'));
  assert.not.ok(body.includes('| Project | Create |'));
});

test('the last line says how long planning took', () => {
  const body = planComment(input({ elapsedMs: 1234 }));
  assert.is(body.split('\n').at(-1), '<sub>planned in 1.2 s · acme/config#42 at `abc1234`</sub>');
  assert.ok(planComment(input({ elapsedMs: 380 })).includes('planned in 0.4 s'));
});

test('names and values from the repository cannot break the markdown: pipes, backticks, tags, fences', () => {
  const s = sync({
    plans: [
      plan('we|b<script>', [
        updated(ref('ConfigMap', 'web', 'x'), [
          { path: 'data.note', from: 'a ``` b', to: '</details> | `x`' },
        ]),
      ]),
    ],
    skipped: [{ name: 'b*a_d', reason: 'see [link](http://evil) @admin' }],
  });
  const body = planComment(
    input({
      sync: s,
      previews: [{ project: 'p|q', namespace: 'ns', urls: ['http://x/(a) b'], state: 'ready' }],
    }),
  );
  assert.ok(body.includes('| we\\|b\\<script\\> | 0 | 1 | 0 | 0 |  |'), 'table cell escaped');
  assert.ok(
    body.includes('<details><summary>we|b&lt;script&gt;: 1 to update</summary>'),
    'summary is HTML-escaped',
  );
  // The value holds a fence of three backticks: the block's fence is longer, so it cannot close early.
  assert.ok(
    body.includes('````diff\n~ ConfigMap/web/x\n    data.note: "a ``` b" → "</details> | `x`"\n````'),
  );
  assert.ok(body.includes('- **b\\*a\\_d**: see \\[link\\](http://evil) @\u200badmin'));
  assert.ok(body.includes('| p\\|q | ns | [http://x/(a) b](http://x/%28a%29%20b) | ✅ ready |'));
  assert.not.ok(body.includes('<script>'));
});

test('long values are shortened', () => {
  const long = 'x'.repeat(500);
  const s = sync({
    plans: [
      plan('web', [updated(ref('ConfigMap', 'web', 'x'), [{ path: 'data.big', from: undefined, to: long }])]),
    ],
  });
  const body = planComment(input({ sync: s }));
  assert.match(body, /data\.big: \(none\) → "x{78}…\n/);
  assert.not.ok(body.includes(long));
});

test.run();

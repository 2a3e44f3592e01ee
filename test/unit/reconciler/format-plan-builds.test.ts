import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatPlan, NO_COLOURS, planAsJson } from '../../../src/reconciler/format-plan.js';
import type { RepositorySync } from '../../../src/reconciler/sync-repository.js';
import type { BuildNote } from '../../../src/render/build-config-note.js';

const sync: RepositorySync = {
  plans: [{ project: 'shop', objects: [], prunes: [], pruneVerdict: { prune: true } }],
  results: [],
  skipped: [],
  removed: [],
};
const builds = new Map<string, readonly BuildNote[]>([
  [
    'shop',
    [
      {
        name: 'app',
        file: 'projects/shop/app.yaml',
        summary: 'not rendered: builds do not run yet; it will build with the Source strategy',
      },
    ],
  ],
]);

test('plan says what each BuildConfig of a project will do, since it applies nothing for it', () => {
  const text = formatPlan(sync, NO_COLOURS, builds);
  assert.match(
    text,
    'project shop: 0 to create, 0 to update, 0 drifted, 0 to prune, 0 unchanged\n  · BuildConfig app: not rendered: builds do not run yet; it will build with the Source strategy\n',
  );
  const json = planAsJson(sync, builds) as { projects: { builds: unknown }[] };
  assert.equal(json.projects[0]?.builds, [
    { name: 'app', file: 'projects/shop/app.yaml', summary: builds.get('shop')?.[0]?.summary },
  ]);
});

test.run();

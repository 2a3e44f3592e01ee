import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { previewTargets, projectLabels } from '../../../src/previews/index.js';
import { loadFiles, yaml } from '../../support/repo.js';
import { SETTINGS, exampleModel } from './scenes.js';

const model = loadFiles({
  'projects/shop/project.yaml': yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: shop
      labels: { tier: web, previews: 'on' }
  `,
  'projects/billing/namespace.yaml': yaml`
    apiVersion: v1
    kind: Namespace
    metadata:
      name: billing
      labels: { tier: backend, previews: 'on' }
  `,
  'projects/ledger/project.yaml': yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: ledger
  `,
  'projects/broken/app.yaml': yaml`
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: Not_A_Name
  `,
});

test("a project's labels are its Namespace's and its Project's, as its Namespace gets them", () => {
  const byName = new Map(model.projects.map((p) => [p.name, p]));
  assert.equal(projectLabels(byName.get('shop')!), { tier: 'web', previews: 'on' });
  assert.equal(projectLabels(byName.get('billing')!), { tier: 'backend', previews: 'on' });
  assert.equal(projectLabels(byName.get('ledger')!), {});
});

const cases: [
  string,
  Partial<typeof SETTINGS>,
  readonly string[],
  readonly string[],
  Record<string, RegExp>,
][] = [
  [
    'every changed project, when no filter is set',
    {},
    ['shop', 'billing', 'ledger'],
    ['billing', 'ledger', 'shop'],
    {},
  ],
  ['previews off: none', { enabled: false }, ['shop'], [], { shop: /previews are off/ }],
  [
    'only the listed projects',
    { projects: ['shop'] },
    ['shop', 'ledger'],
    ['shop'],
    { ledger: /not listed in previews.projects/ },
  ],
  [
    'only projects whose labels match the selector',
    { matchLabels: { previews: 'on' } },
    ['shop', 'billing', 'ledger'],
    ['billing', 'shop'],
    { ledger: /labels do not match previews.selector \(previews=on\)/ },
  ],
  ['a project the PR deletes', {}, ['gone'], [], { gone: /the pull request deletes the project/ }],
  ['a project with errors', {}, ['broken'], [], { broken: /manifests have errors/ }],
];

for (const [name, settings, changed, targets, left] of cases) {
  test(`config PR targets: ${name}`, () => {
    const result = previewTargets({
      settings: { ...SETTINGS, ...settings },
      pull: { on: 'config', changed },
      projects: model.projects,
    });
    assert.equal(result.targets, targets);
    assert.equal(result.left.map((l) => l.project).sort(), Object.keys(left).sort());
    for (const { project, reason } of result.left) assert.match(reason, left[project]!);
  });
}

test('source PR targets: the projects that build the repository, under the same filters', () => {
  const ruby = exampleModel('ruby-sample');
  const result = previewTargets({
    settings: SETTINGS,
    pull: { on: 'source', building: ['ruby-sample', 'ruby-sample', 'elsewhere'] },
    projects: ruby.projects,
  });
  assert.equal(result.targets, ['ruby-sample']);
  assert.equal(result.left, [{ project: 'elsewhere', reason: 'no such project in the config repository' }]);
});

test.run();

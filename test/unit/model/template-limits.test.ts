import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadRepository, type LoadRepositoryOptions } from '../../../src/model/load-repository.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { snapshotFromFiles } from '../../../src/snapshot/snapshot.js';
import { processTemplate } from '../../../src/templates/index.js';
import { SETTINGS, TEST_SEED, testValidator } from '../../support/repo.js';
import { explodingTemplateYaml } from '../../support/manifests.js';

/** A Template of `count` ConfigMaps, each holding `${P}` once, with P of `size` bytes. */
const templateYaml = (name: string, count: number, size: number): string =>
  [
    'apiVersion: template.openshift.io/v1',
    'kind: Template',
    'metadata:',
    `  name: ${name}`,
    'objects:',
    ...Array.from({ length: count }, (_, i) =>
      [
        '  - apiVersion: v1',
        '    kind: ConfigMap',
        '    metadata:',
        `      name: ${name}-${i}`,
        '    data:',
        '      v: ${P}',
      ].join('\n'),
    ),
    'parameters:',
    '  - name: P',
    `    value: ${'p'.repeat(size)}`,
    '',
  ].join('\n');

const load = (
  files: Record<string, string>,
  limits: Pick<LoadRepositoryOptions, 'maxTemplateObjectBytes' | 'maxTemplateProjectBytes'> = {},
): RepositoryModel =>
  loadRepository(
    snapshotFromFiles('test', new Map(Object.entries({ 'gitshift.yaml': SETTINGS, ...files }))),
    {
      validator: testValidator(),
      processTemplate,
      templateSeed: TEST_SEED,
      ...limits,
    },
  );

test('the per-project limit adds up every Template of the project, across files', () => {
  // Each ConfigMap is about 1,080 bytes: the first file's three fit in 4,000, the second file's first does not.
  const model = load(
    {
      'projects/shop/a.yaml': templateYaml('a', 3, 1000),
      'projects/shop/b.yaml': templateYaml('b', 3, 1000),
      'projects/other/b.yaml': templateYaml('b', 3, 1000),
    },
    { maxTemplateProjectBytes: 4000 },
  );
  assert.equal(
    model.problems.map((p) => [p.code, p.file, p.line, p.col, p.field, p.project]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 'projects/shop/b.yaml', 6, 5, 'objects[0]', 'shop']],
    model.problems.map(formatProblem).join('\n'),
  );
  assert.match(model.problems[0]?.message ?? '', /over the limit of 4,000 per project/);
  const shop = model.projects.find((p) => p.name === 'shop');
  assert.equal(shop?.blocked, true);
  assert.equal(
    shop?.manifests.filter((m) => m.template === 'b').map((m) => m.name),
    [],
    'the Template over the limit produces no objects',
  );
  assert.equal(
    model.projects.find((p) => p.name === 'other')?.blocked,
    false,
    'each project has its own budget',
  );
});

test('the per-object limit is an option of loadRepository', () => {
  const files = { 'projects/shop/a.yaml': templateYaml('a', 1, 1000) };
  assert.equal(load(files).problems, []);
  assert.equal(
    load(files, { maxTemplateObjectBytes: 500 }).problems.map((p) => [p.code, p.line, p.col, p.field]),
    [['TEMPLATE_OUTPUT_TOO_LARGE', 6, 5, 'objects[0]']],
  );
});

test('the default limits refuse the 150 KB template that expands to 200 MB, and no object of it is produced', () => {
  const hostile = explodingTemplateYaml({ references: 20_000, parameterBytes: 10 * 1024 });
  assert.ok(hostile.length < 150 * 1024);
  const model = load({
    'projects/shop/bomb.yaml': hostile,
    'projects/ok/bomb.yaml': templateYaml('fine', 1, 10),
  });
  assert.equal(model.problems.map(formatProblem), [
    'projects/shop/bomb.yaml:6:5: objects[0]: objects[0] would be 204,800,081 bytes after substitution, over the limit of 1,048,576 per object; reference large parameters less often or split the object [TEMPLATE_OUTPUT_TOO_LARGE]',
  ]);
  const shop = model.projects.find((p) => p.name === 'shop');
  assert.equal(
    shop?.manifests.map((m) => m.kind),
    ['Template'],
    'only the Template itself, no object of it',
  );
  assert.equal(model.projects.find((p) => p.name === 'ok')?.blocked, false);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadFiles, yaml } from '../../support/repo.js';

const FILE = 'projects/shop/router.yaml';

/** A Template without metadata.name whose one ConfigMap is named `configMap`. */
const nameless = (configMap: string): Record<string, unknown> => ({
  apiVersion: 'template.openshift.io/v1',
  kind: 'Template',
  objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: configMap } }],
});

const named = (name: string, configMap: string): Record<string, unknown> => ({
  ...nameless(configMap),
  metadata: { name },
});

const asDocuments = (objects: readonly Record<string, unknown>[]): string =>
  objects.map((o) => JSON.stringify(o)).join('\n---\n');

const asList = (objects: readonly Record<string, unknown>[]): string =>
  JSON.stringify({ apiVersion: 'v1', kind: 'List', items: objects });

const templatesOf = (files: Readonly<Record<string, string>>): [string, string | undefined][] => {
  const model = loadFiles(files);
  assert.equal(model.problems.map(formatProblem), []);
  return (model.projects[0]?.manifests ?? []).map((m) => [`${m.kind}/${m.name}`, m.template]);
};

// Each nameless Template is named after its file, the second and later with -2, -3… in document order.
for (const [layout, write] of [
  ['a kind: List', asList],
  ['several documents', asDocuments],
] as const) {
  test(`nameless Templates in ${layout} get distinct names in document order: stem, stem-2, …`, () => {
    const file = write([nameless('a'), named('edge', 'b'), nameless('c'), nameless('d')]);
    assert.equal(templatesOf({ [FILE]: file }), [
      ['Template/router', undefined],
      ['Template/edge', undefined],
      ['Template/router-2', undefined],
      ['Template/router-3', undefined],
      ['ConfigMap/a', 'router'],
      ['ConfigMap/b', 'edge'],
      ['ConfigMap/c', 'router-2'],
      ['ConfigMap/d', 'router-3'],
    ]);
  });
}

test('one nameless Template per file keeps its file stem, whatever other files hold', () => {
  assert.equal(
    templatesOf({
      [FILE]: asDocuments([nameless('a')]),
      'projects/shop/cache.yaml': asDocuments([nameless('b'), nameless('c')]),
    }),
    [
      ['Template/cache', undefined],
      ['Template/cache-2', undefined],
      ['Template/router', undefined],
      ['ConfigMap/b', 'cache'],
      ['ConfigMap/c', 'cache-2'],
      ['ConfigMap/a', 'router'],
    ],
  );
});

test('TemplateValues can name the second nameless Template of a file', () => {
  const values = yaml`
    apiVersion: gitshift.io/v1alpha1
    kind: TemplateValues
    metadata:
      name: second
    template: router-2
    parameters: { NAME: from-values }
  `;
  const second = { ...nameless('${NAME}'), parameters: [{ name: 'NAME', value: 'b' }] };
  const model = loadFiles({
    [FILE]: asList([nameless('a'), second]),
    'projects/shop/values.yaml': values,
  });
  assert.equal(model.problems.map(formatProblem), []);
  const produced = (model.projects[0]?.manifests ?? []).filter((m) => m.template !== undefined);
  assert.equal(
    produced.map((m) => [m.name, m.template]),
    [
      ['a', 'router'],
      ['from-values', 'router-2'],
    ],
  );
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadFiles, yaml } from '../../support/repo.js';

const ROUTER = 'projects/shop/weighted-router.yaml';

/** A Template of one ConfigMap named after NAME, with `metadata` as given (left out when undefined). */
const template = (metadata: string | undefined): string =>
  yaml`
    apiVersion: template.openshift.io/v1
    kind: Template
  ` +
  (metadata === undefined ? '' : `metadata:\n${metadata}`) +
  yaml`
    objects:
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          name: \${NAME}
    parameters:
      - name: NAME
        value: router
  `;

const VALUES = yaml`
  apiVersion: gitshift.io/v1alpha1
  kind: TemplateValues
  metadata:
    name: canary
  template: weighted-router
  parameters:
    NAME: canary
`;

// oc process takes a Template without a name; gitshift names it after its file, for TemplateValues and generated values.
for (const [what, metadata] of [
  ['no metadata', undefined],
  ['metadata without a name', '  labels:\n    app: router\n'],
  ['an empty name', '  name: ""\n'],
] as const) {
  test(`a Template with ${what} is processed, and named after its file`, () => {
    const model = loadFiles({ [ROUTER]: template(metadata) });
    assert.equal(model.problems.map(formatProblem), []);
    const manifests = model.projects[0]?.manifests ?? [];
    assert.equal(
      manifests.map((m) => [m.kind, m.name, m.template]),
      [
        ['Template', 'weighted-router', undefined],
        ['ConfigMap', 'router', 'weighted-router'],
      ],
    );
  });
}

test('TemplateValues name a nameless Template by its file name', () => {
  const model = loadFiles({ [ROUTER]: template(undefined), 'projects/shop/canary.yaml': VALUES });
  assert.equal(model.problems.map(formatProblem), []);
  const produced = (model.projects[0]?.manifests ?? []).filter((m) => m.template !== undefined);
  assert.equal(
    produced.map((m) => m.name),
    ['canary'],
  );
});

test('other kinds still need a name', () => {
  const model = loadFiles({ 'projects/shop/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\ndata: {}\n' });
  assert.equal(
    model.problems.map((p) => [p.code, p.field]),
    [['SCHEMA_REQUIRED', 'metadata.name']],
  );
});

test.run();

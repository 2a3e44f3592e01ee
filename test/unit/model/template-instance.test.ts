import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { renderFiles } from '../../support/render.js';
import { loadFiles, yaml } from '../../support/repo.js';

const INSTANCE = 'projects/shop/instance.yaml';
const SECRET = 'projects/shop/values.yaml';

/** A TemplateInstance whose Template makes a ConfigMap `${NAME}` holding GREETING and a generated TOKEN; values from Secret `values`. */
const instance = yaml`
  apiVersion: template.openshift.io/v1
  kind: TemplateInstance
  metadata:
    name: hello
  spec:
    template:
      apiVersion: template.openshift.io/v1
      kind: Template
      metadata:
        name: greeter
      objects:
        - apiVersion: v1
          kind: ConfigMap
          metadata:
            name: \${NAME}
          data:
            greeting: \${GREETING}
            token: \${TOKEN}
      parameters:
        - name: NAME
          required: true
        - name: GREETING
          value: hello
        - name: TOKEN
          generate: expression
          from: "[a-z]{8}"
    secret:
      name: values
`;

const secret = (body: string): string =>
  yaml`
    apiVersion: v1
    kind: Secret
    metadata:
      name: values
  ` + body;

const configMaps = (files: Readonly<Record<string, string>>) =>
  (loadFiles(files).projects[0]?.manifests ?? [])
    .filter((m) => m.kind === 'ConfigMap')
    .map((m) => [m.name, m.object['data']]);

// OpenShift's TemplateInstance controller: each Secret key that names a parameter is its value, and generate no longer applies.
test('a TemplateInstance is instantiated with the values of its Secret (stringData)', () => {
  const files = {
    [INSTANCE]: instance,
    [SECRET]: secret('stringData:\n  NAME: greetings\n  TOKEN: fixed\n  OTHER: x\n'),
  };
  assert.equal(loadFiles(files).problems.map(formatProblem), []);
  assert.equal(configMaps(files), [['greetings', { greeting: 'hello', token: 'fixed' }]]);
});

test('a TemplateInstance takes the base64 data of its Secret, stringData winning as the API server merges them', () => {
  const data = `data:\n  NAME: ${btoa('from-data')}\n  GREETING: ${btoa('hi')}\n  TOKEN: ${btoa('t')}\nstringData:\n  GREETING: howdy\n`;
  const files = { [INSTANCE]: instance, [SECRET]: secret(data) };
  assert.equal(configMaps(files), [['from-data', { greeting: 'howdy', token: 't' }]]);
});

test('a TemplateInstance whose Secret is not in the project is reported at spec.secret.name', () => {
  const problems = loadFiles({ [INSTANCE]: instance }).problems;
  assert.equal(
    problems.map((p) => [p.code, p.severity, p.file, p.line, p.field]),
    [['TEMPLATE_INSTANCE_SECRET_MISSING', 'error', INSTANCE, 28, 'spec.secret.name']],
  );
});

test('an instantiated TemplateInstance renders its objects, and is not itself applied nor reported as dropped', () => {
  const result = renderFiles({ [INSTANCE]: instance, [SECRET]: secret('stringData:\n  NAME: greetings\n') });
  assert.equal(result.problems.map(formatProblem), []);
  assert.equal(
    result.projects[0]?.objects.filter((o) => o.kind !== 'Namespace').map((o) => [o.kind, o.metadata.name]),
    [
      ['ConfigMap', 'greetings'],
      ['Secret', 'values'],
    ],
  );
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { isListKind } from '../../../src/yaml/read/list-kinds.js';
import { loadFiles, yaml } from '../../support/repo.js';

const FILE = 'projects/shop/export.yaml';
const load = (text: string) => loadFiles({ [FILE]: text });
const objects = (text: string): string[] =>
  load(text).projects.flatMap((p) => p.manifests.map((m) => `${m.kind}/${m.name}`));
const problems = (text: string): string[] => load(text).problems.map(formatProblem);

// kind, is a list (as oc reads it)
const kinds: [string, boolean][] = [
  ['List', true],
  ['ImageStreamList', true],
  ['TemplateList', true],
  ['DeploymentConfigList', true],
  ['ConfigMapList', true],
  ['Template', false],
  ['Listener', false],
  ['list', false],
  ['', false],
];
for (const [kind, expected] of kinds) {
  test(`kind '${kind}' is ${expected ? '' : 'not '}a list`, () => {
    assert.is(isListKind(kind), expected);
  });
}

test('an ImageStreamList, as oc get is -o yaml exports it, loads each ImageStream', () => {
  const text = yaml`
    apiVersion: image.openshift.io/v1
    kind: ImageStreamList
    metadata:
      resourceVersion: ""
    items:
      - apiVersion: image.openshift.io/v1
        kind: ImageStream
        metadata:
          name: web
      - apiVersion: image.openshift.io/v1
        kind: ImageStream
        metadata:
          name: api
  `;
  assert.equal(problems(text), []);
  assert.equal(objects(text), ['ImageStream/web', 'ImageStream/api']);
});

test('a TemplateList processes each Template', () => {
  const text = yaml`
    apiVersion: template.openshift.io/v1
    kind: TemplateList
    items:
      - apiVersion: template.openshift.io/v1
        kind: Template
        metadata:
          name: t
        objects:
          - apiVersion: v1
            kind: ConfigMap
            metadata:
              name: \${NAME}
        parameters:
          - name: NAME
            value: settings
  `;
  assert.equal(problems(text), []);
  assert.equal(objects(text), ['Template/t', 'ConfigMap/settings']);
});

test('a List of any apiVersion is a list, and a List inside a List is read through', () => {
  const text = yaml`
    apiVersion: meta.k8s.io/v1
    kind: List
    items:
      - apiVersion: v1
        kind: ConfigMapList
        items:
          - apiVersion: v1
            kind: ConfigMap
            metadata:
              name: inner
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          name: outer
  `;
  assert.equal(problems(text), []);
  assert.equal(objects(text), ['ConfigMap/inner', 'ConfigMap/outer']);
});

test('a problem inside a list item keeps its item and position', () => {
  const text = yaml`
    apiVersion: v1
    kind: DeploymentConfigList
    items:
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          name: a
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          name: b
      - apiVersion: v1
        kind: ConfigMap
        metadata:
          labels: {}
  `;
  assert.equal(problems(text), [
    `${FILE}:15:7: items[2].metadata.name: metadata.name is required [SCHEMA_REQUIRED]`,
  ]);
});

test('a *List without an items list says so, not that its name is missing', () => {
  const text = yaml`
    apiVersion: image.openshift.io/v1
    kind: ImageStreamList
    items: web
  `;
  assert.equal(problems(text), [
    `${FILE}:3:8: items: an ImageStreamList must have an items list [SCHEMA_TYPE]`,
  ]);
});

test('an empty list, as oc exports a kind with no objects, is no objects and no problem', () => {
  assert.equal(problems('apiVersion: v1\nkind: RouteList\nitems: []\n'), []);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { yaml } from '../../support/repo.js';
import { objectOf, renderFiles } from '../../support/render.js';

const project = yaml`
  apiVersion: project.openshift.io/v1
  kind: Project
  metadata:
    name: shop
    annotations:
      openshift.io/display-name: The Shop
      openshift.io/description: Sells things
  spec:
    members:
      - kind: User
        name: ann
        role: admin
      - kind: Group
        name: devs
        role: edit
      - kind: ServiceAccount
        name: ci
        role: edit
      - kind: ServiceAccount
        name: monitor
        namespace: ops
        role: view
    quota:
      hard:
        pods: "10"
    limits:
      limits:
        - type: Container
          default:
            memory: 256Mi
`;

test('a Project becomes a Namespace with its display name and description', () => {
  const ns = objectOf(renderFiles({ 'projects/shop/project.yaml': project }), 'Namespace', 'shop');
  assert.is(ns.metadata.annotations?.['openshift.io/display-name'], 'The Shop');
  assert.is(ns.metadata.annotations?.['openshift.io/description'], 'Sells things');
});

test('members become one RoleBinding per role, to the built-in ClusterRoles', () => {
  const result = renderFiles({ 'projects/shop/project.yaml': project });
  const edit = objectOf(result, 'RoleBinding', 'gitshift-edit');
  assert.equal(edit['roleRef'], { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'edit' });
  assert.equal(edit['subjects'], [
    { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'devs' },
    { kind: 'ServiceAccount', name: 'ci', namespace: 'shop' },
  ]);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-view')['subjects'], [
    { kind: 'ServiceAccount', name: 'monitor', namespace: 'ops' },
  ]);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-admin')['subjects'], [
    { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'ann' },
  ]);
});

test('declared quota and limits become a ResourceQuota and a LimitRange', () => {
  const result = renderFiles({ 'projects/shop/project.yaml': project });
  assert.equal(objectOf(result, 'ResourceQuota', 'gitshift-quota')['spec'], { hard: { pods: '10' } });
  assert.equal(objectOf(result, 'LimitRange', 'gitshift-limits')['spec'], {
    limits: [{ type: 'Container', default: { memory: '256Mi' } }],
  });
});

test('a folder without a Project document still gets its Namespace, and nothing else', () => {
  const result = renderFiles({
    'projects/plain/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
  });
  assert.equal(
    result.projects[0]?.objects.map((o) => `${o.kind}/${o.metadata.name}`),
    ['Namespace/plain', 'ConfigMap/c'],
  );
});

test('every object carries ownership, project and source', () => {
  const result = renderFiles({
    'projects/shop/project.yaml': project,
    'projects/shop/cm.yaml':
      'apiVersion: v1\nkind: List\nitems:\n  - apiVersion: v1\n    kind: ConfigMap\n    metadata:\n      name: c\n',
  });
  for (const object of result.projects[0]?.objects ?? []) {
    assert.is(object.metadata.labels?.['app.kubernetes.io/managed-by'], 'gitshift', object.kind);
    assert.is(object.metadata.labels?.['gitshift.io/project'], 'shop', object.kind);
    assert.ok(
      object.metadata.annotations?.['gitshift.io/source-file']?.startsWith('projects/shop/'),
      object.kind,
    );
  }
  assert.is(
    objectOf(result, 'ConfigMap', 'c').metadata.annotations?.['gitshift.io/source-document'],
    '0/items[0]',
  );
});

test('pass-through objects get their namespace and lose fields the server owns', () => {
  const exported =
    'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  resourceVersion: "42"\n  uid: abc\ndata:\n  k: v\nstatus: {}\n';
  const cm = objectOf(renderFiles({ 'projects/shop/cm.yaml': exported }), 'ConfigMap', 'c');
  assert.is(cm.metadata.namespace, 'shop');
  assert.not.ok('resourceVersion' in cm.metadata || 'uid' in cm.metadata || 'status' in cm);
  assert.equal(cm['data'], { k: 'v' });
});

test('a project with errors is skipped while other projects render', () => {
  const result = renderFiles({
    'projects/good/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n',
    'projects/bad/cm.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: Bad_Name\n',
  });
  assert.equal(
    result.projects.map((p) => p.name),
    ['good'],
  );
  assert.equal(
    result.skipped.map((s) => s.name),
    ['bad'],
  );
});

test('a Namespace written for the project merges with the rendered one: one Namespace, both its labels', () => {
  const namespace = yaml`
    apiVersion: v1
    kind: Namespace
    metadata:
      name: shop
      labels:
        pod-security.kubernetes.io/enforce: restricted
      annotations:
        openshift.io/display-name: Overridden by the Project
        scheduler.alpha.kubernetes.io/node-selector: tier=web
  `;
  const result = renderFiles({ 'projects/shop/project.yaml': project, 'projects/shop/ns.yaml': namespace });
  assert.equal(result.problems, []);
  const namespaces = result.projects[0]?.objects.filter((o) => o.kind === 'Namespace') ?? [];
  assert.is(namespaces.length, 1);
  const ns = objectOf(result, 'Namespace', 'shop');
  assert.is(ns.metadata.labels?.['pod-security.kubernetes.io/enforce'], 'restricted');
  assert.is(ns.metadata.labels?.['gitshift.io/project'], 'shop');
  assert.is(ns.metadata.annotations?.['openshift.io/display-name'], 'The Shop');
  assert.is(ns.metadata.annotations?.['scheduler.alpha.kubernetes.io/node-selector'], 'tier=web');
});

test('a Namespace alone stands for the project: one Namespace, its source', () => {
  const result = renderFiles({
    'projects/shop/ns.yaml':
      'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: shop\n  labels:\n    team: a\n',
  });
  assert.equal(
    result.projects[0]?.objects.map((o) => `${o.kind}/${o.metadata.name}`),
    ['Namespace/shop'],
  );
  const ns = objectOf(result, 'Namespace', 'shop');
  assert.is(ns.metadata.labels?.['team'], 'a');
  assert.is(ns.metadata.annotations?.['gitshift.io/source-file'], 'projects/shop/ns.yaml');
});

test('a ProjectRequest becomes the project it asks for: the Namespace with its display name and description', () => {
  const request = yaml`
    apiVersion: project.openshift.io/v1
    kind: ProjectRequest
    metadata:
      name: shop
    displayName: The Shop
    description: Sells things
  `;
  const result = renderFiles({ 'projects/shop/request.yaml': request });
  assert.equal(result.problems, []);
  assert.equal(
    result.projects[0]?.objects.map((o) => `${o.kind}/${o.metadata.name}`),
    ['Namespace/shop'],
  );
  const ns = objectOf(result, 'Namespace', 'shop');
  assert.is(ns.metadata.annotations?.['openshift.io/display-name'], 'The Shop');
  assert.is(ns.metadata.annotations?.['openshift.io/description'], 'Sells things');
});

test('a ProjectRequest for another project is an error: a folder is one project', () => {
  const result = renderFiles({
    'projects/shop/request.yaml': 'apiVersion: v1\nkind: ProjectRequest\nmetadata:\n  name: other\n',
  });
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['PROJECT_NAME_MISMATCH', 'error', 'metadata.name']],
  );
  assert.equal(
    result.skipped.map((s) => s.name),
    ['shop'],
  );
});

const selfHealCases: [string, string | undefined, boolean | undefined][] = [
  ['no annotation leaves the choice to gitshift.yaml', undefined, undefined],
  ['"false" opts the project out of self-heal', 'false', false],
  ['"true" opts it in whatever gitshift.yaml says', 'true', true],
];
for (const [name, value, expected] of selfHealCases) {
  test(`self-heal of a project: ${name}`, () => {
    const annotations = value === undefined ? '' : `\n  annotations:\n    gitshift.io/self-heal: "${value}"`;
    const result = renderFiles({
      'projects/shop/project.yaml': `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: shop${annotations}\n`,
    });
    assert.equal(result.problems, []);
    assert.is(result.projects[0]?.selfHeal, expected);
  });
}

test.run();

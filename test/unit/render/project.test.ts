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

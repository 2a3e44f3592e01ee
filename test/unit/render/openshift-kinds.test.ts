import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { SETTINGS, yaml } from '../../support/repo.js';
import { objectOf, renderFiles } from '../../support/render.js';

const APP = 'projects/shop/app.yaml';

// The RoleBinding every Jenkins template of OpenShift carries: legacy v1, roleRef by name only.
const jenkinsBinding = yaml`
  kind: RoleBinding
  apiVersion: v1
  metadata:
    name: jenkins-edit
  groupNames: null
  subjects:
    - kind: ServiceAccount
      name: jenkins
  roleRef:
    name: edit
`;

test('a legacy v1 RoleBinding becomes an rbac.authorization.k8s.io/v1 RoleBinding to the ClusterRole', () => {
  const result = renderFiles({ [APP]: jenkinsBinding });
  assert.equal(result.problems, []);
  const binding = objectOf(result, 'RoleBinding', 'jenkins-edit');
  assert.is(binding.apiVersion, 'rbac.authorization.k8s.io/v1');
  assert.is(binding.metadata.namespace, 'shop');
  assert.equal(binding['roleRef'], {
    apiGroup: 'rbac.authorization.k8s.io',
    kind: 'ClusterRole',
    name: 'edit',
  });
  assert.equal(binding['subjects'], [{ kind: 'ServiceAccount', name: 'jenkins', namespace: 'shop' }]);
  assert.not.ok('groupNames' in binding || 'userNames' in binding);
});

const subjectCases: [string, string, unknown[]][] = [
  [
    'subjects of every OpenShift kind, System ones included',
    yaml`
      subjects:
        - { kind: User, name: ann }
        - { kind: SystemUser, name: "system:admin" }
        - { kind: Group, name: devs }
        - { kind: SystemGroup, name: "system:authenticated" }
        - { kind: ServiceAccount, name: ci, namespace: ops }
    `,
    [
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'ann' },
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'system:admin' },
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'devs' },
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'system:authenticated' },
      { kind: 'ServiceAccount', name: 'ci', namespace: 'ops' },
    ],
  ],
  [
    'userNames and groupNames, when given, stand for the subjects (as oc converts them)',
    yaml`
      userNames:
        - ann
        - system:serviceaccount:ops:robot
      groupNames:
        - system:authenticated
      subjects:
        - { kind: User, name: ignored }
    `,
    [
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'ann' },
      { kind: 'ServiceAccount', name: 'robot', namespace: 'ops' },
      { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'system:authenticated' },
    ],
  ],
];
for (const [name, fields, subjects] of subjectCases) {
  test(`OpenShift RoleBinding: ${name}`, () => {
    const text = `apiVersion: authorization.openshift.io/v1\nkind: RoleBinding\nmetadata:\n  name: b\nroleRef:\n  name: view\n${fields}`;
    const result = renderFiles({ [APP]: text });
    assert.equal(result.problems, []);
    assert.equal(objectOf(result, 'RoleBinding', 'b')['subjects'], subjects);
  });
}

test('a roleRef with a namespace names a Role of the project', () => {
  const text = yaml`
    apiVersion: authorization.openshift.io/v1
    kind: RoleBinding
    metadata:
      name: b
    roleRef:
      name: deployer
      namespace: shop
    subjects: []
  `;
  const binding = objectOf(renderFiles({ [APP]: text }), 'RoleBinding', 'b');
  assert.equal(binding['roleRef'], { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'deployer' });
});

test('a legacy Role: rules keep their meaning, attributeRestrictions are dropped with a warning', () => {
  const text = yaml`
    apiVersion: v1
    kind: Role
    metadata:
      name: reader
    rules:
      - verbs: [get, list]
        resources: [pods]
      - verbs: ["*"]
        resources: ["*"]
      - verbs: [get]
        apiGroups: [""]
        resources: [configmaps]
        nonResourceURLs: [/healthz]
      - verbs: [get]
        resources: [secrets]
        attributeRestrictions: { kind: Something }
  `;
  const result = renderFiles({ [APP]: text });
  const role = objectOf(result, 'Role', 'reader');
  assert.is(role.apiVersion, 'rbac.authorization.k8s.io/v1');
  assert.equal(role['rules'], [
    { apiGroups: [''], resources: ['pods'], verbs: ['get', 'list'] },
    { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
    { apiGroups: [''], resources: ['configmaps'], verbs: ['get'] },
    { nonResourceURLs: ['/healthz'], verbs: ['get'] },
  ]);
  assert.equal(
    result.problems.map((p) => [p.code, p.severity, p.field]),
    [['OPENSHIFT_FIELD_DROPPED', 'warning', 'rules[3].attributeRestrictions']],
  );
});

test('ClusterRole and ClusterRoleBinding become RBAC, without a namespace', () => {
  const text = yaml`
    apiVersion: authorization.openshift.io/v1
    kind: ClusterRole
    metadata:
      name: shop-reader
    rules:
      - verbs: [get]
        resources: [pods]
    ---
    apiVersion: v1
    kind: ClusterRoleBinding
    metadata:
      name: shop-readers
    roleRef:
      name: shop-reader
    subjects:
      - kind: ServiceAccount
        name: ci
  `;
  const result = renderFiles({ [APP]: text });
  const role = objectOf(result, 'ClusterRole', 'shop-reader');
  const binding = objectOf(result, 'ClusterRoleBinding', 'shop-readers');
  assert.is(role.apiVersion, 'rbac.authorization.k8s.io/v1');
  assert.is(binding.apiVersion, 'rbac.authorization.k8s.io/v1');
  assert.is(role.metadata.namespace, undefined);
  assert.is(binding.metadata.namespace, undefined);
  assert.equal(binding['subjects'], [{ kind: 'ServiceAccount', name: 'ci', namespace: 'shop' }]);
});

const invalidBindings: [string, string, string][] = [
  [
    'a subject of a kind OpenShift does not know',
    'roleRef:\n  name: view\nsubjects:\n  - kind: Robot\n    name: r2\n',
    'subjects[0].kind',
  ],
  ['a roleRef without a name', 'roleRef:\n  namespace: shop\nsubjects: []\n', 'roleRef.name'],
  [
    "a roleRef to another project's Role",
    'roleRef:\n  name: r\n  namespace: other\nsubjects: []\n',
    'roleRef.namespace',
  ],
];
for (const [name, fields, field] of invalidBindings) {
  test(`RoleBinding: ${name} is an error at its field, and nothing half-converted is rendered`, () => {
    const text = `apiVersion: v1\nkind: RoleBinding\nmetadata:\n  name: b\n${fields}`;
    const result = renderFiles({ [APP]: text });
    assert.equal(
      result.problems.map((p) => [p.code, p.severity, p.field]),
      [['OPENSHIFT_KIND_INVALID', 'error', field]],
    );
    assert.equal(
      result.skipped.map((s) => s.name),
      ['shop'],
    );
  });
}

const dropped: [string, string][] = [
  ['security.openshift.io/v1', 'SecurityContextConstraints'],
  ['v1', 'SecurityContextConstraints'],
  ['oauth.openshift.io/v1', 'OAuthClient'],
  ['network.openshift.io/v1', 'ClusterNetwork'],
  ['v1', 'HostSubnet'],
  ['user.openshift.io/v1', 'Group'],
  ['quota.openshift.io/v1', 'ClusterResourceQuota'],
  ['image.openshift.io/v1', 'ImageStreamTag'],
  ['build.openshift.io/v1', 'Build'],
  ['template.openshift.io/v1', 'BrokerTemplateInstance'],
];
for (const [apiVersion, kind] of dropped) {
  test(`${apiVersion} ${kind} is left out with a warning saying why`, () => {
    const text = `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: x\n`;
    const result = renderFiles({ [APP]: text });
    assert.equal(
      result.projects[0]?.objects.map((o) => o.kind),
      ['Namespace'],
    );
    const [problem] = result.problems;
    assert.is(result.problems.length, 1);
    assert.is(problem?.code, 'OPENSHIFT_KIND_DROPPED');
    assert.is(problem?.severity, 'warning');
    assert.match(problem?.message ?? '', kind);
    assert.match(problem?.message ?? '', 'openshiftKinds: keep');
  });
}

test('openshiftKinds: keep applies them as they are, in their grouped apiVersion', () => {
  const text = yaml`
    apiVersion: v1
    kind: SecurityContextConstraints
    metadata:
      name: restricted-shop
    ---
    apiVersion: oauth.openshift.io/v1
    kind: OAuthClient
    metadata:
      name: shop-client
    ---
    apiVersion: build.openshift.io/v1
    kind: Build
    metadata:
      name: web-1
  `;
  const result = renderFiles({ [APP]: text }, { settings: `${SETTINGS}openshiftKinds: keep\n` });
  assert.equal(result.problems, []);
  const scc = objectOf(result, 'SecurityContextConstraints', 'restricted-shop');
  assert.is(scc.apiVersion, 'security.openshift.io/v1');
  assert.is(scc.metadata.namespace, undefined);
  assert.is(objectOf(result, 'OAuthClient', 'shop-client').metadata.namespace, undefined);
  assert.is(objectOf(result, 'Build', 'web-1').metadata.namespace, 'shop');
});

const clusterScoped = [
  ['v1', 'PersistentVolume'],
  ['v1', 'Node'],
  ['scheduling.k8s.io/v1', 'PriorityClass'],
  ['storage.k8s.io/v1', 'VolumeAttachment'],
  ['storage.k8s.io/v1', 'CSINode'],
  ['certificates.k8s.io/v1', 'CertificateSigningRequest'],
  ['flowcontrol.apiserver.k8s.io/v1', 'FlowSchema'],
  ['flowcontrol.apiserver.k8s.io/v1', 'PriorityLevelConfiguration'],
  ['networking.k8s.io/v1', 'IngressClass'],
  ['resource.k8s.io/v1', 'DeviceClass'],
  ['admissionregistration.k8s.io/v1', 'ValidatingAdmissionPolicy'],
];
for (const [apiVersion, kind] of clusterScoped) {
  test(`cluster-scoped ${kind} gets no namespace`, () => {
    const text = `apiVersion: ${apiVersion}\nkind: ${kind}\nmetadata:\n  name: x\n`;
    const object = objectOf(renderFiles({ [APP]: text }), kind ?? '', 'x');
    assert.is(object.metadata.namespace, undefined);
  });
}

test('a custom resource of a cluster-scoped CRD in the repository gets no namespace', () => {
  const text = yaml`
    apiVersion: apiextensions.k8s.io/v1
    kind: CustomResourceDefinition
    metadata:
      name: widgets.example.com
    spec:
      group: example.com
      scope: Cluster
      names: { kind: Widget, plural: widgets }
      versions: [{ name: v1, served: true, storage: true }]
    ---
    apiVersion: example.com/v1
    kind: Widget
    metadata:
      name: w
  `;
  assert.is(objectOf(renderFiles({ [APP]: text }), 'Widget', 'w').metadata.namespace, undefined);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatProblem } from '../../../src/errors/index.js';
import { loadFiles, yaml } from '../../support/repo.js';
import { objectOf, renderFiles } from '../../support/render.js';

const settings = yaml`
  keystone:
    url: https://keystone.example.com:5000/v3/
    domain: Example
    serviceUser:
      nameFile: /etc/gitshift/keystone/user
      passwordFile: /etc/gitshift/keystone/password
`;

const project = yaml`
  apiVersion: project.openshift.io/v1
  kind: Project
  metadata:
    name: shop
  spec:
    keystone:
      project: shop-prod
    members:
      - kind: KeystoneUser
        name: alice
        role: edit
      - kind: User
        name: alice
        role: edit
      - kind: KeystoneGroup
        name: auditors
        role: view
      - kind: KeystoneUser
        name: bob
        role: admin
`;

test("Keystone members become RoleBinding subjects named as Keystone's webhook names them, each once", () => {
  const result = renderFiles({ 'gitshift.yaml': settings, 'projects/shop/project.yaml': project });
  assert.equal(result.problems.map(formatProblem), []);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-edit')['subjects'], [
    { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'alice' },
  ]);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-view')['subjects'], [
    { apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'auditors' },
  ]);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-admin')['subjects'], [
    { apiGroup: 'rbac.authorization.k8s.io', kind: 'User', name: 'bob' },
  ]);
});

test('the followed Keystone project’s assignments become subjects through keystone.roles, beside the members', () => {
  const followed = yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: shop
    spec:
      keystone:
        project: shop-prod
        assignments:
          - kind: KeystoneUser
            name: alice
            roles: [member, reader]
          - kind: KeystoneUser
            name: carol
            roles: [auditor]
          - kind: KeystoneGroup
            name: devs
            roles: [operator]
      members:
        - kind: KeystoneUser
          name: alice
          role: edit
  `;
  const mapped = `${settings}  roles:\n    member: edit\n    operator: admin\n`;
  const result = renderFiles({ 'gitshift.yaml': mapped, 'projects/shop/project.yaml': followed });
  assert.equal(result.problems.map(formatProblem), []);
  const rbac = 'rbac.authorization.k8s.io';
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-edit')['subjects'], [
    { apiGroup: rbac, kind: 'User', name: 'alice' },
  ]);
  assert.equal(objectOf(result, 'RoleBinding', 'gitshift-admin')['subjects'], [
    { apiGroup: rbac, kind: 'Group', name: 'devs' },
  ]);
  // carol's role maps to none (the mapping given replaces the default): no binding names her.
  assert.not.ok(JSON.stringify(result.projects).includes('"carol"'));

  // Without a keystone block there is no mapping: assignments give no role, members still do.
  const bare = renderFiles({ 'projects/shop/project.yaml': followed });
  assert.equal(objectOf(bare, 'RoleBinding', 'gitshift-edit')['subjects'], [
    { apiGroup: rbac, kind: 'User', name: 'alice' },
  ]);
  assert.not.ok(JSON.stringify(bare.projects).includes('"devs"'));
});

test('an assignment without roles, or of a cluster user, is a schema error at its line', () => {
  const model = loadFiles({
    'gitshift.yaml': settings,
    'projects/shop/project.yaml': yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: shop
      spec:
        keystone:
          project: shop-prod
          assignments:
            - kind: User
              name: alice
              roles: [member]
            - kind: KeystoneGroup
              name: devs
              roles: []
    `,
  });
  const lines = model.problems.map(formatProblem).join('\n');
  assert.match(lines, /project\.yaml:9:.*spec\.keystone\.assignments\[0\]\.kind/);
  assert.match(lines, /project\.yaml:14:.*spec\.keystone\.assignments\[1\]\.roles/);
});

test('keystone settings: the endpoint without /v3, the service user in keystone.domain, the default role mapping', () => {
  const model = loadFiles({ 'gitshift.yaml': settings, 'projects/shop/project.yaml': project });
  assert.equal(model.problems.map(formatProblem), []);
  assert.equal(model.settings.keystone, {
    url: 'https://keystone.example.com:5000',
    domain: 'Example',
    serviceUser: {
      nameFile: '/etc/gitshift/keystone/user',
      passwordFile: '/etc/gitshift/keystone/password',
      domain: 'Example',
      project: undefined,
    },
    roles: { reader: 'view', member: 'edit', admin: 'admin' },
    tokenCacheTtlMs: 30_000,
    followIntervalMs: 300_000,
  });
});

test('a keystone block without a service user, or mapping a role to no gitshift role, is an error at its line', () => {
  const model = loadFiles({
    'gitshift.yaml': yaml`
      keystone:
        url: https://keystone.example.com
        roles:
          member: write
    `,
    'projects/shop/project.yaml': project,
  });
  const lines = model.problems.map(formatProblem).join('\n');
  assert.match(lines, /gitshift\.yaml:2:.*keystone\.serviceUser/);
  assert.match(lines, /gitshift\.yaml:4:.*keystone\.roles\.member/);
});

test('a member kind that is neither a cluster nor a Keystone one is still a schema error', () => {
  const model = loadFiles({
    'projects/shop/project.yaml': yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: shop
      spec:
        members:
          - kind: LdapUser
            name: carol
            role: view
    `,
  });
  assert.match(model.problems.map(formatProblem).join('\n'), /project\.yaml:7:.*spec\.members\[0\]\.kind/);
});

test.run();

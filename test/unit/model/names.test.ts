import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkObjectName, nameRuleOf, type NameRule } from '../../../src/model/names.js';
import { loadFiles } from '../../support/repo.js';

/** The rule the API server holds each kind's name to (kubernetes pkg/apis/<group>/validation, openshift-apiserver). */
const rules: [apiVersion: string, kind: string, rule: NameRule][] = [
  ['v1', 'Namespace', 'dns-1123-label'],
  ['v1', 'Service', 'dns-1035-label'],
  ['v1', 'ConfigMap', 'dns-1123-subdomain'],
  ['v1', 'Secret', 'dns-1123-subdomain'],
  ['apps/v1', 'Deployment', 'dns-1123-subdomain'],
  ['apps/v1', 'StatefulSet', 'dns-1123-label'],
  ['batch/v1', 'Job', 'dns-1123-subdomain'],
  ['batch/v1', 'CronJob', 'dns-1123-subdomain'],
  ['rbac.authorization.k8s.io/v1', 'Role', 'path-segment'],
  ['rbac.authorization.k8s.io/v1', 'ClusterRole', 'path-segment'],
  ['rbac.authorization.k8s.io/v1', 'RoleBinding', 'path-segment'],
  ['rbac.authorization.k8s.io/v1', 'ClusterRoleBinding', 'path-segment'],
  ['authorization.openshift.io/v1', 'RoleBinding', 'path-segment'],
  ['v1', 'RoleBinding', 'path-segment'],
  ['v1', 'Project', 'dns-1123-label'],
  ['project.openshift.io/v1', 'Project', 'dns-1123-label'],
  ['apps.openshift.io/v1', 'DeploymentConfig', 'dns-1123-subdomain'],
  ['v1', 'DeploymentConfig', 'dns-1123-subdomain'],
  ['build.openshift.io/v1', 'BuildConfig', 'dns-1123-subdomain'],
  ['route.openshift.io/v1', 'Route', 'dns-1123-subdomain'],
  ['template.openshift.io/v1', 'Template', 'dns-1123-subdomain'],
  ['image.openshift.io/v1', 'ImageStream', 'image-stream'],
  // A kind of the same name in another group is that group's: a custom resource, held to DNS-1123 subdomains.
  ['example.com/v1', 'Service', 'dns-1123-subdomain'],
  ['example.com/v1', 'Widget', 'dns-1123-subdomain'],
];

for (const [apiVersion, kind, rule] of rules) {
  test(`${apiVersion} ${kind} names follow the ${rule} rule`, () => {
    assert.is(nameRuleOf(apiVersion, kind), rule);
  });
}

/** [apiVersion, kind, name, the problem code, or undefined when the name is accepted] */
const names: [string, string, string, 'INVALID_NAME' | 'NAME_TOO_LONG' | undefined][] = [
  // RBAC: path segments, as `oc` and kubectl accept them
  ['rbac.authorization.k8s.io/v1', 'ClusterRole', 'system:openshift:jenkins_edit', undefined],
  ['rbac.authorization.k8s.io/v1', 'RoleBinding', 'Jenkins_Edit:ServiceAccount', undefined],
  ['rbac.authorization.k8s.io/v1', 'RoleBinding', 'a.b', undefined],
  ['rbac.authorization.k8s.io/v1', 'RoleBinding', '.', 'INVALID_NAME'],
  ['rbac.authorization.k8s.io/v1', 'RoleBinding', '..', 'INVALID_NAME'],
  ['rbac.authorization.k8s.io/v1', 'Role', 'a/b', 'INVALID_NAME'],
  ['rbac.authorization.k8s.io/v1', 'Role', '100%', 'INVALID_NAME'],
  ['v1', 'RoleBinding', 'edit_sa:jenkins', undefined],
  // Services: DNS-1035 labels start with a letter
  ['v1', 'Service', 'web', undefined],
  ['v1', 'Service', '1web', 'INVALID_NAME'],
  ['v1', 'Service', 'web.v2', 'INVALID_NAME'],
  ['v1', 'Service', 'w'.repeat(64), 'NAME_TOO_LONG'],
  // Namespaces and Projects: DNS-1123 labels
  ['v1', 'Namespace', '1shop', undefined],
  ['v1', 'Namespace', 'shop.eu', 'INVALID_NAME'],
  ['project.openshift.io/v1', 'Project', 'Shop', 'INVALID_NAME'],
  // DeploymentConfigs, Routes, BuildConfigs, Templates: DNS-1123 subdomains
  ['apps.openshift.io/v1', 'DeploymentConfig', 'web.v2', undefined],
  ['apps.openshift.io/v1', 'DeploymentConfig', 'd'.repeat(100), undefined],
  ['apps.openshift.io/v1', 'DeploymentConfig', 'Web', 'INVALID_NAME'],
  ['route.openshift.io/v1', 'Route', 'web.v2', undefined],
  ['route.openshift.io/v1', 'Route', 'web_v2', 'INVALID_NAME'],
  ['template.openshift.io/v1', 'Template', 'mysql-persistent', undefined],
  ['apps/v1', 'Deployment', 'd'.repeat(254), 'NAME_TOO_LONG'],
  // ImageStreams: path segments that are also image repository name components
  ['image.openshift.io/v1', 'ImageStream', 'ruby_22.centos7', undefined],
  ['image.openshift.io/v1', 'ImageStream', 'Ruby', 'INVALID_NAME'],
  ['image.openshift.io/v1', 'ImageStream', 'ruby__22', 'INVALID_NAME'],
  ['image.openshift.io/v1', 'ImageStream', '-ruby', 'INVALID_NAME'],
  // StatefulSets: DNS-1123 labels; CronJobs: 52 characters, room for the Job suffix
  ['apps/v1', 'StatefulSet', 'db.primary', 'INVALID_NAME'],
  ['batch/v1', 'CronJob', 'c'.repeat(52), undefined],
  ['batch/v1', 'CronJob', 'c'.repeat(53), 'NAME_TOO_LONG'],
  ['batch/v1', 'Job', 'j'.repeat(64), 'NAME_TOO_LONG'],
  // Other kinds: DNS-1123 subdomains
  ['v1', 'ConfigMap', 'app.config', undefined],
  ['v1', 'ConfigMap', 'app_config', 'INVALID_NAME'],
];

for (const [apiVersion, kind, name, code] of names) {
  test(`${kind} name '${name.length > 20 ? `${name.slice(0, 8)}…(${name.length})` : name}': ${code ?? 'accepted'}`, () => {
    const rejection = checkObjectName(apiVersion, kind, name);
    assert.is(rejection?.code, code, rejection?.message);
  });
}

test('a rejection names the rule and the kind', () => {
  assert.match(
    checkObjectName('rbac.authorization.k8s.io/v1', 'Role', 'a/b')?.message ?? '',
    /Role name 'a\/b' may not contain '\/' or '%'/,
  );
  assert.match(
    checkObjectName('v1', 'Service', '1web')?.message ?? '',
    /DNS-1035 label.*starting with a letter/,
  );
});

test('the loader accepts RoleBindings and ClusterRoles named with ":" and "_"', () => {
  const model = loadFiles({
    'projects/ci/rbac.yaml': [
      'apiVersion: rbac.authorization.k8s.io/v1',
      'kind: RoleBinding',
      'metadata:',
      '  name: jenkins_edit:sa',
      'roleRef:',
      '  apiGroup: rbac.authorization.k8s.io',
      '  kind: ClusterRole',
      '  name: edit',
      'subjects:',
      '  - kind: ServiceAccount',
      '    name: jenkins',
      '',
    ].join('\n'),
  });
  assert.equal(model.problems, []);
});

test.run();

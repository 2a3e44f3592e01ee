import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { keystoneBinding } from '../../../src/serve/keystone-judge.js';
import { loadFiles, yaml } from '../../support/repo.js';

const model = loadFiles({
  'projects/shop/project.yaml': yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: shop
    spec:
      keystone:
        project: shop-prod
      members:
        - kind: User
          name: ann
          role: admin
        - kind: KeystoneGroup
          name: devs
          role: edit
  `,
  'projects/plain/cm.yaml': yaml`
    apiVersion: v1
    kind: ConfigMap
    metadata:
      name: x
  `,
  'projects/broken/project.yaml': yaml`
    apiVersion: project.openshift.io/v1
    kind: Project
    metadata:
      name: broken
    spec:
      keystone:
        project: shop-prod
      members:
        - kind: KeystoneUser
          name: eve
          role: owner
  `,
});

test("a project's Keystone binding: the Keystone project it follows and its Keystone members only", () => {
  assert.equal(keystoneBinding(model, 'shop'), {
    keystoneProject: 'shop-prod',
    members: [{ kind: 'KeystoneGroup', name: 'devs', role: 'edit' }],
  });
});

test('a project without a Project lets no Keystone user in; an unknown project has no binding', () => {
  assert.equal(keystoneBinding(model, 'plain'), { keystoneProject: undefined, members: [] });
  assert.is(keystoneBinding(model, 'nowhere'), undefined);
});

test('a Project with errors lets no Keystone user in: its fields are not trusted', () => {
  assert.equal(keystoneBinding(model, 'broken'), { keystoneProject: undefined, members: [] });
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { collectionPath, groupVersionPath, listPath, objectPath } from '../../../src/kube/object-path.js';

const namespaced = { plural: 'deployments', namespaced: true };
const clusterWide = { plural: 'namespaces', namespaced: false };

const groupVersions: [string, string][] = [
  ['v1', '/api/v1'],
  ['apps/v1', '/apis/apps/v1'],
  ['route.openshift.io/v1', '/apis/route.openshift.io/v1'],
];
for (const [apiVersion, expected] of groupVersions) {
  test(`the core group is under /api, every other under /apis: ${apiVersion}`, () => {
    assert.is(groupVersionPath(apiVersion), expected);
  });
}

const collections: [string, string, typeof namespaced, string | undefined, string][] = [
  [
    'a namespaced kind in a namespace',
    'apps/v1',
    namespaced,
    'shop',
    '/apis/apps/v1/namespaces/shop/deployments',
  ],
  ['a namespaced kind across namespaces', 'apps/v1', namespaced, undefined, '/apis/apps/v1/deployments'],
  ['a cluster-wide kind ignores a namespace', 'v1', clusterWide, 'shop', '/api/v1/namespaces'],
  [
    'a namespace is escaped',
    'apps/v1',
    namespaced,
    'a/b c',
    '/apis/apps/v1/namespaces/a%2Fb%20c/deployments',
  ],
];
for (const [name, apiVersion, resource, namespace, expected] of collections) {
  test(`collection path: ${name}`, () => {
    assert.is(collectionPath(apiVersion, resource, namespace), expected);
  });
}

test('an object is its collection and its escaped name', () => {
  assert.is(
    objectPath({ apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' }, namespaced),
    '/apis/apps/v1/namespaces/shop/deployments/web',
  );
  assert.is(
    objectPath({ apiVersion: 'v1', kind: 'Namespace', name: 'shop' }, clusterWide),
    '/api/v1/namespaces/shop',
  );
  assert.is(
    objectPath({ apiVersion: 'v1', kind: 'Namespace', name: 'a?b#c' }, clusterWide),
    '/api/v1/namespaces/a%3Fb%23c',
  );
});

const lists: [string, string | undefined, string][] = [
  ['the first page', undefined, '/api/v1/pods?labelSelector=app%3Dweb%2Ctier!%3Ddb&limit=500'],
  [
    'a later page',
    'eyJ2Ijoi+/=',
    '/api/v1/pods?labelSelector=app%3Dweb%2Ctier!%3Ddb&limit=500&continue=eyJ2Ijoi%2B%2F%3D',
  ],
  ['an empty token is the first page', '', '/api/v1/pods?labelSelector=app%3Dweb%2Ctier!%3Ddb&limit=500'],
];
for (const [name, token, expected] of lists) {
  test(`list path: ${name}`, () => {
    assert.is(
      listPath('/api/v1/pods', { labelSelector: 'app=web,tier!=db', limit: 500, continueToken: token }),
      expected,
    );
  });
}

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changedFields, missingFields } from '../../../src/reconciler/field-diff.js';

const containers = (image: string, extra: Record<string, unknown> = {}) => ({
  spec: {
    template: {
      spec: {
        containers: [
          { name: 'web', image, ...extra },
          { name: 'side', image: 's:1' },
        ],
      },
    },
  },
});

test('missing fields: defaults and fields of other managers in the live object are not drift', () => {
  const desired = { metadata: { name: 'a', labels: { app: 'a' } }, data: { x: '1' } };
  const live = {
    metadata: { name: 'a', labels: { app: 'a', extra: 'y' }, resourceVersion: '9', uid: 'u' },
    data: { x: '1', y: '2' },
    status: { phase: 'Active' },
  };
  assert.equal(missingFields(desired, live), []);
});

test('missing fields: a changed value is reported with its path, old and new value', () => {
  assert.equal(missingFields({ data: { x: '1' } }, { data: { x: '2' } }), [
    { path: 'data.x', from: '2', to: '1' },
  ]);
});

test('missing fields: lists of named items are matched by name, whatever their order', () => {
  const desired = containers('web:2');
  const live = {
    spec: {
      template: {
        spec: {
          containers: [
            { name: 'side', image: 's:1' },
            { name: 'web', image: 'web:1' },
          ],
        },
      },
    },
  };
  assert.equal(missingFields(desired, live), [
    { path: 'spec.template.spec.containers[web].image', from: 'web:1', to: 'web:2' },
  ]);
});

test('missing fields: a number the server gives back for a string is the same value', () => {
  assert.equal(missingFields({ spec: { port: '80' } }, { spec: { port: 80 } }), []);
});

test('changed fields: both ways, status and server bookkeeping left out', () => {
  const before = {
    metadata: { resourceVersion: '1', labels: { a: '1' } },
    spec: { replicas: 1 },
    status: { x: 1 },
  };
  const after = {
    metadata: { resourceVersion: '2', labels: { b: '1' } },
    spec: { replicas: 3 },
    status: { x: 2 },
  };
  assert.equal(changedFields(before, after), [
    { path: 'metadata.labels.a', from: '1', to: undefined },
    { path: 'metadata.labels.b', from: undefined, to: '1' },
    { path: 'spec.replicas', from: 1, to: 3 },
  ]);
});

test('changed fields: a container added to a named list shows as that container', () => {
  const before = { spec: { containers: [{ name: 'web', image: 'w' }] } };
  const after = {
    spec: {
      containers: [
        { name: 'web', image: 'w' },
        { name: 'log', image: 'l' },
      ],
    },
  };
  assert.equal(changedFields(before, after), [
    { path: 'spec.containers[log]', from: undefined, to: { name: 'log', image: 'l' } },
  ]);
});

test('changed fields: identical objects have no changes', () => {
  assert.equal(
    changedFields(
      containers('a', { env: [{ name: 'X', value: '1' }] }),
      containers('a', { env: [{ name: 'X', value: '1' }] }),
    ),
    [],
  );
});

test.run();

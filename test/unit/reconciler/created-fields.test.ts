import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ManagedFieldsEntry } from '../../../src/kube/kube-api.js';
import {
  adoptionPatch,
  CREATE_FIELD_MANAGER,
  creationToAdopt,
} from '../../../src/reconciler/created-fields.js';

const entry = (manager: string, operation: string, subresource?: string): ManagedFieldsEntry => ({
  manager,
  operation,
  apiVersion: 'v1',
  fieldsType: 'FieldsV1',
  fieldsV1: {},
  ...(subresource === undefined ? {} : { subresource }),
});

test('creationToAdopt: the position of gitshift-create, among other managers', () => {
  assert.is(creationToAdopt([entry(CREATE_FIELD_MANAGER, 'Update')]), 0);
  assert.is(
    creationToAdopt([entry('kube-controller-manager', 'Update'), entry(CREATE_FIELD_MANAGER, 'Update')]),
    1,
  );
});

test('creationToAdopt: nothing to adopt once gitshift has applied, or without a creation entry', () => {
  assert.is(creationToAdopt(undefined), undefined);
  assert.is(creationToAdopt([]), undefined);
  assert.is(creationToAdopt([entry('gitshift', 'Apply'), entry(CREATE_FIELD_MANAGER, 'Update')]), undefined);
  assert.is(creationToAdopt([entry('kubectl-create', 'Update')]), undefined);
  // gitshift's merge patches (rollouts, say) are Update entries of its own name: not a creation.
  assert.is(creationToAdopt([entry('gitshift', 'Update')]), undefined);
});

test("creationToAdopt: a status subresource's entry is neither the creation nor gitshift's apply", () => {
  assert.is(creationToAdopt([entry(CREATE_FIELD_MANAGER, 'Update', 'status')]), undefined);
  assert.is(
    creationToAdopt([entry('gitshift', 'Apply', 'status'), entry(CREATE_FIELD_MANAGER, 'Update')]),
    1,
  );
});

test('adoptionPatch: tests the entry before renaming it, so a moved list fails the patch instead', () => {
  assert.equal(adoptionPatch(2), [
    { op: 'test', path: '/metadata/managedFields/2/manager', value: CREATE_FIELD_MANAGER },
    { op: 'test', path: '/metadata/managedFields/2/operation', value: 'Update' },
    { op: 'replace', path: '/metadata/managedFields/2/manager', value: 'gitshift' },
    { op: 'replace', path: '/metadata/managedFields/2/operation', value: 'Apply' },
  ]);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProjectSyncResult } from '../../../src/reconciler/sync-result.js';
import type { PlannedObject } from '../../../src/reconciler/project-plan.js';
import { EMPTY_RECORD, nextSyncRecord, type SyncRecord } from '../../../src/reconciler/sync-record.js';

const T0 = new Date('2026-11-22T10:00:00Z');
const T1 = new Date('2026-11-22T11:00:00Z');
const cm = { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'a' };

function result(overrides: Partial<ProjectSyncResult> = {}): ProjectSyncResult {
  return {
    project: 'shop',
    objects: [],
    failures: [],
    applied: [],
    pruned: [],
    unchanged: 1,
    drifted: [],
    errors: [],
    owned: [cm],
    pruneRefused: undefined,
    ...overrides,
  };
}

const drifted = (field: string): PlannedObject => ({
  ref: cm,
  desired: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a', namespace: 'shop' } },
  live: undefined,
  action: 'drift',
  changes: [{ path: field, from: '2', to: '1' }],
});

const after = (previous: SyncRecord, r: ProjectSyncResult, now = T1, revision?: string): SyncRecord =>
  nextSyncRecord({ previous, result: r, revision, selfHeal: true, now });

test('an unchanged sync leaves the record exactly as it was, so nothing is written', () => {
  const previous: SyncRecord = { ...EMPTY_RECORD, revision: 'abc', changedAt: T0.toISOString() };
  assert.equal(after(previous, result()), previous);
});

test('a sync that applied something records its time and revision', () => {
  const record = after(EMPTY_RECORD, result({ applied: [cm] }), T1, 'def');
  assert.is(record.changedAt, T1.toISOString());
  assert.is(record.revision, 'def');
});

test('an error keeps the time it was first seen while it repeats, and clears on success', () => {
  const first = after(EMPTY_RECORD, result({ errors: ['ConfigMap/shop/a: 422 Invalid'] }), T0);
  const again = after(first, result({ errors: ['ConfigMap/shop/a: 422 Invalid'] }), T1);
  assert.equal(again.lastError, { at: T0.toISOString(), message: 'ConfigMap/shop/a: 422 Invalid' });
  assert.is(after(again, result()).lastError, undefined);
});

test('a refused prune is recorded as an error', () => {
  const record = after(EMPTY_RECORD, result({ pruneRefused: 'would delete 3 of 4' }));
  assert.is(record.lastError?.message, 'prune refused: would delete 3 of 4');
});

test('drift is recorded with its fields, kept as history after it is healed, and the same drift is not re-dated', () => {
  const first = after(EMPTY_RECORD, result({ drifted: [drifted('data.value')] }), T0);
  assert.equal(first.drift, {
    at: T0.toISOString(),
    healed: true,
    objects: [{ object: 'ConfigMap/shop/a', fields: ['data.value'] }],
  });
  assert.is(after(first, result({ drifted: [drifted('data.value')] }), T1).drift?.at, T0.toISOString());
  assert.equal(after(first, result(), T1).drift, first.drift, 'kept after healing');
  assert.is(after(first, result({ drifted: [drifted('data.other')] }), T1).drift?.at, T1.toISOString());
});

test.run();

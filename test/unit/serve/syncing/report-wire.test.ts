import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../../src/errors/index.js';
import { KubeApiError } from '../../../../src/kube/kube-error.js';
import type { ObjectFailure, ProjectSyncResult } from '../../../../src/reconciler/sync-result.js';
import {
  errorFromWire,
  errorToWire,
  reportFromWire,
  reportToWire,
} from '../../../../src/serve/syncing/report-wire.js';
import type { SyncReport } from '../../../../src/serve/syncing/project-syncer.js';

/** What another thread receives: the structured clone a postMessage makes. */
const across = <T>(value: T): T => structuredClone(value);

test('a GitshiftError crosses with its code, data, transient flag, subclass name, stack and cause', () => {
  const cause = new KubeApiError(503, 'ServiceUnavailable', 'the server is busy');
  const error = new GitshiftError(
    'SYNC_FAILED',
    'the sync failed',
    { project: 'shop', n: 3n },
    { cause, transient: true },
  );
  const back = errorFromWire(across(errorToWire(error)));
  assert.ok(back instanceof GitshiftError);
  assert.is(back.code, 'SYNC_FAILED');
  assert.is(back.message, 'the sync failed');
  assert.equal(back.data, { project: 'shop', n: 3n });
  assert.is(back.transient, true);
  assert.is(back.stack, error.stack);
  const backCause = back.cause;
  assert.ok(backCause instanceof GitshiftError);
  assert.is(backCause.name, 'KubeApiError');
  assert.is(backCause.code, 'KUBE_API');
  assert.equal(backCause.data, { status: 503, reason: 'ServiceUnavailable' });
  assert.is(backCause.transient, true);
});

test('the plain structured clone would lose what decides a retry (why the wire exists)', () => {
  const cloned = across(new GitshiftError('KUBE_API', 'refused', { status: 422 }, { transient: false }));
  assert.not.ok(cloned instanceof GitshiftError);
  assert.is((cloned as unknown as Record<string, unknown>)['code'], undefined);
});

test('data the structured clone refuses travels as text; a thrown non-error as an Error with its text', () => {
  const error = new GitshiftError('SYNC_FAILED', 'odd data', { callback: () => 1, fine: 'yes' });
  const back = errorFromWire(across(errorToWire(error)));
  assert.ok(back instanceof GitshiftError);
  assert.is(back.data['fine'], 'yes');
  assert.is(typeof back.data['callback'], 'string', 'the function as its source text');
  const thrown = errorFromWire(across(errorToWire('a string')));
  assert.not.ok(thrown instanceof GitshiftError);
  assert.is(thrown.message, 'a string');
});

test('a cause chain is cut after a few links, so a cycle cannot run away', () => {
  const error = new Error('loop') as Error & { cause?: unknown };
  error.cause = error;
  let back: unknown = errorFromWire(across(errorToWire(error)));
  let links = 0;
  while (back instanceof Error && back.cause !== undefined) {
    back = back.cause;
    links += 1;
  }
  assert.is(links, 4);
});

test("a report's failures cross as GitshiftErrors, each one object in `objects` and in `failures`", () => {
  const ref = { apiVersion: 'v1', kind: 'Service', namespace: 'shop', name: 'web' };
  const failure: ObjectFailure = {
    ref,
    result: 'failed',
    phase: 'apply',
    error: new KubeApiError(422, 'Invalid', 'spec.ports[0].nodePort: Invalid value: 1'),
  };
  const result: ProjectSyncResult = {
    project: 'shop',
    objects: [{ ref: { ...ref, kind: 'ConfigMap', name: 'config' }, result: 'unchanged' }, failure],
    applied: [],
    deploymentAnswers: new Map([['apps/v1/Deployment/shop/web', { uid: 'u', generation: 2 }]]),
    pruned: [],
    unchanged: 1,
    drifted: [],
    failures: [failure],
    errors: ['Service/shop/web: spec.ports[0].nodePort: Invalid value: 1'],
    owned: [ref],
    pruneRefused: undefined,
  };
  const report: SyncReport = { results: [result], skipped: [], removed: [], events: [], rollouts: [] };
  const back = reportFromWire(across(reportToWire(report)));
  const [project] = back.results;
  assert.ok(project !== undefined);
  const [backFailure] = project.failures;
  assert.ok(backFailure?.error instanceof GitshiftError);
  assert.is(backFailure.error.code, 'KUBE_API');
  assert.is(backFailure.error.transient, false);
  assert.is(project.objects[1], backFailure);
  assert.equal(project.objects[0], result.objects[0]);
  assert.equal(
    [...(project.deploymentAnswers ?? [])],
    [['apps/v1/Deployment/shop/web', { uid: 'u', generation: 2 }]],
  );
  assert.equal(project.errors, result.errors);
});

test.run();

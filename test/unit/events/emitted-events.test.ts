import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildRecord } from '../../../src/buildplan/build-record.js';
import { buildPhaseEvent } from '../../../src/builds/runner/build-events.js';
import { GitshiftError } from '../../../src/errors/index.js';
import { refKey, type ObjectRef } from '../../../src/kube/object-ref.js';
import { HOOK_ANNOTATION, HOOK_OF_ANNOTATION } from '../../../src/render/deployment-hooks.js';
import type { KubeObject } from '../../../src/render/kube-object.js';
import { HookFailedError } from '../../../src/reconciler/hooks.js';
import type { PlannedObject, ProjectPlan } from '../../../src/reconciler/project-plan.js';
import type { ProjectSyncResult } from '../../../src/reconciler/sync-result.js';
import { imageUpdatedEvents } from '../../../src/serve/image-push-update.js';
import { rolloutProgress } from '../../../src/serve/rollouts/rollout-progress.js';
import { syncEvents } from '../../../src/serve/sync-events.js';

const COMMIT = 'abcdef1234567890abcdef1234567890abcdef12';
const ns: ObjectRef = { apiVersion: 'v1', kind: 'Namespace', name: 'shop' };
const web: ObjectRef = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'shop', name: 'web' };
const config: ObjectRef = { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'settings' };
const old: ObjectRef = { apiVersion: 'v1', kind: 'ConfigMap', namespace: 'shop', name: 'old' };

const live = (ref: ObjectRef, uid: string) => ({
  apiVersion: ref.apiVersion,
  kind: ref.kind,
  metadata: { name: ref.name, uid },
});
const planned = (ref: ObjectRef, over: Partial<PlannedObject> = {}): PlannedObject => ({
  ref,
  desired: {
    apiVersion: ref.apiVersion,
    kind: ref.kind,
    metadata: ref.namespace === undefined ? { name: ref.name } : { name: ref.name, namespace: ref.namespace },
  },
  live: live(ref, `${ref.name}-uid`),
  action: 'update',
  changes: [],
  ...over,
});
const result = (over: Partial<ProjectSyncResult>): ProjectSyncResult => ({
  project: 'shop',
  objects: [],
  applied: [],
  pruned: [],
  unchanged: 0,
  drifted: [],
  failures: [],
  errors: [],
  owned: [],
  pruneRefused: undefined,
  ...over,
});
const plan = (objects: PlannedObject[]): ProjectPlan => ({
  project: 'shop',
  objects,
  prunes: [{ ref: old, live: live(old, 'old-uid'), kept: undefined }],
  pruneVerdict: { prune: true },
});

test('a sync that changed something: Synced on the Namespace, DriftReverted and Pruned on the objects, a rollout to follow', () => {
  const drift = planned(config, { action: 'drift', changes: [{ path: 'data.mode', from: 'a', to: 'b' }] });
  const rollout = planned(web, {
    changes: [{ path: 'spec.template.spec.containers[web].image', from: 1, to: 2 }],
  });
  const told = syncEvents(
    {
      plans: [plan([planned(ns), drift, rollout])],
      results: [
        result({
          applied: [config, web],
          deploymentAnswers: new Map([[refKey(web), { uid: 'web-uid', generation: 7 }]]),
          pruned: [old],
          unchanged: 1,
          drifted: [drift],
        }),
      ],
    },
    COMMIT,
    () => [],
  );
  assert.equal(
    told.events.map((e) => [e.reason, e.type, e.regarding.name, e.regarding.uid]),
    [
      ['Synced', 'Normal', 'shop', 'shop-uid'],
      ['DriftReverted', 'Normal', 'settings', 'settings-uid'],
      ['Pruned', 'Normal', 'old', 'old-uid'],
    ],
  );
  assert.is(told.events[0]?.note, 'synced to abcdef123456: 2 applied, 1 pruned, 1 unchanged');
  assert.is(told.events[1]?.note, 'changed behind Git, put back to abcdef123456: data.mode');
  // The rollout is followed from the apply's own answer: no read of the Deployment to announce it.
  assert.equal(told.rollouts, [{ ref: web, answer: { uid: 'web-uid', generation: 7 } }]);
});

test('a sync that changed nothing says nothing: the resync writes no Events', () => {
  const told = syncEvents(
    { plans: [plan([planned(ns)])], results: [result({ unchanged: 5 })] },
    COMMIT,
    () => [],
  );
  assert.equal(told, { events: [], rollouts: [] });
});

test('drift left alone (self-heal off) is not reported as put back', () => {
  const drift = planned(config, { action: 'drift' });
  const told = syncEvents(
    { plans: [plan([drift])], results: [result({ drifted: [drift] })] },
    COMMIT,
    () => [],
  );
  assert.equal(told.events, []);
});

test('failures: SyncFailed (Warning) on the Namespace naming the decisive one; a failed hook is HookFailed on its Deployment', () => {
  const told = syncEvents(
    {
      plans: [plan([planned(web)])],
      results: [
        result({
          failures: [
            {
              ref: config,
              result: 'failed',
              phase: 'apply',
              error: new GitshiftError('KUBE_API', '503', {}, { transient: true }),
            },
            {
              ref: web,
              result: 'failed',
              phase: 'apply',
              error: new HookFailedError('web: the pre hook failed'),
            },
          ],
        }),
      ],
    },
    COMMIT,
    () => [],
  );
  assert.equal(
    told.events.map((e) => [e.reason, e.type, e.regarding.kind]),
    [
      ['SyncFailed', 'Warning', 'Namespace'],
      ['HookFailed', 'Warning', 'Deployment'],
    ],
  );
  assert.match(told.events[0]?.note ?? '', /2 object\(s\): Deployment\/shop\/web: web: the pre hook failed/);
});

test('a rollout of a Deployment with lifecycle hooks that went through: HookSucceeded naming the phases', () => {
  const hooked = planned(web, { action: 'create', live: undefined });
  const hook = (phase: string): KubeObject => ({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: `web-${phase}`,
      namespace: 'shop',
      annotations: { [HOOK_ANNOTATION]: phase, [HOOK_OF_ANNOTATION]: 'web' },
    },
  });
  const told = syncEvents({ plans: [plan([hooked])], results: [result({ applied: [web] })] }, COMMIT, () => [
    hook('pre'),
    hook('post'),
  ]);
  const succeeded = told.events.find((e) => e.reason === 'HookSucceeded');
  assert.ok(succeeded, JSON.stringify(told.events));
  assert.is(succeeded.note, 'lifecycle hooks pre, post completed at abcdef123456');
  // Applied through its hooks: no answer of a plain apply, so the follower reads the Deployment.
  assert.equal(told.rollouts, [{ ref: web, answer: undefined }]);
});

test('rollout progress as kubectl rollout status reads it', () => {
  const deployment = (status: Record<string, unknown>, replicas = 2) => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', generation: 3 },
    spec: { replicas },
    status,
  });
  const table: [Record<string, unknown>, string][] = [
    [{ observedGeneration: 2 }, 'progressing'],
    [{ observedGeneration: 3, updatedReplicas: 1, replicas: 2 }, 'progressing'],
    [{ observedGeneration: 3, updatedReplicas: 2, replicas: 3, availableReplicas: 2 }, 'progressing'],
    [{ observedGeneration: 3, updatedReplicas: 2, replicas: 2, availableReplicas: 1 }, 'progressing'],
    [{ observedGeneration: 3, updatedReplicas: 2, replicas: 2, availableReplicas: 2 }, 'complete'],
    [
      {
        observedGeneration: 3,
        conditions: [
          { type: 'Progressing', status: 'False', reason: 'ProgressDeadlineExceeded', message: 'too slow' },
        ],
      },
      'failed',
    ],
  ];
  for (const [status, state] of table)
    assert.is(rolloutProgress(deployment(status), 3).state, state, JSON.stringify(status));
  const failed = rolloutProgress(deployment(table[5]?.[0] ?? {}), 3);
  assert.equal(failed, { state: 'failed', reason: 'ProgressDeadlineExceeded', message: 'too slow' });
});

test('build phases: started, succeeded, failed (Warning), cancelled; nothing for a phase kept or New', () => {
  const record = (phase: BuildRecord['status']['phase'], extra: Record<string, string> = {}): BuildRecord =>
    ({
      namespace: 'shop',
      name: 'web-3',
      spec: { buildConfig: 'web', number: 3 },
      status: { phase, ...extra },
    }) as unknown as BuildRecord;
  const said = (before: BuildRecord['status']['phase'], after: BuildRecord) => {
    const event = buildPhaseEvent(before, after, 'build-uid');
    return event === undefined ? undefined : [event.reason, event.type, event.note];
  };
  assert.equal(said('Pending', record('Running')), ['BuildStarted', 'Normal', 'web #3 Running']);
  assert.equal(said('Running', record('Complete', { outputDigest: 'sha256:1', writeBackCommit: COMMIT })), [
    'BuildSucceeded',
    'Normal',
    'web #3 Complete; pushed sha256:1; commit abcdef123456',
  ]);
  assert.equal(said('Running', record('Failed', { reason: 'BuildFailed', message: 'exit 1' })), [
    'BuildFailed',
    'Warning',
    'web #3 Failed (BuildFailed): exit 1',
  ]);
  assert.equal(said('New', record('Cancelled'))?.[0], 'BuildCancelled');
  assert.is(said('Running', record('Running')), undefined);
  assert.is(said('New', record('Pending')), undefined);
  const event = buildPhaseEvent('Running', record('Complete'), 'build-uid');
  assert.equal(event?.regarding, {
    apiVersion: 'gitshift.io/v1',
    kind: 'Build',
    namespace: 'shop',
    name: 'web-3',
    uid: 'build-uid',
  });
});

test('an image update: ImageUpdated on the project Namespace and on each Deployment the tag rolls or holds', () => {
  const events = imageUpdatedEvents(
    'registry.local/shop/web:v2',
    [{ project: 'shop', stream: 'web', tag: 'latest' }],
    [
      {
        project: 'shop',
        deploymentConfig: 'web',
        tag: { stream: 'web', tag: 'latest' },
        automatic: true,
        containerNames: [],
      },
      {
        project: 'shop',
        deploymentConfig: 'api',
        tag: { stream: 'web', tag: 'latest' },
        automatic: false,
        containerNames: [],
      },
    ] as unknown as Parameters<typeof imageUpdatedEvents>[2],
    'abcdef123456',
  );
  assert.equal(
    events.map((e) => [e.regarding.kind, e.regarding.name, e.reason, e.action]),
    [
      ['Namespace', 'shop', 'ImageUpdated', 'WriteBack'],
      ['Deployment', 'web', 'ImageUpdated', 'WriteBack'],
      ['Deployment', 'api', 'ImageUpdated', 'WriteBack'],
    ],
  );
  assert.is(events[0]?.note, 'registry.local/shop/web:v2 written back to web:latest in commit abcdef123456');
  assert.match(events[1]?.note ?? '', /rolls out at the next sync/);
  assert.match(events[2]?.note ?? '', /held: gitshift deploy shop\/api --latest/);
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import type { ImagePush, ImagePushOutcome } from '../../../src/images/image-push.js';
import type { ScheduledImportEvent } from '../../../src/images/scheduled-import.js';
import type { Manifest } from '../../../src/model/manifest.js';
import type { DesiredRevision } from '../../../src/serve/desired-state.js';
import {
  commitsMade,
  importResult,
  withTagHistory,
  writeImageEdits,
} from '../../../src/serve/image-edits.js';
import { pushFailureFields, rolloutLines, updateFromPush } from '../../../src/serve/image-push-update.js';
import { ImageUpdateTally } from '../../../src/serve/image-update-tally.js';
import { registryHosts } from '../../../src/serve/image-updates.js';
import { scheduledImportLog } from '../../../src/serve/scheduled-imports.js';
import type { ResolvedServeConfig } from '../../../src/serve/serve-config.js';
import { attemptSeconds, writeBackEventLog } from '../../../src/serve/write-back-log.js';
import type { WriteBackOutcome } from '../../../src/writeback/write-back.js';
import type { WriteBackEdit, WriteBackReason } from '../../../src/writeback/write-back-edit.js';
import { recordingLogger } from '../../support/log-recorder.js';

const DIGEST = `sha256:${'a'.repeat(64)}`;
const tagEdit = (tag: string): WriteBackEdit =>
  ({
    type: 'image-stream-tag',
    project: 'shop',
    stream: 'web',
    tag,
    digest: DIGEST,
  }) as unknown as WriteBackEdit;
const fieldEdit = { type: 'set-field', file: 'x.yaml' } as unknown as WriteBackEdit;

class RecordingMetrics {
  readonly calls: unknown[][] = [];
  imageImported(...args: unknown[]): void {
    this.calls.push(['imageImported', ...args]);
  }
  writeBackAttempt(...args: unknown[]): void {
    this.calls.push(['writeBackAttempt', ...args]);
  }
  writeBackFailed(): void {
    this.calls.push(['writeBackFailed']);
  }
}

// ---- the write-back edits ----

test('edits: a stream tag edit carries the configured history limit; other edits go as they are', () => {
  assert.equal(withTagHistory(tagEdit('v1'), 10), { ...tagEdit('v1'), historyLimit: 10 });
  assert.is(withTagHistory(fieldEdit, 10), fieldEdit);
});

const commitCases: [string, WriteBackOutcome[], string[]][] = [
  ['nothing changed', [{ status: 'unchanged' }, { status: 'unchanged' }], []],
  [
    'one commit for a batch is named once',
    [committed('c1'), committed('c1'), { status: 'unchanged' }],
    ['c1'],
  ],
  ['two commits, in order', [committed('c1'), committed('c2')], ['c1', 'c2']],
];
function committed(commit: string): WriteBackOutcome {
  return { status: 'committed', commit, writebackId: `id-${commit}`, attempts: 1 };
}
for (const [name, outcomes, commits] of commitCases)
  test(`edits: commits made — ${name}`, () => {
    assert.equal(commitsMade(outcomes), commits);
  });

test('edits: an import that made a commit is committed, else unchanged', () => {
  assert.is(importResult(['c1']), 'committed');
  assert.is(importResult([]), 'unchanged');
});

test('edits: every edit is requested with the reason, stream tags with their history', async () => {
  const requested: unknown[] = [];
  const reason: WriteBackReason = { source: 'registry', event: 'push', deliveryId: 'e1' };
  const commits = await writeImageEdits(
    {
      request: (edit, why) => {
        requested.push([edit, why]);
        return Promise.resolve(committed('c9'));
      },
    },
    [tagEdit('v1'), fieldEdit],
    reason,
    3,
  );
  assert.equal(requested, [
    [{ ...tagEdit('v1'), historyLimit: 3 }, reason],
    [fieldEdit, reason],
  ]);
  assert.equal(commits, ['c9']);
});

// ---- a push ----

const push: ImagePush = {
  source: 'registry',
  eventId: 'e1',
  registryHost: 'registry.acme.com',
  repository: 'shop/web',
  tag: 'v2',
};

function dc(name: string, automatic: boolean): Manifest {
  return {
    openshiftKind: 'DeploymentConfig',
    name,
    object: {
      metadata: { name },
      spec: {
        triggers: [
          {
            type: 'ImageChange',
            imageChangeParams: {
              automatic,
              containerNames: ['web'],
              from: { kind: 'ImageStreamTag', name: 'web:v2' },
            },
          },
        ],
      },
    },
  } as unknown as Manifest;
}

const revision = {
  streams: new Map(),
  model: { projects: [{ name: 'shop', manifests: [dc('web', true), dc('worker', false)] }] },
} as unknown as DesiredRevision;

function pushHarness(outcome: ImagePushOutcome | Error, commits: string[]) {
  const { logger, lines } = recordingLogger();
  const metrics = new RecordingMetrics();
  const tally = new ImageUpdateTally();
  let committedCalls = 0;
  const written: unknown[] = [];
  const run = () =>
    updateFromPush(push, {
      desired: () => Promise.resolve(revision),
      registry: { resolveTag: () => Promise.reject(new Error('not asked')) },
      write: (edits, reason) => {
        written.push([edits, reason]);
        return Promise.resolve(commits);
      },
      committed: () => void committedCalls++,
      tally,
      log: logger,
      metrics: metrics,
      editsFor: () => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)),
    });
  return { run, lines, metrics, tally, written, committedCalls: () => committedCalls };
}

const edits: ImagePushOutcome = {
  status: 'edits',
  edits: [tagEdit('v2')],
  reason: { source: 'registry', event: 'push', deliveryId: 'e1' },
  digest: DIGEST,
  resolved: false,
};

test('push: a repository no stream follows is ignored, logged with the reason, and nothing is written', async () => {
  const h = pushHarness(
    {
      status: 'unknown-repository',
      repository: 'registry.acme.com/shop/web',
      message: 'no ImageStream follows it',
    },
    [],
  );
  await h.run();
  assert.equal(h.written, []);
  assert.equal(h.metrics.calls, [['imageImported', 'push', 'ignored']]);
  assert.equal(
    h.lines.map((l) => [l.level, l.msg, l['image'], l['source'], l['reason']]),
    [['info', 'image-ignored', 'registry.acme.com/shop/web:v2', 'registry', 'no ImageStream follows it']],
  );
  assert.equal(h.tally.status(0), { inFlight: 0, committed: 0, ignored: 1, failed: 0 });
  assert.is(h.committedCalls(), 0);
});

test('push: edits that make a commit log the rollouts they start, the commit, and tell serve to fetch', async () => {
  const h = pushHarness(edits, ['0123456789abcdef', 'fedcba9876543210']);
  await h.run();
  assert.equal(h.written, [[edits.edits, edits.reason]]);
  assert.equal(h.metrics.calls, [['imageImported', 'push', 'committed']]);
  assert.equal(
    h.lines.map((l) => [l.msg, l['deploymentConfig'], l['hint']]),
    [
      ['rollout-expected', 'shop/web', undefined],
      ['rollout-held', 'shop/worker', 'gitshift deploy shop/worker --latest'],
      ['image-committed', undefined, undefined],
    ],
  );
  const done = h.lines[2];
  assert.equal(
    [done?.['digest'], done?.['tags'], done?.['commit']],
    [DIGEST, 'shop/web:v2', '0123456789ab,fedcba987654'],
  );
  assert.type(done?.['ms'], 'number');
  assert.equal(h.tally.status(0), { inFlight: 0, committed: 1, ignored: 0, failed: 0 });
  assert.is(h.committedCalls(), 1);
});

test('push: edits Git already had are counted committed but unchanged, and serve is not told to fetch', async () => {
  const h = pushHarness(edits, []);
  await h.run();
  assert.equal(h.metrics.calls, [['imageImported', 'push', 'unchanged']]);
  assert.is(h.lines.at(-1)?.['commit'], 'unchanged');
  assert.equal(h.tally.status(0), { inFlight: 0, committed: 1, ignored: 0, failed: 0 });
  assert.is(h.committedCalls(), 0);
});

test('push: a failure is left to the caller (it counts and logs it once)', async () => {
  const h = pushHarness(new GitshiftError('REGISTRY_TAG_NOT_FOUND', 'no tag v2'), []);
  const error = await h.run().then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.instance(error, GitshiftError);
  assert.is((error as GitshiftError).message, 'no tag v2');
  assert.equal(h.metrics.calls, []);
});

test('push: the fields of a failed push name its code when it has one', () => {
  assert.equal(pushFailureFields(new GitshiftError('REGISTRY_TAG_NOT_FOUND', 'no tag v2')), {
    code: 'REGISTRY_TAG_NOT_FOUND',
    error: 'no tag v2',
  });
  assert.equal(pushFailureFields(new Error('boom')), { code: undefined, error: 'boom' });
  assert.equal(pushFailureFields('odd'), { code: undefined, error: 'odd' });
});

test('push: an automatic trigger expects a rollout; a manual one is held with the deploy command', () => {
  const tag = { namespace: 'shop', stream: 'web', tag: 'v2' };
  assert.equal(
    rolloutLines([
      { project: 'shop', deploymentConfig: 'web', tag, automatic: true, containerNames: [] },
      { project: 'shop', deploymentConfig: 'worker', tag, automatic: false, containerNames: [] },
    ]),
    [
      { msg: 'rollout-expected', fields: { project: 'shop', deploymentConfig: 'shop/web', tag: 'web:v2' } },
      {
        msg: 'rollout-held',
        fields: {
          project: 'shop',
          deploymentConfig: 'shop/worker',
          tag: 'web:v2',
          hint: 'gitshift deploy shop/worker --latest',
        },
      },
    ],
  );
});

// ---- status for /status ----

test('status: counts, and the last write-back failure once there is one', () => {
  const tally = new ImageUpdateTally();
  assert.equal(tally.status(2), { inFlight: 2, committed: 0, ignored: 0, failed: 0 });
  tally.failed++;
  tally.writeBackFailed('WRITEBACK_TARGET_NOT_FOUND', 'gave up', new Date('2026-01-02T03:04:05Z'));
  tally.writeBackFailed('WRITEBACK_RESULT_INVALID', 'bad yaml', new Date('2026-01-02T03:04:06Z'));
  assert.equal(tally.status(0), {
    inFlight: 0,
    committed: 0,
    ignored: 0,
    failed: 1,
    lastWriteBackFailure: {
      code: 'WRITEBACK_RESULT_INVALID',
      message: 'bad yaml',
      at: '2026-01-02T03:04:06.000Z',
    },
  });
});

// ---- write-back's events: log lines and metrics ----

test('write-back events: an attempt is timed by its four phases', () => {
  assert.is(
    attemptSeconds({
      type: 'attempt',
      edits: 1,
      outcome: 'pushed',
      fetchMs: 100,
      applyMs: 20,
      commitMs: 30,
      pushMs: 850,
    }),
    1,
  );
});

test('write-back events become their log lines and metrics; a failure is also reported to status', () => {
  const { logger, lines } = recordingLogger();
  const metrics = new RecordingMetrics();
  const failures: unknown[] = [];
  const onEvent = writeBackEventLog({
    log: logger,
    metrics: metrics,
    failed: (code, message) => failures.push([code, message]),
  });
  onEvent({ type: 'pushed', commit: '0123456789abcdef0', edits: 2, attempts: 1 });
  onEvent({ type: 'attempt', edits: 2, outcome: 'lost', fetchMs: 1, applyMs: 2, commitMs: 3, pushMs: 4 });
  onEvent({ type: 'retry', why: 'rejected', delayMs: 50, message: 'non-fast-forward' });
  onEvent({ type: 'failed', id: 'w1', code: 'WRITEBACK_TARGET_NOT_FOUND', message: 'gave up' });
  onEvent({ type: 'journal-error', message: 'EROFS' });
  onEvent({ type: 'abandoned', edits: 3, message: 'serve is stopping' });
  assert.equal(
    lines.map(({ level, msg, time: _t, ...fields }) => [level, msg, fields]),
    [
      ['info', 'write-back-pushed', { commit: '0123456789ab', edits: 2, attempts: 1 }],
      [
        'debug',
        'write-back-attempt',
        { edits: 2, outcome: 'lost', fetchMs: 1, applyMs: 2, commitMs: 3, pushMs: 4 },
      ],
      ['info', 'write-back-retry', { why: 'rejected', delayMs: 50, error: 'non-fast-forward' }],
      ['error', 'write-back-failed', { id: 'w1', code: 'WRITEBACK_TARGET_NOT_FOUND', error: 'gave up' }],
      ['error', 'write-back-journal-error', { error: 'EROFS' }],
      ['warn', 'write-back-abandoned', { edits: 3, error: 'serve is stopping' }],
    ],
  );
  assert.equal(metrics.calls, [['writeBackAttempt', 'lost', 0.01], ['writeBackFailed']]);
  assert.equal(failures, [['WRITEBACK_TARGET_NOT_FOUND', 'gave up']]);
});

// ---- scheduled imports' events ----

test('scheduled import events become their log lines; a failed stream counts as a failed import', () => {
  const { logger, lines } = recordingLogger();
  const metrics = new RecordingMetrics();
  const onEvent = scheduledImportLog(logger, metrics);
  const events: ScheduledImportEvent[] = [
    { type: 'imported', stream: 'shop/web', edits: 2 },
    { type: 'failed', stream: 'shop/web', message: 'timeout', failures: 3, retryInMs: 60_000 },
    { type: 'capped', stream: 'shop/big', looked: 50, skipped: 10 },
    { type: 'round-failed', message: 'no revision' },
  ];
  for (const event of events) onEvent(event);
  assert.equal(
    lines.map(({ level, msg, time: _t, ...fields }) => [level, msg, fields]),
    [
      ['info', 'import-found', { stream: 'shop/web', edits: 2 }],
      ['warn', 'import-failed', { stream: 'shop/web', error: 'timeout', failures: 3, retryInMs: 60_000 }],
      ['info', 'import-capped', { stream: 'shop/big', looked: 50, skipped: 10 }],
      ['warn', 'import-failed', { error: 'no revision' }],
    ],
  );
  assert.equal(metrics.calls, [['imageImported', 'scheduled', 'failed']]);
});

// ---- registry hosts from serve's config ----

test('registry hosts: each configured registry by host, optional fields only when given', () => {
  const config = {
    registries: [
      { host: 'registry.acme.com', username: 'ci', passwordFile: '/p', insecure: false, tokenRealms: [] },
      { host: 'localhost:5000', url: 'http://localhost:5000', insecure: true, tokenRealms: ['https://auth'] },
    ],
  } as unknown as ResolvedServeConfig;
  assert.equal(registryHosts(config), {
    'registry.acme.com': { username: 'ci', passwordFile: '/p', insecure: false, tokenRealms: [] },
    'localhost:5000': { url: 'http://localhost:5000', insecure: true, tokenRealms: ['https://auth'] },
  });
});

test.run();

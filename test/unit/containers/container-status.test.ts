import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  containerStatus,
  type LiveJob,
  type LivePod,
  type StatusInput,
} from '../../../src/containers/index.js';

const job = (status: LiveJob['status'] = {}, suspend = false): LiveJob => ({
  metadata: {
    annotations: {
      'gitshift.io/container-image': 'reg.test/a:1',
      'gitshift.io/container-created-by': 'alice',
    },
  },
  spec: { suspend },
  status,
});
const pod = (
  phase: string,
  state: Record<string, unknown> = {},
  created = '2026-11-24T10:00:00Z',
): LivePod => ({
  metadata: { name: `hello-${phase.toLowerCase()}`, creationTimestamp: created },
  status: { phase, containerStatuses: [{ state }] },
});
const input = (over: Partial<StatusInput>): StatusInput => ({
  project: 'shop',
  name: 'hello',
  inGit: true,
  stopRequested: false,
  job: undefined,
  pods: [],
  ...over,
});
const ended = {
  terminated: {
    exitCode: 0,
    reason: 'Completed',
    startedAt: '2026-11-24T10:00:01Z',
    finishedAt: '2026-11-24T10:00:02Z',
  },
};

const table: [string, Partial<StatusInput>, string, Record<string, unknown>][] = [
  ['in Git, not applied yet', {}, 'Pending', { reason: 'not yet applied by the reconciler' }],
  [
    'its pod pulls the image',
    { job: job(), pods: [pod('Pending', { waiting: { reason: 'ErrImagePull' } })] },
    'Pending',
    { reason: 'ErrImagePull' },
  ],
  [
    'its pod runs',
    { job: job(), pods: [pod('Running', { running: { startedAt: '2026-11-24T10:00:01Z' } })] },
    'Running',
    { startedAt: '2026-11-24T10:00:01Z' },
  ],
  [
    'it ended with 0',
    { job: job({ conditions: [{ type: 'Complete', status: 'True' }] }), pods: [pod('Succeeded', ended)] },
    'Succeeded',
    {
      exitCode: 0,
      startedAt: '2026-11-24T10:00:01Z',
      finishedAt: '2026-11-24T10:00:02Z',
      image: 'reg.test/a:1',
      createdBy: 'alice',
    },
  ],
  [
    'it ended with 3',
    {
      job: job({ conditions: [{ type: 'Failed', status: 'True', reason: 'BackoffLimitExceeded' }] }),
      pods: [pod('Failed', { terminated: { exitCode: 3, reason: 'Error' } })],
    },
    'Failed',
    { exitCode: 3, reason: 'Error' },
  ],
  [
    'the Job failed and its pod is gone',
    { job: job({ conditions: [{ type: 'Failed', status: 'True', reason: 'DeadlineExceeded' }] }) },
    'Failed',
    { reason: 'DeadlineExceeded' },
  ],
  [
    'stopped in Git, the Job not yet suspended',
    { stopRequested: true, job: job(), pods: [pod('Running')] },
    'Stopped',
    {},
  ],
  ['suspended in the cluster', { job: job({}, true) }, 'Stopped', {}],
  [
    'a stop after it ended keeps its end',
    { stopRequested: true, job: job({ conditions: [{ type: 'Complete', status: 'True' }] }) },
    'Succeeded',
    {},
  ],
  [
    'gone from Git, still in the cluster',
    { inGit: false, job: job(), pods: [pod('Running')] },
    'Deleting',
    {},
  ],
];

for (const [what, over, state, fields] of table)
  test(`state: ${what} → ${state}`, () => {
    const status = containerStatus(input(over));
    assert.is(status.state, state);
    for (const [key, value] of Object.entries(fields)) assert.equal((status as any)[key], value, key);
  });

test('the newest pod is the one reported', () => {
  const status = containerStatus(
    input({
      job: job(),
      pods: [pod('Failed', {}, '2026-11-24T10:00:00Z'), pod('Running', {}, '2026-11-24T10:05:00Z')],
    }),
  );
  assert.is(status.state, 'Running');
  assert.is(status.pod, 'hello-running');
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stepMarker } from '../../../../src/builds/executors/build-failure.js';
import { judgeBuildPod, type BuildPodStatus } from '../../../../src/builds/executors/build-pod-outcome.js';
import { BUILDAH_FAILURES } from './buildah-failures.js';

const terminated = (name: string, exitCode: number, reason?: string) => ({
  name,
  state: { terminated: { exitCode, ...(reason === undefined ? {} : { reason }) } },
});
const running = (name: string) => ({ name, state: { running: {} } });
const waiting = (name: string, reason: string) => ({
  name,
  state: { waiting: { reason, message: `${reason} of image x` } },
});
const pod = (status: NonNullable<BuildPodStatus['status']>, deleting = false): BuildPodStatus => ({
  ...(deleting ? { metadata: { deletionTimestamp: '2026-11-24T02:00:00Z' } } : {}),
  status,
});

const pushLog = [
  stepMarker('fetch-context'),
  stepMarker('build'),
  'STEP 1/1: FROM x',
  stepMarker('push'),
  ...BUILDAH_FAILURES.pushRegistryDown,
];
const buildLog = [stepMarker('fetch-context'), stepMarker('build'), ...BUILDAH_FAILURES.runStepFailed];

const cases: [string, BuildPodStatus | undefined, 'dockerfile' | 'custom', readonly string[], string][] = [
  ['pending, nothing started', pod({ phase: 'Pending' }), 'dockerfile', [], 'running'],
  [
    'fetching',
    pod({ phase: 'Pending', initContainerStatuses: [running('fetch-context')] }),
    'dockerfile',
    [],
    'running',
  ],
  [
    'building',
    pod({
      phase: 'Running',
      initContainerStatuses: [terminated('fetch-context', 0)],
      containerStatuses: [running('build')],
    }),
    'dockerfile',
    [],
    'running',
  ],
  ['succeeded', pod({ phase: 'Succeeded' }), 'dockerfile', [], 'succeeded'],
  ['gone', undefined, 'dockerfile', [], 'BuildPodDeleted'],
  [
    'being deleted, its container killed',
    pod({ phase: 'Running', containerStatuses: [terminated('build', 137, 'Error')] }, true),
    'dockerfile',
    [],
    'BuildPodDeleted',
  ],
  [
    'evicted',
    pod({ phase: 'Failed', reason: 'Evicted', message: 'The node was low on resource: memory.' }),
    'dockerfile',
    [],
    'BuildPodEvicted',
  ],
  [
    'the build container OOM-killed',
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 137, 'OOMKilled')] }),
    'custom',
    [],
    'OutOfMemoryKilled',
  ],
  [
    'the fetch OOM-killed',
    pod({ phase: 'Failed', initContainerStatuses: [terminated('fetch-context', 137, 'OOMKilled')] }),
    'dockerfile',
    [],
    'OutOfMemoryKilled',
  ],
  [
    'the fetch failed',
    pod({ phase: 'Failed', initContainerStatuses: [terminated('fetch-context', 1, 'Error')] }),
    'dockerfile',
    [],
    'FetchSourceFailed',
  ],
  [
    'the builder image cannot be pulled',
    pod({ phase: 'Pending', containerStatuses: [waiting('build', 'ImagePullBackOff')] }),
    'custom',
    [],
    'PullBuilderImageFailed',
  ],
  [
    'the buildah image cannot be pulled',
    pod({ phase: 'Pending', initContainerStatuses: [waiting('fetch-context', 'ErrImagePull')] }),
    'dockerfile',
    [],
    'PullBuilderImageFailed',
  ],
  [
    'a failed RUN step (last marker: build)',
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 1, 'Error')] }),
    'dockerfile',
    buildLog,
    'DockerBuildFailed',
  ],
  [
    'a failed push (last marker: push)',
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 125, 'Error')] }),
    'dockerfile',
    pushLog,
    'PushImageToRegistryFailed',
  ],
  [
    'a base image not pulled (in the build step)',
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 125, 'Error')] }),
    'dockerfile',
    [stepMarker('build'), ...BUILDAH_FAILURES.baseImageMissing],
    'PullBuilderImageFailed',
  ],
  [
    'a failed custom builder',
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 2, 'Error')] }),
    'custom',
    [],
    'GenericBuildFailed',
  ],
  [
    'failed with no container status',
    pod({ phase: 'Failed', message: 'Pod was rejected' }),
    'dockerfile',
    [],
    'DockerBuildFailed',
  ],
];

for (const [name, status, runType, log, expected] of cases)
  test(`build pod ${name}: ${expected}`, () => {
    const outcome = judgeBuildPod(status, runType, log);
    assert.is(outcome.state === 'failed' ? outcome.reason : outcome.state, expected);
  });

test('the detail names the container and how it ended', () => {
  const outcome = judgeBuildPod(
    pod({ phase: 'Failed', containerStatuses: [terminated('build', 137, 'OOMKilled')] }),
    'dockerfile',
    [],
  );
  assert.equal(outcome, {
    state: 'failed',
    reason: 'OutOfMemoryKilled',
    detail: 'build exited with code 137 (OOMKilled)',
  });
});

test.run();

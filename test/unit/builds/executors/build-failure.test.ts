import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildReason } from '../../../../src/buildplan/build-record.js';
import {
  failureMessage,
  failureReason,
  lastStep,
  stepMarker,
  type BuildStep,
} from '../../../../src/builds/executors/build-failure.js';
import { BUILDAH_FAILURES } from './buildah-failures.js';

const cases: [string, BuildStep, readonly string[], BuildReason][] = [
  ['a base image the registry lacks', 'build', BUILDAH_FAILURES.baseImageMissing, 'PullBuilderImageFailed'],
  [
    'a base image registry that does not answer',
    'build',
    BUILDAH_FAILURES.baseRegistryDown,
    'PullBuilderImageFailed',
  ],
  ['a RUN step that exits non-zero', 'build', BUILDAH_FAILURES.runStepFailed, 'DockerBuildFailed'],
  ['an unknown Dockerfile instruction', 'build', BUILDAH_FAILURES.unknownInstruction, 'DockerBuildFailed'],
  ['a COPY of a file the context lacks', 'build', BUILDAH_FAILURES.copyMissing, 'DockerBuildFailed'],
  [
    'a cache repository that cannot be written',
    'build',
    BUILDAH_FAILURES.cachePushFailed,
    'PushImageToRegistryFailed',
  ],
  ['a build with no output at all (killed)', 'build', [], 'DockerBuildFailed'],
  ['the push step', 'push', BUILDAH_FAILURES.pushRegistryDown, 'PushImageToRegistryFailed'],
  ['the custom builder pull', 'pull-builder', BUILDAH_FAILURES.baseImageMissing, 'PullBuilderImageFailed'],
  ['the custom builder’s own command', 'custom', ['exit 3'], 'GenericBuildFailed'],
  [
    'the pod fetching its context',
    'fetch-context',
    ['wget: server returned error: HTTP/1.1 404 Not Found'],
    'FetchSourceFailed',
  ],
];

for (const [name, step, lines, reason] of cases)
  test(`failure reason: ${name} is ${reason}`, () => {
    assert.is(failureReason(step, lines), reason);
  });

test('the message leads with the reason in words and buildah’s error, then the last lines', () => {
  const message = failureMessage('DockerBuildFailed', BUILDAH_FAILURES.runStepFailed);
  assert.is(
    message.split('\n')[0],
    'the Dockerfile build failed: building at STEP "RUN echo hi && false": exit status 1',
  );
  assert.ok(
    message.endsWith(`--- last lines of the build log ---\n${BUILDAH_FAILURES.runStepFailed.join('\n')}`),
  );
});

test('a message without an error line or log is the reason alone', () => {
  assert.is(failureMessage('OutOfMemoryKilled', []), 'the build was killed for running out of memory');
});

test('the last step marker names the step that was running', () => {
  const lines = [
    stepMarker('fetch-context'),
    'fetched',
    stepMarker('build'),
    'STEP 1/1: FROM x',
    stepMarker('push'),
    'Copying blob',
  ];
  assert.is(lastStep(lines), 'push');
  assert.is(lastStep(lines.slice(0, 4)), 'build');
  assert.is(lastStep(['no marker yet']), undefined);
  assert.is(
    lastStep(['--> gitshift step: something-else']),
    undefined,
    'an unknown step is not taken for one',
  );
});

test.run();

import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildRecord } from '../../../src/buildplan/build-record.js';
import { buildRecordObject, recordOf } from '../../../src/builds/records/build-object.js';
import {
  PREVIEW_PR_LABEL,
  PREVIEW_REPOSITORY_LABEL,
  repositoryLabelValue,
} from '../../../src/previews/preview-labels.js';

const preview: BuildRecord = {
  namespace: 'shop',
  name: 'app-3',
  spec: {
    buildConfig: 'app',
    number: 3,
    strategy: 'Docker',
    cause: { type: 'PullRequest', message: 'pull request owner/app#7 at abc1234' },
    revision: { ref: 'refs/pull/7/head', commit: 'abc1234' },
    output: 'registry.test/shop/app:pr-7',
    preview: { repository: 'owner/app', number: 7, tag: 'pr-7' },
  },
  status: {
    phase: 'Complete',
    outputDigest: `sha256:${'c'.repeat(64)}`,
    outputDockerImageReference: `registry.test/shop/app@sha256:${'c'.repeat(64)}`,
  },
};

test("a preview build's record carries its PR's labels, spelled as the preview namespace's", () => {
  const object = buildRecordObject(preview);
  assert.equal(object.metadata.labels, {
    'gitshift.io/build-config': 'app',
    [PREVIEW_REPOSITORY_LABEL]: repositoryLabelValue('owner/app'),
    [PREVIEW_PR_LABEL]: '7',
  });
  assert.is(object.metadata.labels?.['gitshift.io/preview-pr'], '7');
  assert.is(object.metadata.labels?.['gitshift.io/preview-repository'], 'owner.app');
});

test('a build of the real tag has no preview labels', () => {
  const { preview: _preview, ...spec } = preview.spec;
  assert.equal(buildRecordObject({ ...preview, spec }).metadata.labels, {
    'gitshift.io/build-config': 'app',
  });
});

test('the preview and the pushed reference survive a round trip through the cluster object', () => {
  const object = buildRecordObject(preview);
  const back = recordOf({ ...object, metadata: { ...object.metadata, namespace: 'shop' } });
  assert.equal(back?.spec.preview, preview.spec.preview);
  assert.is(back?.status.outputDockerImageReference, preview.status.outputDockerImageReference);
});

test.run();

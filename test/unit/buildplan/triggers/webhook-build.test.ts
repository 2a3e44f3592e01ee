import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { webhookBuild } from '../../../../src/buildplan/triggers/index.js';
import type { BuildTriggerEvent } from '../../../../src/webhooks/index.js';

const COMMIT = 'b6568db1bc1dcd7f8b4d5a946b0b91f9dacd7327';

test('a GitHub delivery to a BuildConfig URL builds its commit, caused by the push', () => {
  const event: BuildTriggerEvent = {
    kind: 'build-trigger',
    namespace: 'shop',
    buildConfig: 'app',
    trigger: 'github',
    deliveryId: 'd-1',
    git: {
      uri: 'https://github.com/acme/app.git',
      ref: 'refs/heads/main',
      commit: COMMIT,
      message: 'Fix it\n\nbody',
    },
    env: [],
    pusher: 'alice',
    notes: [],
  };
  assert.equal(webhookBuild(event), {
    project: 'shop',
    buildConfig: 'app',
    commit: COMMIT,
    ref: 'refs/heads/main',
    cause: { type: 'GitHubWebHook', message: 'GitHub push to main by alice: Fix it', deliveryId: 'd-1' },
  });
});

test('a generic delivery keeps the env the endpoint let through, and builds as is without git', () => {
  const event: BuildTriggerEvent = {
    kind: 'build-trigger',
    namespace: 'shop',
    buildConfig: 'app',
    trigger: 'generic',
    deliveryId: 'g-1',
    env: [{ name: 'A', value: '1' }],
    notes: [],
  };
  assert.equal(webhookBuild(event), {
    project: 'shop',
    buildConfig: 'app',
    env: [{ name: 'A', value: '1' }],
    cause: { type: 'GenericWebHook', message: 'generic webhook', deliveryId: 'g-1' },
  });
});

test.run();

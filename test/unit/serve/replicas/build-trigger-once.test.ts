import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { openBuildTriggers } from '../../../../src/serve/builds/build-triggers.js';
import type { BuildTriggerEvent } from '../../../../src/webhooks/webhook-event.js';
import { InMemoryBuildService } from '../../../support/in-memory-build-service.js';
import { recordingLogger } from '../../../support/log-recorder.js';

const trigger = (deliveryId: string, buildConfig = 'web'): BuildTriggerEvent => ({
  kind: 'build-trigger',
  namespace: 'shop',
  buildConfig,
  trigger: 'generic',
  deliveryId,
  env: [],
  notes: [],
});

function setUp() {
  const service = new InMemoryBuildService().addBuildConfig('shop', 'web').addBuildConfig('shop', 'api');
  const lines: string[] = [];
  const triggers = openBuildTriggers({
    service,
    current: () => undefined,
    log: recordingLogger('info', (line) => lines.push(line.msg)).logger,
  });
  return { service, triggers, lines };
}

test("a delivery dispatched again (a new leader redoing a dead one's inbox entry) starts no second build", async () => {
  const { service, triggers, lines } = setUp();
  assert.equal(await triggers.triggered(trigger('d-1')), { started: 1, failed: 0 });
  assert.equal(await triggers.triggered(trigger('d-1')), { started: 0, failed: 0 });
  assert.is(service.started.length, 1);
  assert.ok(lines.includes('build-already-triggered'));
});

test('another delivery, or the same delivery for another BuildConfig, builds', async () => {
  const { service, triggers } = setUp();
  await triggers.triggered(trigger('d-1'));
  assert.equal(await triggers.triggered(trigger('d-2')), { started: 1, failed: 0 });
  assert.equal(await triggers.triggered(trigger('d-1', 'api')), { started: 1, failed: 0 });
  assert.is(service.started.length, 3);
});

test('a build that cannot be created is counted failed, so the inbox keeps the event', async () => {
  const { triggers } = setUp();
  assert.equal(await triggers.triggered(trigger('d-9', 'missing')), { started: 0, failed: 1 });
});

test.run();

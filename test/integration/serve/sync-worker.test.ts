import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../../src/errors/index.js';
import { desiredRevision } from '../../../src/serve/desired-state.js';
import { openSyncWorker } from '../../../src/serve/syncing/sync-worker-client.js';
import { recordingLogger } from '../../support/log-recorder.js';
import { configMapYaml } from '../../support/manifests.js';
import { loadFiles } from '../../support/repo.js';

const COMMIT = 'a'.repeat(40);

test('a worker whose kubeconfig cannot be read fails each sync with the reason, and stops when asked', async () => {
  const worker = openSyncWorker({ kubeconfig: '/nonexistent/kubeconfig', log: recordingLogger().logger });
  try {
    const desired = await desiredRevision(
      COMMIT,
      loadFiles({ 'projects/shop/config.yaml': configMapYaml({ name: 'config', data: { a: '1' } }) }),
    );
    for (const attempt of [1, 2]) {
      const failed = await worker
        .sync(desired, { scope: { bulk: true, shards: undefined }, tell: false })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      assert.ok(failed instanceof Error, `attempt ${attempt}: ${String(failed)}`);
      assert.match(failed.message, /\/nonexistent\/kubeconfig/);
    }
  } finally {
    await worker.stop();
  }
  const afterStop = await worker
    .sync(await desiredRevision(COMMIT, loadFiles({})), {
      scope: { bulk: true, shards: undefined },
      tell: false,
    })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  assert.ok(afterStop instanceof GitshiftError && afterStop.code === 'ABORTED', String(afterStop));
});

test.run();

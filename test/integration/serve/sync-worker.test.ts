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

test('started settles once the worker is up, whether or not it could read its kubeconfig, and when it dies first', async () => {
  const unreadable = openSyncWorker({ kubeconfig: '/nonexistent/kubeconfig', log: recordingLogger().logger });
  const { logger, lines } = recordingLogger();
  // Too little heap to load its modules: it dies before it is ready.
  const starved = openSyncWorker({ kubeconfig: '/nonexistent/kubeconfig', log: logger, maxHeapMiB: 1 });
  try {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('started did not settle within 30 s')), 30_000);
    });
    await Promise.race([Promise.all([unreadable.started, starved.started]), late]).finally(() =>
      clearTimeout(timer),
    );
    assert.ok(
      lines.some((l) => l['msg'] === 'sync-worker-lost'),
      'the starved worker was lost, not ready',
    );
  } finally {
    await Promise.all([unreadable.stop(), starved.stop()]);
  }
});

test('a worker that dies fails its sync as transient, and the next sync starts another and sends it everything', async () => {
  const { logger, lines } = recordingLogger();
  // A heap too small for the revision: the worker runs out of memory while it takes the projects in.
  const worker = openSyncWorker({ kubeconfig: '/nonexistent/kubeconfig', log: logger, maxHeapMiB: 24 });
  const big = 'x'.repeat(200_000);
  const files: Record<string, string> = {};
  for (let i = 0; i < 300; i++)
    files[`projects/p${i}/config.yaml`] = configMapYaml({ name: 'config', data: { big } });
  try {
    const scope = { bulk: true, shards: undefined } as const;
    const lost = await worker
      .sync(await desiredRevision(COMMIT, loadFiles(files)), { scope, tell: false })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    assert.ok(lost instanceof GitshiftError, String(lost));
    assert.is(lost.code, 'SYNC_FAILED');
    assert.is(lost.transient, true, 'the queue retries it');
    assert.match(lost.message, /the sync worker stopped/);
    assert.ok(
      lines.some((l) => l['msg'] === 'sync-worker-lost'),
      'logged',
    );
    // A small revision fits: the new worker gets all of it and reaches its own failure, the kubeconfig.
    const small = await desiredRevision(
      'b'.repeat(40),
      loadFiles({ 'projects/shop/config.yaml': configMapYaml({ name: 'config', data: { a: '1' } }) }),
    );
    const next = await worker.sync(small, { scope, tell: false }).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(next instanceof Error);
    assert.match(next.message, /\/nonexistent\/kubeconfig/, next.message);
  } finally {
    await worker.stop();
  }
});

test.run();

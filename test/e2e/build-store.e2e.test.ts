import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BuildRecord } from '../../src/buildplan/build-record.js';
import { BuildStore } from '../../src/builds/records/build-store.js';
import { GitshiftError } from '../../src/errors/index.js';
import { SYSTEM_CLOCK } from '../../src/runtime/index.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const record = (namespace: string): BuildRecord => ({
  namespace,
  name: 'app-1',
  spec: {
    buildConfig: 'app',
    number: 1,
    strategy: 'Docker',
    cause: { type: 'Manual', message: 'started by the test' },
  },
  status: { phase: 'New' },
});

test("a build saved before its project's first sync made the Namespace waits for it, then is written", async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const store = new BuildStore(api, SYSTEM_CLOCK, `build-store-test-${process.pid}`);
    const signal = AbortSignal.timeout(60_000);
    await store.ensureDefinition(signal);
    const namespace = `${namespacePrefix}late`;
    const saving = store.save(record(namespace), signal).then(
      (uid) => ({ uid }),
      (error: unknown) => ({ error }),
    );
    // The sync's part, a moment later.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    assert.is(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: namespace }), undefined, 'not yet');
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    const saved = await saving;
    assert.ok('uid' in saved && saved.uid !== undefined, String('error' in saved ? saved.error : saved.uid));
    assert.is((await store.get(namespace, 'app-1', signal))?.spec.buildConfig, 'app');
  });
});

test('a Namespace that never comes ends the wait with TIMED_OUT, naming the project', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const store = new BuildStore(api, SYSTEM_CLOCK, `build-store-test-${process.pid}`, {
      namespaceWaitMs: 1000,
    });
    const signal = AbortSignal.timeout(60_000);
    await store.ensureDefinition(signal);
    const namespace = `${namespacePrefix}never`;
    const failed = await store.save(record(namespace), signal).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(failed instanceof GitshiftError, String(failed));
    assert.is(failed.code, 'TIMED_OUT');
    assert.match(failed.message, new RegExp(`Namespace of project ${namespace}`));
  });
});

test.run();

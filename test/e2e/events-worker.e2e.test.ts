import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EventOutcome } from '../../src/events/index.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { openEventsWorker } from '../../src/serve/events-worker/events-worker-client.js';
import { recordingLogger } from '../support/log-recorder.js';
import { deploymentObject } from '../support/manifests.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster } from '../support/testbed.js';

const COMMIT = 'e'.repeat(40);

/** The reasons of the events.k8s.io Events in `namespace`, as the API server holds them, sorted. */
async function reasonsIn(api: KubeApi, namespace: string): Promise<string[]> {
  const events = await api.list('events.k8s.io/v1', 'Event', '');
  return events
    .filter((e) => e.metadata.namespace === namespace && e['reportingInstance'] === 'events-worker-e2e')
    .map((e) => String(e['reason']))
    .sort();
}

test('events recorded on serve’s thread are written by the worker, a rollout is followed to its end, and stop says what became of them', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const namespace = `${namespacePrefix}evw`;
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    // 0 replicas: the control plane's deployment controller finishes the rollout, no node needed.
    const answer = await api.apply(
      deploymentObject(namespace, { replicas: 0, image: 'registry.test/web:1' }),
    );
    const { uid, generation } = answer.metadata;
    assert.ok(uid !== undefined && generation !== undefined, JSON.stringify(answer.metadata));

    const { logger, lines } = recordingLogger();
    const tally: Partial<Record<EventOutcome, number>> = {};
    const reports: number[] = [];
    const worker = openEventsWorker({
      kubeconfig: kubeconfigPath,
      identity: 'events-worker-e2e',
      log: logger.child({ component: 'events' }),
      counted: (outcome, by) => {
        tally[outcome] = (tally[outcome] ?? 0) + by;
        reports.push(by);
      },
    });
    try {
      await worker.started;
      worker.recorder.record({
        regarding: { apiVersion: 'v1', kind: 'Namespace', name: namespace },
        type: 'Normal',
        reason: 'Synced',
        action: 'Sync',
        note: `synced to ${COMMIT.slice(0, 12)}: 2 applied, 0 pruned, 0 unchanged`,
      });
      worker.rollouts.started({ apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'web' }, COMMIT, {
        uid,
        generation,
      });
      const reasons = await eventually(
        'Synced, RolloutStarted and RolloutFinished in the API server',
        async () => {
          const found = await reasonsIn(api, namespace);
          return found.length === 3 ? found : undefined;
        },
        30_000,
      );
      assert.equal(reasons, ['RolloutFinished', 'RolloutStarted', 'Synced']);
      await eventually('three creates counted on serve’s thread', () =>
        tally.created === 3 ? true : undefined,
      );
      assert.is(tally.recorded, 3);
      assert.ok(reports.length < 6, `outcomes came in batches: ${reports.length} reports for 6 outcomes`);
    } finally {
      await worker.stop(AbortSignal.timeout(5000));
    }
    const stopped = lines.find((l) => l.msg === 'events-stopped');
    assert.ok(stopped, JSON.stringify(lines.map((l) => l.msg)));
    assert.equal(
      { component: stopped['component'], recorded: stopped['recorded'], created: stopped['created'] },
      { component: 'events', recorded: 3, created: 3 },
    );
  });
});

test.run();

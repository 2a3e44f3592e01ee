import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ClusterEvent } from '../../src/events/event-recorder.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import type { ObjectRef } from '../../src/kube/object-ref.js';
import { SYSTEM_CLOCK } from '../../src/runtime/index.js';
import { RolloutFollower } from '../../src/serve/rollouts/rollout-follower.js';
import { recordingLogger } from '../support/log-recorder.js';
import { deploymentObject } from '../support/manifests.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const COMMIT = 'c'.repeat(40);

/** A Deployment of 0 replicas: the control plane's own deployment controller finishes its rollout, no node needed. */
async function applyDeployment(api: KubeApi, namespace: string, image: string) {
  await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
  const ref: ObjectRef = { apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'web' };
  const answer = await api.apply(deploymentObject(namespace, { replicas: 0, image }));
  return { ref, answer };
}

/** Follows one rollout on the real API server, counting the follower's reads: when each Event came, after how many. */
async function follow(api: KubeApi, start: (follower: RolloutFollower) => void) {
  let reads = 0;
  const recorded: { event: ClusterEvent; readsBefore: number }[] = [];
  const follower = new RolloutFollower({
    api: { get: (ref, options) => ((reads += 1), api.get(ref, options)) },
    events: { record: (event) => void recorded.push({ event, readsBefore: reads }) },
    clock: SYSTEM_CLOCK,
    log: recordingLogger().logger,
    firstPollMs: 100,
    maxPollMs: 500,
  });
  start(follower);
  const deadline = Date.now() + 30_000;
  while (!recorded.some((r) => r.event.reason === 'RolloutFinished') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  await follower.stop();
  return recorded;
}

test('a rollout is announced from the apply answer, without reading the Deployment first, and followed to its end', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const { ref, answer } = await applyDeployment(api, `${namespacePrefix}roll`, 'registry.test/web:1');
    const uid = answer.metadata.uid;
    const generation = answer.metadata.generation;
    assert.ok(uid !== undefined && generation !== undefined, JSON.stringify(answer.metadata));

    const recorded = await follow(api, (f) => f.started(ref, COMMIT, { uid, generation }));

    assert.equal(
      recorded.map((r) => [r.event.reason, r.event.regarding.uid]),
      [
        ['RolloutStarted', uid],
        ['RolloutFinished', uid],
      ],
    );
    assert.is(recorded[0]?.readsBefore, 0, 'announced before any read');
    assert.ok((recorded[1]?.readsBefore ?? 0) >= 1, 'finished as a read saw it');
    assert.is(recorded[0]?.event.note, `rolling out generation ${generation} (commit cccccccccccc)`);
  });
});

test('without the apply answer (a Deployment rolled out through its hooks) the Deployment is read first', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const { ref, answer } = await applyDeployment(api, `${namespacePrefix}hooked`, 'registry.test/web:2');

    const recorded = await follow(api, (f) => f.started(ref, COMMIT));

    assert.equal(
      recorded.map((r) => [r.event.reason, r.event.regarding.uid]),
      [
        ['RolloutStarted', answer.metadata.uid],
        ['RolloutFinished', answer.metadata.uid],
      ],
    );
    assert.is(recorded[0]?.readsBefore, 1, 'announced from one read');
  });
});

test.run();

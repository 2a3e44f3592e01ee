import {
  AppsV1Api,
  CoreV1Api,
  KubernetesObjectApi,
  PatchStrategy,
  type KubernetesObject,
} from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deploymentObject } from '../support/manifests.js';
import { eventually, withCluster } from '../support/testbed.js';

const FIELD_MANAGER = 'gitshift-e2e';

const serverSideApply =
  (objects: KubernetesObjectApi) =>
  (object: KubernetesObject): Promise<KubernetesObject> =>
    objects.patch(object, undefined, undefined, FIELD_MANAGER, true, PatchStrategy.ServerSideApply);

test('server-side apply of a Deployment: kwok makes its pods Running and Ready', async () => {
  await withCluster(async ({ kubeConfig, namespacePrefix }) => {
    const namespace = `${namespacePrefix}apply`;
    const objects = kubeConfig.makeApiClient(KubernetesObjectApi);
    const apply = serverSideApply(objects);
    await apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    await apply(deploymentObject(namespace, { replicas: 2 }));
    const apps = kubeConfig.makeApiClient(AppsV1Api);
    const deployment = await eventually('2 ready replicas', async () => {
      const d = await apps.readNamespacedDeployment({ name: 'web', namespace });
      return d.status?.readyReplicas === 2 ? d : undefined;
    });
    assert.is(deployment.status?.availableReplicas, 2);
    const pods = await kubeConfig.makeApiClient(CoreV1Api).listNamespacedPod({ namespace });
    assert.is(pods.items.length, 2);
    for (const pod of pods.items) {
      assert.is(pod.status?.phase, 'Running');
      assert.ok(pod.spec?.nodeName?.startsWith('kwok-node-'), 'scheduled onto a kwok node');
    }
    assert.ok(
      deployment.metadata?.managedFields?.some((f) => f.manager === FIELD_MANAGER && f.operation === 'Apply'),
    );
  });
});

test('a deleted namespace goes away with what was in it', async () => {
  await withCluster(async ({ kubeConfig, namespacePrefix }) => {
    const namespace = `${namespacePrefix}gone`;
    const core = kubeConfig.makeApiClient(CoreV1Api);
    await core.createNamespace({ body: { metadata: { name: namespace } } });
    await core.createNamespacedConfigMap({ namespace, body: { metadata: { name: 'c' }, data: { k: 'v' } } });
    await core.deleteNamespace({ name: namespace });
    await eventually(
      'the namespace to be gone',
      async () => {
        try {
          await core.readNamespace({ name: namespace });
          return undefined;
        } catch (error) {
          return (error as { code?: number }).code === 404 ? true : undefined;
        }
      },
      60_000,
    );
  });
});

test('a Job pod on a kwok node succeeds', async () => {
  await withCluster(async ({ kubeConfig, namespacePrefix }) => {
    const namespace = `${namespacePrefix}job`;
    const objects = kubeConfig.makeApiClient(KubernetesObjectApi);
    const apply = serverSideApply(objects);
    await apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    await apply({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'hook', namespace },
      spec: {
        backoffLimit: 0,
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [{ name: 'hook', image: 'registry.test/hook:1', command: ['true'] }],
          },
        },
      },
    } as KubernetesObject);
    const job = await eventually(
      'the Job to complete',
      async () => {
        const found = await objects.read<KubernetesObject & { status?: { succeeded?: number } }>({
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'hook', namespace },
        });
        return (found.status?.succeeded ?? 0) >= 1 ? found : undefined;
      },
      60_000,
    );
    assert.is(job.status?.succeeded, 1);
  });
});

test.run();

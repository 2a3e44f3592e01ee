/**
 * Watches a rollout on the real node by polling the API server every 100 ms:
 * when the project's Deployment first names the new image, when a pod
 * running it first appears, and when that pod is first Ready.
 */
import { AppsV1Api, CoreV1Api, type KubeConfig } from '@kubernetes/client-node';

export interface RolloutTimes {
  readonly deploymentAt: number;
  readonly podSeenAt: number;
  readonly readyAt: number;
}

const POLL_MS = 100;

export async function waitForReadyPod(
  kubeConfig: KubeConfig,
  namespace: string,
  image: string,
  timeoutMs = 180_000,
): Promise<RolloutTimes> {
  const apps = kubeConfig.makeApiClient(AppsV1Api);
  const core = kubeConfig.makeApiClient(CoreV1Api);
  const deadline = Date.now() + timeoutMs;
  let deploymentAt: number | undefined;
  let podSeenAt: number | undefined;
  let last = '';
  while (Date.now() < deadline) {
    const [deployments, pods] = await Promise.all([
      deploymentAt === undefined ? apps.listNamespacedDeployment({ namespace }) : undefined,
      core.listNamespacedPod({ namespace }),
    ]);
    const now = Date.now();
    if (deployments?.items.some((d) => d.spec?.template.spec?.containers[0]?.image === image) === true)
      deploymentAt = now;
    const running = pods.items.filter(
      (p) => p.metadata?.deletionTimestamp === undefined && p.spec?.containers[0]?.image === image,
    );
    if (running.length > 0) {
      // A pod can be created between two polls of the Deployment: it was updated by then.
      deploymentAt ??= now;
      podSeenAt ??= now;
    }
    const ready = running.find((p) =>
      p.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True'),
    );
    if (ready !== undefined && deploymentAt !== undefined && podSeenAt !== undefined)
      return { deploymentAt, podSeenAt, readyAt: now };
    last = pods.items
      .map(
        (p) => `${p.metadata?.name ?? '?'} ${p.status?.phase ?? '?'} ${p.spec?.containers[0]?.image ?? '?'}`,
      )
      .join('; ');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(
    `no pod running ${image} became Ready in ${namespace} within ${timeoutMs} ms; pods: ${last}`,
  );
}

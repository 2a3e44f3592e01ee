/**
 * npx tsx testbed/pod-ready.ts [count]
 * Measures how long a pod on the running testbed's real node takes from create
 * to Ready (busybox `sleep`), one after another; the first also pulls the
 * pause and busybox images. Prints one line per pod and removes its namespace.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CoreV1Api, KubeConfig } from '@kubernetes/client-node';
import { readState } from './src/control-plane.js';
import { testbedPaths } from './src/paths.js';

async function main(count: number): Promise<void> {
  const paths = testbedPaths(process.env);
  const node = readState(paths)?.realNode;
  if (node === undefined) throw new Error("no real node: run 'npm run testbed:up -- --real-node' first");
  const kubeConfig = new KubeConfig();
  kubeConfig.loadFromFile(paths.kubeconfig);
  const core = kubeConfig.makeApiClient(CoreV1Api);
  const namespace = `pod-ready-${process.pid}`;
  await core.createNamespace({ body: { metadata: { name: namespace } } });
  try {
    for (let i = 0; i < count; i++) {
      const started = Date.now();
      await core.createNamespacedPod({
        namespace,
        body: {
          metadata: { name: `p${i}` },
          spec: {
            nodeSelector: { ...node.nodeSelector },
            tolerations: [{ key: node.taint.key, operator: 'Exists', effect: node.taint.effect }],
            containers: [{ name: 'sleep', image: node.images.busybox, command: ['sleep', '300'] }],
          },
        },
      });
      for (;;) {
        const pod = await core.readNamespacedPod({ name: `p${i}`, namespace });
        if (pod.status?.conditions?.some((c) => c.type === 'Ready' && c.status === 'True')) break;
        if (Date.now() - started > 60_000) throw new Error(`pod p${i} not Ready after 60 s`);
        await sleep(50);
      }
      process.stdout.write(`pod ${i} Ready in ${Date.now() - started} ms\n`);
    }
  } finally {
    await core.deleteNamespace({ name: namespace });
  }
}

main(Number(process.argv[2] ?? '5')).catch((error: unknown) => {
  process.stderr.write(`pod-ready: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

import type { KubeApi } from '../src/kube/kube-api.js';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import { down, up } from '../testbed/src/control-plane.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { waitUntilQuiet } from '../testbed/src/request-metrics.js';

/**
 * Stops the testbed and starts it again, empty, so that a stage starts from
 * the same cluster whatever ran before it. On one control plane a stage
 * depends on what the one before left: measured, the same floor of bench:sync
 * took 7.1 s first and 15.9 s fourth, and a bench:webhooks stage started while
 * the namespace controller was still deleting 1,210 namespaces of the stages
 * before took push → apply from 185 ms to 330 ms p50. Waits until the new
 * control plane's own writes to `resources` are over; the API client's
 * `maxSockets` is `concurrency` when given.
 */
export async function freshControlPlane(
  label: string,
  { resources, concurrency }: { readonly resources: readonly string[]; readonly concurrency?: number },
): Promise<KubeApi> {
  const paths = testbedPaths(process.env);
  const started = performance.now();
  const say = (): void => undefined;
  await down(paths, say);
  await up(paths, say);
  console.log(
    `testbed restarted empty for ${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const api = await createHttpKubeApi(
    paths.kubeconfig,
    concurrency === undefined ? {} : { maxSockets: concurrency },
  );
  // A new control plane's own controllers write for a few seconds (default namespaces, leases).
  await waitUntilQuiet(api, resources, 'the next count');
  return api;
}

/**
 * The Flux peer on its own, against the running testbed: a throwaway bare
 * repository of N project folders (a ConfigMap, Service, Deployment with 0
 * replicas and ServiceAccount each, no kustomization.yaml: Flux writes one),
 * one Kustomization per folder; prints the initial sync until all are Ready,
 * a no-op resync, peak RSS and mutating requests, then cleans up.
 *
 *   npx tsx testbed/cli.ts up && npx tsx bench/peers/flux-try.ts --projects 50
 *   (--concurrent 16 --qps 500 --burst 1000 are the defaults)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import { mapBounded } from '../../src/runtime/index.js';
import { testbedPaths } from '../../testbed/src/paths.js';
import { mutatingRequests, waitUntilQuiet } from '../../testbed/src/request-metrics.js';
import { bareRepository } from '../bare-repository.js';
import { FLUX_RESOURCES, startFluxPeer } from './flux.js';

const OBJECT_RESOURCES = ['configmaps', 'services', 'deployments', 'serviceaccounts'];
const RESOURCES = [...FLUX_RESOURCES, ...OBJECT_RESOURCES];

function projectFiles(projects: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const project of projects) {
    files.set(
      `projects/${project}/app.yaml`,
      [
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  project: "${project}"\n`,
        `apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: web\n`,
        `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
        `apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 0\n  selector:\n    matchLabels:\n      app: web\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      serviceAccountName: web\n      containers:\n        - name: web\n          image: registry.bench/web:1\n          ports:\n            - containerPort: 8080\n`,
      ].join('---\n'),
    );
  }
  return files;
}

/** Mutating requests per resource so far, as the API server counts them. */
async function requestsByResource(api: KubeApi): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const resource of RESOURCES) counts.set(resource, await mutatingRequests(api, [resource]));
  return counts;
}

/** "kustomizations 20, configmaps 20": what changed between two counts, the zeros left out. */
function describeRequests(before: Map<string, number>, after: Map<string, number>): string {
  const changed = RESOURCES.map((r): [string, number] => [r, (after.get(r) ?? 0) - (before.get(r) ?? 0)]);
  return (
    changed
      .filter(([, n]) => n !== 0)
      .map(([r, n]) => `${r} ${n}`)
      .join(', ') || 'none'
  );
}

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      projects: { type: 'string', default: '50' },
      concurrent: { type: 'string', default: '16' },
      qps: { type: 'string', default: '500' },
      burst: { type: 'string', default: '1000' },
    },
  });
  const count = Number(values.projects);
  const paths = testbedPaths(process.env);
  const api = await createHttpKubeApi(paths.kubeconfig, { maxSockets: 16 });
  const stamp = Date.now().toString(36);
  const projects = Array.from({ length: count }, (_, i) => `fx${stamp}-${i}`);
  const work = mkdtempSync(join(tmpdir(), 'gitshift-flux-try-'));
  const repositoryDir = bareRepository(work, projectFiles(projects));

  // The namespaces first, and the cluster quiet again (each new namespace gets its default
  // ServiceAccount and kube-root-ca.crt ConfigMap): what is counted after is Flux's own.
  const namespaces = projects.map((name): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name },
  }));
  await mapBounded(namespaces, 16, (ns) => api.apply(ns));
  await waitUntilQuiet(api, RESOURCES, 'the request counts');

  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  console.log(
    `${count} projects, ${count * 4} objects (ConfigMap, ServiceAccount, Service, Deployment each); load ${load()}`,
  );
  const before = await requestsByResource(api);
  const peer = await startFluxPeer({
    api,
    kubeconfig: paths.kubeconfig,
    repositoryDir,
    projects,
    createNamespaces: false,
    tuning: {
      concurrent: Number(values.concurrent),
      kubeApiQps: Number(values.qps),
      kubeApiBurst: Number(values.burst),
    },
    signal: controller.signal,
  });
  try {
    const initial = await peer.waitAllReady();
    const initialRss = peer.peakRss();
    console.log(
      `flux initial sync: ${initial.toFixed(1)} s until all ${count} Kustomizations Ready; peak RSS ${initialRss.totalMiB.toFixed(0)} MiB (source-controller ${initialRss.byController['source-controller'].toFixed(0)}, kustomize-controller ${initialRss.byController['kustomize-controller'].toFixed(0)}); load ${load()}`,
    );
    await waitUntilQuiet(api, RESOURCES, 'the request counts');
    const afterInitial = await requestsByResource(api);
    const sum = (counts: Map<string, number>): number => [...counts.values()].reduce((a, b) => a + b, 0);
    const initialMutating = sum(afterInitial) - sum(before) - peer.peerWrites;
    peer.resetPeakRss();
    const noop = await peer.resync();
    await waitUntilQuiet(api, RESOURCES, 'the request counts');
    const afterNoop = await requestsByResource(api);
    const noopMutating = sum(afterNoop) - sum(afterInitial) - noop.requests;
    const noopRss = peer.peakRss();
    console.log(
      `flux no-op resync: ${noop.seconds.toFixed(1)} s until all had handled the reconcile request; peak RSS ${noopRss.totalMiB.toFixed(0)} MiB (source-controller ${noopRss.byController['source-controller'].toFixed(0)}, kustomize-controller ${noopRss.byController['kustomize-controller'].toFixed(0)}); load ${load()}`,
    );
    console.log(
      `flux mutating requests, the peer's own ${peer.peerWrites - noop.requests} creates and ${noop.requests} reconcile requests left out: initial ${initialMutating}, no-op ${noopMutating}`,
    );
    console.log(
      `  by resource, the peer's own included: initial ${describeRequests(before, afterInitial)}; no-op ${describeRequests(afterInitial, afterNoop)}`,
    );
    console.log(
      `flux: projects=${count} initial=${initial.toFixed(1)}s noop=${noop.seconds.toFixed(1)}s noop_mutating=${noopMutating} rss=${Math.max(initialRss.totalMiB, noopRss.totalMiB).toFixed(0)}MiB load=${load()}`,
    );
  } finally {
    await peer.stop();
    await mapBounded(namespaces, 16, (ns) =>
      api.delete({ apiVersion: 'v1', kind: 'Namespace', name: ns.metadata.name }),
    );
    rmSync(work, { recursive: true, force: true });
    console.log(
      `cleaned up: ${namespaces.length} namespaces (their contents go in the background), the Flux objects, the repository`,
    );
  }
}

await main();

/**
 * Initial sync and no-op resync of 1,000 projects × 4 objects (Deployment,
 * Service, ConfigMap, Ingress; plus each project's Namespace) against the
 * testbed control plane, side by side in the same run with
 *   - kubectl apply --server-side of the same rendered objects (the kubectl of the testbed), and
 *   - the floor: the same apply requests from a bare HTTP client at the same
 *     concurrency, with no diffing or bookkeeping.
 * Each contender writes into namespaces of its own. Deployments have 0
 * replicas so that the scheduler and kwok stay out of the measurement.
 *
 *   npm run testbed:up && npm run bench:sync      (BENCH_PROJECTS=200 for a quick run)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { stringify } from 'yaml';
import { createHttpKubeApi } from '../src/kube/http-kube-api.js';
import { loadRepository } from '../src/model/load-repository.js';
import { createSchemaValidator } from '../src/model/schema-validator.js';
import { bundledSchemas } from '../src/model/schemas.js';
import { mapBounded } from '../src/reconciler/bounded.js';
import { syncRepository } from '../src/reconciler/sync-repository.js';
import { renderRepository } from '../src/render/render-repository.js';
import { snapshotFromFiles } from '../src/snapshot/snapshot.js';
import { processTemplate } from '../src/templates/index.js';
import { testbedPaths } from '../testbed/src/paths.js';
import { mutatingRequests } from '../testbed/src/request-metrics.js';

const run = promisify(execFile);
const PROJECTS = Number(process.env['BENCH_PROJECTS'] ?? 1000);
const CONCURRENCY = 16;
const RESOURCES = ['namespaces', 'configmaps', 'services', 'deployments', 'ingresses'];

function repository(prefix: string): Map<string, string> {
  const files = new Map([
    [
      'gitshift.yaml',
      'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: apps.bench\nprune:\n  maxDeleteRatio: 1\n',
    ],
  ]);
  for (let i = 0; i < PROJECTS; i++) {
    const project = `${prefix}-${i}`;
    files.set(
      `projects/${project}/app.yaml`,
      [
        `apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata:\n  name: web\nspec:\n  replicas: 0\n  template:\n    metadata:\n      labels:\n        app: web\n    spec:\n      containers:\n        - name: web\n          image: registry.bench/web:1\n          ports:\n            - containerPort: 8080\n`,
        `apiVersion: v1\nkind: Service\nmetadata:\n  name: web\nspec:\n  selector:\n    app: web\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
        `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: web\ndata:\n  project: "${project}"\n`,
        `apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: web\nspec:\n  to:\n    kind: Service\n    name: web\n`,
      ].join('---\n'),
    );
  }
  return files;
}

function render(prefix: string) {
  const model = loadRepository(snapshotFromFiles(prefix, repository(prefix)), {
    validator: createSchemaValidator(bundledSchemas()),
    processTemplate,
  });
  return { model, rendered: renderRepository(model) };
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { seconds: (performance.now() - start) / 1000, value };
}

async function main(): Promise<void> {
  const paths = testbedPaths(process.env);
  const api = await createHttpKubeApi(paths.kubeconfig, { maxSockets: CONCURRENCY });
  const stamp = Date.now().toString(36);
  const baselineRss = process.memoryUsage().rss;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

  // gitshift: initial sync, then a resync with nothing changed.
  const mine = render(`gs${stamp}`);
  const objects = mine.rendered.projects.reduce((n, p) => n + p.objects.length, 0);
  console.log(`${PROJECTS} projects, ${objects} objects per contender`);
  const initial = await timed(() =>
    syncRepository(api, mine.model, mine.rendered, { projectConcurrency: CONCURRENCY }),
  );
  const errors = initial.value.results.flatMap((r) => r.errors);
  if (errors.length > 0) throw new Error(`initial sync failed: ${errors.slice(0, 3).join('; ')}`);
  console.log(`gitshift initial sync: ${initial.seconds.toFixed(1)} s`);
  const before = await mutatingRequests(api, RESOURCES);
  const noop = await timed(() =>
    syncRepository(api, mine.model, mine.rendered, { projectConcurrency: CONCURRENCY }),
  );
  const noopMutating = (await mutatingRequests(api, RESOURCES)) - before;
  const applied = noop.value.results.reduce((n, r) => n + r.applied.length, 0);
  console.log(
    `gitshift no-op resync: ${noop.seconds.toFixed(2)} s, ${applied} applied, ${noopMutating} mutating requests counted by the API server`,
  );
  clearInterval(sampler);
  const rssMiB = Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024;

  // The floor: the same server-side applies, no planning, no inventory, same concurrency.
  const floorObjects = render(`fl${stamp}`).rendered.projects.flatMap((p) => p.objects);
  const namespaces = floorObjects.filter((o) => o.kind === 'Namespace');
  const floor = await timed(async () => {
    await mapBounded(namespaces, CONCURRENCY, (o) => api.apply(o));
    await mapBounded(
      floorObjects.filter((o) => o.kind !== 'Namespace'),
      CONCURRENCY,
      (o) => api.apply(o),
    );
  });
  console.log(`floor (bare applies at concurrency ${CONCURRENCY}): ${floor.seconds.toFixed(1)} s`);

  // kubectl apply --server-side of the same rendered objects.
  const kubectlObjects = render(`kc${stamp}`).rendered.projects.flatMap((p) => p.objects);
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-bench-'));
  writeFileSync(
    join(dir, '0-namespaces.yaml'),
    kubectlObjects
      .filter((o) => o.kind === 'Namespace')
      .map((o) => `---\n${stringify(o)}`)
      .join(''),
  );
  writeFileSync(
    join(dir, '1-objects.yaml'),
    kubectlObjects
      .filter((o) => o.kind !== 'Namespace')
      .map((o) => `---\n${stringify(o)}`)
      .join(''),
  );
  const kubectl = await timed(async () => {
    for (const file of ['0-namespaces.yaml', '1-objects.yaml']) {
      await run(
        join(paths.bin, 'kubectl'),
        [
          '--kubeconfig',
          paths.kubeconfig,
          'apply',
          '--server-side',
          '--field-manager=kubectl-bench',
          '-f',
          join(dir, file),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      );
    }
  });
  rmSync(dir, { recursive: true, force: true });
  console.log(`kubectl apply --server-side: ${kubectl.seconds.toFixed(1)} s`);

  const vsKubectl = kubectl.seconds / initial.seconds;
  const vsFloor = initial.seconds / floor.seconds;
  console.log(
    `peak RSS of this process: ${rssMiB.toFixed(0)} MiB (${(baselineRss / 1024 / 1024).toFixed(0)} MiB before the first sync: Node, tsx and the loaded modules)`,
  );
  console.log(
    `sync: initial=${initial.seconds.toFixed(1)}s noop=${noop.seconds.toFixed(2)}s noop_mutating=${noopMutating} rss=${rssMiB.toFixed(0)}MiB vs_kubectl=${vsKubectl.toFixed(2)}x vs_floor=${vsFloor.toFixed(2)}x`,
  );
}

await main();

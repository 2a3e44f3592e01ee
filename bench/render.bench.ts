/**
 * load + validate + render of 10,000 manifests across 1,000 projects, in memory.
 * The peer, run in the same process on the same files, is yaml's own
 * parseAllDocuments + toJS: the ratio says what gitshift adds on top of parsing.
 * Then serve's case, a commit that changes one project's ConfigMap, COMMITS
 * times: load with the folder cache, and render without and with the last
 * render's memory (src/render/render-memory.ts), side by side.
 *
 *   npm run bench:render
 */
import { performance } from 'node:perf_hooks';
import { parseAllDocuments } from 'yaml';
import { loadRepository, type ProjectLoadCache } from '../src/model/load-repository.js';
import { createSchemaValidator } from '../src/model/schema-validator.js';
import { bundledSchemas } from '../src/model/schemas.js';
import { stepsToEnd } from '../src/model/steps.js';
import { renderRepository, renderRepositorySteps } from '../src/render/render-repository.js';
import { snapshotFromFiles } from '../src/snapshot/snapshot.js';
import { processTemplate } from '../src/templates/index.js';

const PROJECTS = 1000;
const RUNS = 5;
const COMMITS = 15;

/** Ten manifests per project: Project, ImageStream, BuildConfig, 2 DeploymentConfigs, 2 Services, 2 Routes, ConfigMap. */
function makeRepository(): Map<string, string> {
  const files = new Map<string, string>([
    ['gitshift.yaml', 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nrouterSuffix: apps.bench\n'],
  ]);
  for (let p = 0; p < PROJECTS; p++) {
    const name = `project-${p}`;
    files.set(
      `projects/${name}/project.yaml`,
      `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${name}\nspec:\n  members:\n    - kind: User\n      name: user-${p}\n      role: admin\n  quota:\n    hard:\n      pods: "10"\n`,
    );
    files.set(
      `projects/${name}/images.yaml`,
      [
        `apiVersion: image.openshift.io/v1\nkind: ImageStream\nmetadata:\n  name: app\nspec:\n  dockerImageRepository: registry.bench/${name}/app\nstatus:\n  tags:\n    - tag: latest\n      items:\n        - created: "2026-11-01T00:00:00Z"\n          dockerImageReference: registry.bench/${name}/app@sha256:${'c'.repeat(64)}\n          image: sha256:${'c'.repeat(64)}\n`,
        `apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: app\nspec:\n  source:\n    git:\n      uri: https://git.bench/${name}.git\n  strategy:\n    type: Docker\n    dockerStrategy: {}\n  output:\n    to:\n      kind: ImageStreamTag\n      name: app:latest\n  triggers:\n    - type: GitHub\n      github:\n        secretReference:\n          name: hook\n`,
      ].join('---\n'),
    );
    for (const app of ['web', 'worker']) {
      files.set(
        `projects/${name}/${app}.yaml`,
        [
          `apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata:\n  name: ${app}\nspec:\n  replicas: 2\n  strategy:\n    type: Rolling\n    rollingParams:\n      timeoutSeconds: 300\n  triggers:\n    - type: ConfigChange\n    - type: ImageChange\n      imageChangeParams:\n        automatic: true\n        containerNames: [${app}]\n        from:\n          kind: ImageStreamTag\n          name: app:latest\n  template:\n    metadata:\n      labels:\n        app: ${app}\n    spec:\n      containers:\n        - name: ${app}\n          image: " "\n          ports:\n            - containerPort: 8080\n`,
          `apiVersion: v1\nkind: Service\nmetadata:\n  name: ${app}\nspec:\n  selector:\n    app: ${app}\n  ports:\n    - port: 80\n      targetPort: 8080\n`,
          `apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: ${app}\nspec:\n  to:\n    kind: Service\n    name: ${app}\n  tls:\n    termination: edge\n`,
        ].join('---\n'),
      );
    }
    files.set(
      `projects/${name}/config.yaml`,
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: settings\ndata:\n  LOG_LEVEL: info\n`,
    );
  }
  return files;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const files = makeRepository();
const snapshot = snapshotFromFiles('bench', files);
const validator = createSchemaValidator(bundledSchemas());
const manifests = [...files.values()].reduce((n, text) => n + text.split(/^---$/m).length, 0) - 1;

const parseOnly: number[] = [];
const full: number[] = [];
let objects = 0;
for (let run = 0; run < RUNS; run++) {
  let start = performance.now();
  for (const path of snapshot.paths)
    for (const doc of parseAllDocuments(new TextDecoder().decode(snapshot.read(path))))
      if (!Array.isArray(doc)) doc.toJS();
  parseOnly.push(performance.now() - start);

  start = performance.now();
  const model = loadRepository(snapshot, { validator, processTemplate });
  const result = renderRepository(model);
  full.push(performance.now() - start);
  if (result.problems.length > 0 || result.projects.length !== PROJECTS)
    throw new Error(`bench repository has problems: ${result.problems[0]?.message ?? 'projects missing'}`);
  objects = result.projects.reduce((n, p) => n + p.objects.length, 0);
}

const fullMs = median(full);
const peerMs = median(parseOnly);
console.log(`projects=${PROJECTS} manifests=${manifests} rendered_objects=${objects} runs=${RUNS}`);
console.log(`peer (yaml parse + toJS only): median ${peerMs.toFixed(0)} ms`);
console.log(
  `gitshift load+validate+render:  median ${fullMs.toFixed(0)} ms (ratio to peer ${(fullMs / peerMs).toFixed(2)}x)`,
);
console.log(`heap used after runs: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(0)} MiB`);

// serve's case: each commit changes one project's ConfigMap; its folder is read again (its
// ImageStream and Routes too, the same text), every other folder comes from the cache.
const cache: ProjectLoadCache = new Map();
const changing = new Map(files);
const loadCommit = () =>
  loadRepository(snapshotFromFiles('bench', changing), { validator, processTemplate, cache });
let memory = stepsToEnd(renderRepositorySteps(loadCommit(), { remember: { previous: undefined } })).memory;
const commitLoads: number[] = [];
const withoutMemory: number[] = [];
const withMemory: number[] = [];
for (let commit = 1; commit <= COMMITS; commit++) {
  const path = `projects/project-${(commit * 37) % PROJECTS}/config.yaml`;
  changing.set(path, `${changing.get(path) ?? ''}  COMMIT: "${commit}"\n`);
  let start = performance.now();
  const model = loadCommit();
  commitLoads.push(performance.now() - start);
  start = performance.now();
  const whole = renderRepository(model);
  withoutMemory.push(performance.now() - start);
  start = performance.now();
  const remembered = stepsToEnd(renderRepositorySteps(model, { remember: { previous: memory } }));
  withMemory.push(performance.now() - start);
  memory = remembered.memory;
  if (JSON.stringify(remembered.result) !== JSON.stringify(whole))
    throw new Error(`commit ${commit}: the render with memory differs from the whole render`);
}
console.log(
  `a commit changing one project (${COMMITS} commits, medians): load with the folder cache ${median(commitLoads).toFixed(1)} ms, ` +
    `render of every project ${median(withoutMemory).toFixed(1)} ms, with the last render's memory ${median(withMemory).toFixed(1)} ms`,
);
console.log(`render: ${manifests} manifests in ${fullMs.toFixed(0)} ms`);

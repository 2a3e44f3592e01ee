import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, stringify } from 'yaml';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import { testbedPaths } from '../../testbed/src/paths.js';
import { ClusterEventRecorder } from '../../src/events/index.js';
import type { ClusterEvent } from '../../src/events/index.js';
import { SYSTEM_CLOCK } from '../../src/runtime/index.js';
import { commitFiles, withSandbox, type GitSandbox } from '../support/git-sandbox.js';
import { recordingLogger } from '../support/log-recorder.js';
import { appRepoFiles } from '../support/app-repo.js';
import { pushToSource, withBuildScene } from '../support/build-scene.js';
import { configMapYaml, deploymentConfigYaml, settingsYaml } from '../support/manifests.js';
import { requireRealNode, type RealNode } from '../support/real-node.js';
import { yaml } from '../support/repo.js';
import { withServe, type ServeProcess } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster, withRegistry } from '../support/testbed.js';
import { webProject } from '../support/web-project.js';

const run = promisify(execFile);
const KUBECTL = join(testbedPaths(process.env).bin, 'kubectl');

const say = (line: string): void => {
  process.stderr.write(`events e2e: ${line}\n`);
};

/** The real kubectl against the testbed, as a person would run it. */
async function kubectl(kubeconfig: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(KUBECTL, ['--kubeconfig', kubeconfig, ...args]);
  return stdout;
}

interface EventView {
  readonly metadata: { readonly name: string; readonly resourceVersion: string };
  readonly reason: string;
  readonly type: string;
  readonly note: string;
  readonly action: string;
  readonly reportingController: string;
  readonly reportingInstance: string;
  readonly regarding: { readonly kind: string; readonly name: string; readonly uid?: string };
  readonly series?: { readonly count: number; readonly lastObservedTime: string };
}

/** The events.k8s.io/v1 Events of a namespace, as kubectl reads them. */
async function eventsIn(kubeconfig: string, namespace: string): Promise<EventView[]> {
  const out = await kubectl(kubeconfig, 'get', 'events.events.k8s.io', '-n', namespace, '-o', 'json');
  return (JSON.parse(out) as { items: EventView[] }).items;
}

/** Waits for an Event with this reason on the object `kind/name`, and returns it. */
function eventFor(
  kubeconfig: string,
  namespace: string,
  reason: string,
  object: string,
  extra: (event: EventView) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<EventView> {
  return eventually(
    `a ${reason} Event on ${object} in ${namespace}`,
    async () =>
      (await eventsIn(kubeconfig, namespace)).find(
        (e) => e.reason === reason && `${e.regarding.kind}/${e.regarding.name}` === object && extra(e),
      ),
    timeoutMs,
  );
}

function serveConfig(
  work: string,
  port: number,
  sandbox: GitSandbox,
  kubeconfig: string,
  resync?: string,
): string {
  const file = join(work, 'serve.yaml');
  writeFileSync(
    file,
    [
      'apiVersion: gitshift.io/v1alpha1',
      'kind: ServeConfig',
      `listen: 127.0.0.1:${port}`,
      `stateDir: ${join(work, 'state')}`,
      'repository:',
      `  url: ${sandbox.url}`,
      '  pollInterval: 1s',
      'cluster:',
      `  kubeconfig: ${kubeconfig}`,
      resync === undefined ? '' : `  resyncInterval: ${resync}`,
      'replicas:',
      '  identity: events-e2e-0',
      '',
    ].join('\n'),
  );
  return file;
}

interface ServeOptions {
  /** Default: 3m (serve's default). */
  readonly resync?: string;
  /** Default: a free one. */
  readonly port?: number;
  readonly env?: Record<string, string>;
}

/** serve (its own port, state and config file) tracking a sandbox repository of `files`; all removed afterwards. */
async function withEventsServe(
  files: Readonly<Record<string, string>>,
  kubeconfig: string,
  { resync, port, env = {} }: ServeOptions,
  body: (serve: ServeProcess, sandbox: GitSandbox) => Promise<void>,
): Promise<void> {
  await withSandbox(files, async (sandbox) => {
    const work = mkdtempSync(join(tmpdir(), 'gitshift-events-'));
    try {
      const config = serveConfig(work, port ?? (await freePort()), sandbox, kubeconfig, resync);
      await withServe(['--config', config], env, (serve) => body(serve, sandbox));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
}

/** serve's count of Event writes by outcome, from /metrics. */
async function eventMetrics(serve: ServeProcess): Promise<Record<string, number>> {
  const text = await (await fetch(`${serve.url}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const match of text.matchAll(/^gitshift_cluster_events_total\{outcome="(\w+)"\} (\d+)$/gm))
    counts[match[1] ?? ''] = Number(match[2]);
  return counts;
}

/** The web project of the real node with a project.yaml and ConfigMaps to drift and prune. */
function storyFiles(
  node: RealNode,
  project: string,
  deployment?: (d: Record<string, unknown>) => void,
): Record<string, string> {
  const web = webProject(node, project, 'events page');
  const dir = `projects/${project}`;
  if (deployment !== undefined) {
    const parsed = parse(web[`${dir}/web.yaml`] ?? '') as Record<string, unknown>;
    deployment(parsed);
    web[`${dir}/web.yaml`] = stringify(parsed);
  }
  return {
    'gitshift.yaml': settingsYaml({ name: `e2e-${project}` }),
    [`${dir}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `,
    ...web,
    [`${dir}/settings.yaml`]: configMapYaml({ name: 'settings', data: { mode: 'git' } }),
  };
}

test('kubectl get events tells a project story: synced, rolled out on the real node, drift put back (one series), pruned, a failed rollout', async () => {
  const node = requireRealNode();
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}story`;
    const files = {
      ...storyFiles(node, project),
      [`projects/${project}/old.yaml`]: configMapYaml({ name: 'old', data: { gone: 'soon' } }),
    };
    // A resync every 2 s puts drift back soon after kubectl makes it.
    await withEventsServe(files, kubeconfigPath, { resync: '2s' }, async (serve, sandbox) => {
      const synced = await eventFor(kubeconfigPath, project, 'Synced', `Namespace/${project}`);
      assert.match(synced.note, /^synced to [0-9a-f]{12}: \d+ applied, 0 pruned, 0 unchanged$/);
      assert.is(synced.type, 'Normal');
      assert.is(synced.reportingController, 'gitshift.io/serve');
      assert.is(synced.reportingInstance, 'events-e2e-0');
      const started = await eventFor(kubeconfigPath, project, 'RolloutStarted', 'Deployment/web');
      assert.match(started.note, /^rolling out generation 1 \(commit [0-9a-f]{12}\)$/);
      assert.ok(started.regarding.uid, 'the Deployment is named by its uid');
      const finished = await eventFor(
        kubeconfigPath,
        project,
        'RolloutFinished',
        'Deployment/web',
        () => true,
        120_000,
      );
      assert.match(finished.note, /1 of 1 replicas updated and available/);

      // Drift made twice, the same way: put back twice, told once, with a count.
      for (let round = 1; round <= 2; round++) {
        await kubectl(
          kubeconfigPath,
          'patch',
          'configmap',
          'settings',
          '-n',
          project,
          '--type',
          'merge',
          '-p',
          '{"data":{"mode":"drifted"}}',
        );
        await eventually(`drift round ${round} put back`, async () => {
          const mode = await kubectl(
            kubeconfigPath,
            'get',
            'configmap',
            'settings',
            '-n',
            project,
            '-o',
            'jsonpath={.data.mode}',
          );
          return mode === 'git' ? true : undefined;
        });
      }
      const reverted = await eventFor(
        kubeconfigPath,
        project,
        'DriftReverted',
        'ConfigMap/settings',
        (e) => (e.series?.count ?? 1) >= 2,
      );
      assert.match(reverted.note, /^changed behind Git, put back to [0-9a-f]{12}: data\.mode$/);
      const drifts = (await eventsIn(kubeconfigPath, project)).filter((e) => e.reason === 'DriftReverted');
      assert.is(drifts.length, 1, 'identical events are one Event with a series');

      // A commit: the ConfigMap `old` leaves Git, and the Deployment gets an image that does not exist.
      commitFiles(
        sandbox,
        {
          ...storyFiles(node, project, (d) => {
            const spec = d['spec'] as Record<string, unknown>;
            spec['progressDeadlineSeconds'] = 5;
            const template = spec['template'] as { spec: { containers: { image: string }[] } };
            for (const container of template.spec.containers)
              container.image = `${node.registry}/gitshift/no-such-image:1`;
          }),
          // Comments only: the ConfigMap leaves Git.
          [`projects/${project}/old.yaml`]: '# gone from Git\n',
        },
        'a bad image, and old goes',
      );
      const pruned = await eventFor(kubeconfigPath, project, 'Pruned', 'ConfigMap/old');
      assert.match(pruned.note, /^deleted: no longer in Git at [0-9a-f]{12}$/);
      await eventFor(kubeconfigPath, project, 'RolloutStarted', 'Deployment/web', (e) =>
        e.note.includes('generation 2'),
      );
      const failed = await eventFor(
        kubeconfigPath,
        project,
        'RolloutFailed',
        'Deployment/web',
        () => true,
        120_000,
      );
      assert.is(failed.type, 'Warning');
      assert.match(failed.note, /ProgressDeadlineExceeded/);

      const table = await kubectl(kubeconfigPath, 'get', 'events', '-n', project, '--sort-by=.eventTime');
      say(`kubectl get events -n ${project}:\n${table}`);
      for (const reason of [
        'Synced',
        'RolloutStarted',
        'RolloutFinished',
        'DriftReverted',
        'Pruned',
        'RolloutFailed',
      ])
        assert.match(table, reason);
      const counts = await eventMetrics(serve);
      say(`Event writes: ${JSON.stringify(counts)}`);
      assert.is(counts['failed'] ?? 0, 0);
      assert.is(counts['dropped'] ?? 0, 0);
    });
  });
});

test('an initial sync of N projects adds one Event write per project (Synced), and a no-op resync none', async () => {
  const projects = 30;
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const names = Array.from({ length: projects }, (_, i) => `${namespacePrefix}n${i}`);
    const files: Record<string, string> = {
      'gitshift.yaml': settingsYaml({ name: `e2e-${namespacePrefix}many` }),
    };
    for (const name of names) {
      files[`projects/${name}/project.yaml`] = yaml`
        apiVersion: project.openshift.io/v1
        kind: Project
        metadata:
          name: ${name}
      `;
      files[`projects/${name}/settings.yaml`] = configMapYaml({ name: 'settings', data: { n: name } });
    }
    await withEventsServe(files, kubeconfigPath, { resync: '1s' }, async (serve) => {
      const started = Date.now();
      await eventually(
        `${projects} Event writes`,
        async () => ((await eventMetrics(serve))['created'] === projects ? true : undefined),
        120_000,
      );
      say(
        `initial sync of ${projects} projects: ${projects} Events written in ${Date.now() - started} ms after serve listened`,
      );
      // Several resyncs later (one a second), nothing more is written: a sync that changes nothing says nothing.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const counts = await eventMetrics(serve);
      say(`after resyncs: ${JSON.stringify(counts)}`);
      assert.equal(
        { created: counts['created'], updated: counts['updated'] ?? 0, recorded: counts['recorded'] },
        { created: projects, updated: 0, recorded: projects },
      );
      for (const name of names.slice(0, 3)) {
        const events = await eventsIn(kubeconfigPath, name);
        assert.equal(
          events.map((e) => [e.reason, e.regarding.kind, e.regarding.name]),
          [['Synced', 'Namespace', name]],
        );
      }
    });
  });
});

test('an image push: ImageUpdated on the Namespace and the Deployment it rolls, then the rollout it starts', async () => {
  const secret = 'events-registry-secret';
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const port = await freePort();
    await withRegistry({ notify: `http://127.0.0.1:${port}/hooks/registry/${secret}` }, async (registry) => {
      const project = `${namespacePrefix}image`;
      const files = appRepoFiles({ project, registryHost: registry.host });
      await withEventsServe(
        files,
        kubeconfigPath,
        { port, env: { GITSHIFT_REGISTRY_SECRET: secret } },
        async () => {
          await eventFor(kubeconfigPath, project, 'Synced', `Namespace/${project}`);
          const image = await pushImage(registry.host, 'team/app', 'v2', `events ${namespacePrefix}`);
          const onNamespace = await eventFor(kubeconfigPath, project, 'ImageUpdated', `Namespace/${project}`);
          assert.match(onNamespace.note, `${registry.host}/team/app:v2 written back to app:v2 in commit`);
          assert.is(onNamespace.action, 'WriteBack');
          const onDeployment = await eventFor(kubeconfigPath, project, 'ImageUpdated', 'Deployment/app');
          assert.match(onDeployment.note, /rolls out at the next sync/);
          // The write-back commit comes back as a change to Git: the Deployment gets the image and rolls (on kwok's nodes).
          const started = await eventFor(kubeconfigPath, project, 'RolloutStarted', 'Deployment/app');
          assert.match(started.note, /^rolling out generation \d+ \(commit [0-9a-f]{12}\)$/);
          await eventFor(kubeconfigPath, project, 'RolloutFinished', 'Deployment/app', () => true, 90_000);
          say(`image ${image.digest.slice(0, 19)}…: ImageUpdated, RolloutStarted, RolloutFinished`);
        },
      );
    });
  });
});

test('a build is told on its Build record: BuildStarted, then BuildFailed (a Warning) with the reason', async () => {
  await withBuildScene('events-build', {}, async (scene) => {
    await pushToSource(scene, { Dockerfile: `FROM ${scene.node.images.busybox}\nRUN exit 3\n` }, 'broken');
    // The scene's cluster is withCluster's: the testbed's kubeconfig, or the one GITSHIFT_E2E_KUBECONFIG names.
    const kubeconfig = process.env['GITSHIFT_E2E_KUBECONFIG'] ?? testbedPaths(process.env).kubeconfig;
    const started = await eventFor(
      kubeconfig,
      scene.project,
      'BuildStarted',
      'Build/app-1',
      () => true,
      120_000,
    );
    assert.is(started.action, 'Build');
    assert.ok(started.regarding.uid, 'the Build record is named by its uid');
    const failed = await eventFor(
      kubeconfig,
      scene.project,
      'BuildFailed',
      'Build/app-1',
      () => true,
      120_000,
    );
    assert.is(failed.type, 'Warning');
    assert.match(failed.note, /^app #1 Failed \(DockerBuildFailed\)/);
  });
});

/** A DeploymentConfig with a pre hook (Abort) on kwok's nodes, or (`nowhere`) unschedulable so that the hook fails. */
function preHooked(nowhere: boolean): string {
  const pre = { failurePolicy: 'Abort', execNewPod: { containerName: 'web', command: ['migrate'] } };
  return deploymentConfigYaml({
    image: 'registry.test/web:1',
    strategy: { type: 'Rolling', rollingParams: { timeoutSeconds: 3, pre } },
    podSpec: { nodeSelector: nowhere ? { nowhere: 'true' } : { type: 'kwok' } },
  });
}

test('hook results: HookSucceeded on a Deployment whose pre hook ran; HookFailed and SyncFailed (Warnings) where it failed', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const [good, bad] = [`${namespacePrefix}hook-ok`, `${namespacePrefix}hook-bad`] as const;
    const files = {
      'gitshift.yaml': settingsYaml({ name: `e2e-${namespacePrefix}hooks` }),
      [`projects/${good}/web.yaml`]: preHooked(false),
      [`projects/${bad}/web.yaml`]: preHooked(true),
    };
    await withEventsServe(files, kubeconfigPath, {}, async () => {
      const succeeded = await eventFor(kubeconfigPath, good, 'HookSucceeded', 'Deployment/web');
      assert.match(succeeded.note, /^lifecycle hooks pre completed at [0-9a-f]{12}$/);
      await eventFor(kubeconfigPath, good, 'Synced', `Namespace/${good}`);
      const failed = await eventFor(kubeconfigPath, bad, 'HookFailed', 'Deployment/web');
      assert.is(failed.type, 'Warning');
      assert.match(failed.note, /the pre hook failed \(failurePolicy Abort\); the rollout is stopped/);
      const syncFailed = await eventFor(kubeconfigPath, bad, 'SyncFailed', `Namespace/${bad}`);
      assert.is(syncFailed.type, 'Warning');
      assert.match(syncFailed.note, /failed for 1 object\(s\): Deployment\/.*\/web:/);
    });
  });
});

test('the recorder on the real API server: a burst beyond the spam filter is capped, repeats are one series, a conflict is read again, a full queue drops the oldest', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const namespace = `${namespacePrefix}rec`;
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: namespace } });
    const { logger, lines } = recordingLogger();
    const recorder = new ClusterEventRecorder({
      api,
      identity: 'events-e2e-rec',
      clock: SYSTEM_CLOCK,
      log: logger,
    });
    const on = (name: string, reason: string, note = 'same'): ClusterEvent => ({
      regarding: { apiVersion: 'v1', kind: 'ConfigMap', namespace, name },
      type: 'Normal',
      reason,
      action: 'Sync',
      note,
    });

    // 40 different events on one object at once: the spam filter lets 25 through.
    for (let i = 0; i < 40; i++) recorder.record(on('burst', `Reason${i}`));
    // The same event 6 times: one Event, and at most one write per series waiting.
    for (let i = 0; i < 6; i++) recorder.record(on('repeat', 'Repeated'));
    await recorder.flush(AbortSignal.timeout(30_000));
    const events = await eventsIn(kubeconfigPath, namespace);
    assert.is(events.filter((e) => e.regarding.name === 'burst').length, 25);
    const repeated = events.filter((e) => e.regarding.name === 'repeat');
    assert.is(repeated.length, 1);
    assert.is(repeated[0]?.series?.count, 6);
    const afterBurst = recorder.counts();
    assert.is(afterBurst.spam, 15);
    assert.ok(afterBurst.created + afterBurst.updated <= 27, JSON.stringify(afterBurst));

    // Someone else changes the Event: the series update conflicts, reads it again and is written.
    const name = repeated[0]?.metadata.name ?? '';
    await kubectl(kubeconfigPath, 'annotate', 'events.events.k8s.io', name, '-n', namespace, 'touched=yes');
    recorder.record(on('repeat', 'Repeated'));
    await recorder.flush(AbortSignal.timeout(30_000));
    const [after] = (await eventsIn(kubeconfigPath, namespace)).filter((e) => e.regarding.name === 'repeat');
    assert.is(after?.series?.count, 7);
    assert.is(recorder.counts().failed, 0);

    // A queue of 5 and one writer: of 50 events recorded at once, the oldest waiting are dropped, counted and logged.
    const small = new ClusterEventRecorder({
      api,
      identity: 'events-e2e-small',
      clock: SYSTEM_CLOCK,
      log: logger,
      writer: { queueLimit: 5, concurrency: 1 },
    });
    for (let i = 0; i < 50; i++) small.record(on(`object-${i}`, 'Queued'));
    await small.flush(AbortSignal.timeout(30_000));
    const smallCounts = small.counts();
    assert.is(smallCounts.created + smallCounts.dropped, 50);
    assert.is(smallCounts.created, 6, 'the one in flight and the five last queued');
    assert.ok(lines.some((l) => l.msg === 'event-dropped' && l['why'] === 'queue-full'));
    const queued = (await eventsIn(kubeconfigPath, namespace)).filter((e) => e.reason === 'Queued');
    assert.equal(queued.map((e) => e.regarding.name).sort(), [
      'object-0',
      'object-45',
      'object-46',
      'object-47',
      'object-48',
      'object-49',
    ]);
    await recorder.stop();
    await small.stop();
  });
});

test.run();

import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  configMapYaml,
  deploymentConfigYaml,
  settingsYaml,
  type DeploymentConfigOptions,
} from '../support/manifests.js';
import { runCli, tempRepo, writeFiles } from '../support/cli.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

/** Settings naming the repository after the test's prefix, so no other test's projects look removed. */
const settings = (prefix: string): string => settingsYaml({ name: `${prefix}repo` });

const configMap = (value: string): string => configMapYaml({ name: 'settings', data: { value } });

/** A DeploymentConfig whose pods run registry.test/<name>:1. */
const deploymentConfig = (name: string, options: DeploymentConfigOptions = {}): string =>
  deploymentConfigYaml({ name, image: `registry.test/${name}:1`, ...options });

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8' }).trim();
}

function commitAll(dir: string, message: string): string {
  git(dir, 'add', '-A');
  git(dir, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', message);
  return git(dir, 'rev-parse', 'HEAD');
}

test('plan exits 2 with a diff while changes are pending, sync applies them, then plan exits 0', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}plan`;
    const dir = tempRepo({
      'gitshift.yaml': settings(namespacePrefix),
      [`projects/${project}/cm.yaml`]: configMap('1'),
    });
    const kube = ['--kubeconfig', kubeconfigPath];
    try {
      const fresh = await runCli(['plan', dir, ...kube]);
      assert.is(fresh.code, 2, fresh.stderr);
      assert.match(fresh.stdout, `project ${project}: 2 to create`);
      assert.match(fresh.stdout, `+ ConfigMap/${project}/settings`);

      const sync = await runCli(['sync', dir, ...kube]);
      assert.is(sync.code, 0, sync.stderr);
      assert.match(sync.stdout, /synced 1 project\(s\) in \d+\.\d\d s: 2 applied, 0 pruned, 0 unchanged/);
      const same = await runCli(['plan', dir, ...kube]);
      assert.is(same.code, 0, same.stdout);
      assert.match(same.stdout, /2 unchanged/);

      writeFiles(dir, { [`projects/${project}/cm.yaml`]: configMap('2') });
      const changed = await runCli(['plan', dir, ...kube, '-o', 'json']);
      assert.is(changed.code, 2);
      const plan = JSON.parse(changed.stdout) as {
        changes: boolean;
        projects: {
          objects: {
            kind: string;
            name: string;
            action: string;
            changes: { path: string; from: unknown; to: unknown }[];
          }[];
        }[];
      };
      assert.is(plan.changes, true);
      const update = plan.projects[0]?.objects.find((o) => o.action === 'update');
      assert.is(update?.kind, 'ConfigMap');
      assert.is(update?.name, 'settings');
      assert.equal(update?.changes, [{ path: 'data.value', from: '1', to: '2' }]);
      const text = await runCli(['plan', dir, ...kube]);
      assert.match(text.stdout, /~ ConfigMap\/\S+\/settings\n\s+data.value: "1" → "2"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('sync --wait waits for kwok to make the pods Ready, and status shows the synced commit as Healthy', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}wait`;
    const dir = tempRepo({
      'gitshift.yaml': settings(namespacePrefix),
      [`projects/${project}/web.yaml`]: deploymentConfig('web', { replicas: 2 }),
    });
    const kube = ['--kubeconfig', kubeconfigPath];
    try {
      git(dir, 'init', '-q');
      const commit = commitAll(dir, 'first');
      const sync = await runCli(['sync', dir, ...kube, '--wait', '--timeout', '90s']);
      assert.is(sync.code, 0, sync.stdout + sync.stderr);
      assert.match(sync.stdout, /health: Healthy/);
      const api = await kubeApiFor(kubeconfigPath);
      const live = await api.get({
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        namespace: project,
        name: 'web',
      });
      assert.is(
        (live?.['status'] as { readyReplicas?: number }).readyReplicas,
        2,
        'kwok made both pods Ready',
      );

      const status = await runCli(['status', ...kube, '--project', project]);
      assert.is(status.code, 0, status.stdout);
      assert.match(status.stdout, `project ${project}: Healthy, 2 object(s)`);
      assert.match(status.stdout, `revision:     ${commit}`);

      writeFiles(dir, { [`projects/${project}/extra.yaml`]: configMap('x') });
      await runCli(['sync', dir, ...kube]);
      const dirty = await runCli(['status', ...kube, '--project', project, '-o', 'json']);
      const [record] = JSON.parse(dirty.stdout) as { record: { revision: string } }[];
      assert.is(record?.record.revision, `${commit}-dirty`, 'uncommitted changes are marked');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('sync --wait reports a rollout that cannot finish as Degraded, naming the object, and exits 1', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}stuck`;
    // No node carries this label, so the pods are never scheduled and the progress deadline passes.
    const stuck = deploymentConfig('stuck', {
      strategy: { type: 'Rolling', rollingParams: { timeoutSeconds: 2 } },
      podSpec: { nodeSelector: { 'gitshift.test/nowhere': 'true' } },
    });
    const dir = tempRepo({
      'gitshift.yaml': settings(namespacePrefix),
      [`projects/${project}/stuck.yaml`]: stuck,
    });
    const kube = ['--kubeconfig', kubeconfigPath];
    try {
      const sync = await runCli(['sync', dir, ...kube, '--wait', '--timeout', '60s']);
      assert.is(sync.code, 1, sync.stdout);
      assert.match(sync.stdout, /health: Degraded/);
      assert.match(
        sync.stdout,
        `Deployment/${project}/stuck: Degraded: rollout exceeded its progress deadline`,
      );
      assert.match(sync.stderr, /waiting for 1 object\(s\): Deployment\/\S+\/stuck/, 'progress is shown');
      const status = await runCli(['status', ...kube, '--project', project]);
      assert.is(status.code, 1);
      assert.match(status.stdout, `project ${project}: Degraded`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a project whose Project opts out of self-heal keeps the drift, and status records it', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}manual`;
    const projectYaml = `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${project}\n  annotations:\n    gitshift.io/self-heal: "false"\n`;
    const dir = tempRepo({
      'gitshift.yaml': settings(namespacePrefix),
      [`projects/${project}/project.yaml`]: projectYaml,
      [`projects/${project}/cm.yaml`]: configMap('1'),
    });
    const kube = ['--kubeconfig', kubeconfigPath];
    try {
      assert.is((await runCli(['sync', dir, ...kube])).code, 0);
      const api = await kubeApiFor(kubeconfigPath);
      await api.apply(
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'settings', namespace: project },
          data: { value: 'hand-edited' },
        },
        { fieldManager: 'kubectl-edit' },
      );
      const resync = await runCli(['sync', dir, ...kube]);
      assert.match(resync.stderr, `drift in ConfigMap/${project}/settings: data.value`);
      const live = await api.get({
        apiVersion: 'v1',
        kind: 'ConfigMap',
        namespace: project,
        name: 'settings',
      });
      assert.equal(live?.['data'], { value: 'hand-edited' }, 'the drift stays: this project opted out');
      const status = await runCli(['status', ...kube, '--project', project]);
      assert.match(status.stdout, `ConfigMap/${project}/settings (data.value); left in place`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const usage: [string, string[], RegExp, number][] = [
  ['plan without a cluster', ['plan', '.'], /no cluster given; pass --kubeconfig FILE or set KUBECONFIG/, 1],
  ['sync without a cluster', ['sync', '.'], /no cluster given/, 2],
  ['status without a cluster', ['status'], /no cluster given/, 2],
  ['status with a bad format', ['status', '-o', 'yaml'], /-o text\|json/, 2],
  ['sync with a bad timeout', ['sync', '.', '--timeout', 'soon'], /--timeout takes a duration/, 2],
  [
    'sync with a bad concurrency',
    ['sync', '.', '--concurrency', '0'],
    /--concurrency takes a whole number/,
    2,
  ],
  [
    'plan with an unreadable kubeconfig',
    ['plan', '.', '--kubeconfig', '/nonexistent'],
    /cannot use kubeconfig/,
    1,
  ],
];
for (const [name, args, message, code] of usage) {
  test(`usage error with a clear message: ${name}`, async () => {
    const result = await runCli(args);
    assert.is(result.code, code, result.stdout + result.stderr);
    assert.match(result.stdout + result.stderr, message);
  });
}

const ENTRY = fileURLToPath(new URL('../support/gitshift-entry.ts', import.meta.url));

/** A Deployment whose pods can never be scheduled (no node has the label), so `--wait` waits until stopped. */
const unschedulable = (project: string): string =>
  [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: stuck',
    `  namespace: ${project}`,
    'spec:',
    '  selector: {matchLabels: {app: stuck}}',
    '  template:',
    '    metadata: {labels: {app: stuck}}',
    '    spec:',
    '      nodeSelector: {gitshift.io/no-such-node: "true"}',
    '      containers: [{name: stuck, image: registry.test/stuck:1}]',
    '',
  ].join('\n');

test('Ctrl-C during sync --wait stops at once with exit 130 and says what it abandoned', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const project = `${namespacePrefix}stuck`;
    const dir = tempRepo({
      'gitshift.yaml': settings(namespacePrefix),
      [`projects/${project}/stuck.yaml`]: unschedulable(project),
    });
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', ENTRY, 'sync', dir, '--kubeconfig', kubeconfigPath, '--wait', '--timeout', '5m'],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const deadline = Date.now() + 60_000;
      while (!stderr.includes('waiting for') && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
      assert.match(stderr, 'waiting for', 'sync reached the health wait');
      const interrupted = performance.now();
      child.kill('SIGINT');
      const code = await exited;
      const tookMs = performance.now() - interrupted;
      assert.is(code, 130, stderr);
      assert.ok(tookMs < 3000, `stopped ${Math.round(tookMs)} ms after Ctrl-C`);
      assert.match(stderr, /waiting for health was abandoned: interrupted \(SIGINT\) \[ABORTED\]/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.run();

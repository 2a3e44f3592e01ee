import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { GitshiftError } from '../../src/errors/index.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import type { ProjectLoadCache } from '../../src/model/load-repository.js';
import { shardOf } from '../../src/leases/index.js';
import { desiredRevision, type DesiredRevision } from '../../src/serve/desired-state.js';
import type { ProjectSyncer, SyncReport } from '../../src/serve/syncing/project-syncer.js';
import { openSyncWorker } from '../../src/serve/syncing/sync-worker-client.js';
import { recordingLogger } from '../support/log-recorder.js';
import { configMapYaml, serviceYaml, settingsYaml } from '../support/manifests.js';
import { loadFiles } from '../support/repo.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const ALL = { bulk: true, shards: undefined } as const;

/** Serve's folder cache across commits: an unchanged folder loads to the same objects, which the render memory keeps. */
const folders: ProjectLoadCache = new Map();

/** Renders a repository of ConfigMap projects, `name: value` each, as serve does: with the revision before's memory. */
async function revision(
  repository: string,
  projects: Readonly<Record<string, string>>,
  previous?: DesiredRevision,
  extra: Readonly<Record<string, string>> = {},
): Promise<DesiredRevision> {
  const files: Record<string, string> = { 'gitshift.yaml': settingsYaml({ name: repository }), ...extra };
  for (const [name, value] of Object.entries(projects))
    files[`projects/${name}/config.yaml`] = configMapYaml({ name: 'config', data: { value } });
  const commit = `${Object.values(projects).join('-')}-${Date.now()}`.padEnd(40, '0').slice(0, 40);
  return desiredRevision(commit, loadFiles(files, { cache: folders }), previous);
}

const valueOf = async (api: KubeApi, namespace: string): Promise<unknown> =>
  (await api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name: 'config' }))?.['data'];

const appliedIn = (report: SyncReport): Record<string, number> =>
  Object.fromEntries(report.results.map((r) => [r.project, r.applied.length]));

async function withWorker(body: (worker: ProjectSyncer, api: KubeApi, prefix: string) => Promise<void>) {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const worker = openSyncWorker({ kubeconfig: kubeconfigPath, log: recordingLogger().logger });
    try {
      await body(worker, await kubeApiFor(kubeconfigPath), namespacePrefix);
    } finally {
      await worker.stop();
    }
  });
}

test('the worker syncs a revision, then only what each later commit changed, from the projects it was sent', async () => {
  await withWorker(async (worker, api, prefix) => {
    const [a, b] = [`${prefix}wa`, `${prefix}wb`];
    const said: string[] = [];
    const first = await revision(`${prefix}repo`, { [a]: 'a1', [b]: 'b1' });
    const synced = await worker.sync(first, { scope: ALL, tell: true, say: (line) => said.push(line) });
    assert.equal(appliedIn(synced), { [a]: 2, [b]: 2 }, 'a Namespace and a ConfigMap each');
    assert.equal(await valueOf(api, a), { value: 'a1' });
    assert.ok(said.includes(`${a}: 2 applied, 0 pruned`), said.join('\n'));
    assert.equal(
      synced.events.filter((e) => e.reason === 'Synced').map((e) => e.regarding.name),
      [a, b],
      'the Events the worker worked out',
    );

    // The render memory keeps b's project the same object: the worker is sent a alone and keeps its own b.
    const second = await revision(`${prefix}repo`, { [a]: 'a2', [b]: 'b1' }, first);
    assert.is(
      second.rendered.projects[1],
      first.rendered.projects[1],
      "b's render was taken from the memory",
    );
    assert.equal(appliedIn(await worker.sync(second, { scope: ALL, tell: false })), { [a]: 1, [b]: 0 });
    assert.equal(await valueOf(api, a), { value: 'a2' });

    const third = await revision(`${prefix}repo`, { [a]: 'a2', [b]: 'b3' }, second);
    const report = await worker.sync(third, { scope: ALL, tell: false });
    assert.equal(appliedIn(report), { [a]: 0, [b]: 1 });
    assert.equal([await valueOf(api, a), await valueOf(api, b)], [{ value: 'a2' }, { value: 'b3' }]);

    // b's folder gone: the worker's revision no longer has it, and removing a whole project takes an allowance.
    const fourth = await revision(`${prefix}repo`, { [a]: 'a2' }, third);
    const removal = await worker.sync(fourth, { scope: ALL, tell: false });
    assert.equal(
      removal.removed.map((r) => [r.project, r.refused !== undefined]),
      [[b, true]],
    );
  });
});

test("a bulk sync of some shards syncs only their projects; a single project's sync only it", async () => {
  await withWorker(async (worker, _api, prefix) => {
    const names = Array.from({ length: 6 }, (_, i) => `${prefix}s${i}`);
    const desired = await revision(`${prefix}shards`, Object.fromEntries(names.map((n) => [n, n])));
    const shard = await worker.sync(desired, {
      scope: { bulk: true, shards: { count: 2, held: [1] } },
      tell: false,
    });
    const inShard = names.filter((n) => shardOf(n, 2) === 1);
    assert.ok(inShard.length > 0 && inShard.length < names.length, 'both shards have projects');
    assert.equal(
      shard.results.map((r) => r.project),
      inShard,
    );
    const one = await worker.sync(desired, { scope: { bulk: false, only: names[0] ?? '' }, tell: false });
    assert.equal(
      one.results.map((r) => r.project),
      [names[0]],
    );
  });
});

test("a refused object comes back with its error's code, data and transient flag; an abort ends the sync with ABORTED", async () => {
  await withWorker(async (worker, _api, prefix) => {
    const project = `${prefix}refused`;
    // A Service port the API server refuses (422): the apply fails, permanently.
    const service = serviceYaml({ name: 'web', ports: [{ port: 80 }] }).replace(
      'port: 80',
      'port: 80\n      nodePort: 1',
    );
    const desired = await revision(`${prefix}refusals`, { [project]: 'x' }, undefined, {
      [`projects/${project}/service.yaml`]: service.replace('spec:', 'spec:\n  type: NodePort'),
    });
    assert.equal(
      desired.rendered.problems.filter((p) => p.severity === 'error'),
      [],
    );
    const report = await worker.sync(desired, { scope: ALL, tell: false });
    const failure = report.results[0]?.failures[0];
    assert.ok(failure !== undefined, JSON.stringify(report.results));
    assert.ok(failure.error instanceof GitshiftError);
    assert.is(failure.error.code, 'KUBE_API');
    assert.is(failure.error.name, 'KubeApiError');
    assert.is(failure.error.transient, false);
    assert.is(failure.error.data['status'], 422);
    assert.match(failure.error.message, /nodePort|valid range/);
    assert.ok(
      report.results[0]?.objects.some((o) => o.result === 'failed' && o.error === failure.error),
      'the failure in objects is the one in failures',
    );

    const stop = new AbortController();
    stop.abort();
    const aborted = await worker.sync(desired, { scope: ALL, tell: false, signal: stop.signal }).then(
      () => undefined,
      (error: unknown) => error,
    );
    assert.ok(aborted instanceof GitshiftError, String(aborted));
    assert.is(aborted.code, 'ABORTED');
  });
});

test('aborting a sync the worker is running ends it between requests with ABORTED, saying why', async () => {
  await withWorker(async (worker, _api, prefix) => {
    // Enough projects that the sync is still going when its first progress lines come back.
    const names = Array.from({ length: 100 }, (_, i) => `${prefix}ab${i}`);
    const desired = await revision(`${prefix}aborts`, Object.fromEntries(names.map((n) => [n, n])));
    const during = new AbortController();
    const said: string[] = [];
    const ended = await worker
      .sync(desired, {
        scope: ALL,
        tell: false,
        signal: during.signal,
        say: (line) => {
          said.push(line);
          during.abort(new Error('the test stops it'));
        },
      })
      .then(
        (report) => report,
        (error: unknown) => error,
      );
    assert.ok(said.length > 0);
    assert.ok(ended instanceof GitshiftError, `not ended: ${JSON.stringify(ended).slice(0, 200)}`);
    assert.is(ended.code, 'ABORTED');
    assert.match(ended.message, /was abandoned: the test stops it/, 'the reason crossed with the abort');
    // The worker goes on: the next sync of the same revision finishes what the aborted one left.
    const report = await worker.sync(desired, { scope: ALL, tell: false });
    assert.is(report.results.length, names.length);
    assert.equal(
      report.results.flatMap((r) => r.failures),
      [],
    );
  });
});

test.run();

import { createServer, connect as connectTcp, type Socket } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse, stringify } from 'yaml';
import { KubeApiError } from '../../src/kube/kube-error.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { refKey } from '../../src/kube/object-ref.js';
import { configMapYaml, deploymentConfigYaml } from '../support/manifests.js';
import { yaml } from '../support/repo.js';
import { kubeApiFor, mutatingRequests, syncFiles } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';

const configMap = (name: string, value: string): string => configMapYaml({ name, data: { value } });

const deploymentConfig = (replicas: number): string =>
  deploymentConfigYaml({ replicas, image: 'registry.test/web:1' });

/** The count of mutating requests once it has held still for a second (or after 15 s, whatever it is then). */
async function quietMutatingRequests(api: KubeApi, resources: readonly string[]): Promise<number> {
  const deadline = Date.now() + 15_000;
  let last = await mutatingRequests(api, resources);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await mutatingRequests(api, resources);
    if (now === last || Date.now() > deadline) return now;
    last = now;
  }
}

const cm = async (api: KubeApi, namespace: string, name: string) =>
  api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace, name });

test('sync creates, updates and prunes, and a resync with nothing changed writes nothing', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shop`;
    const dir = `projects/${project}`;
    const first = await syncFiles(api, {
      [`${dir}/a.yaml`]: configMap('a', '1'),
      [`${dir}/b.yaml`]: configMap('b', '1'),
      [`${dir}/c.yaml`]: configMap('c', '1'),
      [`${dir}/web.yaml`]: deploymentConfig(1),
    });
    assert.equal(first.results[0]?.errors, []);
    assert.is(first.results[0]?.applied.length, 5, 'namespace, three config maps, deployment');
    assert.is((await cm(api, project, 'b'))?.metadata.labels?.['app.kubernetes.io/managed-by'], 'gitshift');
    // The Deployment's uid and generation as the apply answered them: serve announces its rollout from them.
    const webRef = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: project, name: 'web' };
    const web = await api.get(webRef);
    assert.equal(
      [...(first.results[0]?.deploymentAnswers ?? new Map())],
      [[refKey(webRef), { uid: web?.metadata.uid, generation: web?.metadata.generation }]],
    );
    assert.ok(web?.metadata.uid !== undefined && web.metadata.generation === 1);

    // The API server counts mutations cluster-wide (controllers write too; the namespace controller's
    // deletes of whole collections are left out of the count): a resync is measured in a quiet
    // moment, up to three times. One that wrote anything would be counted every time.
    const counted: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = await quietMutatingRequests(api, ['namespaces', 'configmaps', 'deployments']);
      const resync = await syncFiles(api, {
        [`${dir}/a.yaml`]: configMap('a', '1'),
        [`${dir}/b.yaml`]: configMap('b', '1'),
        [`${dir}/c.yaml`]: configMap('c', '1'),
        [`${dir}/web.yaml`]: deploymentConfig(1),
      });
      assert.is(resync.results[0]?.applied.length, 0);
      assert.is(resync.results[0]?.unchanged, 5);
      counted.push((await mutatingRequests(api, ['namespaces', 'configmaps', 'deployments'])) - before);
      if (counted.at(-1) === 0) break;
    }
    assert.is(
      counted.at(-1),
      0,
      `mutating requests counted by the API server per resync: ${counted.join(', ')}`,
    );

    const changed = {
      [`${dir}/a.yaml`]: configMap('a', '2'),
      [`${dir}/c.yaml`]: configMap('c', '1'),
      [`${dir}/web.yaml`]: deploymentConfig(1),
    };
    // A plan says which fields change, from the server's dry run of the apply.
    const plan = (await syncFiles(api, changed, { planOnly: true })).plans[0];
    assert.equal(
      plan?.objects.find((o) => o.ref.name === 'a')?.changes.map((c) => [c.path, c.from, c.to]),
      [['data.value', '1', '2']],
    );
    // A sync applies what Git changed without asking first: nobody reads the fields.
    const dryRuns: string[] = [];
    const second = await syncFiles(
      {
        ...api,
        apply: (object, options) => {
          if (options?.dryRun === true) dryRuns.push(`${object.kind}/${object.metadata.name}`);
          return api.apply(object, options);
        },
      },
      changed,
    );
    assert.equal(dryRuns, []);
    assert.is(second.plans[0]?.objects.find((o) => o.ref.name === 'a')?.action, 'update');
    assert.equal(
      second.results[0]?.pruned.map((r) => r.name),
      ['b'],
    );
    assert.is(
      (await cm(api, project, 'a'))?.['data'] &&
        ((await cm(api, project, 'a'))?.['data'] as Record<string, string>)['value'],
      '2',
    );
    assert.is(await cm(api, project, 'b'), undefined, 'b is pruned');
  });
});

test('an int64 beyond 2^53 reaches the API server exactly, and a resync sees no drift', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}int64`;
    const file = `projects/${project}/web.yaml`;
    // terminationGracePeriodSeconds is an int64; a double would send 9223372036854775808, which the server refuses.
    const withGrace = (grace: string): Record<string, string> => ({
      [file]: deploymentConfig(1).replace(
        /^( +)containers:/m,
        (line, indent: string) => `${indent}terminationGracePeriodSeconds: ${grace}\n${line}`,
      ),
    });
    const first = await syncFiles(api, withGrace('9223372036854775807'));
    assert.equal(first.skipped, []);
    assert.equal(first.results[0]?.errors, []);
    const live = await api.get({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      namespace: project,
      name: 'web',
    });
    const grace = (live as any)?.spec.template.spec.terminationGracePeriodSeconds;
    assert.is(grace, 9223372036854775807n);

    const resync = await syncFiles(api, withGrace('9223372036854775807'));
    assert.is(resync.results[0]?.applied.length, 0, 'the live value equals the desired one exactly');

    const changed = await syncFiles(api, withGrace('9223372036854775806'));
    const deployment = changed.plans[0]?.objects.find((o) => o.ref.kind === 'Deployment');
    assert.equal(
      deployment?.changes.map((c) => [c.path, c.from, c.to]),
      [['spec.template.spec.terminationGracePeriodSeconds', 9223372036854775807n, 9223372036854775806n]],
    );
  });
});

test('prune refuses to delete most of a project unless allowed, and never deletes what gitshift does not own', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}guard`;
    const dir = `projects/${project}`;
    const all = {
      [`${dir}/a.yaml`]: configMap('a', '1'),
      [`${dir}/b.yaml`]: configMap('b', '1'),
      [`${dir}/c.yaml`]: configMap('c', '1'),
    };
    await syncFiles(api, all);
    // Someone takes b over: without gitshift's label it is no longer gitshift's to delete.
    await api.apply({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'b', namespace: project, labels: { 'app.kubernetes.io/managed-by': 'someone-else' } },
    });
    await api.apply({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'bystander', namespace: project },
    });

    const settings = 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nprune:\n  maxDeleteRatio: 0.25\n';
    const projectOnly = {
      [`${dir}/project.yaml`]: `apiVersion: v1\nkind: Project\nmetadata:\n  name: ${project}\n`,
    };
    const refused = await syncFiles(api, projectOnly, { settings });
    assert.match(
      refused.results[0]?.pruneRefused ?? '',
      /would delete 2 of 4 objects \(50%\), more than prune.maxDeleteRatio 0.25/,
    );
    assert.ok(await cm(api, project, 'a'), 'nothing was deleted');

    const allowed = await syncFiles(api, projectOnly, { settings, allowMassPrune: true });
    assert.equal(allowed.results[0]?.pruned.map((r) => r.name).sort(), ['a', 'c']);
    assert.ok(await cm(api, project, 'b'), 'the object someone else owns survives');
    assert.ok(await cm(api, project, 'bystander'), 'an object gitshift never applied survives');
    assert.is(refused.plans[0]?.prunes.find((p) => p.ref.name === 'b')?.kept, 'not-owned');
  });
});

test('with prune.enabled false nothing is deleted, and turning it back on prunes what was left', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}keepall`;
    const dir = `projects/${project}`;
    await syncFiles(api, { [`${dir}/a.yaml`]: configMap('a', '1'), [`${dir}/b.yaml`]: configMap('b', '1') });
    const off = await syncFiles(
      api,
      { [`${dir}/a.yaml`]: configMap('a', '1') },
      { settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nprune:\n  enabled: false\n' },
    );
    assert.equal(off.results[0]?.pruned, []);
    assert.is(off.plans[0]?.prunes.find((p) => p.ref.name === 'b')?.kept, 'prune-disabled');
    assert.ok(await cm(api, project, 'b'), 'b stays while pruning is off');
    const on = await syncFiles(api, { [`${dir}/a.yaml`]: configMap('a', '1') });
    assert.equal(
      on.results[0]?.pruned.map((r) => r.name),
      ['b'],
      'b was still in the inventory, so it is pruned now',
    );
  });
});

test('an object annotated gitshift.io/prune: disabled is kept when Git drops it, and leaves the inventory', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}optout`;
    const dir = `projects/${project}`;
    const files = { [`${dir}/a.yaml`]: configMap('a', '1'), [`${dir}/b.yaml`]: configMap('b', '1') };
    await syncFiles(api, files);
    // Someone marks b as to be kept, as `kubectl annotate` would.
    await api.apply(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'b', namespace: project, annotations: { 'gitshift.io/prune': 'disabled' } },
      },
      { fieldManager: 'kubectl-annotate' },
    );
    const dropped = await syncFiles(api, { [`${dir}/a.yaml`]: configMap('a', '1') });
    assert.is(dropped.plans[0]?.prunes.find((p) => p.ref.name === 'b')?.kept, 'opted-out');
    assert.equal(dropped.results[0]?.pruned, []);
    assert.ok(await cm(api, project, 'b'), 'b stays');
    const again = await syncFiles(api, { [`${dir}/a.yaml`]: configMap('a', '1') });
    assert.equal(again.plans[0]?.prunes, [], "b is no longer gitshift's: it is not considered again");
  });
});

test('removing a project folder deletes the project only when explicitly allowed', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const keep = `${namespacePrefix}keep`;
    const gone = `${namespacePrefix}gone`;
    await syncFiles(api, {
      [`projects/${keep}/a.yaml`]: configMap('a', '1'),
      [`projects/${gone}/a.yaml`]: configMap('a', '1'),
    });
    const refused = await syncFiles(api, { [`projects/${keep}/a.yaml`]: configMap('a', '1') });
    assert.match(refused.removed.find((r) => r.project === gone)?.refused ?? '', /allowProjectDeletion/);
    assert.ok(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: gone }));
    const allowed = await syncFiles(
      api,
      { [`projects/${keep}/a.yaml`]: configMap('a', '1') },
      { allowProjectDeletion: true },
    );
    assert.ok(allowed.removed.find((r) => r.project === gone)?.deleted);
    const namespace = await api.get({ apiVersion: 'v1', kind: 'Namespace', name: gone });
    assert.ok(
      namespace === undefined || namespace.metadata.deletionTimestamp !== undefined,
      'the namespace is going',
    );
    assert.ok(await cm(api, keep, 'a'), 'the other project is untouched');
  });
});

test('a repository that cannot be read deletes no project, even when deletion is allowed', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const keep = `${namespacePrefix}keep`;
    const other = `${namespacePrefix}other`;
    await syncFiles(api, {
      [`projects/${keep}/a.yaml`]: configMap('a', '1'),
      [`projects/${other}/a.yaml`]: configMap('a', '1'),
    });
    // A misspelt setting blocks the whole repository: it shows one project, but says nothing of the rest.
    const broken = await syncFiles(
      api,
      {
        'gitshift.yaml': 'routerSufix: apps.test\n',
        [`projects/${keep}/a.yaml`]: configMap('a', '1'),
      },
      { allowProjectDeletion: true },
    );
    assert.match(broken.removed.find((r) => r.project === other)?.refused ?? '', /repository has errors/);
    assert.not.ok(broken.removed.some((r) => r.deleted));
    const namespace = await api.get({ apiVersion: 'v1', kind: 'Namespace', name: other });
    assert.is(namespace?.metadata.deletionTimestamp, undefined, 'the other project stays');
    assert.ok(await cm(api, other, 'a'));
  });
});

test('a project synced from another config repository is never taken over, nor taken for a removed one', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}shared`;
    const named = (name: string): string =>
      `apiVersion: gitshift.io/v1alpha1\nkind: Settings\nname: ${namespacePrefix}${name}\n`;
    await syncFiles(
      api,
      { [`projects/${project}/a.yaml`]: configMap('a', 'alpha') },
      { settings: named('alpha') },
    );

    const other = await syncFiles(
      api,
      { [`projects/${project}/a.yaml`]: configMap('a', 'beta') },
      { settings: named('beta') },
    );
    assert.match(
      other.skipped.find((s) => s.name === project)?.reason ?? '',
      /managed by the config repository named/,
    );
    assert.equal((await cm(api, project, 'a'))?.['data'], { value: 'alpha' }, 'not taken over');

    const without = await syncFiles(
      api,
      { [`projects/${namespacePrefix}own/a.yaml`]: configMap('a', '1') },
      { settings: named('beta'), allowProjectDeletion: true },
    );
    assert.not.ok(
      without.removed.some((r) => r.project === project),
      "another repository's project is not a removed folder of this one",
    );
    assert.ok(await cm(api, project, 'a'));
  });
});

test('a CRD and its custom resources sync in one go, with every custom field kept', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}crd`;
    const group = `${namespacePrefix.replace(/-$/, '')}.gitshift.test`;
    const crd = yaml`
      apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata:
        name: widgets.${group}
      spec:
        group: ${group}
        scope: Namespaced
        names: {plural: widgets, singular: widget, kind: Widget}
        versions:
          - name: v1
            served: true
            storage: true
            schema:
              openAPIV3Schema:
                type: object
                properties:
                  spec:
                    type: object
                    properties:
                      colour: {type: string}
                      sizes: {type: array, items: {type: integer}}
    `;
    const widget = `apiVersion: ${group}/v1\nkind: Widget\nmetadata:\n  name: w1\nspec:\n  colour: blue\n  sizes: [1, 2, 3]\n`;
    try {
      const sync = await syncFiles(api, {
        [`projects/${project}/crd.yaml`]: crd,
        [`projects/${project}/widget.yaml`]: widget,
      });
      assert.equal(sync.results[0]?.errors, []);
      const live = await api.get({
        apiVersion: `${group}/v1`,
        kind: 'Widget',
        namespace: project,
        name: 'w1',
      });
      assert.equal(live?.['spec'], { colour: 'blue', sizes: [1, 2, 3] });
      const again = await syncFiles(api, {
        [`projects/${project}/crd.yaml`]: crd,
        [`projects/${project}/widget.yaml`]: widget,
      });
      assert.is(again.results[0]?.applied.length, 0, 'the custom resource is seen as unchanged');
    } finally {
      await api.delete({
        apiVersion: 'apiextensions.k8s.io/v1',
        kind: 'CustomResourceDefinition',
        name: `widgets.${group}`,
      });
    }
  });
});

test('drift in a field gitshift manages is found and healed; self-heal can be turned off', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const project = `${namespacePrefix}drift`;
    const files = { [`projects/${project}/web.yaml`]: deploymentConfig(2) };
    await syncFiles(api, files);
    // Another manager takes the replicas field over, as `kubectl scale` or an operator would.
    await api.apply(
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'web', namespace: project },
        spec: { replicas: 5 },
      },
      { fieldManager: 'someone-else' },
    );
    const off = await syncFiles(api, files, {
      settings: 'apiVersion: gitshift.io/v1alpha1\nkind: Settings\nselfHeal: false\n',
    });
    assert.equal(
      off.results[0]?.drifted.map((d) => d.changes.map((c) => [c.path, c.from, c.to])),
      [[['spec.replicas', 5, 2]]],
    );
    assert.is(await replicas(api, project), 5, 'self-heal off: drift reported, not undone');
    const healed = await syncFiles(api, files);
    assert.is(healed.results[0]?.drifted.length, 1);
    assert.is(await replicas(api, project), 2, 'self-heal on: Git wins again');
  });
});

test('an invalid project is not touched while a valid one syncs', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const good = `${namespacePrefix}good`;
    const bad = `${namespacePrefix}bad`;
    const sync = await syncFiles(api, {
      [`projects/${good}/a.yaml`]: configMap('a', '1'),
      [`projects/${bad}/a.yaml`]: configMap('a', '1'),
      [`projects/${bad}/broken.yaml`]: deploymentConfig(1).replace('replicas: 1', 'replicas: many'),
    });
    assert.equal(
      sync.skipped.map((s) => s.name),
      [bad],
    );
    assert.ok(await cm(api, good, 'a'));
    assert.is(
      await api.get({ apiVersion: 'v1', kind: 'Namespace', name: bad }),
      undefined,
      'nothing of the invalid project exists',
    );
  });
});

test('an API server that is briefly unreachable is retried; one that stays away is a clear error, not a crash', async () => {
  await withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const config = parse(readFileSync(kubeconfigPath, 'utf8')) as {
      clusters: { cluster: { server: string } }[];
    };
    const target = new URL(config.clusters[0]?.cluster.server ?? '');
    let refused = 0;
    // A proxy that drops the first three connections, as a restarting API server would.
    const sockets = new Set<Socket>();
    const proxy = createServer((client: Socket) => {
      sockets.add(client);
      if (refused < 3) {
        refused++;
        client.destroy();
        return;
      }
      const upstream = connectTcp(Number(target.port), target.hostname);
      sockets.add(upstream);
      client.pipe(upstream).pipe(client);
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const port = (proxy.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), 'gitshift-kubeconfig-'));
    try {
      const cluster = config.clusters[0]?.cluster;
      if (cluster !== undefined) cluster.server = `https://127.0.0.1:${port}`;
      writeFileSync(join(dir, 'config'), stringify(config));
      const api = await kubeApiFor(join(dir, 'config'));
      const project = `${namespacePrefix}flaky`;
      const sync = await syncFiles(api, { [`projects/${project}/a.yaml`]: configMap('a', '1') });
      assert.equal(sync.results[0]?.errors, []);
      assert.is(refused, 3, 'three connections were dropped and retried');

      proxy.close();
      for (const socket of sockets) socket.destroy();
      const gone = await kubeApiFor(join(dir, 'config'), 2);
      try {
        await gone.get({ apiVersion: 'v1', kind: 'Namespace', name: project });
        assert.unreachable('expected an error');
      } catch (error) {
        assert.instance(error, KubeApiError);
        assert.match((error as Error).message, /did not answer/);
      }
    } finally {
      proxy.close();
      for (const socket of sockets) socket.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

async function replicas(api: KubeApi, namespace: string): Promise<unknown> {
  return (
    (await api.get({ apiVersion: 'apps/v1', kind: 'Deployment', namespace, name: 'web' }))?.['spec'] as {
      replicas?: number;
    }
  )?.replicas;
}

test.run();

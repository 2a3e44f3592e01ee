import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../testbed/src/free-port.js';
import { pushImage } from '../../testbed/src/oci-image.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { shardOf } from '../../src/leases/index.js';
import { appRepoFiles } from '../support/app-repo.js';
import { commitFiles, git, withSandbox, type GitSandbox } from '../support/git-sandbox.js';
import { configMapYaml } from '../support/manifests.js';
import { SETTINGS } from '../support/repo.js';
import { startServe, type ServeProcess } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { eventually, withCluster, withRegistry } from '../support/testbed.js';

const REGISTRY_SECRET = 'registry-hook-secret-replicas';
const GENERIC_SECRET = 'generic-hook-secret-replicas';

interface ReplicaStatus {
  readonly identity: string;
  readonly leader: boolean;
  readonly shards: readonly number[];
}

interface Replica {
  readonly identity: string;
  readonly serve: ServeProcess;
  readonly stateDir: string;
  killed: boolean;
}

/** /status's replicas part, or undefined when the process does not answer (killed). */
async function replicaStatus(replica: Replica): Promise<ReplicaStatus | undefined> {
  if (replica.killed) return undefined;
  const response = await fetch(`${replica.serve.url}/status`).catch(() => undefined);
  if (response?.ok !== true) return undefined;
  return ((await response.json()) as { replicas?: ReplicaStatus }).replicas;
}

/** Starts `count` serve processes on one config repository, each its own state, port and identity. */
async function startReplicas(options: {
  readonly count: number;
  readonly args: readonly string[];
  readonly kubeconfig: string;
  readonly remoteUrl: string;
  readonly leaseNamespace: string;
  readonly name: string;
}): Promise<Replica[]> {
  return Promise.all(
    Array.from({ length: options.count }, async (_, i) => {
      const identity = `${options.name}-${i}`;
      const stateDir = mkdtempSync(join(tmpdir(), 'gitshift-replicas-'));
      const serve = await startServe(['--identity', identity, ...options.args], {
        KUBECONFIG: options.kubeconfig,
        GITSHIFT_LISTEN: `127.0.0.1:${await freePort()}`,
        GITSHIFT_STATE_DIR: stateDir,
        GITSHIFT_REPO_URL: options.remoteUrl,
        GITSHIFT_POLL_INTERVAL: '1s',
        GITSHIFT_RESYNC_INTERVAL: '10m',
        GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
        GITSHIFT_GENERIC_SECRET: GENERIC_SECRET,
        GITSHIFT_LEASE_NAMESPACE: options.leaseNamespace,
      });
      return { identity, serve, stateDir, killed: false };
    }),
  );
}

async function stopReplicas(replicas: readonly Replica[]): Promise<void> {
  await Promise.all(replicas.map((r) => r.serve.stop('SIGKILL')));
  for (const r of replicas) rmSync(r.stateDir, { recursive: true, force: true });
}

function logsOf(replicas: readonly Replica[]): string {
  return replicas.map((r) => `--- ${r.identity} ---\n${r.serve.logs()}`).join('\n');
}

async function withReplicas<T>(replicas: readonly Replica[], body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    const { actual, expects } = error as { actual?: unknown; expects?: unknown };
    throw new Error(
      `${(error as Error).message}\n  actual: ${JSON.stringify(actual)}\n  expected: ${JSON.stringify(expects)}\n${logsOf(replicas)}`,
      { cause: error },
    );
  } finally {
    await stopReplicas(replicas);
  }
}

/**
 * What stands in front of the replicas, as a Service would: each delivery
 * goes to the next replica in turn; one that does not answer is a 503, which
 * the registry delivers again (to the next one). Every answer is kept.
 */
interface Balancer {
  readonly port: number;
  targets: string[];
  readonly answers: {
    readonly target: string;
    readonly status: number;
    readonly body: string;
    readonly contentType: string;
    readonly at: number;
  }[];
  close(): Promise<void>;
}

async function startBalancer(): Promise<Balancer> {
  const port = await freePort();
  let next = 0;
  const balancer: Balancer = {
    port,
    targets: [],
    answers: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const target = balancer.targets[next++ % Math.max(1, balancer.targets.length)] ?? '';
      const body = Buffer.concat(chunks).toString('utf8');
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'authorization'])
        if (typeof req.headers[name] === 'string') headers[name] = req.headers[name];
      void fetch(`${target}${req.url ?? '/'}`, { method: req.method ?? 'POST', headers, body })
        .then(async (answer) => ({ status: answer.status, text: await answer.text() }))
        .catch((error: unknown) => ({ status: 503, text: `unreachable: ${(error as Error).message}` }))
        .then(({ status, text }) => {
          balancer.answers.push({
            target,
            status,
            body,
            contentType: headers['content-type'] ?? '',
            at: Date.now(),
          });
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(text);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return balancer;
}

/** The digests in accepted (202) registry deliveries of pushes to team/app. */
function acceptedDigests(balancer: Balancer): string[] {
  const digests = new Set<string>();
  for (const answer of balancer.answers) {
    if (answer.status !== 202) continue;
    const { events = [] } = JSON.parse(answer.body) as {
      events?: { action?: string; target?: { repository?: string; tag?: string; digest?: string } }[];
    };
    for (const event of events)
      if (
        event.action === 'push' &&
        event.target?.repository === 'team/app' &&
        event.target.tag !== undefined
      )
        if (event.target.digest !== undefined) digests.add(event.target.digest);
  }
  return [...digests];
}

/** How many commits of main added `image: <digest>` to the stream. */
function commitsAdding(sandbox: GitSandbox, digest: string): number {
  const out = git(sandbox.remote, 'log', '--format=%H', `-Simage: ${digest}`, 'main');
  return out === '' ? 0 : out.split('\n').length;
}

/** The testbed, with a namespace of the test's own for the Leases and the inbox (deleted afterwards). */
function withLeaseNamespace<T>(
  body: (cluster: {
    readonly api: KubeApi;
    readonly kubeconfigPath: string;
    readonly namespacePrefix: string;
    readonly leaseNamespace: string;
  }) => Promise<T>,
): Promise<T> {
  return withCluster(async ({ kubeconfigPath, namespacePrefix }) => {
    const api = await kubeApiFor(kubeconfigPath);
    const leaseNamespace = `${namespacePrefix}leases`;
    await api.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: leaseNamespace } });
    return body({ api, kubeconfigPath, namespacePrefix, leaseNamespace });
  });
}

async function leaderOf(replicas: readonly Replica[]): Promise<Replica[]> {
  const statuses = await Promise.all(replicas.map(replicaStatus));
  return replicas.filter((_, i) => statuses[i]?.leader === true);
}

test('three replicas: only the leader writes back; SIGKILL of the leader is taken over within 15 s; every accepted push is in Git once, one sent while no one led included', async () => {
  await withLeaseNamespace(async ({ api, kubeconfigPath, namespacePrefix, leaseNamespace }) => {
    const project = `${namespacePrefix}ha`;
    const balancer = await startBalancer();
    try {
      await withRegistry(
        { notify: `http://127.0.0.1:${balancer.port}/hooks/registry/${REGISTRY_SECRET}` },
        async (registry) =>
          withSandbox(appRepoFiles({ project, registryHost: registry.host }), async (sandbox) => {
            const replicas = await startReplicas({
              count: 3,
              args: ['--leader-elect'],
              kubeconfig: kubeconfigPath,
              remoteUrl: sandbox.url,
              leaseNamespace,
              name: 'ha',
            });
            balancer.targets = replicas.map((r) => r.serve.url);
            await withReplicas(replicas, async () => {
              const [leader] = await eventually('one leader', async () => {
                const leaders = await leaderOf(replicas);
                return leaders.length === 1 ? leaders : undefined;
              });
              if (leader === undefined) throw new Error('no leader');
              for (const r of replicas)
                await eventually('ready', async () =>
                  (await fetch(`${r.serve.url}/readyz`)).ok ? true : undefined,
                );

              // Two pushes while the leader lives: the registry's deliveries go round the replicas.
              const first = await pushImage(registry.host, 'team/app', 't1', `t1 ${namespacePrefix}`);
              const second = await pushImage(registry.host, 'team/app', 't2', `t2 ${namespacePrefix}`);
              await eventually('both pushes in Git', () =>
                commitsAdding(sandbox, first.digest) + commitsAdding(sandbox, second.digest) === 2
                  ? true
                  : undefined,
              );
              const followers = replicas.filter((r) => r !== leader);
              for (const follower of followers) {
                assert.not.ok(follower.serve.logged('image-committed'), `${follower.identity} wrote nothing`);
                assert.not.ok(
                  follower.serve.logged('write-back-pushed'),
                  `${follower.identity} pushed nothing`,
                );
              }
              assert.ok(leader.serve.logged('image-committed'), 'the leader wrote back');

              // SIGKILL the leader; a push now reaches a follower, which records it for whoever leads next.
              leader.killed = true;
              await leader.serve.stop('SIGKILL');
              const killedAt = Date.now();
              const third = await pushImage(registry.host, 'team/app', 't3', `t3 ${namespacePrefix}`);
              await eventually('the third push recorded by a follower', () =>
                followers.find((f) =>
                  f.serve.logged('image-push', { action: 'inbox', digest: third.digest }),
                ),
              );
              assert.equal(await leaderOf(followers), [], 'recorded while no one led');
              assert.is(commitsAdding(sandbox, third.digest), 0, 'not in Git before a leader takes it');
              const next = await eventually(
                'a new leader',
                async () => {
                  const leaders = await leaderOf(followers);
                  return leaders.length === 1 ? leaders[0] : undefined;
                },
                20_000,
              );
              const takeoverMs = Date.now() - killedAt;
              assert.ok(takeoverMs < 15_000, `taken over in ${takeoverMs} ms`);
              await eventually('the third push in Git after the takeover', () =>
                commitsAdding(sandbox, third.digest) === 1 ? true : undefined,
              );
              // Deleted (and logged) just after its commit is pushed.
              await eventually('the new leader took it from the inbox', () =>
                next.serve.logged('inbox-consumed', { kind: 'image-push' }),
              );

              // A redo is a no-op: the first push's delivery again, to a replica that never saw it (what a
              // leader that died before deleting its entry leaves behind), commits nothing new.
              const firstDelivery = balancer.answers.find(
                (x) => x.status === 202 && x.body.includes(first.digest),
              );
              if (firstDelivery === undefined) throw new Error('the first push was never accepted');
              const stranger = followers.find((f) => f.serve.url !== firstDelivery.target) ?? next;
              const consumed = (): number =>
                next.serve.logLines().filter((l) => l.msg === 'inbox-consumed').length;
              const consumedBefore = consumed();
              const redo = await fetch(`${stranger.serve.url}/hooks/registry/${REGISTRY_SECRET}`, {
                method: 'POST',
                headers: { 'content-type': firstDelivery.contentType },
                body: firstDelivery.body,
              });
              assert.is(redo.status, 202, 'a replica that never saw it takes it');
              await eventually('the redo consumed', () => (consumed() > consumedBefore ? true : undefined));
              assert.ok(
                next.serve.logged('image-committed', { image: /:t1$/, commit: 'unchanged' }),
                'the redo found Git had it',
              );

              const accepted = acceptedDigests(balancer);
              assert.ok(accepted.includes(third.digest), 'the third push was answered 202');
              for (const digest of accepted)
                assert.is(commitsAdding(sandbox, digest), 1, `${digest} once in Git`);
              await eventually('the inbox emptied', async () => {
                const left = JSON.parse(
                  await api.getText(
                    `/api/v1/namespaces/${leaseNamespace}/configmaps?labelSelector=gitshift.io%2Finbox%3Dtrue`,
                  ),
                ) as { items: unknown[] };
                return left.items.length === 0 ? true : undefined;
              });
              console.log(`  replicas: the leader's SIGKILL taken over in ${takeoverMs} ms`);
            });
          }),
      );
    } finally {
      await balancer.close();
    }
  });
});

/** Projects, each a namespace with one ConfigMap whose value is `value`. */
function shardedRepo(projects: readonly string[], name: string, value: string): Record<string, string> {
  const files: Record<string, string> = { 'gitshift.yaml': `${SETTINGS}name: ${name}\n` };
  for (const project of projects) {
    files[`projects/${project}/project.yaml`] =
      `apiVersion: project.openshift.io/v1\nkind: Project\nmetadata:\n  name: ${project}\n`;
    files[`projects/${project}/greeting.yaml`] = configMapYaml({ name: 'greeting', data: { value } });
  }
  return files;
}

/** Which replicas logged an `applied` line for the project at this commit. */
function appliers(replicas: readonly Replica[], project: string, commit: string): string[] {
  return replicas
    .filter((r) => r.serve.logged('applied', { project, commit: commit.slice(0, 12) }) !== undefined)
    .map((r) => r.identity);
}

test('three replicas with --shards 3: each project is reconciled by the one replica holding its shard; a killed replica’s shard is taken over', async () => {
  await withLeaseNamespace(async ({ api, kubeconfigPath, namespacePrefix, leaseNamespace }) => {
    const projects = Array.from({ length: 9 }, (_, i) => `${namespacePrefix}s${i}`);
    const name = `e2e-${namespacePrefix}shards`;
    await withSandbox(shardedRepo(projects, name, '1'), async (sandbox) => {
      const replicas = await startReplicas({
        count: 3,
        args: ['--shards', '3'],
        kubeconfig: kubeconfigPath,
        remoteUrl: sandbox.url,
        leaseNamespace,
        name: 'shard',
      });
      await withReplicas(replicas, async () => {
        const holders = async (alive: readonly Replica[]): Promise<Map<number, Replica> | undefined> => {
          const statuses = await Promise.all(alive.map(replicaStatus));
          const held = new Map<number, Replica>();
          for (const [i, status] of statuses.entries())
            for (const shard of status?.shards ?? []) {
              if (held.has(shard)) return undefined;
              held.set(shard, alive[i] as Replica);
            }
          return held.size === 3 ? held : undefined;
        };
        const balanced = await eventually(
          'each replica holding one shard',
          async () => {
            const held = await holders(replicas);
            return held !== undefined && new Set(held.values()).size === 3 ? held : undefined;
          },
          30_000,
        );
        await eventually('the first sync', async () =>
          (
            await Promise.all(
              projects.map((p) =>
                api.get({ apiVersion: 'v1', kind: 'ConfigMap', namespace: p, name: 'greeting' }),
              ),
            )
          ).every((o) => o !== undefined)
            ? true
            : undefined,
        );

        const change = commitFiles(sandbox, shardedRepo(projects, name, '2'), 'every greeting is 2');
        await eventually('every project applied at the change', () =>
          projects.every((p) => appliers(replicas, p, change).length > 0) ? true : undefined,
        );
        for (const project of projects)
          assert.equal(
            appliers(replicas, project, change),
            [balanced.get(shardOf(project, 3))?.identity],
            project,
          );

        // A generic trigger sent to a replica without the project's shard reaches its holder through the inbox.
        const triggered = projects[0] as string;
        const holder = balanced.get(shardOf(triggered, 3)) as Replica;
        const other = replicas.find((r) => r !== holder) as Replica;
        const greeting = { apiVersion: 'v1', kind: 'ConfigMap', namespace: triggered, name: 'greeting' };
        await api.delete(greeting);
        const trigger = await fetch(`${other.serve.url}/hooks/generic/${triggered}/${GENERIC_SECRET}`, {
          method: 'POST',
        });
        assert.is(trigger.status, 202);
        await eventually('the holder put the deleted ConfigMap back', async () =>
          (await api.get(greeting)) === undefined ? undefined : true,
        );
        assert.ok(other.serve.logged('generic-trigger', { project: triggered, action: 'inbox' }));
        assert.ok(holder.serve.logged('inbox-consumed', { kind: 'generic' }), 'the holder took it');

        // SIGKILL the holder of shard 0: a survivor takes it over and reconciles its projects.
        const victim = balanced.get(0) as Replica;
        victim.killed = true;
        await victim.serve.stop('SIGKILL');
        const killedAt = Date.now();
        const survivors = replicas.filter((r) => r !== victim);
        const after = await eventually('shard 0 held by a survivor', () => holders(survivors), 25_000);
        const takeoverMs = Date.now() - killedAt;
        const again = commitFiles(sandbox, shardedRepo(projects, name, '3'), 'every greeting is 3');
        const orphaned = projects.filter((p) => shardOf(p, 3) === 0);
        assert.ok(orphaned.length > 0, 'shard 0 has projects');
        await eventually('the orphaned projects applied by a survivor', () =>
          projects.every((p) => appliers(survivors, p, again).length === 1) ? true : undefined,
        );
        for (const project of projects)
          assert.equal(
            appliers(survivors, project, again),
            [after.get(shardOf(project, 3))?.identity],
            project,
          );
        console.log(`  shards: shard 0 taken over in ${takeoverMs} ms`);
      });
    });
  });
});

test('a leader whose Lease another takes stops its leader work and exits 1, to start again as a follower', async () => {
  await withLeaseNamespace(async ({ api, kubeconfigPath, namespacePrefix, leaseNamespace }) => {
    const project = `${namespacePrefix}lost`;
    await withSandbox(appRepoFiles({ project, registryHost: '127.0.0.1:1' }), async (sandbox) => {
      const replicas = await startReplicas({
        count: 1,
        args: ['--leader-elect'],
        kubeconfig: kubeconfigPath,
        remoteUrl: sandbox.url,
        leaseNamespace,
        name: 'lost',
      });
      const [replica] = replicas as [Replica];
      await withReplicas(replicas, async () => {
        await eventually('it leads', async () =>
          (await replicaStatus(replica))?.leader === true ? true : undefined,
        );
        // Another holder written over the Lease, as a peer that took it while this one could not renew would.
        const ref = {
          apiVersion: 'coordination.k8s.io/v1',
          kind: 'Lease',
          namespace: leaseNamespace,
          name: 'gitshift-leader',
        };
        const lease = await api.get(ref);
        if (lease === undefined) throw new Error('no leader Lease');
        const spec = lease['spec'] as Record<string, unknown>;
        await api.replace({
          ...lease,
          spec: {
            ...spec,
            holderIdentity: 'an-intruder',
            renewTime: new Date().toISOString().replace('Z', '000Z'),
          },
        });
        await eventually(
          'it stopped',
          () => (/lost the lead; exiting/.test(replica.serve.logs()) ? true : undefined),
          30_000,
        );
        // Its event loop drains by itself; a SIGKILL after 3 s finds it gone, with its own exit code.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        assert.is(await replica.serve.stop('SIGKILL'), 1, 'exit 1: started again by its supervisor');
        assert.ok(replica.serve.logged('leadership-lost', { level: 'warn' }));
        assert.ok(
          replica.serve.logged('stopped'),
          'stopped as on a signal: write-backs pushed, Leases released',
        );
      });
    });
  });
});

test.run();

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CoreV1Api } from '@kubernetes/client-node';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHttpKubeApi } from '../../src/kube/http-kube-api.js';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { KubeApiError } from '../../src/kube/kube-error.js';
import { openLeadership, type Leadership, type LeadershipState } from '../../src/leases/index.js';
import { recordingLogger } from '../support/log-recorder.js';
import { eventually, withCluster, type Cluster } from '../support/testbed.js';

/** Shorter than serve's defaults (10 s, 7 s, 2 s) so the suite runs in seconds; the same ratios. */
const TIMING = { leaseDurationMs: 4_000, renewDeadlineMs: 3_000, retryPeriodMs: 1_000 } as const;
/** What a round of requests on a busy testbed may add to the ideal times. */
const SLACK_MS = 1_500;

const lease = (namespace: string, name: string, holderIdentity: string, resourceVersion?: string) => ({
  apiVersion: 'coordination.k8s.io/v1',
  kind: 'Lease',
  metadata: { name, namespace, ...(resourceVersion === undefined ? {} : { resourceVersion }) },
  spec: { holderIdentity, leaseDurationSeconds: 10 },
});

interface Scene {
  readonly cluster: Cluster;
  readonly api: KubeApi;
  readonly namespace: string;
  /** Starts replicas replica-<first>...; they are stopped, and checked never to have overlapped, afterwards. */
  readonly start: (count: number, options?: ReplicaOptions) => Replica[];
}

interface ReplicaOptions {
  readonly shardCount?: number;
  /** Identities must differ, or two replicas would share Leases. Default: 0. */
  readonly first?: number;
  /** Default: the scene's. */
  readonly api?: KubeApi;
}

/** Replicas in this process, each with its own record of what it held when. */
interface Replica {
  readonly name: string;
  readonly leadership: Leadership;
  readonly kill: AbortController;
  /** [local time, state] after each change. */
  readonly changes: [number, LeadershipState][];
}

/** A namespace of its own for the Leases, and the replicas started in it. */
async function withReplicas(body: (scene: Scene) => Promise<void>): Promise<void> {
  await withCluster(async (cluster) => {
    const namespace = `${cluster.namespacePrefix}leases`;
    await cluster.kubeConfig
      .makeApiClient(CoreV1Api)
      .createNamespace({ body: { metadata: { name: namespace } } });
    const api = await createHttpKubeApi(cluster.kubeconfigPath);
    const replicas: Replica[] = [];
    const overlaps: string[] = [];
    const start = (count: number, options: ReplicaOptions = {}): Replica[] => {
      const started = startReplicas(options.api ?? api, namespace, count, options);
      replicas.push(...started);
      for (const replica of started)
        replica.leadership.onChange(() => void overlaps.push(...overlapsNow(replicas)));
      return started;
    };
    try {
      await body({ cluster, api, namespace, start });
      assert.equal(overlaps, [], 'never two leaders, never a shard held twice');
    } finally {
      await Promise.all(replicas.map((r) => r.leadership.stop()));
    }
  });
}

/** Who leads, or holds a shard, along with another replica right now. */
function overlapsNow(replicas: Replica[]): string[] {
  const overlaps: string[] = [];
  const holding = (held: (state: LeadershipState) => boolean): string[] =>
    replicas.filter((r) => held(r.leadership.current())).map((r) => r.name);
  const leaders = holding((state) => state.leader);
  if (leaders.length > 1) overlaps.push(`leaders ${leaders.join(', ')}`);
  for (let shard = 0; shard < (replicas[0]?.leadership.shardCount ?? 0); shard++) {
    const holders = holding((state) => state.shards.has(shard));
    if (holders.length > 1) overlaps.push(`shard ${shard}: ${holders.join(', ')}`);
  }
  return overlaps;
}

function startReplicas(
  api: KubeApi,
  namespace: string,
  count: number,
  { shardCount = 1, first = 0 }: ReplicaOptions,
): Replica[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `replica-${first + i}`;
    const kill = new AbortController();
    const leadership = openLeadership({
      api,
      logger: recordingLogger('info').logger,
      identity: name,
      namespace,
      shardCount,
      signal: kill.signal,
      ...TIMING,
    });
    const changes: [number, LeadershipState][] = [];
    leadership.onChange((state) => void changes.push([Date.now(), state]));
    return { name, leadership, kill, changes };
  });
}

const leaders = (replicas: Replica[]): Replica[] => replicas.filter((r) => r.leadership.current().leader);
/** When a replica first held what `held` asks for. */
const firstHeld = (replica: Replica, held: (state: LeadershipState) => boolean): number =>
  replica.changes.find(([, state]) => held(state))?.[0] ?? Number.NaN;
const shardShares = (replicas: Replica[]): number[] =>
  replicas.map((r) => r.leadership.current().shards.size);
const shardsHeld = (replicas: Replica[]): number[] =>
  replicas.flatMap((r) => [...r.leadership.current().shards]).sort((a, b) => a - b);
const sleep = (ms: number): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, ms));

async function leaseSpec(api: KubeApi, namespace: string, name: string) {
  const live = await api.get({ apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', name, namespace });
  return live?.['spec'] as { holderIdentity?: string; leaseTransitions?: number };
}

async function refusal(call: Promise<unknown>): Promise<KubeApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.instance(error, KubeApiError);
  return error as KubeApiError;
}

test('KubeApi create: a Lease that exists already is a 409 AlreadyExists', async () => {
  await withReplicas(async ({ api, namespace }) => {
    const created = await api.create(lease(namespace, 'once', 'a'));
    assert.ok(created.metadata.resourceVersion !== undefined);
    const error = await refusal(api.create(lease(namespace, 'once', 'b')));
    assert.equal([error.status, error.reason], [409, 'AlreadyExists']);
    assert.is((await leaseSpec(api, namespace, 'once')).holderIdentity, 'a', 'the first stays');
  });
});

test('KubeApi replace: the current resourceVersion wins, a stale one is a 409 Conflict', async () => {
  await withReplicas(async ({ api, namespace }) => {
    const created = await api.create(lease(namespace, 'cas', 'a'));
    const version = created.metadata.resourceVersion ?? '';
    const replaced = await api.replace(lease(namespace, 'cas', 'b', version));
    assert.is((replaced['spec'] as { holderIdentity: string }).holderIdentity, 'b');
    const error = await refusal(api.replace(lease(namespace, 'cas', 'c', version)));
    assert.equal([error.status, error.reason], [409, 'Conflict']);
    assert.is((await leaseSpec(api, namespace, 'cas')).holderIdentity, 'b');
  });
});

test('of three replicas exactly one leads, and the Lease names it', async () => {
  await withReplicas(async ({ api, namespace, start }) => {
    const replicas = start(3);
    const leader = await eventually('a leader', () => leaders(replicas)[0]);
    // Rounds beyond a lease duration: nobody else starts leading while the leader renews.
    await sleep(TIMING.leaseDurationMs + TIMING.retryPeriodMs);
    assert.equal(
      leaders(replicas).map((r) => r.name),
      [leader.name],
    );
    assert.equal([...leader.leadership.current().shards], [0], 'with one shard the leader holds shard 0');
    assert.is((await leaseSpec(api, namespace, 'gitshift-leader')).holderIdentity, leader.name);
  });
});

test('a leader that stops hands over: another leads within the retry period', async () => {
  await withReplicas(async ({ api, namespace, start }) => {
    const replicas = start(3);
    const first = await eventually('a leader', () => leaders(replicas)[0]);
    await first.leadership.stop();
    const stopped = Date.now();
    const next = await eventually('a new leader', () => leaders(replicas)[0]);
    const took = firstHeld(next, (state) => state.leader) - stopped;
    assert.ok(next !== first);
    assert.ok(took <= TIMING.retryPeriodMs + SLACK_MS, `took ${took} ms`);
    const spec = await leaseSpec(api, namespace, 'gitshift-leader');
    assert.equal([spec.holderIdentity, spec.leaseTransitions], [next.name, 1], 'one hand-over counted');
  });
});

test('a leader killed without releasing is replaced once its Lease expires, not before', async () => {
  await withReplicas(async ({ start }) => {
    const replicas = start(3);
    const first = await eventually('a leader', () => leaders(replicas)[0]);
    first.kill.abort();
    const killed = Date.now();
    const next = await eventually('a new leader', () => leaders(replicas).find((r) => r !== first));
    const took = firstHeld(next, (state) => state.leader) - killed;
    // Its last renewal was at most a retry period before the kill; peers count the lease from when they saw it.
    assert.ok(took >= TIMING.leaseDurationMs - TIMING.retryPeriodMs, `took ${took} ms`);
    assert.ok(took <= TIMING.leaseDurationMs + TIMING.retryPeriodMs + SLACK_MS, `took ${took} ms`);
    assert.is(first.leadership.current().leader, false, 'the killed replica holds nothing');
  });
});

/** A TCP proxy to the API server that can be cut, so one replica's renewals fail while its peers' succeed. */
async function cuttableProxy(
  cluster: Cluster,
): Promise<{ kubeconfigPath: string; cut(): void; close(): void }> {
  const server = new URL(cluster.kubeConfig.getCurrentCluster()?.server ?? '');
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((socket) => {
    const upstream = connect(Number(server.port), server.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => end.destroy());
      end.on('close', () => sockets.delete(end));
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  const dir = mkdtempSync(join(tmpdir(), 'gitshift-leases-'));
  const kubeconfigPath = join(dir, 'kubeconfig');
  writeFileSync(
    kubeconfigPath,
    readFileSync(cluster.kubeconfigPath, 'utf8').replace(server.origin, `https://127.0.0.1:${port}`),
  );
  const cut = (): void => {
    proxy.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    kubeconfigPath,
    cut,
    close() {
      cut();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

test('a leader whose renewals fail gives up after renewDeadline, before a peer takes over', async () => {
  await withReplicas(async ({ cluster, start }) => {
    const proxy = await cuttableProxy(cluster);
    try {
      // Replica 0 reaches the API server through the proxy and starts first, so it leads.
      const api = await createHttpKubeApi(proxy.kubeconfigPath, { timeoutMs: 2_000 });
      const [cutOff] = start(1, { api }) as [Replica];
      await eventually('replica 0 leads', () => cutOff.leadership.current().leader || undefined);
      const peers = start(2, { first: 1 });
      await sleep(TIMING.retryPeriodMs * 2);
      proxy.cut();
      const cutAt = Date.now();
      const next = await eventually('a peer leads', () => leaders(peers)[0]);
      const lostAt = firstHeld(cutOff, (state) => !state.leader);
      assert.ok(lostAt - cutAt <= TIMING.renewDeadlineMs + 100, `gave up ${lostAt - cutAt} ms after the cut`);
      assert.ok(
        lostAt < firstHeld(next, (state) => state.leader),
        'the old leader gave up before the new one started',
      );
    } finally {
      proxy.close();
    }
  });
});

test('3 shards balance over 3 replicas, one each, and rebalance when one goes', async () => {
  await withReplicas(async ({ start }) => {
    const replicas = start(3, { shardCount: 3 });
    await eventually('one shard each', () => shardShares(replicas).every((n) => n === 1) || undefined);
    assert.equal(shardsHeld(replicas), [0, 1, 2]);
    assert.is(leaders(replicas).length, 1, 'one of them leads too');
    const [gone, ...survivors] = replicas as [Replica, ...Replica[]];
    gone.kill.abort();
    await eventually('the survivors hold every shard', () => shardsHeld(survivors).length === 3 || undefined);
    assert.equal(shardsHeld(survivors), [0, 1, 2]);
    assert.equal(shardShares(survivors).sort(), [1, 2]);
  });
});

test('a replica that joins late gets its share: one that held every shard hands one over', async () => {
  await withReplicas(async ({ start }) => {
    const [first] = start(1, { shardCount: 2 }) as [Replica];
    await eventually(
      'the first holds both shards',
      () => first.leadership.current().shards.size === 2 || undefined,
    );
    // The hand-over waits for the listeners: the work on the shard stops before the peer may take it.
    let stopping = 0;
    first.leadership.onChange(async (state, previous) => {
      if (state.shards.size >= previous.shards.size) return;
      stopping = Date.now();
      await sleep(1_500);
    });
    const [second] = start(1, { shardCount: 2, first: 1 }) as [Replica];
    await eventually('one shard each', () => shardShares([first, second]).every((n) => n === 1) || undefined);
    const took = firstHeld(second, (state) => state.shards.size === 1) - stopping;
    assert.ok(took >= 1_500, `taken ${took} ms after the work began to stop`);
    assert.equal(shardsHeld([first, second]), [0, 1]);
  });
});

test('stop releases every Lease: the namespace is left with no holder and no membership', async () => {
  await withReplicas(async ({ api, namespace, start }) => {
    const replicas = start(2, { shardCount: 2 });
    await eventually('both shards held', () => shardsHeld(replicas).length === 2 || undefined);
    await Promise.all(replicas.map((r) => r.leadership.stop()));
    const listed = JSON.parse(
      await api.getText(`/apis/coordination.k8s.io/v1/namespaces/${namespace}/leases`),
    ) as {
      items: { metadata: { name: string }; spec: { holderIdentity?: string } }[];
    };
    const names = listed.items.map((item) => item.metadata.name).sort();
    assert.equal(names, ['gitshift-leader', 'gitshift-shard-0', 'gitshift-shard-1']);
    for (const item of listed.items) assert.is(item.spec.holderIdentity ?? '', '', item.metadata.name);
  });
});

test.run();

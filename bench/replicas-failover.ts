/**
 * bench:replicas (a), failover: three `gitshift serve` replicas with leader
 * election on one small config repository (an ImageStream following a
 * registry). Registry push notifications stream in, round-robin over the
 * replicas as a Service would spread them (one a replica does not answer
 * goes to the next, as the registry retries); the leader is SIGKILLed
 * mid-stream. Measured: the time from the kill until a survivor holds the
 * leader Lease and until it pushes its first write-back commit; accepted
 * pushes (202) missing from Git (lost) and digests committed more than once
 * (duplicated).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KubeApi } from '../src/kube/kube-api.js';
import { deleteInventory } from '../src/reconciler/inventory-store.js';
import { freePort } from '../testbed/src/free-port.js';
import { startRegistry, type RunningRegistry } from '../testbed/src/registry.js';
import { appRepoFiles } from '../test/support/app-repo.js';
import { bareRepository, git } from './bare-repository.js';
import { startServeReplica, type ServeReplica } from './replicas-serve.js';

const SECRET = 'bench-replicas-registry-secret';
const REPOSITORY = 'team/app';

export interface FailoverOptions {
  readonly api: KubeApi;
  readonly kubeconfig: string;
  /** Pushes sent per second, spread over the replicas. */
  readonly pushesPerSecond: number;
  /** How long the stream runs before and after the kill. */
  readonly beforeKillMs: number;
  readonly afterKillMs: number;
  readonly say: (line: string) => void;
}

export interface FailoverResult {
  /** Kill → the leader Lease names a survivor (polled every 50 ms). */
  readonly leaseMs: number;
  /** Kill → the new leader's first write-back pushed (its log line, read as it comes). */
  readonly writeBackMs: number;
  readonly accepted: number;
  readonly lost: number;
  readonly duplicated: number;
}

/** A Docker Distribution notification of one tag pushed, as the registry sends it. */
function notification(registryHost: string, tag: string, digest: string): string {
  return JSON.stringify({
    events: [
      {
        id: randomBytes(8).toString('hex'),
        timestamp: new Date().toISOString(),
        action: 'push',
        target: {
          mediaType: 'application/vnd.oci.image.manifest.v1+json',
          digest,
          repository: REPOSITORY,
          tag,
          url: `http://${registryHost}/v2/${REPOSITORY}/manifests/${digest}`,
        },
        request: { host: registryHost },
      },
    ],
  });
}

/** Sends to the replicas in turn from `first`; a refusal or no answer goes to the next. The status that stuck. */
async function deliver(replicas: readonly ServeReplica[], first: number, body: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < replicas.length; attempt++) {
    const replica = replicas[(first + attempt) % replicas.length]!;
    status = await fetch(`${replica.url}/hooks/registry/${SECRET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/vnd.docker.distribution.events.v1+json' },
      body,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 202) return status;
  }
  return status;
}

/** How many commits of main changed the number of `image: <digest>` lines. */
function commitsAdding(remote: string, digest: string): number {
  const out = git(remote, 'log', '--format=%H', `-Simage: ${digest}`, 'main');
  return out === '' ? 0 : out.split('\n').length;
}

export async function runFailover(options: FailoverOptions): Promise<FailoverResult> {
  const { api, say } = options;
  const stamp = Date.now().toString(36).slice(-6);
  const project = `br${stamp}-ha`;
  const leaseNamespace = `br${stamp}-leases`;
  const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-replicas-'));
  let registry: RunningRegistry | undefined;
  const replicas: ServeReplica[] = [];
  try {
    registry = await startRegistry({});
    const remote = bareRepository(
      work,
      Object.entries(appRepoFiles({ project, registryHost: registry.host })),
    );
    await api.create({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: leaseNamespace } });

    for (let i = 0; i < 3; i++) {
      const identity = `bench-ha-${i}`;
      replicas.push(
        await startServeReplica({
          identity,
          args: ['--leader-elect'],
          env: {
            KUBECONFIG: options.kubeconfig,
            GITSHIFT_LISTEN: `127.0.0.1:${await freePort()}`,
            GITSHIFT_STATE_DIR: join(work, `state-${i}`),
            GITSHIFT_REPO_URL: `file://${remote}`,
            GITSHIFT_POLL_INTERVAL: '2s',
            GITSHIFT_RESYNC_INTERVAL: '10m',
            GITSHIFT_REGISTRY_SECRET: SECRET,
            GITSHIFT_IDENTITY: identity,
            GITSHIFT_LEASE_NAMESPACE: leaseNamespace,
          },
        }),
      );
    }
    const leader = await waitFor('one leader among the replicas', 30_000, async () => {
      const roles = await Promise.all(replicas.map((r) => r.role()));
      const leaders = replicas.filter((_, i) => roles[i]?.leader === true);
      return leaders.length === 1 ? leaders[0] : undefined;
    });
    await leader.line('the first sync', (l) => l.msg === 'synced-all' || l.msg === 'applied', 60_000);
    say(`failover: 3 replicas up, ${leader.identity} leads`);

    const accepted: string[] = [];
    let sent = 0;
    let refused = 0;
    let killedAt = 0;
    const streamEnds = Date.now() + options.beforeKillMs + options.afterKillMs;
    const everyMs = 1000 / options.pushesPerSecond;
    const inFlight: Promise<void>[] = [];
    const registryHost = registry.host;
    const stream = (async () => {
      for (let n = 0; Date.now() < streamEnds; n++) {
        const digest = `sha256:${createHash('sha256').update(`${stamp}-${n}`).digest('hex')}`;
        const body = notification(registryHost, `b${n}`, digest);
        sent++;
        inFlight.push(
          deliver(replicas, n % replicas.length, body).then((status) => {
            if (status === 202) accepted.push(digest);
            else refused++;
          }),
        );
        await new Promise((resolve) => setTimeout(resolve, everyMs));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, options.beforeKillMs));
    const survivors = replicas.filter((r) => r !== leader);
    await leader.stop('SIGKILL');
    killedAt = Date.now();
    say(`failover: SIGKILL ${leader.identity} after ${sent} pushes sent`);
    const leaseAt = await waitFor(
      'the leader Lease held by a survivor',
      30_000,
      async () => {
        const lease = await api.get({
          apiVersion: 'coordination.k8s.io/v1',
          kind: 'Lease',
          namespace: leaseNamespace,
          name: 'gitshift-leader',
        });
        const holder = (lease?.['spec'] as { holderIdentity?: string } | undefined)?.holderIdentity;
        return holder !== undefined && holder !== '' && holder !== leader.identity ? Date.now() : undefined;
      },
      50,
    );
    const pushed = await Promise.any(
      survivors.map((r) =>
        r.line(
          'a write-back by the new leader',
          (l) => l.msg === 'write-back-pushed' && l.at >= killedAt,
          60_000,
        ),
      ),
    );
    await stream;
    await Promise.all(inFlight);
    say(
      `failover: ${sent} pushes sent, ${accepted.length} accepted (202), ${refused} refused by every replica`,
    );

    // Everything accepted lands once the new leader has consumed what followers recorded.
    const missing = (): string[] => accepted.filter((digest) => commitsAdding(remote, digest) === 0);
    await waitFor(
      'every accepted push in Git',
      90_000,
      () => (missing().length === 0 ? true : undefined),
      1000,
    ).catch((error: unknown) => say(`failover: ${(error as Error).message}`));
    const lost = missing().length;
    const duplicated = accepted.filter((digest) => commitsAdding(remote, digest) > 1).length;
    return {
      leaseMs: leaseAt - killedAt,
      writeBackMs: pushed.at - killedAt,
      accepted: accepted.length,
      lost,
      duplicated,
    };
  } catch (error) {
    for (const replica of replicas) say(`--- ${replica.identity} (last lines) ---\n${replica.tail(30)}`);
    throw error;
  } finally {
    await Promise.all(replicas.map((r) => r.stop('SIGKILL')));
    await registry?.stop();
    for (const name of [project, leaseNamespace])
      await api.delete({ apiVersion: 'v1', kind: 'Namespace', name }).catch((error: unknown) => {
        say(`failover: could not delete namespace ${name}: ${(error as Error).message}`);
      });
    await deleteInventory(api, project).catch((error: unknown) =>
      say(`failover: could not delete the inventory: ${(error as Error).message}`),
    );
    rmSync(work, { recursive: true, force: true });
  }
}

/** Polls `check` until it gives a value; throws after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => T | undefined | Promise<T | undefined>,
  everyMs = 200,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`bench: gave up waiting for ${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

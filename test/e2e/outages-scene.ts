/**
 * The outage scene shared by test/e2e/outages.e2e.test.ts (short outages)
 * and bench/outages.bench.ts (30 s): a real `gitshift serve` tracking a
 * config repository on a real Gitea (through a fault proxy for git and
 * another for the forge API), a real registry, the testbed's API server, a
 * state directory on a small tmpfs. A stream of registry notifications,
 * Docker Hub hints and GitHub pushes, and a pull request, runs while one
 * dependency fails; the figures say what was accepted, lost and duplicated,
 * what /readyz said and how long everything took to converge once it was back.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, closeSync, rmSync, writeSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { KubeApi } from '../../src/kube/kube-api.js';
import { ApiServerOutage } from '../../testbed/src/api-server-outage.js';
import { freePort } from '../../testbed/src/free-port.js';
import { testbedPaths } from '../../testbed/src/paths.js';
import { startRegistry, type RunningRegistry } from '../../testbed/src/registry.js';
import {
  commitFiles,
  GiteaApiError,
  createRepository,
  openPull,
  withGitea,
  type GiteaRepository,
  type RunningGitea,
} from '../support/gitea.js';
import { planComments } from '../support/pulls.js';
import { SETTINGS, yaml } from '../support/repo.js';
import { startServe, type ServeProcess } from '../support/serve.js';
import { kubeApiFor } from '../support/sync.js';
import { withCluster } from '../support/testbed.js';
import { startFaultProxy, type FaultProxy } from './outages-fault-proxy.js';
import { deliver, DeliveryTally, dockerHubPush, gitHubPull, gitHubPush } from './outages-load.js';
import { pushImages, RegistryOutage } from './outages-registry.js';
import { registryPush, type Delivery } from '../support/chaos-deliveries.js';

export const OUTAGES = [
  'kubernetes',
  'git-unreachable',
  'git-500',
  'registry',
  'forge',
  'disk-full',
] as const;
export type Outage = (typeof OUTAGES)[number];

/** What /readyz must say during each outage. */
export const EXPECTED_REASON: Readonly<Record<Outage, RegExp>> = {
  kubernetes: /kubernetes API server unreachable: /,
  'git-unreachable': /git remote: .*(connect|refused)/i,
  'git-500': /git remote: .*500/,
  registry: /registry 127\.0\.0\.1:\d+ unreachable: /,
  forge: /forge API http:\/\/127\.0\.0\.1:\d+\/api\/v1 unreachable: /,
  'disk-full': /state directory .*: no space left on device/,
};

export interface OutageFigures {
  readonly outage: Outage;
  /** Registry pushes (notifications and Docker Hub hints) answered 202 in the end. */
  readonly accepted: number;
  /** Of those, not committed to Git once everything converged. */
  readonly lost: number;
  /** Of those, in more than one commit. */
  readonly duplicated: number;
  /** GitHub pushes answered 202. */
  readonly gitHubPushes: number;
  /** 503 answers the senders got (then delivered again). */
  readonly refused: number;
  /** Of those, answers without a Retry-After or a reason: must be none. */
  readonly refusedWithoutRetry: number;
  /** Answers other than 200, 202 and 503: must be none. */
  readonly unexpected: Readonly<Record<string, number>>;
  /** The /readyz reason seen during the outage that names it, else the last one seen. */
  readonly readyzReason: string | undefined;
  readonly readyzNamedIt: boolean;
  /** From the dependency's return until every accepted push is in Git, the cluster matches Git, the PR comment names the new head and /readyz is 200. */
  readonly recoveryMs: number;
  /**
   * The API server outage only: from its return until every node's Lease was
   * renewed (kwok, the real node's kubelet) and a new Deployment has its pod
   * available (controller-manager, scheduler, kwok at work again).
   */
  readonly componentsMs?: number;
  /** Which of those conditions held last (what recovery waited for). */
  readonly lastToConverge: string;
}

export interface OutageScene {
  run(outage: Outage): Promise<OutageFigures>;
  readonly serve: ServeProcess;
}

export interface OutageSceneOptions {
  /** How long each dependency stays down. */
  readonly outageMs: number;
  /** One registry push (alternately a notification and a Docker Hub hint) this often. */
  readonly pushEveryMs: number;
  /** One commit by a person plus its GitHub push delivery this often. */
  readonly gitHubPushEveryMs: number;
  /** How many scenarios will run: images are pushed to the registry beforehand for all of them. */
  readonly scenarios: number;
  /** Convergence must come within this after the dependency is back; the run fails past it. */
  readonly convergeTimeoutMs: number;
  readonly say: (line: string) => void;
}

const GITHUB_SECRET = 'outage-github-secret';
const REGISTRY_SECRET = 'outage-registry-secret';
const DOCKERHUB_SECRET = 'outage-dockerhub-secret';
const IMAGE_REPOSITORY = 'outage/web';
/** Before the dependency fails, the load runs this long. */
const WARM_UP_MS = 1500;
const TMPFS_SIZE = '48m';

export async function withOutageScene<T>(
  options: OutageSceneOptions,
  body: (scene: OutageScene) => Promise<T>,
): Promise<T> {
  return withCluster(async (cluster) =>
    withGitea(async (gitea) => {
      const api = await kubeApiFor(cluster.kubeconfigPath);
      const work = mkdtempSync(join(tmpdir(), 'gitshift-outages-'));
      const tmpfs = join(work, 'tmpfs');
      mkdirSync(tmpfs);
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', tmpfs]);
      const cleanups: (() => Promise<void>)[] = [];
      try {
        const registry = await startRegistry({});
        const registryOutage = new RegistryOutage(registry);
        cleanups.push(
          () => registry.stop(),
          () => registryOutage.release(),
        );
        const gitProxy = await startFaultProxy(gitea.url);
        const forgeProxy = await startFaultProxy(gitea.url);
        cleanups.push(
          () => gitProxy.stop(),
          () => forgeProxy.stop(),
        );
        const project = `${cluster.namespacePrefix}app`;
        const repo = await createRepository(gitea, `outages-${Date.now().toString(36)}`);
        await seedRepository(gitea, repo, project, registry.host);
        const pushes =
          // The stream also runs while the PR is pushed and /readyz read: room to spare.
          Math.ceil(((2 * WARM_UP_MS + options.outageMs) / options.pushEveryMs) * options.scenarios * 1.5) +
          50;
        options.say(`outages: pushing ${pushes} images to the registry`);
        const digests = await pushImages(registry.host, IMAGE_REPOSITORY, 't', pushes);
        const serve = await startOutageServe({
          work,
          tmpfs,
          gitea,
          repo,
          gitProxy,
          forgeProxy,
          registry,
          kubeconfig: cluster.kubeconfigPath,
        });
        cleanups.unshift(async () => {
          await serve.stop('SIGKILL');
          // GITSHIFT_OUTAGE_SERVE_LOG=<file> keeps serve's log of the run, to read what it did.
          const keep = process.env['GITSHIFT_OUTAGE_SERVE_LOG'];
          if (keep !== undefined) writeFileSync(keep, serve.logs());
        });
        const scene = new Scene({
          options,
          api,
          gitea,
          repo,
          project,
          serve,
          gitProxy,
          forgeProxy,
          registry,
          registryOutage,
          tmpfs,
          digests,
          work,
        });
        await scene.start();
        return await body(scene);
      } finally {
        for (const cleanup of cleanups) await cleanup().catch(() => undefined);
        execFileSync('umount', ['-l', tmpfs]);
        rmSync(work, { recursive: true, force: true });
      }
    }),
  );
}

async function seedRepository(
  gitea: RunningGitea,
  repo: GiteaRepository,
  project: string,
  registryHost: string,
): Promise<void> {
  const dir = `projects/${project}`;
  const files: Record<string, string> = {
    'gitshift.yaml': `${SETTINGS}name: outages\n`,
    [`${dir}/project.yaml`]: yaml`
      apiVersion: project.openshift.io/v1
      kind: Project
      metadata:
        name: ${project}
    `,
    [`${dir}/images.yaml`]: yaml`
      apiVersion: image.openshift.io/v1
      kind: ImageStream
      metadata:
        name: web
      spec:
        dockerImageRepository: ${registryHost}/${IMAGE_REPOSITORY}
      ---
      apiVersion: image.openshift.io/v1
      kind: ImageStream
      metadata:
        name: hub
      spec:
        dockerImageRepository: docker.io/${IMAGE_REPOSITORY}
    `,
    [`${dir}/counter.yaml`]: counterYaml(0),
    [`${dir}/pr.yaml`]: prYaml(0),
  };
  await commitFiles(gitea, repo, {
    branch: 'main',
    message: 'outages: the config',
    files: Object.entries(files).map(([path, content]) => ({ operation: 'create', path, content })),
  });
}

const counterYaml = (n: number): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: counter\ndata:\n  n: "${n}"\n`;
const prYaml = (n: number): string =>
  `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: pr\ndata:\n  v: "${n}"\n`;

async function startOutageServe(parts: {
  work: string;
  tmpfs: string;
  gitea: RunningGitea;
  repo: GiteaRepository;
  gitProxy: FaultProxy;
  forgeProxy: FaultProxy;
  registry: RunningRegistry;
  kubeconfig: string;
}): Promise<ServeProcess> {
  const { work, gitea, repo, registry } = parts;
  const token = join(work, 'gitea-token');
  writeFileSync(token, `${gitea.token}\n`);
  const port = await freePort();
  const config = join(work, 'serve.yaml');
  writeFileSync(
    config,
    stringify({
      apiVersion: 'gitshift.io/v1alpha1',
      kind: 'ServeConfig',
      listen: `127.0.0.1:${port}`,
      stateDir: join(parts.tmpfs, 'state'),
      repository: {
        url: `${parts.gitProxy.url}/${repo.owner}/${repo.name}.git`,
        branch: 'main',
        pollInterval: '1s',
        credentials: { username: gitea.user, tokenFile: token },
      },
      cluster: { kubeconfig: parts.kubeconfig, resyncInterval: '10m' },
      registries: [
        { host: registry.host, insecure: true },
        // Docker Hub hints are looked up here: the real registry stands in for docker.io.
        { host: 'docker.io', url: `http://${registry.host}` },
      ],
      forge: { kind: 'gitea', apiUrl: `${parts.forgeProxy.url}/api/v1`, tokenFile: token },
      publicUrl: `http://127.0.0.1:${port}`,
      pulls: { sweepInterval: '10m' },
    }),
  );
  return startServe(['--config', config], {
    GITSHIFT_GITHUB_SECRET: GITHUB_SECRET,
    GITSHIFT_REGISTRY_SECRET: REGISTRY_SECRET,
    GITSHIFT_DOCKERHUB_SECRET: DOCKERHUB_SECRET,
    // GITSHIFT_OUTAGE_LOG_LEVEL=debug adds each write-back attempt's phases to a kept log.
    GITSHIFT_LOG_LEVEL: process.env['GITSHIFT_OUTAGE_LOG_LEVEL'] ?? 'info',
  });
}

interface SceneParts {
  readonly options: OutageSceneOptions;
  readonly api: KubeApi;
  readonly gitea: RunningGitea;
  readonly repo: GiteaRepository;
  readonly project: string;
  readonly serve: ServeProcess;
  readonly gitProxy: FaultProxy;
  readonly forgeProxy: FaultProxy;
  readonly registry: RunningRegistry;
  readonly registryOutage: RegistryOutage;
  readonly tmpfs: string;
  readonly digests: readonly string[];
  readonly work: string;
}

/** The scene once set up: the PR open, serve synced; each run breaks one dependency. */
class Scene implements OutageScene {
  private nextPush = 0;
  private counter = 0;
  private prValue = 0;
  private pull = 0;
  private readonly mirror: string;
  /** Every registry push accepted so far, by tag: one commit each, in the end. */
  private readonly accepted = new Set<string>();

  constructor(private readonly parts: SceneParts) {
    this.mirror = join(parts.work, 'mirror.git');
    execFileSync('git', ['init', '--quiet', '--bare', this.mirror]);
  }

  get serve(): ServeProcess {
    return this.parts.serve;
  }

  private get cloneUrl(): string {
    const { gitProxy, repo } = this.parts;
    return `${gitProxy.url}/${repo.owner}/${repo.name}.git`;
  }

  async start(): Promise<void> {
    const { gitea, repo, options } = this.parts;
    await this.until('serve applied the config', 60_000, async () => (await this.clusterCounter()) === '0');
    const head = await commitFiles(gitea, repo, {
      branch: 'main',
      newBranch: 'pr',
      message: 'pr: v=1',
      files: [
        {
          operation: 'update',
          path: `projects/${this.parts.project}/pr.yaml`,
          content: prYaml(++this.prValue),
        },
      ],
    });
    this.pull = (await openPull(gitea, repo, { head: 'pr', title: 'outages' })).number;
    const opened = await gitHubPull(gitea, repo, this.cloneUrl, this.pull, 'opened', GITHUB_SECRET);
    await deliver(`${this.serve.url}/hooks/github`, opened.headers, opened.body, new DeliveryTally());
    await this.until('the first plan comment', 60_000, () => this.commentNames(head));
    options.say(`outages: serve synced, PR #${this.pull} planned`);
  }

  async run(outage: Outage): Promise<OutageFigures> {
    const { options, serve } = this.parts;
    const tally = new DeliveryTally();
    /** This run's accepted registry pushes. */
    const mine = new Set<string>();
    const deliveries = new Pending();
    let gitHubPushes = 0;
    let loading = true;
    const pushLoop = (async () => {
      while (loading) {
        deliveries.add(this.registryPush(tally, mine));
        await sleep(options.pushEveryMs);
      }
    })();
    const gitHubLoop = (async () => {
      while (loading) {
        // One commit at a time (each names the blob it replaces); the deliveries overlap.
        const delivery = this.personPush(tally);
        deliveries.add(
          delivery.then(({ answered }) => answered).then((s) => void (s === 202 && gitHubPushes++)),
        );
        await delivery.catch(() => undefined); // its failure is the deliveries' to report
        await sleep(options.gitHubPushEveryMs);
      }
    })();
    await sleep(WARM_UP_MS);
    const breaking = await this.breakDependency(outage);
    options.say(`outages: ${outage} down`);
    const readyz: string[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const answer = await fetch(`${serve.url}/readyz`, { signal: AbortSignal.timeout(2000) })
          .then(async (r) => (r.status === 503 ? ((await r.json()) as { reason: string }).reason : undefined))
          .catch(() => undefined);
        if (answer !== undefined) readyz.push(answer);
        await sleep(250);
      }
    })();
    // Halfway through, the PR gets a new head: its plan must be commented once everything is back.
    await sleep(options.outageMs / 2);
    const prHead = await this.prPush(tally, deliveries);
    await sleep(options.outageMs / 2);
    loading = false;
    await Promise.all([pushLoop, gitHubLoop]);
    watching = false;
    await watch;
    await breaking.restore();
    const back = Date.now();
    options.say(`outages: ${outage} back`);
    const converged = await this.converge(prHead, deliveries, back, tally);
    const componentsMs = outage === 'kubernetes' ? await this.componentsReconnected(back) : undefined;
    const named = readyz.find((reason) => EXPECTED_REASON[outage].test(reason));
    const { lost, duplicated } = this.commitCounts(mine);
    const unexpected = Object.fromEntries(
      [...tally.statuses]
        .filter(([status]) => ![200, 202, 503].includes(status))
        .map(([s, n]) => [String(s), n]),
    );
    return {
      outage,
      accepted: mine.size,
      lost,
      duplicated,
      gitHubPushes,
      refused: tally.statuses.get(503) ?? 0,
      refusedWithoutRetry: tally.refusals.filter((r) => r.retryAfter === null || !r.reason.includes('error'))
        .length,
      unexpected,
      readyzReason: named ?? readyz.at(-1),
      readyzNamedIt: named !== undefined,
      recoveryMs: converged.ms,
      lastToConverge: converged.last,
      ...(componentsMs === undefined ? {} : { componentsMs }),
    };
  }

  private async registryPush(tally: DeliveryTally, mine: Set<string>): Promise<void> {
    const { registry, serve, digests } = this.parts;
    const i = this.nextPush++;
    const digest = digests[i];
    if (digest === undefined) throw new Error(`only ${digests.length} images were pushed beforehand`);
    const tag = `t${i}`;
    const viaHub = i % 2 === 1;
    const status = viaHub
      ? await deliver(
          `${serve.url}/hooks/dockerhub/${DOCKERHUB_SECRET}`,
          { 'content-type': 'application/json' },
          dockerHubPush(IMAGE_REPOSITORY, tag),
          tally,
        )
      : await deliverTo(
          serve.url,
          registryPush(REGISTRY_SECRET, registry.host, IMAGE_REPOSITORY, tag, digest),
          tally,
        );
    if (status === 202) {
      this.accepted.add(tag);
      mine.add(tag);
    }
  }

  /** A person commits the counter on main (Gitea itself, not through the proxy), then GitHub's push delivery. */
  private async personPush(tally: DeliveryTally): Promise<{ answered: Promise<number> }> {
    const { gitea, repo, project, serve } = this.parts;
    const n = this.counter + 1;
    const sha = await raced(() =>
      commitFiles(gitea, repo, {
        branch: 'main',
        message: `counter ${n}`,
        files: [{ operation: 'update', path: `projects/${project}/counter.yaml`, content: counterYaml(n) }],
      }),
    );
    this.counter = n;
    const push = gitHubPush(repo, this.cloneUrl, sha, GITHUB_SECRET);
    return { answered: deliver(`${serve.url}/hooks/github`, push.headers, push.body, tally) };
  }

  private async prPush(tally: DeliveryTally, deliveries: Pending): Promise<string> {
    const { gitea, repo, project, serve } = this.parts;
    const head = await commitFiles(gitea, repo, {
      branch: 'pr',
      message: `pr: v=${this.prValue + 1}`,
      files: [{ operation: 'update', path: `projects/${project}/pr.yaml`, content: prYaml(++this.prValue) }],
    });
    const sync = await gitHubPull(gitea, repo, this.cloneUrl, this.pull, 'synchronize', GITHUB_SECRET);
    deliveries.add(
      deliver(`${serve.url}/hooks/github`, sync.headers, sync.body, tally).then(() => undefined),
    );
    return head;
  }

  private async breakDependency(outage: Outage): Promise<{ restore(): Promise<void> }> {
    const { gitProxy, forgeProxy, registryOutage, tmpfs } = this.parts;
    switch (outage) {
      case 'kubernetes': {
        const apiServer = ApiServerOutage.of(testbedPaths(process.env));
        await apiServer.stop();
        return { restore: () => apiServer.start() };
      }
      case 'git-unreachable':
        await gitProxy.set('refuse');
        return { restore: () => gitProxy.set('pass') };
      case 'git-500':
        await gitProxy.set('http-500');
        return { restore: () => gitProxy.set('pass') };
      case 'registry':
        await registryOutage.stop();
        return { restore: () => registryOutage.start() };
      case 'forge':
        await forgeProxy.set('refuse');
        return { restore: () => forgeProxy.set('pass') };
      case 'disk-full': {
        const filler = join(tmpfs, 'filler');
        fillDisk(filler);
        return { restore: () => Promise.resolve(rmSync(filler, { force: true })) };
      }
    }
  }

  /**
   * Waits until everything holds at once: every accepted push in Git, the
   * cluster's counter the last one committed and serve at Git's head, the PR
   * comment naming its new head, /readyz 200. Milliseconds since `back`.
   */
  private async converge(
    prHead: string,
    deliveries: Pending,
    back: number,
    tally: DeliveryTally,
  ): Promise<{ ms: number; last: string }> {
    const checks: [string, () => boolean | Promise<boolean>][] = [
      ['deliveries answered', () => deliveries.done()],
      ['every accepted push in Git', () => this.commitCounts().lost === 0],
      ['the cluster at the last counter', async () => (await this.clusterCounter()) === String(this.counter)],
      ['serve at the head of main', async () => (await this.serveCommit()) === (await this.head())],
      ['the PR comment naming its new head', async () => this.commentNames(prHead)],
      ['/readyz 200', async () => (await fetch(`${this.serve.url}/readyz`)).status === 200],
    ];
    const holding = new Map<string, boolean>();
    let last = '';
    const deadline = back + this.parts.options.convergeTimeoutMs;
    for (;;) {
      this.fetchMirror();
      for (const [name, check] of checks) {
        const ok = await Promise.resolve()
          .then(check)
          .catch(() => false);
        if (ok && holding.get(name) !== true) last = name;
        holding.set(name, ok);
      }
      if ([...holding.values()].every(Boolean)) return { ms: Date.now() - back, last };
      if (Date.now() > deadline)
        throw new Error(
          `not converged ${this.parts.options.convergeTimeoutMs} ms after the dependency came back: ${[
            ...holding,
          ]
            .filter(([, ok]) => !ok)
            .map(([name]) => name)
            .join(
              ', ',
            )} (lost: ${this.commitCounts().lostTags.slice(0, 10).join(' ')}; answers: ${JSON.stringify([
            ...tally.statuses,
          ])}; last refusal: ${tally.refusals.at(-1)?.reason ?? 'none'}; deliveries: ${deliveries.describe()})`,
        );
      await sleep(100);
    }
  }

  private async componentsReconnected(back: number): Promise<number> {
    const { api, project, registry } = this.parts;
    const name = 'outage-reconnect';
    const ref = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: project, name };
    await api.apply({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name, namespace: project },
      spec: {
        replicas: 1,
        selector: { matchLabels: { app: name } },
        template: {
          metadata: { labels: { app: name } },
          // On a kwok node: its pod runs without pulling anything.
          spec: {
            nodeSelector: { type: 'kwok' },
            containers: [{ name, image: `${registry.host}/${IMAGE_REPOSITORY}:t0` }],
          },
        },
      },
    });
    try {
      let renewed = false;
      let available = false;
      // After a long outage the node controller may have marked the nodes unreachable: give it time to see them again.
      await this.until(
        () => `the node Leases renewed (${renewed}) and a new Deployment available (${available})`,
        150_000,
        async () => {
          const leases = await api.list('coordination.k8s.io/v1', 'Lease', '');
          const nodes = leases.filter((l) => l.metadata.namespace === 'kube-node-lease');
          renewed =
            nodes.length > 0 &&
            nodes.every((l) => Date.parse(String((l['spec'] as { renewTime?: string }).renewTime)) > back);
          const status = (await api.get(ref))?.['status'] as { availableReplicas?: number } | undefined;
          available = status?.availableReplicas === 1;
          return renewed && available;
        },
      );
      return Date.now() - back;
    } finally {
      await api.delete(ref);
    }
  }

  /** Commits per accepted tag, read from the write-back commits' messages on main. */
  /** Of the pushes `accepted` (default: all so far), those in no commit and those in more than one. */
  private commitCounts(accepted: ReadonlySet<string> = this.accepted): {
    lost: number;
    duplicated: number;
    lostTags: string[];
  } {
    const log = execFileSync('git', ['log', '--format=%x00%B', 'main'], {
      cwd: this.mirror,
      encoding: 'utf8',
    });
    const commitsOf = new Map<string, number>();
    for (const message of log.split('\0')) {
      const tags = new Set(
        [...message.matchAll(/ImageStream \S+\/(?:web|hub) tag (t\d+) /g)].map((m) => m[1]!),
      );
      for (const tag of tags) commitsOf.set(tag, (commitsOf.get(tag) ?? 0) + 1);
    }
    const lostTags = [...accepted].filter((tag) => !commitsOf.has(tag));
    const duplicated = [...accepted].filter((tag) => (commitsOf.get(tag) ?? 0) > 1).length;
    return { lost: lostTags.length, duplicated, lostTags };
  }

  private fetchMirror(): void {
    const { gitea, repo } = this.parts;
    execFileSync(
      'git',
      ['fetch', '--quiet', '--force', `${gitea.url}/${repo.owner}/${repo.name}.git`, 'main:main'],
      {
        cwd: this.mirror,
        stdio: 'ignore',
      },
    );
  }

  private head(): Promise<string> {
    return Promise.resolve(
      execFileSync('git', ['rev-parse', 'main'], { cwd: this.mirror, encoding: 'utf8' }).trim(),
    );
  }

  private async serveCommit(): Promise<string | undefined> {
    const status = (await (await fetch(`${this.serve.url}/status`)).json()) as { commit?: string };
    return status.commit;
  }

  private async clusterCounter(): Promise<string | undefined> {
    const map = await this.parts.api.get({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      namespace: this.parts.project,
      name: 'counter',
    });
    return (map?.['data'] as Record<string, string> | undefined)?.['n'];
  }

  private async commentNames(head: string): Promise<boolean> {
    const { gitea, repo } = this.parts;
    const comments = await planComments(gitea, repo, this.pull);
    return comments.some((c) => c.body.includes(head.slice(0, 7)));
  }

  private async until(
    what: string | (() => string),
    timeoutMs: number,
    check: () => Promise<boolean>,
  ): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check().catch(() => false))) {
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
      await sleep(200);
    }
  }
}

/** A person's commit that lost a race with a write-back on main (Gitea: "cannot lock ref") is made again. */
async function raced<T>(commit: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await commit();
    } catch (error) {
      const lostRace =
        error instanceof GiteaApiError &&
        /cannot lock ref|sha does not match|PushOutOfDate|non-fast-forward/i.test(error.message);
      if (!lostRace || attempt >= 10) throw error;
      await sleep(50 * attempt);
    }
  }
}

/** Sends a delivery made by the chaos suite's senders (its path, headers and body). */
function deliverTo(url: string, delivery: Delivery, tally: DeliveryTally): Promise<number> {
  return deliver(`${url}${delivery.path}`, { ...delivery.headers }, delivery.body, tally);
}

/** Writes zeros until the file system has no room left, as a runaway log would. */
function fillDisk(path: string): void {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size);
      for (;;) {
        try {
          writeSync(fd, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** Deliveries under way: done once each has had its last answer. A failure to send one fails the run. */
class Pending {
  private started = 0;
  private settled = 0;
  private failure: Error | undefined;

  add(work: Promise<void>): void {
    this.started++;
    work.then(
      () => this.settled++,
      (error: unknown) => {
        this.failure ??= error instanceof Error ? error : new Error(String(error));
        this.settled++;
      },
    );
  }

  describe(): string {
    const failed = this.failure === undefined ? '' : `, one failed: ${this.failure.message}`;
    return `${this.settled} of ${this.started} answered${failed}`;
  }

  done(): boolean {
    if (this.failure !== undefined) throw this.failure;
    return this.settled === this.started;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

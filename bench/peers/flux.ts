/**
 * Flux as bench:sync's peer: its source-controller and kustomize-controller
 * (built by flux-install.sh) as processes against the testbed, reading a bare
 * repository served over loopback smart HTTP, with one GitRepository and one
 * Kustomization per project folder, like gitshift's one repository of projects.
 *
 *   const peer = await startFluxPeer({ api, kubeconfig, repositoryDir, projects });
 *   const initialSeconds = await peer.waitAllReady();
 *   const noop = await peer.resync();
 *   const { totalMiB } = peer.peakRss();
 *   await peer.stop();
 *
 * Mutating requests: the caller counts them with testbed/src/request-metrics.ts
 * over FLUX_RESOURCES and the kinds the folders hold, and subtracts what the
 * peer wrote itself (`peerWrites`: the Flux objects it created and annotated).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { KubeApi, LiveObject } from '../../src/kube/kube-api.js';
import { refOf } from '../../src/kube/object-ref.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import { mapBounded, pollUntil } from '../../src/runtime/index.js';
import { startGitHttpServer } from '../../test/support/git-http-server.js';
import {
  applyFluxCrds,
  assertAlive,
  FIELD_MANAGER,
  installFlux,
  peakRssMiB,
  resetPeakRss,
  startControllers,
  stopControllers,
  type ControllerName,
  type ControllerTuning,
} from './flux-controllers.js';
import {
  describeProgress,
  GIT_REPOSITORY_API,
  gitRepository,
  judgeFluxObject,
  KUSTOMIZATION_API,
  kustomization,
  reconcileRequest,
} from './flux-objects.js';

export { FLUX_RESOURCES } from './flux-objects.js';

/** The label on everything the peer creates: its run's id. */
export const PEER_LABEL = 'gitshift.io/bench-peer';

export interface FluxPeerOptions {
  readonly api: KubeApi;
  /** The controllers' kubeconfig (the testbed's). */
  readonly kubeconfig: string;
  /** A bare repository on disk (its parent folder is what the HTTP server exports). */
  readonly repositoryDir: string;
  /** Default: main. */
  readonly branch?: string;
  /** Project names: one Kustomization each, named after it. */
  readonly projects: readonly string[];
  /** The project's folder in the repository. Default: `./projects/<project>`. */
  readonly projectPath?: (project: string) => string;
  /** Where a project's objects go (Kustomization targetNamespace). Default: the project's name. */
  readonly targetNamespace?: (project: string) => string;
  /** Create the target namespaces before the clock starts (Flux does not create them). Default: true. */
  readonly createNamespaces?: boolean;
  /** Default: 16 workers per controller, 500 requests/s with bursts of 1000 (Flux's defaults: 4 and 2, 50/300). */
  readonly tuning?: Partial<ControllerTuning>;
  /** Reconcile interval of every Flux object: long, so no periodic run lands in a measurement. Default: 60m. */
  readonly interval?: string;
  /**
   * How often a wait lists the Kustomizations: each list of 1,000 is about 3 MB that the API
   * server and this process handle beside Flux on the same cores. Default: 2000.
   */
  readonly pollMs?: number;
  /** Default: the progress lines go to stderr. */
  readonly say?: (line: string) => void;
  readonly signal?: AbortSignal;
}

export interface FluxPeer {
  /** Where the GitRepository and the Kustomizations live. */
  readonly namespace: string;
  /** The controllers' logs, `<name>.log`. */
  readonly logs: string;
  /** Mutating requests the peer itself has made to Flux's resources so far (creates, reconcile requests). */
  readonly peerWrites: number;
  /** Waits until every Kustomization is Ready; seconds since the GitRepository was created. */
  waitAllReady(options?: { readonly timeoutMs?: number }): Promise<number>;
  /**
   * A no-op resync of everything: asks the GitRepository, then every
   * Kustomization, to reconcile now, and waits until each has handled that
   * request; its seconds and the requests it made.
   */
  resync(options?: {
    readonly timeoutMs?: number;
  }): Promise<{ readonly seconds: number; readonly requests: number }>;
  /** Peak RSS (VmHWM) of both controllers since they started or since resetPeakRss. */
  peakRss(): { readonly totalMiB: number; readonly byController: Readonly<Record<ControllerName, number>> };
  resetPeakRss(): void;
  /** Deletes the target namespaces and the Flux objects, then stops the controllers and the Git server. */
  stop(): Promise<void>;
}

export async function startFluxPeer(options: FluxPeerOptions): Promise<FluxPeer> {
  const {
    api,
    kubeconfig,
    repositoryDir,
    branch = 'main',
    projects,
    projectPath = (project) => `./projects/${project}`,
    targetNamespace = (project) => project,
    createNamespaces = true,
    interval = '60m',
    pollMs = 2000,
    say = (line) => process.stderr.write(`flux: ${line}\n`),
    signal,
  } = options;
  const tuning: ControllerTuning = { concurrent: 16, kubeApiQps: 500, kubeApiBurst: 1000, ...options.tuning };
  const poll = (what: string, timeoutMs: number) => ({
    intervalMs: pollMs,
    timeoutMs,
    what,
    ...(signal ? { signal } : {}),
  });
  const id = `flux-${Date.now().toString(36)}`;
  const labels = { [PEER_LABEL]: id };
  const namespace = `${id}-system`;
  const targets = [...new Set(projects.map(targetNamespace))];
  let peerWrites = 0;
  // Reconcile requests go under a field manager of their own: an apply of just the annotation
  // under the creating manager would take the spec and labels away (server-side apply).
  const write = async (object: KubeObject, fieldManager = FIELD_MANAGER): Promise<LiveObject> => {
    peerWrites++;
    return api.apply(object, { fieldManager, signal });
  };
  const requestReconcile = (object: KubeObject, token: string): Promise<LiveObject> =>
    write(reconcileRequest(object, token), `${FIELD_MANAGER}-reconcile`);

  const install = await installFlux(say);
  say(`${await applyFluxCrds(api, install, signal)} CRDs applied`);
  const namespaces = [namespace, ...(createNamespaces ? targets : [])].map((name): KubeObject => ({
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name, labels },
  }));
  await mapBounded(namespaces, 16, (ns) => api.apply(ns, { fieldManager: FIELD_MANAGER, signal }));
  const git = await startGitHttpServer({ root: dirname(repositoryDir) });
  const work = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'gitshift-flux-'));
  const { controllers } = await startControllers({
    install,
    kubeconfig,
    work,
    namespace,
    tuning,
    signal,
  }).catch(async (error: unknown) => {
    await git.stop();
    throw error;
  });
  say(
    `controllers running (--concurrent ${tuning.concurrent}, --kube-api-qps ${tuning.kubeApiQps}, --kube-api-burst ${tuning.kubeApiBurst}); logs in ${join(work, 'logs')}`,
  );

  const source = gitRepository({
    name: 'projects',
    namespace,
    url: `${git.url}/${basename(repositoryDir)}`,
    branch,
    interval,
    labels,
  });
  const kustomizations = projects.map((project) =>
    kustomization({
      name: project,
      namespace,
      source: 'projects',
      path: projectPath(project),
      targetNamespace: targetNamespace(project),
      interval,
      labels,
    }),
  );
  const startedAt = performance.now();
  await write(source);
  await mapBounded(kustomizations, 16, (k) => write(k));
  say(`GitRepository and ${kustomizations.length} Kustomizations created in ${namespace}`);

  /** Polls until every object of the kind in the peer's namespace is done; what is left, in the time-out. */
  const waitAll = async (
    apiVersion: string,
    kind: string,
    count: number,
    timeoutMs: number,
    token?: string,
  ): Promise<void> => {
    const what = `${count} × ${kind} to be Ready${token === undefined ? '' : ' after the reconcile request'}`;
    let seen = 'nothing listed yet';
    let lastSaid = performance.now();
    try {
      await pollUntil(
        async () => {
          assertAlive(controllers);
          const live = await api.list(apiVersion, kind, `${PEER_LABEL}=${id}`, { signal });
          const progress = live.map((object) => judgeFluxObject(object, token));
          seen = `${live.length} listed: ${describeProgress(progress)}`;
          const done = live.length === count && progress.every((p) => p.done);
          if (!done && performance.now() - lastSaid > 15_000) {
            lastSaid = performance.now();
            say(`${kind}: ${seen}`);
          }
          return done ? true : undefined;
        },
        poll(what, timeoutMs),
      );
    } catch (error) {
      throw new Error(
        `waiting for ${what}: ${error instanceof Error ? error.message : String(error)}; last seen ${seen}`,
        {
          cause: error,
        },
      );
    }
  };

  return {
    namespace,
    logs: join(work, 'logs'),
    get peerWrites() {
      return peerWrites;
    },
    async waitAllReady({ timeoutMs = 60 * 60_000 } = {}) {
      await waitAll(KUSTOMIZATION_API, 'Kustomization', kustomizations.length, timeoutMs);
      return (performance.now() - startedAt) / 1000;
    },
    async resync({ timeoutMs = 60 * 60_000 } = {}) {
      const token = new Date().toISOString();
      const before = peerWrites;
      const start = performance.now();
      await requestReconcile(source, token);
      await waitAll(GIT_REPOSITORY_API, 'GitRepository', 1, timeoutMs, token);
      await mapBounded(kustomizations, 16, (k) => requestReconcile(k, token));
      await waitAll(KUSTOMIZATION_API, 'Kustomization', kustomizations.length, timeoutMs, token);
      return { seconds: (performance.now() - start) / 1000, requests: peerWrites - before };
    },
    peakRss() {
      const byController = Object.fromEntries(controllers.map((c) => [c.name, peakRssMiB(c)])) as Record<
        ControllerName,
        number
      >;
      return { totalMiB: Object.values(byController).reduce((a, b) => a + b, 0), byController };
    },
    resetPeakRss() {
      for (const c of controllers) resetPeakRss(c);
    },
    async stop() {
      // The controllers finalize the deleted Flux objects (Orphan: no object-by-object pruning),
      // the namespace controller empties the target namespaces in the background.
      const problems: unknown[] = [];
      const doomed = namespaces.map((ns) => refOf(ns));
      await mapBounded(doomed, 16, (ref) => api.delete(ref)).catch((error: unknown) => problems.push(error));
      // The peer's namespace is gone once the controllers have finalized every Flux object in it.
      await pollUntil(
        async () =>
          (await api.get({ apiVersion: 'v1', kind: 'Namespace', name: namespace })) === undefined
            ? true
            : undefined,
        { intervalMs: 500, timeoutMs: 5 * 60_000, what: `namespace ${namespace} to be gone` },
      ).catch((error: unknown) => problems.push(error));
      await stopControllers(controllers);
      await git.stop();
      rmSync(work, { recursive: true, force: true });
      if (problems.length > 0)
        throw new AggregateError(problems, `the Flux peer ${id} did not clean up fully`);
      say(`stopped; ${doomed.length} namespaces deleted (their contents go in the background)`);
    },
  };
}

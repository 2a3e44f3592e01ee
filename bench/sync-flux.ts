/**
 * bench:sync's Flux contender: the rendered projects as folders of one bare
 * repository (`projects/<project>/objects.yaml`, each project's Namespace
 * included), synced by the Flux peer (bench/peers/flux.ts) with one
 * Kustomization per project; its initial sync, a no-op resync, the mutating
 * requests of that resync and the controllers' peak RSS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { KubeApi } from '../src/kube/kube-api.js';
import type { KubeObject } from '../src/render/kube-object.js';
import {
  mutatingRequests,
  requestsBetween,
  requestsByVerb,
  waitUntilQuiet,
} from '../testbed/src/request-metrics.js';
import { bareRepository } from './bare-repository.js';
import { FLUX_RESOURCES, startFluxPeer, type FluxPeer } from './peers/flux.js';

export interface FluxContenderOptions {
  readonly api: KubeApi;
  /** The controllers' kubeconfig (the testbed's). */
  readonly kubeconfig: string;
  /** The rendered projects: each becomes a folder and a Kustomization, its Namespace among its objects. */
  readonly projects: readonly { readonly name: string; readonly objects: readonly KubeObject[] }[];
  /** The resources the projects' objects are, as apiserver_request_total names them (`configmaps`, …). */
  readonly objectResources: readonly string[];
}

export interface FluxFigures {
  /** Seconds from the GitRepository's creation until every Kustomization is Ready. */
  readonly initialSeconds: number;
  /**
   * The initial sync's requests by verb (`requestsBetween`), from the peer's start until the cluster
   * is quiet: the peer's own (its CRDs, creates and status polls) included.
   */
  readonly initialRequests: string;
  /** Seconds until the GitRepository, then every Kustomization, had handled a reconcile request. */
  readonly noopSeconds: number;
  /** Mutating requests of the no-op resync, the peer's own reconcile requests left out. */
  readonly noopMutating: number;
  /** Both controllers' peak RSS together, the larger of the initial sync's and the no-op resync's. */
  readonly rssMiB: number;
}

/** Runs the Flux contender against the cluster and stops it; throws when the peer fails. */
export async function runFluxContender(options: FluxContenderOptions): Promise<FluxFigures> {
  const { api, kubeconfig, projects, objectResources } = options;
  const work = mkdtempSync(join(tmpdir(), 'gitshift-bench-flux-'));
  try {
    const repositoryDir = bareRepository(
      work,
      projects.map(({ name, objects }): [string, string] => [
        `projects/${name}/objects.yaml`,
        objects.map((o) => `---\n${stringify(o)}`).join(''),
      ]),
    );
    const requestsBefore = await requestsByVerb(api);
    // The target namespaces are in the folders: kustomize-controller applies Namespaces first.
    const peer = await startFluxPeer({
      api,
      kubeconfig,
      repositoryDir,
      projects: projects.map((p) => p.name),
      createNamespaces: false,
    });
    let failure: { readonly error: unknown } | undefined;
    try {
      return await measure(api, peer, requestsBefore, [...FLUX_RESOURCES, ...objectResources]);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      // A peer that does not stop cleanly after a failed measurement must not hide why it failed.
      await peer.stop().catch((stopError: unknown) => {
        if (failure === undefined) throw stopError;
        throw new AggregateError(
          [failure.error, stopError],
          `${messageOf(failure.error)}; and then the Flux peer did not stop cleanly: ${messageOf(stopError)}`,
        );
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure(
  api: KubeApi,
  peer: FluxPeer,
  requestsBefore: ReadonlyMap<string, number>,
  resources: readonly string[],
): Promise<FluxFigures> {
  const initialSeconds = await peer.waitAllReady();
  const initialRss = peer.peakRss().totalMiB;
  // Each new namespace gets its kube-root-ca.crt ConfigMap after Flux is done: wait until the
  // counter is still, so that the initial sync is charged with it and the no-op resync is not.
  await waitUntilQuiet(api, resources, "the Flux contender's counts");
  const initialRequests = requestsBetween(requestsBefore, await requestsByVerb(api));
  peer.resetPeakRss();
  const before = await mutatingRequests(api, resources);
  const noop = await peer.resync();
  // What the controllers still write after the last Kustomization reports the request handled is the resync's too.
  await waitUntilQuiet(api, resources, "the Flux contender's counts");
  const noopMutating = (await mutatingRequests(api, resources)) - before - noop.requests;
  return {
    initialSeconds,
    initialRequests,
    noopSeconds: noop.seconds,
    noopMutating,
    rssMiB: Math.max(initialRss, peer.peakRss().totalMiB),
  };
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

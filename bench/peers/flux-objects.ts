/**
 * Flux's objects as the benchmark peer writes them, and how their status is
 * read: values in, values out (no cluster, no clock). Fields follow
 * source.toolkit.fluxcd.io/v1 GitRepository and kustomize.toolkit.fluxcd.io/v1
 * Kustomization, as served by the v1.9 controllers' CRDs.
 */
import type { KubeObject } from '../../src/render/kube-object.js';

export const GIT_REPOSITORY_API = 'source.toolkit.fluxcd.io/v1';
export const KUSTOMIZATION_API = 'kustomize.toolkit.fluxcd.io/v1';

/** Flux's own resources, as apiserver_request_total names them (for mutatingRequests). */
export const FLUX_RESOURCES: readonly string[] = ['gitrepositories', 'kustomizations'];

/** The annotation that asks a Flux controller to reconcile now; its value comes back in status.lastHandledReconcileAt. */
export const RECONCILE_REQUEST = 'reconcile.fluxcd.io/requestedAt';

export interface GitRepositorySpec {
  readonly name: string;
  readonly namespace: string;
  readonly url: string;
  readonly branch: string;
  /** A Go duration: how often the source is fetched again (`60m`). */
  readonly interval: string;
  readonly labels: Readonly<Record<string, string>>;
}

export function gitRepository(spec: GitRepositorySpec): KubeObject {
  return {
    apiVersion: GIT_REPOSITORY_API,
    kind: 'GitRepository',
    metadata: { name: spec.name, namespace: spec.namespace, labels: spec.labels },
    spec: { url: spec.url, interval: spec.interval, timeout: '60s', ref: { branch: spec.branch } },
  };
}

export interface KustomizationSpec {
  readonly name: string;
  readonly namespace: string;
  /** The GitRepository's name, in the same namespace. */
  readonly source: string;
  /** The folder in the repository, `./projects/<name>`; Flux writes a kustomization.yaml of every manifest in it when there is none. */
  readonly path: string;
  readonly targetNamespace: string;
  /** A Go duration: how often the folder is applied again (`60m`). */
  readonly interval: string;
  readonly labels: Readonly<Record<string, string>>;
}

export function kustomization(spec: KustomizationSpec): KubeObject {
  return {
    apiVersion: KUSTOMIZATION_API,
    kind: 'Kustomization',
    metadata: { name: spec.name, namespace: spec.namespace, labels: spec.labels },
    spec: {
      interval: spec.interval,
      // A failed run (under load, kustomize-controller's status update can time out) is tried
      // again after retryInterval, which defaults to the interval: an hour here, which would
      // leave it failed for the rest of the bench. Users with a 10m interval get a retry soon too.
      retryInterval: '10s',
      path: spec.path,
      prune: true,
      // Only deleting the Kustomization is affected: the bench's clean-up deletes the target
      // namespaces itself, so Flux need not delete every object one by one first.
      deletionPolicy: 'Orphan',
      sourceRef: { kind: 'GitRepository', name: spec.source },
      targetNamespace: spec.targetNamespace,
      timeout: '5m',
    },
  };
}

/** Just the annotation, for a server-side apply under a field manager of its own. */
export function reconcileRequest(object: KubeObject, token: string): KubeObject {
  const { apiVersion, kind, metadata } = object;
  return {
    apiVersion,
    kind,
    metadata: {
      name: metadata.name,
      ...(metadata.namespace === undefined ? {} : { namespace: metadata.namespace }),
      annotations: { [RECONCILE_REQUEST]: token },
    },
  };
}

/** Where a Flux object stands: done, or why not (a condition's reason, or what is still awaited). */
export type FluxProgress =
  { readonly done: true } | { readonly done: false; readonly reason: string; readonly message: string };

interface FluxStatus {
  readonly observedGeneration?: number;
  readonly lastHandledReconcileAt?: string;
  readonly conditions?: readonly { type: string; status: string; reason?: string; message?: string }[];
}

/**
 * Done when Ready is True for the object's current generation and, given a
 * reconcile request's token, the controller has handled that request.
 */
export function judgeFluxObject(object: KubeObject, token?: string): FluxProgress {
  const status = (object['status'] ?? {}) as FluxStatus;
  const generation = Number(object.metadata['generation'] ?? 0);
  const ready = status.conditions?.find((condition) => condition.type === 'Ready');
  if (ready === undefined) return { done: false, reason: 'NotObserved', message: 'no Ready condition yet' };
  if ((status.observedGeneration ?? -1) < generation)
    return { done: false, reason: 'NotObserved', message: `generation ${generation} not observed yet` };
  if (ready.status !== 'True')
    return { done: false, reason: ready.reason ?? 'NotReady', message: ready.message ?? '' };
  if (token !== undefined && status.lastHandledReconcileAt !== token)
    return { done: false, reason: 'RequestPending', message: `reconcile request ${token} not handled yet` };
  return { done: true };
}

/** "812 done; 150 RequestPending, 38 ArtifactFailed (first: …)": what a wait saw, for progress and time-outs. */
export function describeProgress(progress: readonly FluxProgress[]): string {
  const done = progress.filter((p) => p.done).length;
  const waiting = new Map<string, { count: number; message: string }>();
  for (const p of progress) {
    if (p.done) continue;
    const entry = waiting.get(p.reason) ?? { count: 0, message: p.message };
    waiting.set(p.reason, { count: entry.count + 1, message: entry.message });
  }
  const rest = [...waiting]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([reason, { count, message }]) =>
        `${count} ${reason}${message === '' ? '' : ` (first: ${message.slice(0, 300)})`}`,
    );
  return [`${done}/${progress.length} done`, ...rest].join('; ');
}

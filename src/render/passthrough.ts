import { isClusterScoped } from '../model/kinds.js';
import type { Manifest } from '../model/manifest.js';
import { asRecord } from '../model/values.js';
import type { KubeObject } from './kube-object.js';
import type { ClusterScoped } from './object-scope.js';

// Fields the cluster owns: present in manifests exported from a cluster, never ours to apply.
const SERVER_METADATA = [
  'resourceVersion',
  'uid',
  'creationTimestamp',
  'managedFields',
  'generation',
  'selfLink',
];

/**
 * Any other Kubernetes object, unchanged but for its namespace (the
 * project's, or none for a cluster-scoped kind) and the fields the server owns.
 */
export function renderPassthrough(
  project: string,
  manifest: Manifest,
  {
    clusterScoped = (_apiVersion, kind) => isClusterScoped(kind),
    apiVersion = manifest.apiVersion,
  }: PassthroughOptions = {},
): KubeObject {
  const { status: _status, ...rest } = manifest.object;
  const metadata: Record<string, unknown> = { ...asRecord(manifest.object['metadata']), name: manifest.name };
  for (const field of SERVER_METADATA) delete metadata[field];
  if (clusterScoped(apiVersion, manifest.kind)) delete metadata['namespace'];
  else metadata['namespace'] = project;
  return {
    ...rest,
    apiVersion,
    kind: manifest.kind,
    metadata: metadata as KubeObject['metadata'],
  };
}

export interface PassthroughOptions {
  /** Default: the built-in list of cluster-scoped kinds. */
  readonly clusterScoped?: ClusterScoped;
  /** Default: the manifest's own. */
  readonly apiVersion?: string;
}

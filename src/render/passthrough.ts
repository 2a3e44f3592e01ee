import { isClusterScoped } from '../model/kinds.js';
import type { Manifest } from '../model/manifest.js';
import { asRecord } from '../model/values.js';
import type { KubeObject } from './kube-object.js';

// Fields the cluster owns: present in manifests exported from a cluster, never ours to apply.
const SERVER_METADATA = [
  'resourceVersion',
  'uid',
  'creationTimestamp',
  'managedFields',
  'generation',
  'selfLink',
];

/** Any other Kubernetes object, unchanged but for its namespace and the fields the server owns. */
export function renderPassthrough(project: string, manifest: Manifest): KubeObject {
  const { status: _status, ...rest } = manifest.object;
  const metadata: Record<string, unknown> = { ...asRecord(manifest.object['metadata']), name: manifest.name };
  for (const field of SERVER_METADATA) delete metadata[field];
  if (!isClusterScoped(manifest.kind)) metadata['namespace'] = project;
  return {
    ...rest,
    apiVersion: manifest.apiVersion,
    kind: manifest.kind,
    metadata: metadata as KubeObject['metadata'],
  };
}

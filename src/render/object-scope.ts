import { isClusterScoped } from '../model/kinds.js';
import type { Manifest } from '../model/manifest.js';
import { asName, asRecord } from '../model/values.js';

/** Whether objects of an apiVersion and kind live outside any namespace. */
export type ClusterScoped = (apiVersion: string, kind: string) => boolean;

/**
 * Kinds defined by CustomResourceDefinitions of the repository are scoped as
 * their definition says; every other kind by Kubernetes' and OpenShift's own
 * list (model/kinds.ts).
 */
export function clusterScopedIn(manifests: Iterable<Manifest>): ClusterScoped {
  const defined = new Map<string, boolean>();
  for (const manifest of manifests) {
    if (
      manifest.kind !== 'CustomResourceDefinition' ||
      !manifest.apiVersion.startsWith('apiextensions.k8s.io/')
    )
      continue;
    const spec = asRecord(manifest.object['spec']);
    const group = asName(spec['group']);
    const kind = asName(asRecord(spec['names'])['kind']);
    if (group !== undefined && kind !== undefined)
      defined.set(`${group}/${kind}`, spec['scope'] === 'Cluster');
  }
  return (apiVersion, kind) => {
    const slash = apiVersion.indexOf('/');
    const fromDefinition = slash === -1 ? undefined : defined.get(`${apiVersion.slice(0, slash)}/${kind}`);
    return fromDefinition ?? isClusterScoped(kind);
  };
}

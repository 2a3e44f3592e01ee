import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { refKey, type ObjectRef } from '../kube/object-ref.js';

/** The live objects of some kinds that carry a label, by `refKey`. */
export type LiveIndex = ReadonlyMap<string, LiveObject>;

/**
 * Reads the live state with one LIST per kind instead of one GET per object,
 * so an unchanged resync of thousands of objects costs a handful of reads.
 * Kinds the cluster does not serve yet (custom resources before their CRD)
 * simply have no live objects.
 */
export async function readLiveState(
  api: KubeApi,
  refs: readonly ObjectRef[],
  labelSelector: string,
): Promise<LiveIndex> {
  const kinds = new Map<string, { apiVersion: string; kind: string }>();
  for (const { apiVersion, kind } of refs) kinds.set(`${apiVersion}/${kind}`, { apiVersion, kind });
  const index = new Map<string, LiveObject>();
  await Promise.all(
    [...kinds.values()].map(async ({ apiVersion, kind }) => {
      if (!(await api.serves(apiVersion, kind))) return;
      for (const object of await api.list(apiVersion, kind, labelSelector)) {
        index.set(
          refKey({ apiVersion, kind, namespace: object.metadata.namespace, name: object.metadata.name }),
          object,
        );
      }
    }),
  );
  return index;
}

import type { KubeApi } from '../kube/kube-api.js';
import { refKey, type ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';

export const INVENTORY_NAMESPACE = 'gitshift-system';
export const INVENTORY_LABEL = 'gitshift.io/inventory-of';

/** What gitshift applied for one project, kept in the cluster so prune knows what is its own. */
export interface Inventory {
  readonly project: string;
  readonly objects: readonly ObjectRef[];
}

export function inventoryName(project: string): string {
  return `gitshift-inventory-${project}`;
}

export async function readInventory(api: KubeApi, project: string): Promise<Inventory | undefined> {
  const live = await api.get({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    namespace: INVENTORY_NAMESPACE,
    name: inventoryName(project),
  });
  return live === undefined ? undefined : inventoryFromConfigMap(project, live);
}

/** Every project that has an inventory: the projects gitshift has synced before. */
export async function listInventories(api: KubeApi): Promise<Inventory[]> {
  if (!(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: INVENTORY_NAMESPACE }))) return [];
  const maps = await api.list('v1', 'ConfigMap', INVENTORY_LABEL);
  return maps
    .map((map) => inventoryFromConfigMap(map.metadata.labels?.[INVENTORY_LABEL] ?? '', map))
    .sort((a, b) => (a.project < b.project ? -1 : 1));
}

/** Writes the inventory, but only when it changed: an unchanged sync writes nothing. */
export async function writeInventory(
  api: KubeApi,
  inventory: Inventory,
  previous: Inventory | undefined,
): Promise<boolean> {
  const objects = sortRefs(inventory.objects);
  if (previous !== undefined && JSON.stringify(sortRefs(previous.objects)) === JSON.stringify(objects))
    return false;
  if (!(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: INVENTORY_NAMESPACE }))) {
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: INVENTORY_NAMESPACE } });
  }
  await api.apply(inventoryConfigMap(inventory.project, objects));
  return true;
}

export async function deleteInventory(api: KubeApi, project: string): Promise<void> {
  await api.delete({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    namespace: INVENTORY_NAMESPACE,
    name: inventoryName(project),
  });
}

function inventoryConfigMap(project: string, objects: readonly ObjectRef[]): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: inventoryName(project),
      namespace: INVENTORY_NAMESPACE,
      labels: { [INVENTORY_LABEL]: project },
    },
    data: { objects: `${JSON.stringify(objects, null, 1)}\n` },
  };
}

function inventoryFromConfigMap(project: string, map: KubeObject): Inventory {
  const text = (map['data'] as Record<string, string> | undefined)?.['objects'] ?? '[]';
  return { project, objects: JSON.parse(text) as ObjectRef[] };
}

function sortRefs(refs: readonly ObjectRef[]): ObjectRef[] {
  return [...refs].sort((a, b) => (refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0));
}

import { GitshiftError } from '../errors/gitshift-error.js';
import type { KubeApi } from '../kube/kube-api.js';
import { refKey, type ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { EMPTY_RECORD, parseSyncRecord, type SyncRecord } from './sync-record.js';

export const INVENTORY_NAMESPACE = 'gitshift-system';
export const INVENTORY_LABEL = 'gitshift.io/inventory-of';
export const REPOSITORY_LABEL = 'gitshift.io/repository';
/** Inventories written before repositories had names belong to the default one. */
const DEFAULT_REPOSITORY = 'default';

/**
 * What gitshift applied for one project, kept in the cluster so prune knows
 * what is its own, with the record of its last syncs.
 */
export interface Inventory {
  readonly project: string;
  /** The `name` of the config repository (gitshift.yaml) that synced the project. */
  readonly repository: string;
  readonly objects: readonly ObjectRef[];
  readonly record: SyncRecord;
}

export function inventoryName(project: string): string {
  return `gitshift-inventory-${project}`;
}

/**
 * Every project that has an inventory: the projects gitshift has synced
 * before; or only `project`'s, so that reconciling one project of thousands
 * does not read all their inventories.
 */
export async function listInventories(api: KubeApi, project?: string): Promise<Inventory[]> {
  if (!(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: INVENTORY_NAMESPACE }))) return [];
  const selector = project === undefined ? INVENTORY_LABEL : `${INVENTORY_LABEL}=${project}`;
  const maps = await api.list('v1', 'ConfigMap', selector);
  return maps
    .map((map) => inventoryFromConfigMap(map.metadata.labels?.[INVENTORY_LABEL] ?? '', map))
    .sort((a, b) => (a.project < b.project ? -1 : 1));
}

/** Writes an inventory, but only when it changed: an unchanged sync writes nothing. Returns whether it wrote. */
export type InventoryWriter = (inventory: Inventory, previous: Inventory | undefined) => Promise<boolean>;

/** An inventory writer for one sync: it makes sure of the inventory namespace once, not once per project. */
export function inventoryWriter(api: KubeApi): InventoryWriter {
  let namespaceReady: Promise<void> | undefined;
  const ensureNamespace = async (): Promise<void> => {
    const namespace = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: INVENTORY_NAMESPACE } };
    if (!(await api.get({ apiVersion: 'v1', kind: 'Namespace', name: INVENTORY_NAMESPACE })))
      await api.apply(namespace);
  };
  return async (inventory, previous) => {
    const objects = sortRefs(inventory.objects);
    if (
      previous !== undefined &&
      JSON.stringify(sortRefs(previous.objects)) === JSON.stringify(objects) &&
      JSON.stringify(previous.record) === JSON.stringify(inventory.record)
    )
      return false;
    await (namespaceReady ??= ensureNamespace());
    await api.apply(inventoryConfigMap({ ...inventory, objects }));
    return true;
  };
}

export async function deleteInventory(api: KubeApi, project: string): Promise<void> {
  await api.delete({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    namespace: INVENTORY_NAMESPACE,
    name: inventoryName(project),
  });
}

function inventoryConfigMap({ project, repository, objects, record }: Inventory): KubeObject {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: {
      name: inventoryName(project),
      namespace: INVENTORY_NAMESPACE,
      labels: { [INVENTORY_LABEL]: project, [REPOSITORY_LABEL]: repository },
    },
    data: {
      objects: `${JSON.stringify(objects, null, 1)}\n`,
      status: `${JSON.stringify(record, null, 1)}\n`,
    },
  };
}

/** A project's inventory as its ConfigMap holds it; INVENTORY_INVALID when the ConfigMap was changed by hand. */
export function inventoryFromConfigMap(project: string, map: KubeObject): Inventory {
  const data = (map['data'] as Record<string, string> | undefined) ?? {};
  try {
    return {
      project,
      repository: map.metadata.labels?.[REPOSITORY_LABEL] ?? DEFAULT_REPOSITORY,
      objects: JSON.parse(data['objects'] ?? '[]') as ObjectRef[],
      record: data['status'] === undefined ? EMPTY_RECORD : parseSyncRecord(data['status']),
    };
  } catch (error) {
    throw new GitshiftError(
      'INVENTORY_INVALID',
      `the inventory of project ${project} (ConfigMap ${INVENTORY_NAMESPACE}/${map.metadata.name}) is not valid JSON; it was changed by hand: ${(error as Error).message}`,
      { project, configMap: `${INVENTORY_NAMESPACE}/${map.metadata.name}` },
      { cause: error },
    );
  }
}

function sortRefs(refs: readonly ObjectRef[]): ObjectRef[] {
  return [...refs].sort((a, b) => (refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0));
}

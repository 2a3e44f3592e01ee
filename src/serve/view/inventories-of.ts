import type { KubeApi } from '../../kube/kube-api.js';
import {
  INVENTORY_LABEL,
  INVENTORY_NAMESPACE,
  inventoryFromConfigMap,
  type Inventory,
} from '../../reconciler/inventory.js';

/**
 * The inventories of some projects (at most 40: they are named in the label
 * selector) with one LIST, rather than the LIST of every inventory that
 * listInventories makes: a page of 50 projects out of thousands reads only
 * its own. Projects never synced have none.
 */
export async function readInventoriesOf(
  api: KubeApi,
  projects: readonly string[],
): Promise<Map<string, Inventory>> {
  if (projects.length === 0) return new Map();
  const maps = await api.list('v1', 'ConfigMap', `${INVENTORY_LABEL} in (${projects.join(',')})`);
  const found = new Map<string, Inventory>();
  for (const map of maps) {
    const project = map.metadata.labels?.[INVENTORY_LABEL];
    if (project === undefined || map.metadata.namespace !== INVENTORY_NAMESPACE) continue;
    found.set(project, inventoryFromConfigMap(project, map));
  }
  return found;
}

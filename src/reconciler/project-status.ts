import type { KubeApi } from '../kube/kube-api.js';
import { worstHealth, type HealthStatus } from './health.js';
import { listInventories } from './inventory-store.js';
import type { SyncRecord } from './sync-record.js';
import { checkHealth, type ObjectHealth } from './wait-healthy.js';

/** A project as the cluster knows it: what gitshift last synced, and how its objects are now. */
export interface ProjectStatus {
  readonly project: string;
  /** The config repository (its gitshift.yaml name) that synced the project. */
  readonly repository: string;
  readonly objects: number;
  readonly health: HealthStatus;
  /** Objects that are not healthy, with why. */
  readonly unhealthy: readonly ObjectHealth[];
  readonly record: SyncRecord;
}

/**
 * The status of every project gitshift has synced (or of one): its sync
 * record from the inventory, and the health of its objects read live.
 */
export async function readProjectStatuses(
  api: KubeApi,
  options: { readonly only?: string | undefined } = {},
): Promise<ProjectStatus[]> {
  const inventories = (await listInventories(api)).filter(
    (inventory) => options.only === undefined || inventory.project === options.only,
  );
  const statuses: ProjectStatus[] = [];
  for (const inventory of inventories) {
    const objects = await checkHealth(api, inventory.objects);
    statuses.push({
      project: inventory.project,
      repository: inventory.repository,
      objects: objects.length,
      health: worstHealth(objects.map((o) => o.health.status)),
      unhealthy: objects.filter((o) => o.health.status !== 'Healthy'),
      record: inventory.record,
    });
  }
  return statuses;
}

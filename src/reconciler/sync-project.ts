import type { KubeApi } from '../kube/kube-api.js';
import type { KubeObject } from '../render/kube-object.js';
import { applyPlan, type ApplyOptions } from './apply-plan.js';
import { inventoryWriter, listInventories, type Inventory, type InventoryWriter } from './inventory.js';
import { readLiveState, type LiveIndex } from './live-state.js';
import { planProject } from './plan-project.js';
import type { ProjectPlan } from './project-plan.js';
import { EMPTY_RECORD, nextSyncRecord } from './sync-record.js';
import type { ProjectSyncResult } from './sync-result.js';

/** One project's desired state, and the rules its sync follows. */
export interface ProjectToSync {
  readonly project: string;
  /** The name recorded in its inventory as the one that synced it (gitshift.yaml's `name`). */
  readonly repository: string;
  readonly objects: readonly KubeObject[];
  readonly hooks: readonly KubeObject[];
  readonly selfHeal: boolean;
  readonly prune: {
    readonly enabled: boolean;
    readonly maxDeleteRatio: number;
    readonly allowMassPrune: boolean;
  };
}

/** What a project's sync reads before it plans: given by a repository sync, which reads them for every project at once. */
export interface ProjectSyncContext {
  readonly inventory: Inventory | undefined;
  readonly live: LiveIndex;
  readonly writeInventory: InventoryWriter;
}

export interface SyncProjectOptions extends ApplyOptions {
  readonly planOnly?: boolean;
  /** The commit recorded in the sync record. */
  readonly revision?: string | undefined;
  readonly now?: () => Date;
}

/**
 * Plans one project against its live state and, unless `planOnly`, applies
 * the plan, prunes, and records what it owns now in its inventory.
 */
export async function syncProject(
  api: KubeApi,
  project: ProjectToSync,
  context: ProjectSyncContext,
  options: SyncProjectOptions = {},
): Promise<{ readonly plan: ProjectPlan; readonly result: ProjectSyncResult | undefined }> {
  const { inventory } = context;
  const plan = await planProject(api, {
    project: project.project,
    desired: project.objects,
    inventory,
    live: context.live,
    maxDeleteRatio: project.prune.maxDeleteRatio,
    allowMassPrune: project.prune.allowMassPrune,
    pruneEnabled: project.prune.enabled,
    signal: options.signal,
  });
  if (options.planOnly === true) return { plan, result: undefined };
  const result = await applyPlan(api, plan, { ...options, selfHeal: project.selfHeal, hooks: project.hooks });
  const record = nextSyncRecord({
    previous: inventory?.record ?? EMPTY_RECORD,
    result,
    revision: options.revision,
    selfHeal: project.selfHeal,
    now: (options.now ?? (() => new Date()))(),
  });
  await context.writeInventory(
    { project: project.project, repository: project.repository, objects: result.owned, record },
    inventory,
  );
  return { plan, result };
}

/** Syncs one project on its own: its inventory and live state read for it alone. */
export async function syncProjectAlone(
  api: KubeApi,
  project: ProjectToSync,
  options: SyncProjectOptions = {},
): Promise<{ readonly plan: ProjectPlan; readonly result: ProjectSyncResult | undefined }> {
  const [inventory] = await listInventories(api, project.project);
  const kinds = [...project.objects, ...(inventory?.objects ?? [])];
  const live = (await readLiveState(api, kinds, [project.project])).get(project.project) ?? new Map();
  return syncProject(api, project, { inventory, live, writeInventory: inventoryWriter(api) }, options);
}

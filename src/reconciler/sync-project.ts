import type { KubeApi } from '../kube/kube-api.js';
import type { KubeObject } from '../render/kube-object.js';
import { applyPlan, type ApplyOptions } from './apply-plan.js';
import { refOf } from '../kube/object-ref.js';
import { inventoryAhead, type Inventory } from './inventory.js';
import { inventoryWriter, listInventories, type InventoryWriter } from './inventory-store.js';
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
  /** Takes the project's inventory after its sync; the caller flushes it. */
  readonly inventories: InventoryWriter;
}

export interface SyncProjectOptions extends ApplyOptions {
  readonly planOnly?: boolean;
  /** The commit recorded in the sync record. */
  readonly revision?: string | undefined;
  readonly now?: () => Date;
}

/**
 * Plans one project against its live state and, unless `planOnly`, applies
 * the plan, prunes, and stages what it owns now as its inventory. The caller
 * has written the inventory ahead (stageAhead) before, and flushes after.
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
    explainUpdates: options.planOnly === true,
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
  context.inventories.stage(
    { project: project.project, repository: project.repository, objects: result.owned, record },
    inventory,
  );
  return { plan, result };
}

/**
 * Stages, before anything is applied, each project's inventory with the
 * objects its sync is about to apply added: a sync cut off half way (a crash,
 * a lost connection) leaves nothing in the cluster that no inventory names,
 * so a later prune still finds it. Unchanged projects stage nothing.
 */
export function stageAhead(
  writer: InventoryWriter,
  projects: readonly Pick<ProjectToSync, 'project' | 'repository' | 'objects'>[],
  inventories: ReadonlyMap<string, Inventory>,
): void {
  for (const { project, repository, objects } of projects) {
    const previous = inventories.get(project);
    writer.stage(inventoryAhead(previous, { project, repository, objects: objects.map(refOf) }), previous);
  }
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
  const inventories = inventoryWriter(api);
  if (options.planOnly !== true) {
    stageAhead(
      inventories,
      [project],
      new Map(inventory === undefined ? [] : [[project.project, inventory]]),
    );
    await inventories.flush({ signal: options.signal });
  }
  const synced = await syncProject(api, project, { inventory, live, inventories }, options);
  await inventories.flush({ signal: options.signal });
  return synced;
}

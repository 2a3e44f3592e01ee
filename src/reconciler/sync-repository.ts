import type { KubeApi } from '../kube/kube-api.js';
import { describeRef } from '../kube/object-ref.js';
import type { RepositoryModel } from '../model/project-model.js';
import type { RenderResult } from '../render/render-repository.js';
import { applyPlan, type ApplyOptions, type ProjectSyncResult } from './apply-plan.js';
import { mapBounded } from './bounded.js';
import {
  deleteInventory,
  listInventories,
  readInventory,
  writeInventory,
  type Inventory,
} from './inventory.js';
import { readLiveState } from './live-state.js';
import { planProject, PROJECT_LABEL, type ProjectPlan } from './plan-project.js';

export interface SyncRepositoryOptions extends ApplyOptions {
  /** Only these projects. Default: every project. */
  readonly only?: string | undefined;
  /** Plan only: read the cluster, change nothing. */
  readonly planOnly?: boolean;
  readonly allowMassPrune?: boolean;
  readonly allowProjectDeletion?: boolean;
  /** Projects synced at once. Default: 4. */
  readonly projectConcurrency?: number;
}

export interface RemovedProject {
  readonly project: string;
  readonly inventory: Inventory;
  /** Set when the removal was refused. */
  readonly refused: string | undefined;
  readonly deleted: boolean;
}

export interface RepositorySync {
  readonly plans: readonly ProjectPlan[];
  readonly results: readonly ProjectSyncResult[];
  /** Projects skipped because their manifests have errors: never touched. */
  readonly skipped: readonly { readonly name: string; readonly reason: string }[];
  /** Projects gitshift synced before whose folder is gone. */
  readonly removed: readonly RemovedProject[];
}

/**
 * Plans, and unless `planOnly` applies, every rendered project. Projects with
 * errors are left alone while the others proceed. A project folder that was
 * removed loses its objects only with an explicit allowance.
 */
export async function syncRepository(
  api: KubeApi,
  model: RepositoryModel,
  rendered: RenderResult,
  options: SyncRepositoryOptions = {},
): Promise<RepositorySync> {
  const { only, planOnly = false, projectConcurrency = 4, say = () => undefined } = options;
  const allowMassPrune = options.allowMassPrune ?? false;
  const projects = rendered.projects.filter((p) => only === undefined || p.name === only);
  const plans: ProjectPlan[] = [];
  const results: ProjectSyncResult[] = [];
  await mapBounded(projects, projectConcurrency, async (project) => {
    const inventory = await readInventory(api, project.name);
    const refs = [
      ...project.objects.map((o) => ({ apiVersion: o.apiVersion, kind: o.kind })),
      ...(inventory?.objects ?? []),
    ];
    const live = await readLiveState(
      api,
      refs.map((r) => ({ ...r, name: '' })),
      `${PROJECT_LABEL}=${project.name}`,
    );
    const plan = await planProject(api, {
      project: project.name,
      desired: project.objects,
      inventory,
      live,
      maxDeleteRatio: model.settings.prune.maxDeleteRatio,
      allowMassPrune,
    });
    plans.push(plan);
    if (planOnly) return;
    const result = await applyPlan(api, plan, {
      ...options,
      selfHeal: options.selfHeal ?? model.settings.selfHeal,
      hooks: project.hooks,
    });
    await writeInventory(api, result.inventory, inventory);
    results.push(result);
    const changed = result.applied.length + result.pruned.length;
    say(
      `${project.name}: ${changed === 0 ? 'in sync' : `${result.applied.length} applied, ${result.pruned.length} pruned`}${result.errors.length > 0 ? `, ${result.errors.length} errors` : ''}`,
    );
  });
  const skipped = rendered.skipped.filter((s) => only === undefined || s.name === only);
  const removed = only === undefined ? await removeProjects(api, model, planOnly, options) : [];
  const byName = (a: { project: string }, b: { project: string }): number => (a.project < b.project ? -1 : 1);
  return { plans: plans.sort(byName), results: results.sort(byName), skipped, removed };
}

async function removeProjects(
  api: KubeApi,
  model: RepositoryModel,
  planOnly: boolean,
  options: SyncRepositoryOptions,
): Promise<RemovedProject[]> {
  const inRepository = new Set(model.projects.map((p) => p.name));
  const allowed = (options.allowProjectDeletion ?? false) || model.settings.prune.allowProjectDeletion;
  const removed: RemovedProject[] = [];
  for (const inventory of await listInventories(api)) {
    if (inRepository.has(inventory.project)) continue;
    if (!allowed) {
      const refused = `project folder projects/${inventory.project} is gone, but deleting a whole project needs prune.allowProjectDeletion or --allow-project-deletion; its ${inventory.objects.length} objects stay`;
      removed.push({ project: inventory.project, inventory, refused, deleted: false });
      continue;
    }
    if (!planOnly) {
      // The namespace takes everything in it along; cluster-scoped objects are deleted one by one.
      for (const ref of inventory.objects.filter(
        (r) => r.namespace === undefined || r.kind === 'Namespace',
      )) {
        options.say?.(`${inventory.project}: deleting ${describeRef(ref)}`);
        await api.delete(ref);
      }
      await deleteInventory(api, inventory.project);
    }
    removed.push({ project: inventory.project, inventory, refused: undefined, deleted: !planOnly });
  }
  return removed;
}

import type { KubeApi } from '../kube/kube-api.js';
import { describeRef } from '../kube/object-ref.js';
import type { RepositoryModel } from '../model/project-model.js';
import type { RenderResult } from '../render/render-repository.js';
import { applyPlan, type ApplyOptions } from './apply-plan.js';
import type { ProjectSyncResult } from './sync-result.js';
import { throwIfAborted } from '../runtime/index.js';
import { mapBounded } from './bounded.js';
import { deleteInventory, inventoryWriter, listInventories, type Inventory } from './inventory.js';
import { readLiveState } from './live-state.js';
import type { ProjectPlan } from './project-plan.js';
import { planProject } from './plan-project.js';
import { EMPTY_RECORD, nextSyncRecord } from './sync-record.js';

export interface SyncRepositoryOptions extends ApplyOptions {
  /** Only these projects. Default: every project. */
  readonly only?: string | undefined;
  /** Plan only: read the cluster, change nothing. */
  readonly planOnly?: boolean;
  readonly allowMassPrune?: boolean;
  readonly allowProjectDeletion?: boolean;
  /** Projects synced at once. Default: 8. */
  readonly projectConcurrency?: number;
  /** The commit being synced, recorded in each project's sync record. Default: the one recorded before. */
  readonly revision?: string | undefined;
  /** The clock of the sync record. Default: the system clock. */
  readonly now?: () => Date;
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
 * Plans, and unless `planOnly` applies, every rendered project; aborting
 * `signal` abandons it between requests and ends its waits (ABORTED). Projects with
 * errors are left alone while the others proceed. A project folder that was
 * removed loses its objects only with an explicit allowance.
 */
export async function syncRepository(
  api: KubeApi,
  model: RepositoryModel,
  rendered: RenderResult,
  options: SyncRepositoryOptions = {},
): Promise<RepositorySync> {
  const {
    only,
    planOnly = false,
    projectConcurrency = 8,
    say = () => undefined,
    now = () => new Date(),
  } = options;
  const allowMassPrune = options.allowMassPrune ?? false;
  const projects = rendered.projects.filter((p) => only === undefined || p.name === only);
  const repository = model.settings.name;
  // One LIST for every inventory: what each project owns, and which repository synced it.
  const inventories = new Map((await listInventories(api, only)).map((i) => [i.project, i]));
  const plans: ProjectPlan[] = [];
  const results: ProjectSyncResult[] = [];
  const skipped = rendered.skipped.filter((s) => only === undefined || s.name === only);
  // A project another config repository synced is not this one's to change.
  const ours: typeof projects = [];
  for (const project of projects) {
    const owner = inventories.get(project.name)?.repository ?? repository;
    if (owner === repository) ours.push(project);
    else
      skipped.push({
        name: project.name,
        reason: `project ${project.name} is managed by the config repository named '${owner}', not by this one ('${repository}', the name in gitshift.yaml); it is left alone`,
      });
  }
  const kinds = ours.flatMap((project) => [
    ...project.objects,
    ...(inventories.get(project.name)?.objects ?? []),
  ]);
  const liveByProject = await readLiveState(
    api,
    kinds,
    ours.map((p) => p.name),
  );
  const writeInventory = inventoryWriter(api);
  let done = 0;
  await mapBounded(ours, projectConcurrency, async (project) => {
    throwIfAborted(options.signal, `the sync of ${project.name}`);
    const inventory = inventories.get(project.name);
    const live = liveByProject.get(project.name) ?? new Map();
    const plan = await planProject(api, {
      project: project.name,
      desired: project.objects,
      inventory,
      live,
      maxDeleteRatio: model.settings.prune.maxDeleteRatio,
      allowMassPrune,
      pruneEnabled: model.settings.prune.enabled,
      signal: options.signal,
    });
    plans.push(withoutLiveObjects(plan));
    if (planOnly) return;
    const selfHeal = options.selfHeal ?? project.selfHeal ?? model.settings.selfHeal;
    const result = await applyPlan(api, plan, { ...options, selfHeal, hooks: project.hooks });
    const record = nextSyncRecord({
      previous: inventory?.record ?? EMPTY_RECORD,
      result,
      revision: options.revision,
      selfHeal,
      now: now(),
    });
    await writeInventory({ project: project.name, repository, objects: result.owned, record }, inventory);
    results.push(result);
    if (result.applied.length + result.pruned.length + result.errors.length > 0)
      say(
        `${project.name}: ${result.applied.length} applied, ${result.pruned.length} pruned${result.errors.length > 0 ? `, ${result.errors.length} errors` : ''}`,
      );
    done++;
    // A long sync says how far it is about ten times; a short one says nothing more.
    if (ours.length >= 20 && done % Math.ceil(ours.length / 10) === 0)
      say(`progress: ${done} of ${ours.length} projects synced`);
  });
  // With `only`, the inventories read are that project's: a removed folder named by `only` is removed alone.
  const removed = await removeProjects(api, model, [...inventories.values()], planOnly, options);
  const byName = (a: { project: string }, b: { project: string }): number => (a.project < b.project ? -1 : 1);
  return {
    plans: plans.sort(byName),
    results: results.sort(byName),
    skipped: skipped.sort((a, b) => (a.name < b.name ? -1 : 1)),
    removed,
  };
}

async function removeProjects(
  api: KubeApi,
  model: RepositoryModel,
  inventories: readonly Inventory[],
  planOnly: boolean,
  options: SyncRepositoryOptions,
): Promise<RemovedProject[]> {
  const inRepository = new Set(model.projects.map((p) => p.name));
  const allowed = (options.allowProjectDeletion ?? false) || model.settings.prune.allowProjectDeletion;
  const removed: RemovedProject[] = [];
  for (const inventory of inventories) {
    // Another repository's projects are not this repository's to remove.
    if (inRepository.has(inventory.project) || inventory.repository !== model.settings.name) continue;
    // A repository that cannot be read (gitshift.yaml has errors, or this is the wrong folder) says nothing
    // about which projects are gone: whatever it does not show is kept, deletion allowed or not.
    if (model.blocked) {
      const refused = `projects/${inventory.project} is not in the repository, but the repository has errors (gitshift.yaml, or the wrong folder): nothing is deleted until it loads; its ${inventory.objects.length} objects stay`;
      removed.push({ project: inventory.project, inventory, refused, deleted: false });
      continue;
    }
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

/**
 * The plan as kept in the result: the live objects were only needed to plan
 * and apply, and holding thousands of them until the whole sync ends is most
 * of its memory.
 */
function withoutLiveObjects(plan: ProjectPlan): ProjectPlan {
  return {
    ...plan,
    objects: plan.objects.map((o) => ({ ...o, live: undefined })),
    prunes: plan.prunes.map((p) => ({ ...p, live: undefined })),
  };
}

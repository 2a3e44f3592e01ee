import type { KubeApi } from '../kube/kube-api.js';
import { describeRef, type ObjectRef } from '../kube/object-ref.js';
import type { ProjectModel, RepositoryModel } from '../model/project-model.js';
import type { RenderResult } from '../render/render-repository.js';
import type { RenderedProject } from '../render/rendered-project.js';
import type { ApplyOptions } from './apply-plan.js';
import type { ProjectSyncResult } from './sync-result.js';
import { mapBounded, throwIfAborted } from '../runtime/index.js';
import type { Inventory } from './inventory.js';
import {
  deleteInventories,
  inventoryWriter,
  listInventories,
  listInventoryBuckets,
} from './inventory-store.js';
import { inventoryPipeline } from './inventory-pipeline.js';
import { readLiveState } from './live-state.js';
import type { ProjectPlan } from './project-plan.js';
import { stageAhead, syncProject } from './sync-project.js';

export interface SyncRepositoryOptions extends ApplyOptions {
  /** Only this project. Default: every project. */
  readonly only?: string | undefined;
  /** Only these projects (a pull request's): their inventories are read with the rest in one LIST. Default: every project. */
  readonly projects?: ReadonlySet<string> | undefined;
  /** Only projects this accepts, removed ones included: a serve replica's shards. Default: every project. */
  readonly include?: ((project: string) => boolean) | undefined;
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

/** What a sync reads of the loaded repository: its settings, whether it could be read, and its project names. */
export interface SyncModel {
  readonly settings: RepositoryModel['settings'];
  readonly blocked: boolean;
  readonly projects: readonly Pick<ProjectModel, 'name'>[];
}

/** What a sync reads of a project's render: no build notes. */
export type SyncedProject = Pick<RenderedProject, 'name' | 'objects' | 'hooks' | 'selfHeal'>;

/** What a sync reads of the render: the projects to apply and those skipped for their errors. */
export interface SyncRendered {
  readonly projects: readonly SyncedProject[];
  readonly skipped: RenderResult['skipped'];
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
  model: SyncModel,
  rendered: SyncRendered,
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
  const chosen = (name: string): boolean =>
    (only === undefined || name === only) &&
    (options.projects?.has(name) ?? true) &&
    (options.include?.(name) ?? true);
  const projects = rendered.projects.filter((p) => chosen(p.name));
  const repository = model.settings.name;
  // One LIST for every inventory: what each project owns, and which repository synced it.
  const listed =
    only === undefined
      ? await listInventoryBuckets(api)
      : { inventories: await listInventories(api, only), buckets: undefined };
  const inventories = new Map(listed.inventories.map((i) => [i.project, i]));
  const plans: ProjectPlan[] = [];
  const results: ProjectSyncResult[] = [];
  const skipped = rendered.skipped.filter((s) => chosen(s.name));
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
  const writer = inventoryWriter(api, { existing: listed.buckets });
  if (!planOnly)
    stageAhead(
      writer,
      ours.map((p) => ({ project: p.name, repository, objects: p.objects })),
      inventories,
    );
  const pipeline = inventoryPipeline(writer, ours, (p) => p.name, {
    signal: options.signal,
    write: !planOnly,
  });
  let done = 0;
  const syncOne = async (project: (typeof ours)[number]): Promise<void> => {
    const { plan, result } = await syncProject(
      api,
      {
        project: project.name,
        repository,
        objects: project.objects,
        hooks: project.hooks,
        selfHeal: options.selfHeal ?? project.selfHeal ?? model.settings.selfHeal,
        prune: {
          enabled: model.settings.prune.enabled,
          maxDeleteRatio: model.settings.prune.maxDeleteRatio,
          allowMassPrune,
        },
      },
      {
        inventory: inventories.get(project.name),
        live: liveByProject.get(project.name) ?? new Map(),
        inventories: writer,
      },
      { ...options, planOnly, now },
    );
    plans.push(withoutLiveObjects(plan));
    if (result === undefined) return;
    results.push(result);
    if (result.applied.length + result.pruned.length + result.errors.length > 0)
      say(
        `${project.name}: ${result.applied.length} applied, ${result.pruned.length} pruned${result.errors.length > 0 ? `, ${result.errors.length} errors` : ''}`,
        project.name,
      );
    done++;
    // A long sync says how far it is about ten times; a short one says nothing more.
    if (ours.length >= 20 && done % Math.ceil(ours.length / 10) === 0)
      say(`progress: ${done} of ${ours.length} projects synced`);
  };
  const synced = mapBounded(pipeline.order, projectConcurrency, async (project) => {
    try {
      throwIfAborted(options.signal, `the sync of ${project.name}`);
      await pipeline.ready(project.name);
      await syncOne(project);
    } finally {
      pipeline.ended(project.name);
    }
  });
  // What the projects synced before a failure own is recorded too; the failure is what the caller hears of.
  await synced.then(
    () => pipeline.settle(),
    async (error: unknown) => {
      const unwritten = (flushError: unknown): void =>
        say(`the inventories of the projects synced could not be written: ${(flushError as Error).message}`);
      await pipeline.settle().catch(unwritten);
      await writer.flush({ signal: options.signal }).catch(unwritten);
      throw error;
    },
  );
  // With `only`, the inventories read are that project's: a removed folder named by `only` is removed alone.
  // A removed project's prune belongs to whoever holds its shard.
  const removable = [...inventories.values()].filter((i) => options.include?.(i.project) ?? true);
  const removed = await removeProjects(api, model, removable, planOnly, options);
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
  model: SyncModel,
  inventories: readonly Inventory[],
  planOnly: boolean,
  options: SyncRepositoryOptions,
): Promise<RemovedProject[]> {
  const inRepository = new Set(model.projects.map((p) => p.name));
  const allowed = (options.allowProjectDeletion ?? false) || model.settings.prune.allowProjectDeletion;
  const removed: RemovedProject[] = [];
  for (const inventory of inventories) {
    const verdict = judgeProjectRemoval({
      project: inventory.project,
      objects: inventory.objects.length,
      inRepository: inRepository.has(inventory.project),
      syncedBy: inventory.repository,
      repository: model.settings.name,
      blocked: model.blocked,
      allowed,
    });
    if (verdict.remove === 'not-ours') continue;
    if (!verdict.remove) {
      removed.push({ project: inventory.project, inventory, refused: verdict.reason, deleted: false });
      continue;
    }
    if (!planOnly) {
      // The namespace takes everything in it along; cluster-scoped objects are deleted one by one.
      for (const ref of removalDeletions(inventory.objects)) {
        options.say?.(`${inventory.project}: deleting ${describeRef(ref)}`, inventory.project);
        await api.delete(ref, { signal: options.signal });
      }
      await deleteInventories(api, [inventory], { signal: options.signal });
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

export interface ProjectRemovalInput {
  readonly project: string;
  /** Objects in its inventory. */
  readonly objects: number;
  /** Its folder is still in the repository. */
  readonly inRepository: boolean;
  /** The repository (gitshift.yaml name) that synced it, from its inventory. */
  readonly syncedBy: string;
  /** This repository's name. */
  readonly repository: string;
  /** The repository could not be read (gitshift.yaml has errors, or this is the wrong folder). */
  readonly blocked: boolean;
  /** prune.allowProjectDeletion or --allow-project-deletion. */
  readonly allowed: boolean;
}

export type ProjectRemovalVerdict =
  | { readonly remove: 'not-ours' }
  | { readonly remove: true }
  | { readonly remove: false; readonly reason: string };

/**
 * Whether a project gitshift synced before is removed now. Not this sync's
 * business when its folder is still there or another repository synced it. A
 * repository that cannot be read says nothing about which projects are gone:
 * whatever it does not show is kept, deletion allowed or not. Otherwise a
 * gone folder is removed only with an explicit allowance.
 */
export function judgeProjectRemoval(input: ProjectRemovalInput): ProjectRemovalVerdict {
  const { project, objects } = input;
  if (input.inRepository || input.syncedBy !== input.repository) return { remove: 'not-ours' };
  if (input.blocked)
    return {
      remove: false,
      reason: `projects/${project} is not in the repository, but the repository has errors (gitshift.yaml, or the wrong folder): nothing is deleted until it loads; its ${objects} objects stay`,
    };
  if (!input.allowed)
    return {
      remove: false,
      reason: `project folder projects/${project} is gone, but deleting a whole project needs prune.allowProjectDeletion or --allow-project-deletion; its ${objects} objects stay`,
    };
  return { remove: true };
}

/** What removing a project deletes one by one: its Namespace takes everything in it along; cluster-scoped objects go singly. */
export function removalDeletions(objects: readonly ObjectRef[]): ObjectRef[] {
  return objects.filter((r) => r.namespace === undefined || r.kind === 'Namespace');
}

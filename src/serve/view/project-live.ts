import type { KubeApi } from '../../kube/kube-api.js';
import { refKey, refOf, type ObjectRef } from '../../kube/object-ref.js';
import { desiredHashOf, withDesiredHash } from '../../reconciler/desired-hash.js';
import { healthOf } from '../../reconciler/health.js';
import type { Inventory } from '../../reconciler/inventory.js';
import { readLiveState, type LiveIndex } from '../../reconciler/live-state.js';
import type { KubeObject } from '../../render/kube-object.js';
import type { Clock } from '../../runtime/index.js';
import { readInventoriesOf } from '../../reconciler/inventory-store.js';
import type { ProjectObject } from './status-view.js';

/** readLiveState names at most this many projects in its selector; more would list everything gitshift manages. */
const PROJECTS_PER_READ = 40;

/** What the cluster is asked about for one project. */
export interface ProjectLiveInput {
  readonly project: string;
  /** The objects the loaded revision renders for it; undefined when it is not in the revision. */
  readonly desired: readonly KubeObject[] | undefined;
}

/** A project's objects as they are now. */
export interface ProjectLive {
  /** What gitshift applied and its record of the last syncs; undefined when it never synced the project. */
  readonly inventory: Inventory | undefined;
  /** Git's objects and the inventory's, once each, sorted by kind, namespace and name. */
  readonly objects: readonly ProjectObject[];
  /** Every object Git wants is live with this revision's desired hash; undefined when not in the revision. */
  readonly applied: boolean | undefined;
}

/**
 * Reads projects' inventories and live objects with one LIST of inventories
 * and one LIST per kind for each 40 projects (readLiveState), never a GET
 * per object nor a LIST of every project's, and keeps each answer `ttlMs`
 * for the revision it was judged against: a page of 50 projects costs a few
 * LISTs, and page views and live updates within the TTL cost none.
 */
export class ProjectLiveReader {
  readonly #kept = new Map<
    string,
    { readonly at: number; readonly revision: string; readonly live: ProjectLive }
  >();

  constructor(
    private readonly api: KubeApi,
    private readonly ttlMs: number,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async read(inputs: readonly ProjectLiveInput[], revision: string): Promise<Map<string, ProjectLive>> {
    const now = this.clock.now();
    const found = new Map<string, ProjectLive>();
    const stale: ProjectLiveInput[] = [];
    for (const input of inputs) {
      const kept = this.#kept.get(input.project);
      if (kept !== undefined && kept.revision === revision && now - kept.at < this.ttlMs)
        found.set(input.project, kept.live);
      else stale.push(input);
    }
    for (let start = 0; start < stale.length; start += PROJECTS_PER_READ) {
      const chunk = stale.slice(start, start + PROJECTS_PER_READ);
      const projects = chunk.map((input) => input.project);
      const inventories = await readInventoriesOf(this.api, projects);
      const indexes = await readLiveState(
        this.api,
        chunk.flatMap((input) => [
          ...(input.desired ?? []),
          ...(inventories.get(input.project)?.objects ?? []),
        ]),
        projects,
      );
      for (const input of chunk) {
        const live = projectLive(
          input,
          inventories.get(input.project),
          indexes.get(input.project) ?? new Map(),
        );
        this.#kept.set(input.project, { at: this.clock.now(), revision, live });
        found.set(input.project, live);
      }
    }
    this.#forgetOld(now);
    return found;
  }

  /** Forgets every kept answer: a sync just changed the cluster. */
  forget(): void {
    this.#kept.clear();
  }

  #forgetOld(now: number): void {
    for (const [project, kept] of this.#kept) if (now - kept.at >= this.ttlMs) this.#kept.delete(project);
  }
}

/** A project's objects and whether the revision is applied, from its inventory and live index. */
export function projectLive(
  input: ProjectLiveInput,
  inventory: Inventory | undefined,
  index: LiveIndex,
): ProjectLive {
  const refs = new Map<string, ObjectRef>();
  for (const object of input.desired ?? []) refs.set(refKey(refOf(object)), refOf(object));
  for (const ref of inventory?.objects ?? []) if (!refs.has(refKey(ref))) refs.set(refKey(ref), ref);
  const objects = [...refs.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, ref]): ProjectObject => {
      const health = healthOf(index.get(key));
      return {
        apiVersion: ref.apiVersion,
        kind: ref.kind,
        ...(ref.namespace === undefined ? {} : { namespace: ref.namespace }),
        name: ref.name,
        health: health.status,
        message: health.message,
      };
    });
  const applied = input.desired?.every((object) => {
    const live = index.get(refKey(refOf(object)));
    return live !== undefined && desiredHashOf(live) === desiredHashOf(withDesiredHash(object));
  });
  return { inventory, objects, applied };
}

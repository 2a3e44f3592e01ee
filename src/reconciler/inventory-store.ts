import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { KubeApiError } from '../kube/kube-error.js';
import type { ObjectRef } from '../kube/object-ref.js';
import { mapBounded } from '../runtime/index.js';
import {
  INVENTORY_BUCKET_LABEL,
  INVENTORY_LABEL,
  INVENTORY_NAMESPACE,
  groupByBucket,
  inventoryBucketOf,
  inventoryEntry,
  legacyInventoryName,
  parseInventoryEntry,
  parseLegacyInventory,
  sameInventory,
  type Inventory,
} from './inventory.js';

/** Buckets written at once by a flush. */
const BUCKET_WRITES = 8;

/**
 * Every project that has an inventory (the projects gitshift has synced
 * before), with one LIST of the shared inventories and one of those kept
 * before they were shared; or only `project`'s, so that reconciling one
 * project of thousands does not read all their inventories.
 */
export async function listInventories(api: KubeApi, project?: string): Promise<Inventory[]> {
  if (project !== undefined) {
    const [bucket, legacy] = await Promise.all([
      api.get(configMapRef(inventoryBucketOf(project).name)),
      api.get(configMapRef(legacyInventoryName(project))),
    ]);
    return [
      ...inventoriesIn(
        bucket === undefined ? [] : [bucket],
        legacy === undefined ? [] : [legacy],
        (name) => name === project,
      ).values(),
    ];
  }
  return (await listInventoryBuckets(api)).inventories;
}

/** Every inventory, as listInventories, and the names of the shared ConfigMaps that exist: a writer creates the others without trying a patch first. */
export async function listInventoryBuckets(
  api: KubeApi,
): Promise<{ readonly inventories: Inventory[]; readonly buckets: ReadonlySet<string> }> {
  const [buckets, legacy] = await Promise.all([
    api.list('v1', 'ConfigMap', INVENTORY_BUCKET_LABEL),
    api.list('v1', 'ConfigMap', INVENTORY_LABEL),
  ]);
  const inventories = [...inventoriesIn(buckets, legacy, () => true).values()].sort((a, b) =>
    a.project < b.project ? -1 : 1,
  );
  const names = buckets
    .filter((b) => b.metadata.namespace === INVENTORY_NAMESPACE)
    .map((b) => b.metadata.name);
  return { inventories, buckets: new Set(names) };
}

/**
 * The inventories of some projects (at most 40: they are named in the label
 * selectors) with a LIST of their buckets and one of inventories kept before
 * they were shared: a page of 50 projects out of thousands reads only its
 * own. Projects never synced have none.
 */
export async function readInventoriesOf(
  api: KubeApi,
  projects: readonly string[],
): Promise<Map<string, Inventory>> {
  if (projects.length === 0) return new Map();
  const labels = [...new Set(projects.map((p) => inventoryBucketOf(p).label))];
  const wanted = new Set(projects);
  const [buckets, legacy] = await Promise.all([
    api.list('v1', 'ConfigMap', `${INVENTORY_BUCKET_LABEL} in (${labels.join(',')})`),
    api.list('v1', 'ConfigMap', `${INVENTORY_LABEL} in (${projects.join(',')})`),
  ]);
  return inventoriesIn(buckets, legacy, (name) => wanted.has(name));
}

/** The inventories in shared buckets and in ConfigMaps of their own; a project's shared one wins. */
function inventoriesIn(
  buckets: readonly LiveObject[],
  legacyMaps: readonly LiveObject[],
  wanted: (project: string) => boolean,
): Map<string, Inventory> {
  const found = new Map<string, Inventory>();
  for (const map of legacyMaps) {
    const project = map.metadata.labels?.[INVENTORY_LABEL];
    if (project === undefined || map.metadata.namespace !== INVENTORY_NAMESPACE || !wanted(project)) continue;
    found.set(project, parseLegacyInventory(project, map, dataOf(map)));
  }
  for (const bucket of buckets) {
    if (bucket.metadata.namespace !== INVENTORY_NAMESPACE) continue;
    for (const [project, text] of Object.entries(dataOf(bucket))) {
      if (!wanted(project)) continue;
      const where = `ConfigMap ${INVENTORY_NAMESPACE}/${bucket.metadata.name}, key ${project}`;
      const inventory = parseInventoryEntry(project, text, where);
      found.set(project, found.has(project) ? { ...inventory, legacy: true } : inventory);
    }
  }
  return found;
}

/**
 * Collects the inventories a sync writes and writes them a bucket at a time:
 * a sync of a thousand projects costs at most one write per bucket each time
 * it flushes, not one per project. An inventory equal to what is in the
 * cluster is not written, so an unchanged resync writes nothing.
 */
export interface InventoryWriter {
  /** Queues the inventory unless it equals `previous` (what was read) or what this writer wrote last; whether it queued. */
  stage(inventory: Inventory, previous: Inventory | undefined): boolean;
  /**
   * Writes what is queued, or only what is queued for one `bucket` (a name of
   * inventoryBucketOf); how many inventories it wrote. A failed bucket's
   * inventories stay queued.
   */
  flush(options?: {
    readonly signal?: AbortSignal | undefined;
    readonly bucket?: string | undefined;
  }): Promise<number>;
}

export interface InventoryWriterOptions {
  /**
   * The shared ConfigMaps known to exist (listInventoryBuckets): the others
   * are created at once, not patched first and created after the 404.
   * Default: unknown, every bucket is patched first.
   */
  readonly existing?: ReadonlySet<string> | undefined;
}

export function inventoryWriter(api: KubeApi, { existing }: InventoryWriterOptions = {}): InventoryWriter {
  const written = new Map<string, Inventory>();
  const queued = new Map<string, Inventory>();
  /** Projects whose ConfigMap of their own has been deleted by this writer. */
  const migrated = new Set<string>();
  const ensureNamespace = once(() => ensureInventoryNamespace(api));
  // Buckets this writer created join those listed: its next write to them is a patch.
  const known = existing === undefined ? undefined : new Set(existing);
  return {
    stage(inventory, previous) {
      const migrate = previous?.legacy === true && !migrated.has(inventory.project);
      if (!migrate && sameInventory(inventory, written.get(inventory.project) ?? previous)) return false;
      queued.set(inventory.project, { ...inventory, ...(migrate ? { legacy: true as const } : {}) });
      return true;
    },
    async flush({ signal, bucket } = {}) {
      const batch = [...queued.values()].filter(
        (i) => bucket === undefined || inventoryBucketOf(i.project).name === bucket,
      );
      for (const inventory of batch) queued.delete(inventory.project);
      await mapBounded(
        [...groupByBucket(batch, (i) => i.project)],
        BUCKET_WRITES,
        async ([name, inventories]) => {
          const data = Object.fromEntries(inventories.map((i) => [i.project, inventoryEntry(i)]));
          const absent = known !== undefined && !known.has(name);
          try {
            await writeBucket(api, name, data, { absent, ensureNamespace, signal });
            known?.add(name);
          } catch (error) {
            for (const inventory of inventories)
              if (!queued.has(inventory.project)) queued.set(inventory.project, inventory);
            throw error;
          }
          for (const inventory of inventories) written.set(inventory.project, inventory);
          const legacy = inventories.filter((i) => i.legacy === true);
          await mapBounded(legacy, BUCKET_WRITES, (i) =>
            api.delete(configMapRef(legacyInventoryName(i.project)), { signal }),
          );
          for (const inventory of legacy) migrated.add(inventory.project);
        },
      );
      return batch.length;
    },
  };
}

/** Deletes the inventories of these projects: a write per bucket, and a DELETE per inventory kept on its own. */
export async function deleteInventories(
  api: KubeApi,
  inventories: readonly Pick<Inventory, 'project' | 'legacy'>[],
  { signal }: { readonly signal?: AbortSignal | undefined } = {},
): Promise<void> {
  await mapBounded(
    [...groupByBucket(inventories, (i) => i.project)],
    BUCKET_WRITES,
    async ([name, projects]) => {
      const data = Object.fromEntries(projects.map((p) => [p.project, null]));
      await api.mergePatch(configMapRef(name), { data }, { signal }).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      });
    },
  );
  const legacy = inventories.filter((i) => i.legacy === true);
  await mapBounded(legacy, BUCKET_WRITES, (i) =>
    api.delete(configMapRef(legacyInventoryName(i.project)), { signal }),
  );
}

/** Deletes the inventories of every project the predicate picks (a test's or a benchmark's, by prefix); how many. */
export async function deleteInventoriesWhere(
  api: KubeApi,
  picked: (project: string) => boolean,
): Promise<number> {
  const doomed = (await listInventories(api)).filter((i) => picked(i.project));
  await deleteInventories(api, doomed);
  return doomed.length;
}

/** Deletes a project's inventory, wherever it is kept. */
export async function deleteInventory(api: KubeApi, project: string): Promise<void> {
  await deleteInventories(api, [{ project, legacy: true }]);
}

/**
 * Writes the keys into the bucket, creating it (and the namespace) the first
 * time; one known to be `absent` is created without a patch tried first.
 */
async function writeBucket(
  api: KubeApi,
  name: string,
  data: Readonly<Record<string, string>>,
  {
    absent,
    ensureNamespace,
    signal,
  }: {
    readonly absent: boolean;
    readonly ensureNamespace: () => Promise<void>;
    readonly signal: AbortSignal | undefined;
  },
): Promise<void> {
  const ref = configMapRef(name);
  if (!absent)
    try {
      await api.mergePatch(ref, { data }, { signal });
      return;
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  await ensureNamespace();
  const label = name.slice(name.lastIndexOf('-') + 1);
  const bucket = {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name, namespace: INVENTORY_NAMESPACE, labels: { [INVENTORY_BUCKET_LABEL]: label } },
    data,
  };
  try {
    await api.create(bucket, { signal });
  } catch (error) {
    // Another writer created it in between: its keys stay, these are added.
    if (!(error instanceof KubeApiError && error.status === 409)) throw error;
    await api.mergePatch(ref, { data }, { signal });
  }
}

async function ensureInventoryNamespace(api: KubeApi): Promise<void> {
  const ref = { apiVersion: 'v1', kind: 'Namespace', name: INVENTORY_NAMESPACE };
  if (!(await api.get(ref)))
    await api.apply({ apiVersion: 'v1', kind: 'Namespace', metadata: { name: ref.name } });
}

function configMapRef(name: string): ObjectRef {
  return { apiVersion: 'v1', kind: 'ConfigMap', namespace: INVENTORY_NAMESPACE, name };
}

function dataOf(map: LiveObject): Record<string, string> {
  return (map['data'] as Record<string, string> | undefined) ?? {};
}

function isNotFound(error: unknown): boolean {
  return error instanceof KubeApiError && error.status === 404;
}

/** Runs the work once; a failed run is tried again by the next caller. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () =>
    (running ??= work().catch((error: unknown) => {
      running = undefined;
      throw error;
    }));
}

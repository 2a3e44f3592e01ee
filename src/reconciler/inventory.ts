import { GitshiftError } from '../errors/gitshift-error.js';
import { refKey, type ObjectRef } from '../kube/object-ref.js';
import { fnv1a32 } from '../runtime/index.js';
import { EMPTY_RECORD, parseSyncRecord, type SyncRecord } from './sync-record.js';

export const INVENTORY_NAMESPACE = 'gitshift-system';
/** On the shared inventory ConfigMaps: the bucket's number, two digits. */
export const INVENTORY_BUCKET_LABEL = 'gitshift.io/inventory-bucket';
/**
 * Inventories are spread over this many ConfigMaps by a hash of the project's
 * name, one data key per project: a sync of a thousand projects writes a few
 * dozen of them rather than a thousand ConfigMaps of their own. At about 1 KB
 * per project of a few objects, 32 ConfigMaps of at most 1 MiB hold about
 * 30,000 projects.
 */
export const INVENTORY_BUCKETS = 32;
/** On an inventory of its own (before they were shared): the project's name. */
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
  /** A ConfigMap of its own from before inventories were shared exists too: its next write deletes it. */
  readonly legacy?: true;
}

/** The shared ConfigMap that holds a project's inventory. */
export function inventoryBucketOf(project: string): { readonly name: string; readonly label: string } {
  const label = String(fnv1a32(project) % INVENTORY_BUCKETS).padStart(2, '0');
  return { name: `gitshift-inventories-${label}`, label };
}

/** Items grouped by the bucket (its ConfigMap's name) that holds the inventory of the project each names, in their given order within each. */
export function groupByBucket<T>(items: readonly T[], projectOf: (item: T) => string): Map<string, T[]> {
  const buckets = new Map<string, T[]>();
  for (const item of items) {
    const { name } = inventoryBucketOf(projectOf(item));
    const bucket = buckets.get(name);
    if (bucket === undefined) buckets.set(name, [item]);
    else bucket.push(item);
  }
  return buckets;
}

/** The name of a project's inventory ConfigMap of its own, from before they were shared. */
export function legacyInventoryName(project: string): string {
  return `gitshift-inventory-${project}`;
}

/** A project's data key in its bucket: compact JSON, equal text for equal inventories. */
export function inventoryEntry({ repository, objects, record }: Inventory): string {
  return JSON.stringify({ repository, objects: sortRefs(objects), record });
}

/** Whether writing `next` over `previous` would change anything. */
export function sameInventory(next: Inventory, previous: Inventory | undefined): boolean {
  return previous !== undefined && inventoryEntry(next) === inventoryEntry(previous);
}

/** The objects a sync may leave a project owning (what it owned and what it is about to apply), before the sync applies anything. */
export function inventoryAhead(
  previous: Inventory | undefined,
  next: { readonly project: string; readonly repository: string; readonly objects: readonly ObjectRef[] },
): Inventory {
  const objects = new Map<string, ObjectRef>();
  for (const ref of [...(previous?.objects ?? []), ...next.objects]) objects.set(refKey(ref), ref);
  return {
    project: next.project,
    repository: previous?.repository ?? next.repository,
    objects: [...objects.values()],
    record: previous?.record ?? EMPTY_RECORD,
  };
}

/** A project's inventory as its bucket's data key holds it; INVENTORY_INVALID when it was changed by hand. */
export function parseInventoryEntry(project: string, text: string, where: string): Inventory {
  return parsing(project, where, () => {
    const value = JSON.parse(text) as { repository?: unknown; objects?: unknown; record?: unknown };
    if (!Array.isArray(value.objects)) throw new Error('it has no list of objects');
    return {
      project,
      repository: typeof value.repository === 'string' ? value.repository : DEFAULT_REPOSITORY,
      objects: value.objects as ObjectRef[],
      record: value.record === undefined ? EMPTY_RECORD : parseSyncRecord(JSON.stringify(value.record)),
    };
  });
}

/** A project's inventory as its ConfigMap of its own holds it (written before inventories were shared). */
export function parseLegacyInventory(
  project: string,
  map: { readonly metadata: { readonly name: string; readonly labels?: Readonly<Record<string, string>> } },
  data: Readonly<Record<string, string>>,
): Inventory {
  return parsing(project, `ConfigMap ${INVENTORY_NAMESPACE}/${map.metadata.name}`, () => ({
    project,
    repository: map.metadata.labels?.[REPOSITORY_LABEL] ?? DEFAULT_REPOSITORY,
    objects: JSON.parse(data['objects'] ?? '[]') as ObjectRef[],
    record: data['status'] === undefined ? EMPTY_RECORD : parseSyncRecord(data['status']),
    legacy: true,
  }));
}

function parsing(project: string, where: string, parse: () => Inventory): Inventory {
  try {
    return parse();
  } catch (error) {
    throw new GitshiftError(
      'INVENTORY_INVALID',
      `the inventory of project ${project} (${where}) is not valid; it was changed by hand: ${(error as Error).message}`,
      { project, configMap: where },
      { cause: error },
    );
  }
}

/** Sorted, and each with its keys in one order, whoever built it: equal inventories print equal. */
function sortRefs(refs: readonly ObjectRef[]): ObjectRef[] {
  return refs
    .map(({ apiVersion, kind, namespace, name }) =>
      namespace === undefined ? { apiVersion, kind, name } : { apiVersion, kind, namespace, name },
    )
    .sort((a, b) => (refKey(a) < refKey(b) ? -1 : refKey(a) > refKey(b) ? 1 : 0));
}

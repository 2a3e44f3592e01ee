import { groupByBucket } from './inventory.js';
import type { InventoryWriter } from './inventory-store.js';

/**
 * A repository sync's inventory writes, a bucket at a time beside its
 * applies: a bucket is written ahead when its first project starts (the next
 * one is written in the meantime) and again once its last project has ended.
 * Taken bucket by bucket (`order`), only the first bucket's write ahead and
 * the last one's write after wait on the sync's critical path; the other
 * 62 of a 1,000-project sync travel while objects are being applied.
 */
export interface InventoryPipeline<T> {
  /** The projects in the order to sync them: bucket by bucket, in their given order within each. */
  readonly order: readonly T[];
  /** Resolves once the project's bucket holds what was staged ahead for it; rejects with that write's failure. */
  ready(project: string): Promise<void>;
  /** The project's sync has ended, staged or failed: its bucket is written once all of its projects have. */
  ended(project: string): void;
  /** Waits for every write started; rejects with the first that failed. */
  settle(): Promise<void>;
}

/** Starts nothing until asked: `ready` and `ended` do the writing. With `write: false` (a plan) nothing is ever written. */
export function inventoryPipeline<T>(
  writer: InventoryWriter,
  projects: readonly T[],
  nameOf: (project: T) => string,
  { signal, write = true }: { readonly signal?: AbortSignal | undefined; readonly write?: boolean } = {},
): InventoryPipeline<T> {
  const members = groupByBucket(projects, nameOf);
  const bucketOf = new Map(
    [...members].flatMap(([bucket, list]) => list.map((project) => [nameOf(project), bucket] as const)),
  );
  const buckets = [...members.keys()].sort();
  const left = new Map([...members].map(([bucket, list]) => [bucket, list.length]));
  const ahead = new Map<string, Promise<void>>();
  const writes: Promise<unknown>[] = [];
  const started = <R>(write: Promise<R>): Promise<R> => {
    // Awaited later, by `ready` and `settle`: a failure must not count as unhandled before then.
    write.catch(() => undefined);
    writes.push(write);
    return write;
  };
  const writeAhead = (bucket: string): Promise<void> => {
    let write = ahead.get(bucket);
    if (write === undefined) {
      write = started(writer.flush({ signal, bucket }).then(() => undefined));
      ahead.set(bucket, write);
    }
    return write;
  };
  const bucketFor = (project: string): string => {
    const bucket = bucketOf.get(project);
    if (bucket === undefined) throw new Error(`inventoryPipeline: ${project} is not one of its projects`);
    return bucket;
  };
  return {
    order: buckets.flatMap((bucket) => members.get(bucket) ?? []),
    ready(project) {
      if (!write) return Promise.resolve();
      const bucket = bucketFor(project);
      const next = buckets[buckets.indexOf(bucket) + 1];
      if (next !== undefined) void writeAhead(next);
      return writeAhead(bucket);
    },
    ended(project) {
      const bucket = bucketFor(project);
      const remaining = (left.get(bucket) ?? 0) - 1;
      left.set(bucket, remaining);
      if (!write || remaining !== 0) return;
      // After its write ahead: two writes of one bucket never race, and the later one is what stays.
      void started(
        writeAhead(bucket).then(
          () => writer.flush({ signal, bucket }),
          () => writer.flush({ signal, bucket }),
        ),
      );
    },
    async settle() {
      let first: unknown;
      let failed = false;
      // Writes started while waiting (none should be, but a late `ended`) are waited for too.
      for (let seen = 0; seen < writes.length; seen++) {
        try {
          await writes[seen];
        } catch (error) {
          if (!failed) first = error;
          failed = true;
        }
      }
      if (failed) throw first;
    },
  };
}

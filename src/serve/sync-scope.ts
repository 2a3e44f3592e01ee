import { shardOf } from '../leases/shard-of.js';

/**
 * The work queue's key for "every project": one bulk sync that reads the live
 * state with one LIST per kind for all projects at once (and finds removed
 * project folders), instead of a thousand single-project syncs. Not a valid
 * project name, so it cannot collide with one.
 */
export const ALL_PROJECTS = '*';

/** Shards of a bulk sync: the projects whose shard (leases/shard-of.ts) of `count` is in `held`. */
export interface ShardSelection {
  readonly count: number;
  readonly held: readonly number[];
}

/**
 * What one queued key syncs: one project, or a bulk sync of every project or
 * of some shards' projects. Plain data, so that a sync in a worker thread
 * (sync-worker/) can be told it.
 */
export type SyncScope =
  | { readonly bulk: false; readonly only: string }
  | { readonly bulk: true; readonly shards: ShardSelection | undefined };

/** Which projects a bulk sync covers, removed ones included; undefined: every project. */
export function bulkFilter(shards: ShardSelection | undefined): ((project: string) => boolean) | undefined {
  if (shards === undefined) return undefined;
  const held = new Set(shards.held);
  return (project) => held.has(shardOf(project, shards.count));
}

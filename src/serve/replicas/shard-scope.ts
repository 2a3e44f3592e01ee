import type { LeadershipState } from '../../leases/leadership.js';
import { ALL_PROJECTS, type SyncScope } from '../sync-scope.js';

/** Which shard of `shards` a project belongs to: the stable hash of src/leases. */
export type ShardOf = (project: string, shards: number) => number;

/**
 * The work queue's key for a bulk sync of one shard: every project of the
 * shard read with one LIST per kind, its removed folders included. Starts with
 * `*` like ALL_PROJECTS, so it cannot collide with a project name.
 */
export function shardSyncKey(shard: number): string {
  return `${ALL_PROJECTS}${shard}`;
}

/** The shard a shardSyncKey names; undefined for a project name or ALL_PROJECTS. */
export function shardOfSyncKey(key: string): number | undefined {
  const match = /^\*(\d+)$/.exec(key);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export type { SyncScope };

export type ReconcileVerdict =
  | { readonly reconcile: true; readonly scope: SyncScope }
  | { readonly reconcile: false; readonly reason: string };

/**
 * Whether this replica reconciles a queued key now, and what it covers. A
 * project or a shard's bulk sync runs only while its shard is held: a key
 * queued before the shard moved away is dropped when it comes up.
 * ALL_PROJECTS is what a lone replica queues; with shards it is never queued
 * (keysFor turns it into the held shards' keys) and counts as every held shard.
 * A bulk scope names its shards as data, which the sync turns into projects
 * with leases' own shardOf (sync-scope.ts); `shardOf` here judges single keys.
 */
export function judgeReconcile(
  key: string,
  held: ReadonlySet<number>,
  shards: number,
  shardOf: ShardOf,
): ReconcileVerdict {
  if (key === ALL_PROJECTS)
    return {
      reconcile: true,
      scope: { bulk: true, shards: { count: shards, held: [...held].sort((a, b) => a - b) } },
    };
  const shard = shardOfSyncKey(key);
  if (shard !== undefined)
    return held.has(shard)
      ? { reconcile: true, scope: { bulk: true, shards: { count: shards, held: [shard] } } }
      : { reconcile: false, reason: `shard ${shard} is held by another replica` };
  const own = shardOf(key, shards);
  return held.has(own)
    ? { reconcile: true, scope: { bulk: false, only: key } }
    : { reconcile: false, reason: `project ${key} is in shard ${own}, held by another replica` };
}

/** The keys a request to reconcile `key` queues on this replica: ALL_PROJECTS is each held shard's bulk sync; a project only when its shard is held. */
export function keysFor(key: string, held: ReadonlySet<number>, shards: number, shardOf: ShardOf): string[] {
  if (key === ALL_PROJECTS) return [...held].sort((a, b) => a - b).map(shardSyncKey);
  return judgeReconcile(key, held, shards, shardOf).reconcile ? [key] : [];
}

/** How the held shards and the lead changed between two states. */
export interface LeadershipChange {
  readonly gainedShards: readonly number[];
  readonly lostShards: readonly number[];
  readonly becameLeader: boolean;
  readonly lostLead: boolean;
}

export function leadershipChange(state: LeadershipState, previous: LeadershipState): LeadershipChange {
  const sorted = (shards: Iterable<number>): number[] => [...shards].sort((a, b) => a - b);
  return {
    gainedShards: sorted([...state.shards].filter((s) => !previous.shards.has(s))),
    lostShards: sorted([...previous.shards].filter((s) => !state.shards.has(s))),
    becameLeader: state.leader && !previous.leader,
    lostLead: previous.leader && !state.leader,
  };
}

/** Whether a queued key belongs to one of `shards`: a project of them, or one's bulk sync. */
export function keyInShards(
  key: string,
  shards: ReadonlySet<number>,
  count: number,
  shardOf: ShardOf,
): boolean {
  if (key === ALL_PROJECTS) return shards.size > 0;
  const shard = shardOfSyncKey(key);
  return shards.has(shard ?? shardOf(key, count));
}

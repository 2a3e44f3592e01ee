import type { Observation } from './lease-verdict.js';

export interface ShardPlanInput {
  readonly shardCount: number;
  /** Shards this replica holds and works on (not those being given away). */
  readonly held: ReadonlySet<number>;
  /** How many shards are being given away: still held until the work on them has stopped. */
  readonly releasing: number;
  /** Shards this replica may take now: free, expired, never created. */
  readonly available: ReadonlySet<number>;
  /** Live replicas, this one included. */
  readonly members: number;
  /** Where this replica starts looking (its identity's hash), so replicas starting together try different shards first. */
  readonly start: number;
}

export type ShardPlan =
  | { readonly reason: 'below-target'; readonly target: number; readonly take: readonly number[] }
  | { readonly reason: 'above-target'; readonly target: number; readonly release: number }
  | { readonly reason: 'at-target' | 'none-available' | 'releasing'; readonly target: number };

/**
 * How many shards this replica should hold and what to do about it: a fair
 * share is ceil(shards / members). Below it, take available shards (up to
 * the share); above it, give away one at a time, so the shares move in steps
 * a peer can follow; while one is being given away, wait for that first.
 * With ceil some replicas may stay under the share when there is no shard
 * left: that is balanced enough, and nobody is ever asked to hold more.
 */
export function planShards(input: ShardPlanInput): ShardPlan {
  const { shardCount, held, releasing, available, start } = input;
  const members = Math.max(1, input.members);
  const target = Math.ceil(shardCount / members);
  if (releasing > 0) return { reason: 'releasing', target };
  const order = (shard: number): number => (shard - start + shardCount) % shardCount;
  if (held.size > target) {
    // The shard farthest from this replica's start goes: each replica keeps the ones it would take first.
    const release = [...held].sort((a, b) => order(b) - order(a))[0] ?? 0;
    return { reason: 'above-target', target, release };
  }
  const wanted = target - held.size;
  if (wanted <= 0) return { reason: 'at-target', target };
  const take = [...available]
    .filter((shard) => !held.has(shard))
    .sort((a, b) => order(a) - order(b))
    .slice(0, wanted);
  return take.length > 0 ? { reason: 'below-target', target, take } : { reason: 'none-available', target };
}

/**
 * Live replicas: membership Leases with a holder that were seen to change
 * within their leaseDuration (judged like any Lease, on the local clock),
 * plus this replica, which is alive whatever its own Lease says.
 */
export function countLiveMembers(
  members: ReadonlyMap<string, Observation>,
  ownLease: string,
  now: number,
): number {
  let live = 1;
  for (const [name, { record, observedAt }] of members) {
    if (name === ownLease || record.holderIdentity === '') continue;
    if (observedAt + record.leaseDurationSeconds * 1000 > now) live++;
  }
  return live;
}

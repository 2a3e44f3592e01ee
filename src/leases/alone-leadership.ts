import type { Leadership, LeadershipState } from './leadership.js';

/**
 * The leadership of a serve that runs alone (no leader election): it leads
 * and holds every shard from the start, and stopping changes nothing anyone
 * waits for.
 */
export function aloneLeadership({
  identity,
  shardCount = 1,
}: {
  readonly identity: string;
  readonly shardCount?: number;
}): Leadership {
  const state: LeadershipState = {
    leader: true,
    shards: new Set(Array.from({ length: shardCount }, (_, i) => i)),
  };
  return {
    identity,
    shardCount,
    current: () => state,
    onChange: () => () => undefined,
    stop: () => Promise.resolve(),
  };
}

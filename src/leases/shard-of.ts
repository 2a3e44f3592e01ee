import { fnv1a32 } from '../runtime/index.js';

export { fnv1a32 };

/**
 * The shard a project belongs to: FNV-1a (32 bits) of the project's name in
 * UTF-8, modulo the shard count. Stable across processes, versions and
 * platforms, so every replica agrees without talking; changing the shard
 * count moves most projects (it is not a consistent hash), which is fine
 * because a restart with a new count starts every shard anew anyway.
 */
export function shardOf(project: string, shards: number): number {
  if (!Number.isInteger(shards) || shards < 1)
    throw new RangeError(`shards must be a positive integer, not ${shards}`);
  return fnv1a32(project) % shards;
}

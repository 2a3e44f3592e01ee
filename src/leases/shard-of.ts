const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a, 32 bits, of a string's UTF-8 bytes. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash;
}

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

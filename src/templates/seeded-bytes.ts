import { createHmac } from 'node:crypto';

/**
 * An endless, reproducible stream of bytes: HMAC-SHA256 of the seed over
 * (scope, name, block counter). The same seed, scope and name always give the
 * same bytes; without the seed nobody can predict them.
 */
export function seededBytes(seed: string, scope: string, name: string): () => number {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset >= block.length) {
      block = createHmac('sha256', seed).update(`${scope}\u0000${name}\u0000${counter++}`).digest();
      offset = 0;
    }
    return block[offset++] as number;
  };
}

/** An unbiased pick from `size` choices: bytes past the largest multiple of `size` are drawn again. */
export function pickIndex(nextByte: () => number, size: number): number {
  if (size < 1 || size > 256) throw new RangeError(`cannot pick from ${size} choices`);
  const limit = 256 - (256 % size);
  for (;;) {
    const byte = nextByte();
    if (byte < limit) return byte % size;
  }
}

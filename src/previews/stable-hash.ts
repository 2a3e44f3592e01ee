import { createHash } from 'node:crypto';

/** Eight hex digits of SHA-256: short enough for a name, stable across runs and machines. */
export function stableHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

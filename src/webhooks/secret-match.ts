import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Secrets compared in constant time. Both sides are hashed first so the
 * comparison is over equal-length digests whatever the lengths given, and
 * every configured secret is compared, so the time does not say which matched.
 */
export class SecretSet {
  private readonly digests: readonly Buffer[];

  constructor(secrets: readonly string[]) {
    this.digests = secrets.filter((s) => s !== '').map(digest);
  }

  get size(): number {
    return this.digests.length;
  }

  matches(candidate: string): boolean {
    return matchesAny(this.digests, candidate);
  }
}

/** For secrets looked up per request (the generic endpoint's per-project secrets). */
export function secretMatches(secrets: readonly string[], candidate: string): boolean {
  return matchesAny(secrets.filter((s) => s !== '').map(digest), candidate);
}

function matchesAny(digests: readonly Buffer[], candidate: string): boolean {
  const given = digest(candidate);
  let matched = false;
  for (const known of digests) matched = timingSafeEqual(known, given) || matched;
  return matched;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

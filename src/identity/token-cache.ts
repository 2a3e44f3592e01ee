import { createHash } from 'node:crypto';
import type { Clock } from '../runtime/index.js';

/**
 * What was learnt about a token, kept a short while under the SHA-256 of the
 * token: the token itself is never a key or a value here, so a heap dump or
 * a log of this map holds nothing that lets anyone in.
 */
export interface TokenCache<T> {
  get(token: string): T | undefined;
  /** Keeps `value` until `until` (milliseconds since the epoch) or the cache's ttl, whichever comes first. */
  set(token: string, value: T, until?: number): void;
  readonly size: number;
}

export interface TokenCacheOptions {
  /** The longest an entry is kept. */
  readonly ttlMs: number;
  /** Entries kept at once; past it the oldest goes first. */
  readonly maxEntries: number;
  readonly clock: Clock;
}

interface Entry<T> {
  readonly value: T;
  readonly until: number;
}

/** A bounded, expiring map from a token's hash to what was learnt about it. */
export function createTokenCache<T>({ ttlMs, maxEntries, clock }: TokenCacheOptions): TokenCache<T> {
  const entries = new Map<string, Entry<T>>();
  return {
    get(token) {
      const key = tokenKey(token);
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (clock.now() < entry.until) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(token, value, until = Number.POSITIVE_INFINITY) {
      if (ttlMs <= 0 || maxEntries <= 0) return;
      const key = tokenKey(token);
      entries.delete(key);
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, until: Math.min(until, clock.now() + ttlMs) });
    },
    get size() {
      return entries.size;
    },
  };
}

/** The key a token is kept under: its SHA-256, never the token. */
export function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

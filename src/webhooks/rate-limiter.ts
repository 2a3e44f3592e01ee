/** A token bucket: `burst` deliveries at once, refilled at `perSecond`. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export type RateDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Buckets kept before full (idle) ones are dropped; bounds memory when many addresses call once. */
const SWEEP_AT = 10_000;

/**
 * Per-key token buckets (the handler keys them by endpoint and source
 * address). Pure apart from the injected clock, so tests drive time.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  take(key: string): RateDecision {
    const now = this.now();
    const bucket = this.refilled(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    const wait = (1 - bucket.tokens) / this.limit.perSecond;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
  }

  private refilled(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      if (this.buckets.size >= SWEEP_AT) this.sweep(now);
      bucket = { tokens: this.limit.burst, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + elapsed * this.limit.perSecond);
    bucket.updatedAt = now;
    return bucket;
  }

  /** A bucket that has refilled completely is the same as no bucket. */
  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const elapsed = Math.max(0, now - bucket.updatedAt) / 1000;
      if (bucket.tokens + elapsed * this.limit.perSecond >= this.limit.burst) this.buckets.delete(key);
    }
  }
}

import type { ActivityEntry } from './status-view.js';

/**
 * What serve did that nothing else keeps: the write-back commits of image
 * updates and builds (their SHAs live only in the log otherwise). Newest
 * first, capped like the recent webhooks; listeners hear each record.
 */
export class ActivityLog {
  readonly #entries: ActivityEntry[] = [];
  readonly #listeners = new Set<() => void>();

  constructor(private readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1)
      throw new RangeError(`ActivityLog needs a capacity of at least 1, got ${capacity}`);
  }

  record(entries: readonly ActivityEntry[]): void {
    if (entries.length === 0) return;
    this.#entries.unshift(...entries);
    if (this.#entries.length > this.capacity) this.#entries.length = this.capacity;
    for (const listener of this.#listeners) listener();
  }

  list(): readonly ActivityEntry[] {
    return [...this.#entries];
  }

  /** Calls `listener` after each record; returns the unsubscribe. */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

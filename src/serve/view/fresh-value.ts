import type { Clock } from '../../runtime/index.js';

/**
 * A value read from the cluster and kept for a short while, so a page that
 * many people look at (and its live updates) costs one read per `ttlMs`
 * rather than one per request. Callers at the same moment share one read; a
 * failed read is not kept, so the next caller tries again.
 */
export class FreshValue<T> {
  #value: { readonly at: number; readonly value: T } | undefined;
  #reading: Promise<T> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  get(): Promise<T> {
    const kept = this.#value;
    if (kept !== undefined && this.clock.now() - kept.at < this.ttlMs) return Promise.resolve(kept.value);
    this.#reading ??= this.read()
      .then((value) => {
        this.#value = { at: this.clock.now(), value };
        return value;
      })
      .finally(() => (this.#reading = undefined));
    return this.#reading;
  }

  /** Forgets the kept value: the next `get` reads again. */
  forget(): void {
    this.#value = undefined;
  }
}

import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';

/** How often what is shown is compared with what was: the page's updates lag by at most this. */
export const CHANGE_CHECK_MS = 250;
/** Subscribers hear at least this often, so what is read from the cluster (health, previews) is shown afresh. */
export const REFRESH_MS = 10_000;

/**
 * Tells subscribers that something shown may have changed, at most once per
 * CHANGE_CHECK_MS. It compares a cheap fingerprint of serve's in-memory
 * state (the revision, the queue's counts, the newest webhook, the builds in
 * flight) on each tick, rather than threading callbacks through the queue,
 * the webhooks and the builds, and `poke` marks a change a part told of
 * itself (the activity log). Health and previews live in the cluster, not
 * in serve: subscribers also hear every REFRESH_MS. It ticks only while
 * someone listens.
 */
export class ChangeWatch {
  readonly #listeners = new Set<() => void>();
  #timer: unknown;
  #last: string | undefined;
  #poked = false;
  #toldAt = 0;

  constructor(
    private readonly fingerprint: () => string,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  subscribe(listener: () => void): () => void {
    if (this.#listeners.size === 0) {
      this.#last = this.fingerprint();
      this.#toldAt = this.clock.now();
      this.#schedule();
    }
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0 && this.#timer !== undefined) {
        this.clock.clearTimeout(this.#timer);
        this.#timer = undefined;
      }
    };
  }

  /** A change a part reported: subscribers hear of it at the next tick. */
  poke(): void {
    this.#poked = true;
  }

  #schedule(): void {
    this.#timer = this.clock.setTimeout(() => this.#tick(), CHANGE_CHECK_MS);
  }

  #tick(): void {
    const now = this.fingerprint();
    const due = this.clock.now() - this.#toldAt >= REFRESH_MS;
    const changed = this.#poked || due || now !== this.#last;
    this.#last = now;
    this.#poked = false;
    if (changed) this.#toldAt = this.clock.now();
    if (changed)
      for (const listener of [...this.#listeners]) {
        try {
          listener();
        } catch (error) {
          // One page's broken stream must not stop the others' updates, nor serve.
          this.log.error({ err: error }, 'status view listener failed');
        }
      }
    if (this.#listeners.size > 0) this.#schedule();
    else this.#timer = undefined;
  }
}

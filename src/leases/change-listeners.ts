import type { Logger } from '../observability/logger.js';
import type { LeadershipState } from './leadership.js';

export type ChangeListener = (state: LeadershipState, previous: LeadershipState) => void | Promise<void>;

export const NOTHING_HELD: LeadershipState = { leader: false, shards: new Set() };

/** Two states alike: the same lead and the same shards. */
export function sameState(a: LeadershipState, b: LeadershipState): boolean {
  return (
    a.leader === b.leader && a.shards.size === b.shards.size && [...a.shards].every((s) => b.shards.has(s))
  );
}

/**
 * The listeners of one Leadership. Each change calls every listener at once,
 * in the order changes happen; what `emit` returns settles when every
 * listener's promise has, so a Lease is handed over only after the work on it
 * stopped. A listener that throws or rejects is logged; the others still run.
 */
export class ChangeListeners {
  readonly #listeners = new Set<ChangeListener>();
  readonly #log: Logger;

  constructor(log: Logger) {
    this.#log = log;
  }

  add(listener: ChangeListener): () => void {
    // A wrapper of its own, so one listener added twice is called twice and removed once.
    const call: ChangeListener = (state, previous) => listener(state, previous);
    this.#listeners.add(call);
    return () => void this.#listeners.delete(call);
  }

  async emit(state: LeadershipState, previous: LeadershipState): Promise<void> {
    const settling = [...this.#listeners].map(async (listener) => {
      try {
        await listener(state, previous);
      } catch (error) {
        this.#log.error(
          { err: error, leader: state.leader, shards: [...state.shards] },
          'a leadership change listener failed',
        );
      }
    });
    await Promise.all(settling);
  }
}

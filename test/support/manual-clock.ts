import type { Clock } from '../../src/runtime/clock.js';

/** A Clock whose time moves only when the test moves it; timers fire only when it is moved past them. */
export interface ManualClock extends Clock {
  /** The delay of each timer set, in order. */
  readonly delays: number[];
  /** Sets the time, firing nothing. */
  set(ms: number): void;
  /** Moves the time on by `ms`, then fires the timers due by then, in the order they were set. */
  advance(ms: number): void;
  /**
   * Moves the time on by `ms` one due timer at a time, earliest first, each at its own time, and
   * lets the work it started settle before the next; timers set meanwhile fire too if due.
   */
  advanceSettling(ms: number): Promise<void>;
}

/** Resolves once the promises pending now have had their turn. */
export const flush = (): Promise<unknown> => new Promise((resolve) => setImmediate(resolve));

export function manualClock(): ManualClock {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 0;
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    setTimeout(callback, ms) {
      delays.push(ms);
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t.id !== handle);
    },
    set(ms) {
      now = ms;
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.callback();
    },
    async advanceSettling(ms) {
      const until = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= until).sort((a, b) => a.at - b.at)[0];
        if (due === undefined) break;
        timers = timers.filter((t) => t !== due);
        now = due.at;
        due.callback();
        await flush();
      }
      now = until;
    },
  };
}

import type { Clock } from '../../runtime/index.js';

/**
 * When each project's current error was first seen: the work queue keeps a
 * failure's message but not its time, and the view shows both.
 */
export class FirstSeen {
  readonly #seen = new Map<string, { readonly message: string; readonly at: string }>();

  constructor(private readonly clock: Pick<Clock, 'now'>) {}

  /** The ISO time `message` was first seen for `project`; undefined (and forgotten) when there is none. */
  at(project: string, message: string | undefined): string | undefined {
    if (message === undefined) {
      this.#seen.delete(project);
      return undefined;
    }
    const kept = this.#seen.get(project);
    if (kept?.message === message) return kept.at;
    const at = new Date(this.clock.now()).toISOString();
    this.#seen.set(project, { message, at });
    return at;
  }
}

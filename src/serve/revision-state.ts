import { GitshiftError } from '../errors/index.js';
import type { DesiredRevision } from './desired-state.js';

/** The revision of the config repository the daemon reconciles to: none until the first load, then the newest. */
export class RevisionState {
  private revision: DesiredRevision | undefined;
  private firstLoad: (() => void) | undefined;
  private readonly loaded = new Promise<void>((resolve) => (this.firstLoad = resolve));

  get(): DesiredRevision | undefined {
    return this.revision;
  }

  /** The newest revision; USAGE before the first load. */
  require(): DesiredRevision {
    if (this.revision === undefined)
      throw new GitshiftError('USAGE', 'no revision of the config repository loaded yet');
    return this.revision;
  }

  /** Waits for the first load, then resolves with the newest revision. */
  async whenLoaded(): Promise<DesiredRevision> {
    await this.loaded;
    return this.require();
  }

  /** Keeps `revision` as the newest; true when it is the first. Those waiting in `whenLoaded` resume after the caller's synchronous work. */
  set(revision: DesiredRevision): boolean {
    const first = this.revision === undefined;
    this.revision = revision;
    if (first) this.firstLoad?.();
    return first;
  }
}

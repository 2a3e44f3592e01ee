import type { ContainerAction } from '../../containers/index.js';

interface RecentWrite {
  readonly action: ContainerAction;
  readonly commit: string;
  /** The revision serve followed when the commit was made. */
  readonly revision: string | undefined;
  readonly at: number;
}

/**
 * What this serve committed for containers and its revision may not hold
 * yet: between the push and the fetch that brings it back, an inspect right
 * after a create must not answer 404, nor one after a delete "Running". An
 * entry counts while serve still follows the revision it was made on (the
 * next one loaded came after the push, so it holds the commit) and for at
 * most `keepMs`.
 */
export class RecentContainerWrites {
  private readonly entries = new Map<string, RecentWrite>();

  constructor(
    private readonly now: () => number,
    private readonly revision: () => string | undefined,
    private readonly keepMs = 10 * 60_000,
  ) {}

  record(project: string, name: string, action: ContainerAction, commit: string): void {
    this.entries.set(key(project, name), { action, commit, revision: this.revision(), at: this.now() });
  }

  /** The last write of the container, while it counts. */
  get(project: string, name: string): RecentWrite | undefined {
    const entry = this.entries.get(key(project, name));
    if (entry === undefined) return undefined;
    if (entry.revision === this.revision() && this.now() - entry.at < this.keepMs) return entry;
    this.entries.delete(key(project, name));
    return undefined;
  }

  /** Names of the project's containers with a write that counts. */
  names(project: string): string[] {
    return [...this.entries.keys()]
      .filter((k) => k.startsWith(`${project}/`))
      .map((k) => k.slice(project.length + 1))
      .filter((name) => this.get(project, name) !== undefined);
  }
}

function key(project: string, name: string): string {
  return `${project}/${name}`;
}

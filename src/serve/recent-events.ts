/** One accepted webhook event as GET /status shows it: what arrived and what serve did with it. */
export interface RecentEvent {
  /** ISO time it was accepted. */
  readonly at: string;
  /** `github-push`, `github-event`, `image-push`, `generic-trigger`. */
  readonly event: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/**
 * The last accepted events, newest first, kept in memory and capped so a
 * flood of deliveries cannot grow it. They answer "did my webhook arrive, and
 * what did it start?" without reading the log, and hold the GitHub events
 * (pull requests, other pushes) that builds and previews will act on.
 */
export class RecentEvents {
  private readonly entries: RecentEvent[] = [];

  constructor(
    private readonly capacity: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (!Number.isSafeInteger(capacity) || capacity < 1)
      throw new RangeError(`RecentEvents needs a capacity of at least 1, got ${capacity}`);
  }

  record(event: string, fields: Readonly<Record<string, unknown>>): void {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    this.entries.unshift({ at: this.now().toISOString(), event, fields: defined });
    if (this.entries.length > this.capacity) this.entries.length = this.capacity;
  }

  list(): readonly RecentEvent[] {
    return [...this.entries];
  }
}

import type { Leadership, LeadershipState } from '../../leases/leadership.js';
import type { Logger } from '../../observability/logger.js';
import type { ProjectWorkStatus } from '../../reconciler/work-queue.js';
import { sleep, type Clock } from '../../runtime/index.js';
import { ownsInboxEntry } from '../inbox/inbox-entry.js';
import {
  judgeReconcile,
  keyInShards,
  keysFor,
  leadershipChange,
  shardSyncKey,
  type ShardOf,
  type SyncScope,
} from './shard-scope.js';

/** How often a shard handed away is checked for runs still in flight. */
const DRAIN_POLL_MS = 100;

/** What GET /status shows of this replica. */
export interface ReplicaStatus {
  readonly identity: string;
  readonly leader: boolean;
  readonly shardCount: number;
  readonly shards: readonly number[];
}

/** What a replica's role drives: the work queue, and the leader's own work. */
export interface ReplicaRoleParts {
  readonly queue: {
    enqueue(key: string): unknown;
    status(): readonly ProjectWorkStatus[];
  };
  /** Whether a revision is loaded: before that a shard's sync has nothing to sync to (the first load queues it). */
  readonly loaded: () => boolean;
  /** Starts the leader's work (write-back, builds, pull requests, the inbox). */
  readonly becameLeader: () => Promise<void>;
  /** Stops the leader's work, letting what is in flight finish; the Lease is released after. */
  readonly lostLead: () => Promise<void>;
}

/**
 * This replica's part among its peers, from its Leadership: which queued
 * keys it reconciles (projects of the shards it holds), what a resync
 * covers, and what happens when shards or the lead move. Changes are handled
 * one at a time, each against the state handled before.
 */
export class ReplicaRole {
  #held: ReadonlySet<number> = new Set();
  #leader = false;
  #seen: LeadershipState = { leader: false, shards: new Set() };
  #chain: Promise<void> = Promise.resolve();

  constructor(
    readonly leadership: Leadership,
    private readonly shardOf: ShardOf,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  /** What a queued key syncs on this replica, or undefined when its shard is another's. */
  scopeOf(key: string): SyncScope | undefined {
    const verdict = judgeReconcile(key, this.#held, this.leadership.shardCount, this.shardOf);
    return verdict.reconcile ? verdict.scope : undefined;
  }

  /** The keys a request to reconcile `key` (a project, or ALL_PROJECTS) queues here. */
  keysFor(key: string): string[] {
    return keysFor(key, this.#held, this.leadership.shardCount, this.shardOf);
  }

  /** Leading: set once the leader's work has started, cleared as soon as the lead is lost. */
  isLeader(): boolean {
    return this.#leader;
  }

  /** Whether this replica consumes inbox entries for `owner` now. */
  owns(owner: string): boolean {
    return ownsInboxEntry(owner, { leader: this.#leader, shards: this.#held });
  }

  status(): ReplicaStatus {
    return {
      identity: this.leadership.identity,
      leader: this.#leader,
      shardCount: this.leadership.shardCount,
      shards: [...this.#held].sort((a, b) => a - b),
    };
  }

  /** Follows the Leadership from its current state on; returns the unsubscribe. */
  follow(parts: ReplicaRoleParts): () => void {
    const unsubscribe = this.leadership.onChange((state) => this.#enqueueChange(state, parts));
    void this.#enqueueChange(this.leadership.current(), parts);
    return unsubscribe;
  }

  #enqueueChange(state: LeadershipState, parts: ReplicaRoleParts): Promise<void> {
    const handled = this.#chain.then(() => this.#apply(state, parts));
    // One failed change must not stop the next from being handled; it is logged where it failed.
    this.#chain = handled.catch(() => undefined);
    return handled;
  }

  async #apply(state: LeadershipState, parts: ReplicaRoleParts): Promise<void> {
    const change = leadershipChange(state, this.#seen);
    this.#seen = state;
    // Taken at once: from now on this replica starts nothing of the shards it lost.
    this.#held = new Set(state.shards);
    if (change.gainedShards.length + change.lostShards.length > 0 || change.becameLeader || change.lostLead)
      this.log.info(
        {
          leader: state.leader,
          shards: [...state.shards].sort((a, b) => a - b),
          gained: change.gainedShards,
          lost: change.lostShards,
        },
        'replica-role',
      );
    if (change.lostLead) {
      this.#leader = false;
      try {
        await parts.lostLead();
      } catch (error) {
        this.log.error({ error: (error as Error).message }, 'leader-work-stop-failed');
      }
    }
    if (change.lostShards.length > 0) await this.#drain(new Set(change.lostShards), parts);
    if (parts.loaded()) for (const shard of change.gainedShards) parts.queue.enqueue(shardSyncKey(shard));
    if (change.becameLeader) {
      // Leading (for the inbox and build triggers) only once the leader's work runs.
      await parts.becameLeader();
      this.#leader = true;
    }
  }

  /** Waits until no run of the lost shards' projects is in flight. */
  async #drain(lost: ReadonlySet<number>, parts: ReplicaRoleParts): Promise<void> {
    const running = (): string[] =>
      parts.queue
        .status()
        .filter(
          (s) =>
            s.state === 'running' && keyInShards(s.project, lost, this.leadership.shardCount, this.shardOf),
        )
        .map((s) => s.project);
    const started = this.clock.now();
    let left = running();
    if (left.length > 0) this.log.info({ shards: [...lost], running: left }, 'shard-draining');
    while (left.length > 0) {
      await sleep(this.clock, DRAIN_POLL_MS);
      left = running();
    }
    this.log.info({ shards: [...lost], ms: this.clock.now() - started }, 'shard-released');
  }
}

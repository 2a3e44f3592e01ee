import { GitshiftError } from '../errors/index.js';
import type { KubeApi } from '../kube/kube-api.js';
import { KubeApiError } from '../kube/kube-error.js';
import type { Logger } from '../observability/logger.js';
import { onAbort, SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import { ChangeListeners, NOTHING_HELD, sameState, type ChangeListener } from './change-listeners.js';
import type { Leadership, LeadershipState } from './leadership.js';
import { microTime, type LeaseRecord } from './lease-record.js';
import {
  isMemberLeaseName,
  LEADER_LEASE,
  memberLeaseName,
  shardLeaseName,
  shardOfLeaseName,
  type LeaseRole,
} from './lease-names.js';
import { leaseStore, type LeaseStore } from './lease-store.js';
import { judgeLease, observe, renewalOverdue, type Observation } from './lease-verdict.js';
import { countLiveMembers, planShards } from './shard-plan.js';
import { fnv1a32 } from './shard-of.js';

export interface LeadershipOptions {
  readonly api: KubeApi;
  /** Transitions (acquired, lost, released) at info and warn; failed rounds at warn. */
  readonly logger: Logger;
  /** This replica's name in the Leases: unique among the replicas (serve: hostname and pid). */
  readonly identity: string;
  /** Where the Leases live; it must exist. */
  readonly namespace: string;
  /** How many shards projects are spread over. Default: 1 (the leader holds shard 0). */
  readonly shardCount?: number;
  /** How long a peer waits, from seeing a Lease last change, before taking it. Default: 10000. */
  readonly leaseDurationMs?: number;
  /** How long a holder keeps a Lease whose renewals fail before it gives it up. Default: 7000. */
  readonly renewDeadlineMs?: number;
  /** Time between rounds of reading and renewing the Leases. Default: 2000. */
  readonly retryPeriodMs?: number;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /**
   * Aborting stops renewing at once and releases nothing, as if the process
   * died: listeners hear that everything is gone and peers take over once
   * the Leases expire. For a hand-over call `stop()` instead.
   */
  readonly signal?: AbortSignal;
}

/** One write planned in a round: take or renew a Lease, or release it (holder cleared). */
interface LeaseWrite {
  readonly name: string;
  readonly role: LeaseRole;
  readonly release: boolean;
}

/**
 * Leader election and shard ownership on coordination.k8s.io/v1 Leases,
 * with client-go's leaderelection semantics: a Lease held by a peer is taken
 * only once it has not changed for its leaseDuration on this replica's clock
 * (never by comparing the peer's timestamps), every write names the
 * resourceVersion it read (a lost race is a 409, not two holders), a holder
 * whose renewals fail for renewDeadline gives up before any peer may take
 * over, and leaseTransitions counts the hand-overs.
 *
 * Every retryPeriod one round lists the namespace's gitshift Leases (one
 * request) and writes what changed: the leader Lease, and with more than one
 * shard this replica's membership Lease and its shard Leases, aiming at
 * ceil(shards / live members) shards each (planShards).
 */
export function openLeadership(options: LeadershipOptions): Leadership {
  return new LeaseLeadership(options);
}

class LeaseLeadership implements Leadership {
  readonly identity: string;
  readonly shardCount: number;
  readonly #store: LeaseStore;
  readonly #log: Logger;
  readonly #clock: Clock;
  readonly #leaseDurationMs: number;
  readonly #renewDeadlineMs: number;
  readonly #retryPeriodMs: number;
  readonly #memberLease: string;
  readonly #listeners: ChangeListeners;
  /** Every gitshift Lease of the namespace as last observed to change. */
  readonly #observed = new Map<string, Observation>();
  /** Leases this replica holds, with the local time their last successful write was sent. */
  readonly #held = new Map<string, number>();
  /** Held shard Leases announced as gone, kept renewed until the listeners have stopped their work. */
  readonly #releasing = new Set<string>();
  /** Of those, the ones whose listeners have settled: released in the next round. */
  readonly #releasable = new Set<string>();
  readonly #halt = new AbortController();
  readonly #killed: AbortSignal | undefined;
  #state: LeadershipState = NOTHING_HELD;
  #wake: () => void = () => undefined;
  #stopping: Promise<void> | undefined;
  readonly #running: Promise<void>;

  constructor(options: LeadershipOptions) {
    const {
      shardCount = 1,
      leaseDurationMs = 10_000,
      renewDeadlineMs = 7_000,
      retryPeriodMs = 2_000,
      clock = SYSTEM_CLOCK,
    } = options;
    if (!(leaseDurationMs > renewDeadlineMs && renewDeadlineMs > retryPeriodMs))
      throw new GitshiftError(
        'SERVE_CONFIG_INVALID',
        `leaseDuration (${leaseDurationMs} ms) > renewDeadline (${renewDeadlineMs} ms) > retryPeriod (${retryPeriodMs} ms) must hold`,
      );
    if (!Number.isInteger(shardCount) || shardCount < 1 || shardCount > 256)
      throw new GitshiftError('SERVE_CONFIG_INVALID', `shards must be 1..256, not ${shardCount}`);
    this.identity = options.identity;
    this.shardCount = shardCount;
    this.#store = leaseStore(options.api, options.namespace);
    this.#log = options.logger.child({ component: 'leases', identity: options.identity });
    this.#clock = clock;
    this.#leaseDurationMs = leaseDurationMs;
    this.#renewDeadlineMs = renewDeadlineMs;
    this.#retryPeriodMs = retryPeriodMs;
    this.#memberLease = memberLeaseName(options.identity);
    this.#listeners = new ChangeListeners(this.#log);
    this.#killed = options.signal;
    if (options.signal !== undefined)
      onAbort(options.signal, () => this.#halt.abort(new GitshiftError('ABORTED', 'leadership abandoned')));
    this.#running = this.#run().catch((error: unknown) => {
      this.#log.error({ err: error }, 'leader election stopped on an unexpected error; peers take over');
    });
  }

  current(): LeadershipState {
    return this.#state;
  }

  onChange(listener: ChangeListener): () => void {
    return this.#listeners.add(listener);
  }

  stop(): Promise<void> {
    this.#stopping ??= this.#stopAndRelease();
    return this.#stopping;
  }

  async #run(): Promise<void> {
    while (!this.#halt.signal.aborted) {
      await this.#round();
      if (this.#halt.signal.aborted) break;
      await this.#sleep(this.#nextRoundAt() - this.#clock.now());
    }
    if (this.#killed?.aborted === true && this.#held.size > 0) {
      this.#log.warn({ leases: [...this.#held.keys()] }, 'leadership abandoned without releasing its Leases');
      this.#held.clear();
      this.#releasing.clear();
      this.#releasable.clear();
      // Nothing to wait for: a killed replica releases nothing (listeners' failures are logged by them).
      void this.#announce();
    }
  }

  /** One round: read every Lease, write ours, give up what is overdue, tell the listeners. */
  async #round(): Promise<void> {
    const started = this.#clock.now();
    this.#dropOverdue(started);
    const timeout = new AbortController();
    const handle = this.#clock.setTimeout(
      () => timeout.abort(new GitshiftError('TIMED_OUT', 'a round of Lease renewals ran out of time')),
      this.#roundDeadline(started) - started,
    );
    const signal = AbortSignal.any([this.#halt.signal, timeout.signal]);
    try {
      await this.#refresh(signal, started);
      await Promise.all(this.#plan(started).map((write) => this.#write(write, started, signal)));
    } finally {
      this.#clock.clearTimeout(handle);
    }
    this.#dropOverdue(this.#clock.now());
    // The rounds go on while listeners work: only a hand-over waits for them (#handOver).
    void this.#announce();
  }

  /** Lists the Leases; a held Lease now naming another holder was taken (it expired in a peer's eyes). */
  async #refresh(signal: AbortSignal, now: number): Promise<void> {
    let listed;
    try {
      listed = await this.#store.list({ signal });
    } catch (error) {
      this.#logFailure(error, 'could not read the Leases; renewing from what was last seen');
      return;
    }
    const seen = new Set(listed.map((lease) => lease.name));
    for (const name of this.#observed.keys()) if (!seen.has(name)) this.#observed.delete(name);
    for (const lease of listed)
      this.#observed.set(lease.name, observe(this.#observed.get(lease.name), lease, now));
    for (const name of this.#held.keys()) {
      const holder = this.#observed.get(name)?.record.holderIdentity;
      if (holder !== undefined && holder !== this.identity) this.#lose(name, `now held by '${holder}'`);
    }
  }

  /** The writes of this round: the leader Lease, the membership Lease, held shards, shards to take or release. */
  #plan(now: number): LeaseWrite[] {
    const writes: LeaseWrite[] = [];
    if (judgeLease(this.identity, this.#observed.get(LEADER_LEASE), now).mayTake)
      writes.push({ name: LEADER_LEASE, role: 'leader', release: false });
    if (this.shardCount === 1) return writes;
    // Shards wait for a round after this replica's membership was first written: replicas started
    // together then count each other, instead of the first taking every shard and handing most back.
    const counted = this.#held.has(this.#memberLease);
    writes.push({ name: this.#memberLease, role: 'member', release: false });
    const held = new Set<number>();
    const available = new Set<number>();
    for (let shard = 0; shard < this.shardCount; shard++) {
      const name = shardLeaseName(shard);
      if (this.#held.has(name)) {
        writes.push({ name, role: 'shard', release: this.#releasable.has(name) });
        if (!this.#releasing.has(name)) held.add(shard);
      } else if (counted && judgeLease(this.identity, this.#observed.get(name), now).mayTake)
        available.add(shard);
    }
    const members = new Map([...this.#observed].filter(([name]) => isMemberLeaseName(name)));
    const plan = planShards({
      shardCount: this.shardCount,
      held,
      releasing: this.#releasing.size,
      available,
      members: countLiveMembers(members, this.#memberLease, now),
      start: fnv1a32(this.identity) % this.shardCount,
    });
    if (plan.reason === 'below-target')
      for (const shard of plan.take)
        writes.push({ name: shardLeaseName(shard), role: 'shard', release: false });
    if (plan.reason === 'above-target') this.#handOver(shardLeaseName(plan.release), plan.target);
    return writes;
  }

  /** Writes one Lease; a failure is logged and judged again next round (a renewal has until renewDeadline). */
  async #write({ name, role, release }: LeaseWrite, now: number, signal: AbortSignal): Promise<void> {
    const previous = this.#observed.get(name);
    try {
      const written = await this.#store.write(
        {
          name,
          role,
          record: release ? this.#released(previous?.record, now) : this.#holding(previous?.record, now),
        },
        previous?.resourceVersion,
        { signal },
      );
      this.#observed.set(name, {
        record: written.record,
        resourceVersion: written.resourceVersion,
        observedAt: now,
      });
      if (release) {
        this.#forget(name);
        this.#log.info({ lease: name }, 'released Lease');
      } else {
        if (!this.#held.has(name) && role !== 'member')
          this.#log.info({ lease: name, transitions: written.record.leaseTransitions }, 'acquired Lease');
        this.#held.set(name, now);
      }
    } catch (error) {
      if (error instanceof KubeApiError && error.status === 409)
        this.#log.debug({ lease: name }, 'another replica wrote the Lease first');
      else this.#logFailure(error, `could not write Lease ${name}`);
    }
  }

  /** This replica's record for a Lease it takes or renews: transitions count only changes of holder. */
  #holding(previous: LeaseRecord | undefined, now: number): LeaseRecord {
    const ours = previous?.holderIdentity === this.identity;
    return {
      holderIdentity: this.identity,
      leaseDurationSeconds: Math.ceil(this.#leaseDurationMs / 1000),
      leaseTransitions: previous === undefined ? 0 : previous.leaseTransitions + (ours ? 0 : 1),
      acquireTime: (ours ? previous.acquireTime : undefined) ?? microTime(now),
      renewTime: microTime(now),
    };
  }

  /** A released Lease, as client-go writes it: no holder, so a peer takes it at its next round. */
  #released(previous: LeaseRecord | undefined, now: number): LeaseRecord {
    return {
      holderIdentity: '',
      leaseDurationSeconds: 1,
      leaseTransitions: previous?.leaseTransitions ?? 0,
      acquireTime: microTime(now),
      renewTime: microTime(now),
    };
  }

  /** Announces a shard as gone and releases its Lease once the listeners have stopped its work. */
  #handOver(name: string, target: number): void {
    this.#log.info({ lease: name, target }, 'handing over a shard to even the shares');
    this.#releasing.add(name);
    const settled = this.#announce();
    void settled.then(() => {
      if (!this.#releasing.has(name)) return;
      this.#releasable.add(name);
      this.#wake();
    });
  }

  #dropOverdue(now: number): void {
    for (const [name, renewedAt] of this.#held)
      if (renewalOverdue(renewedAt, this.#renewDeadlineMs, now))
        this.#lose(
          name,
          `renewals failed for ${now - renewedAt} ms (renewDeadline ${this.#renewDeadlineMs} ms)`,
        );
  }

  #lose(name: string, why: string): void {
    this.#forget(name);
    // Our own membership "lost" only means peers may count us gone for a while; it comes back next round.
    if (name !== this.#memberLease) this.#log.warn({ lease: name }, `lost Lease: ${why}`);
  }

  #forget(name: string): void {
    this.#held.delete(name);
    this.#releasing.delete(name);
    this.#releasable.delete(name);
  }

  /** Tells the listeners when what is held changed; settles when they have. */
  #announce(): Promise<void> {
    const leader = this.#held.has(LEADER_LEASE);
    const shards = new Set<number>();
    if (this.shardCount === 1) {
      if (leader) shards.add(0);
    } else
      for (const name of this.#held.keys()) {
        const shard = shardOfLeaseName(name);
        if (shard !== undefined && shard < this.shardCount && !this.#releasing.has(name)) shards.add(shard);
      }
    const state: LeadershipState = { leader, shards };
    const previous = this.#state;
    if (sameState(state, previous)) return Promise.resolve();
    this.#state = state;
    this.#log.info({ leader, shards: [...shards].sort((a, b) => a - b) }, 'leadership changed');
    return this.#listeners.emit(state, previous);
  }

  /** A round must end by the first renewal deadline, so an overdue Lease is given up on time. */
  #roundDeadline(now: number): number {
    return Math.min(
      now + this.#renewDeadlineMs,
      ...[...this.#held.values()].map((at) => at + this.#renewDeadlineMs),
    );
  }

  #nextRoundAt(): number {
    return Math.min(
      this.#clock.now() + this.#retryPeriodMs,
      ...[...this.#held.values()].map((at) => at + this.#renewDeadlineMs),
    );
  }

  /** Waits until the next round, or less when woken (a shard ready to hand over) or halted. */
  #sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      let stopListening = (): void => undefined;
      const done = (): void => {
        this.#clock.clearTimeout(handle);
        stopListening();
        this.#wake = () => undefined;
        resolve();
      };
      const handle = this.#clock.setTimeout(done, Math.max(0, ms));
      stopListening = onAbort(this.#halt.signal, done);
      this.#wake = done;
    });
  }

  /** Stops the rounds, lets the listeners stop their work, then releases every Lease so peers take over at once. */
  async #stopAndRelease(): Promise<void> {
    this.#halt.abort(new GitshiftError('ABORTED', 'leadership stopped'));
    await this.#running;
    this.#releasing.clear();
    this.#releasable.clear();
    const held = [...this.#held.keys()];
    this.#held.clear();
    await this.#announce();
    const timeout = new AbortController();
    const handle = this.#clock.setTimeout(() => timeout.abort(), this.#renewDeadlineMs);
    const now = this.#clock.now();
    try {
      await Promise.all(
        held.map(async (name) => {
          const previous = this.#observed.get(name);
          try {
            if (name === this.#memberLease) await this.#store.remove(name, { signal: timeout.signal });
            else
              await this.#store.write(
                {
                  name,
                  role: name === LEADER_LEASE ? 'leader' : 'shard',
                  record: this.#released(previous?.record, now),
                },
                previous?.resourceVersion,
                { signal: timeout.signal },
              );
            this.#log.info({ lease: name }, 'released Lease');
          } catch (error) {
            this.#logFailure(error, `could not release Lease ${name}; peers take it once it expires`);
          }
        }),
      );
    } finally {
      this.#clock.clearTimeout(handle);
    }
  }

  #logFailure(error: unknown, message: string): void {
    // A round cut short by stop() or a kill is no news; one cut short by its deadline is.
    if (this.#halt.signal.aborted) this.#log.debug({ err: error }, message);
    else this.#log.warn({ err: error }, message);
  }
}

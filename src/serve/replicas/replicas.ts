import type { KubeApi } from '../../kube/kube-api.js';
import { openLeadership, shardOf } from '../../leases/index.js';
import type { Logger } from '../../observability/logger.js';
import { SYSTEM_CLOCK } from '../../runtime/index.js';
import { openInboxConsumer, type DispatchOutcome, type InboxConsumer } from '../inbox/inbox-consumer.js';
import { inboxOwner, type InboxEvent } from '../inbox/inbox-entry.js';
import { inboxRecorder } from '../inbox/inbox-recorder.js';
import { ALL_PROJECTS } from '../reconcile-project.js';
import type { ResolvedServeConfig } from '../serve-config.js';
import { LeaderWork, type LeaderWorkParts } from './leader-work.js';
import { ReplicaRole, type ReplicaRoleParts, type ReplicaStatus } from './replica-role.js';
import type { SyncScope } from './shard-scope.js';

/** The first half of a replica, opened before the work queue: its Leases, and how the queue and webhooks follow them. */
export interface ReplicaSeat {
  readonly role: ReplicaRole;
  /** The queue's shard option: what a key syncs here, and what a resync covers (the held shards). */
  readonly shards: {
    readonly scopeOf: (key: string) => SyncScope | undefined;
    readonly resyncKeys: () => readonly string[];
  };
  /** The webhooks' sink: records an event for the leader (or a shard's holder) before the delivery is answered. */
  readonly record: (event: InboxEvent) => Promise<unknown>;
}

/** Starts campaigning for the lead and the shards in `replicas.leaseNamespace`. */
export function openReplicaSeat(
  config: ResolvedServeConfig,
  { api, logger }: { readonly api: KubeApi; readonly logger: Logger },
): ReplicaSeat {
  const { replicas } = config;
  const leadership = openLeadership({
    api,
    logger: logger.child({ component: 'leases' }),
    identity: replicas.identity,
    namespace: replicas.leaseNamespace,
    shardCount: replicas.shards,
    leaseDurationMs: replicas.leaseDurationMs,
    renewDeadlineMs: replicas.renewDeadlineMs,
    retryPeriodMs: replicas.retryPeriodMs,
  });
  const role = new ReplicaRole(leadership, shardOf, SYSTEM_CLOCK, logger.child({ component: 'replicas' }));
  return {
    role,
    shards: { scopeOf: (key) => role.scopeOf(key), resyncKeys: () => role.keysFor(ALL_PROJECTS) },
    record: inboxRecorder({
      api,
      namespace: replicas.leaseNamespace,
      identity: replicas.identity,
      ownerOf: (event) => inboxOwner(event, replicas.shards, shardOf),
      now: () => SYSTEM_CLOCK.now(),
    }),
  };
}

export interface ReplicaStartParts extends LeaderWorkParts {
  readonly api: KubeApi;
  readonly queue: ReplicaRoleParts['queue'];
  readonly loaded: () => boolean;
  /** The webhooks' dispatch: the effect of an inbox entry, durable when it resolves. */
  readonly dispatch: (event: InboxEvent) => Promise<DispatchOutcome>;
  /** serve's `inbox` logger. */
  readonly inboxLog: Logger;
  /** How long pending write-backs may take to push when the lead is lost. */
  readonly writeBackGraceMs: number;
}

/** A replica at work: its role followed, the leader's work, and the inbox consumed. */
export interface RunningReplica {
  readonly work: LeaderWork;
  /** Resolves once this replica lost the lead it held (or could not start the leader's work) and that work has stopped. */
  readonly lostLead: Promise<void>;
  status(): ReplicaStatus & { readonly inboxPending: number };
  /** Stops consuming the inbox (the entry in flight is finished and deleted). */
  stopInbox(): Promise<void>;
  /** Stops following, then releases every Lease so a peer takes over at once. */
  release(): Promise<void>;
}

/**
 * Puts the replica to work once the daemon's parts exist: the leader's work
 * starts when it takes the lead; losing the lead stops that work (pending
 * write-backs pushed, builds recorded as interrupted) before the Lease goes,
 * and then serve exits, as client-go's controllers do, to start again as a
 * follower with nothing of the old lead left in memory.
 */
export function startReplica(
  { role }: ReplicaSeat,
  config: ResolvedServeConfig,
  parts: ReplicaStartParts,
): RunningReplica {
  const work = new LeaderWork(parts);
  const log = parts.log;
  let leadLost: () => void = () => undefined;
  const lostLead = new Promise<void>((resolve) => (leadLost = resolve));
  const inbox: InboxConsumer = openInboxConsumer({
    api: parts.api,
    namespace: config.replicas.leaseNamespace,
    owns: (owner) => role.owns(owner),
    active: () => role.isLeader() || role.status().shards.length > 0,
    dispatch: parts.dispatch,
    clock: SYSTEM_CLOCK,
    log: parts.inboxLog,
  });
  const unfollow = role.follow({
    queue: parts.queue,
    loaded: parts.loaded,
    becameLeader: async () => {
      try {
        await work.start();
      } catch (error) {
        // Half-started leader work is no lead: stop it and exit, so a fresh start (here or a peer) leads.
        log.error({ error: (error as Error).message }, 'leader-work-failed');
        await work.stop(parts.writeBackGraceMs);
        leadLost();
      }
    },
    lostLead: async () => {
      log.warn({ identity: role.leadership.identity }, 'leadership-lost');
      await work.stop(parts.writeBackGraceMs);
      leadLost();
    },
  });
  inbox.start();
  return {
    work,
    lostLead,
    status: () => ({ ...role.status(), inboxPending: inbox.pending() }),
    stopInbox: () => inbox.stop(),
    async release() {
      unfollow();
      await role.leadership.stop();
    },
  };
}

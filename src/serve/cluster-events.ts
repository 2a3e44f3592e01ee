import { ClusterEventRecorder } from '../events/cluster-event-recorder.js';
import type { EventRecorder } from '../events/event-recorder.js';
import type { EventOutcome } from '../events/event-writer.js';
import type { KubeApi } from '../kube/kube-api.js';
import type { Logger } from '../observability/logger.js';
import type { Clock } from '../runtime/index.js';
import { RolloutFollower } from './rollouts/rollout-follower.js';
import type { ResolvedServeConfig } from './serve-config.js';

/** serve's Kubernetes Events: the recorder every part reports to, and the rollouts followed for theirs. */
export interface DaemonEvents {
  readonly recorder: EventRecorder;
  readonly rollouts: Pick<RolloutFollower, 'started'>;
  /** Stops following rollouts, writes what is recorded until `signal` aborts, then drops the rest (counted). */
  stop(signal: AbortSignal): Promise<void>;
}

export interface ClusterEventsOptions {
  readonly api: KubeApi;
  /** The replica's identity: the Events' reportingInstance. */
  readonly identity: string;
  readonly clock: Clock;
  /** serve's `events` logger. */
  readonly log: Logger;
  /** Each outcome, for serve's metrics. */
  readonly counted?: ((outcome: EventOutcome) => void) | undefined;
}

/**
 * Events and rollouts written and followed through `api` on the calling
 * thread: the daemon's own when it is given no other (tests, embedding), and
 * what the events worker (events-worker/) runs in its thread.
 */
export function clusterEvents({ api, identity, clock, log, counted }: ClusterEventsOptions): DaemonEvents {
  const recorder = new ClusterEventRecorder({
    api,
    identity,
    clock,
    log,
    ...(counted === undefined ? {} : { counted }),
  });
  const rollouts = new RolloutFollower({ api, events: recorder, clock, log });
  return {
    recorder,
    rollouts,
    async stop(signal) {
      await rollouts.stop();
      await recorder.flush(signal);
      await recorder.stop();
      log.info(recorder.counts(), 'events-stopped');
    },
  };
}

/** The daemon's events on its own thread through `api`, or undefined when `events.enabled` is off. */
export function openDaemonEvents(
  config: ResolvedServeConfig,
  options: Omit<ClusterEventsOptions, 'identity'>,
): DaemonEvents | undefined {
  if (!config.events.enabled) return undefined;
  return clusterEvents({ ...options, identity: config.replicas.identity });
}

import { ClusterEventRecorder } from '../events/cluster-event-recorder.js';
import type { KubeApi } from '../kube/kube-api.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { Clock } from '../runtime/index.js';
import { RolloutFollower } from './rollouts/rollout-follower.js';
import type { ResolvedServeConfig } from './serve-config.js';

/** serve's Kubernetes Events: the recorder every part reports to, and the rollouts followed for theirs. */
export interface DaemonEvents {
  readonly recorder: ClusterEventRecorder;
  readonly rollouts: RolloutFollower;
  /** Stops following rollouts, writes what is recorded until `signal` aborts, then drops the rest (counted). */
  stop(signal: AbortSignal): Promise<void>;
}

export interface DaemonEventsOptions {
  readonly api: KubeApi;
  readonly clock: Clock;
  /** serve's `events` logger. */
  readonly log: Logger;
  readonly metrics?: Pick<ServeMetrics, 'clusterEvent'> | undefined;
}

/** The daemon's events, or undefined when `events.enabled` is off. */
export function openDaemonEvents(
  config: ResolvedServeConfig,
  { api, clock, log, metrics }: DaemonEventsOptions,
): DaemonEvents | undefined {
  if (!config.events.enabled) return undefined;
  const recorder = new ClusterEventRecorder({
    api,
    identity: config.replicas.identity,
    clock,
    log,
    ...(metrics === undefined ? {} : { counted: (outcome) => metrics.clusterEvent(outcome) }),
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

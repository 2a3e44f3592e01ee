import type { ClusterEvent, EventOutcome } from '../../events/index.js';
import type { ObjectRef } from '../../kube/object-ref.js';
import type { LogLevel } from '../../observability/logger.js';
import type { AppliedGeneration } from '../../reconciler/sync-result.js';

/** What the events worker is started with. */
export interface EventsWorkerData {
  /** The kubeconfig (or ServiceAccount directory) the worker's own KubeApi reads: serve's. */
  readonly kubeconfig: string;
  /** The replica's identity: the Events' reportingInstance. */
  readonly identity: string;
  /** serve's log level: lines below it are not even sent across. */
  readonly level: LogLevel;
}

/** From serve to the worker: what serve's parts record and start, then the stop. */
export type ToEventsWorker =
  | { readonly kind: 'record'; readonly event: ClusterEvent }
  | {
      readonly kind: 'rollout';
      readonly ref: ObjectRef;
      readonly commit: string;
      readonly answer: AppliedGeneration | undefined;
    }
  /** Stop following rollouts, write what is recorded, then say `stopped`. */
  | { readonly kind: 'stop' }
  /** The stop's grace is over: drop what is still unwritten (counted) and abandon the writes in flight. */
  | { readonly kind: 'abandon' };

/** From the worker to serve. */
export type FromEventsWorker =
  /** Once, when it has loaded its modules and read its kubeconfig (or failed to, which it logs). */
  | { readonly kind: 'ready' }
  /** The outcomes since the last report, for serve's metrics. */
  | { readonly kind: 'counted'; readonly outcomes: Partial<Record<EventOutcome, number>> }
  /** One line of the worker's log, as pino wrote it (JSON), for serve's own logger. */
  | { readonly kind: 'log'; readonly line: string }
  | { readonly kind: 'stopped' };

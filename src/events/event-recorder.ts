import type { ObjectRef } from '../kube/object-ref.js';

/** Kubernetes' two event types: `Warning` for what someone should look at. */
export type ClusterEventType = 'Normal' | 'Warning';

/**
 * One thing gitshift did or saw, to be recorded as an `events.k8s.io/v1`
 * Event on the object it concerns, so `kubectl get events -n <project>`
 * tells the story of a sync, a rollout or a build.
 */
export interface ClusterEvent {
  /** The object the event is about (the project's Namespace for project-wide ones). */
  readonly regarding: ObjectRef & { readonly uid?: string | undefined };
  readonly type: ClusterEventType;
  /**
   * Why, in UpperCamelCase, stable for filters and aggregation: Synced,
   * DriftReverted, Pruned, RolloutStarted, RolloutFinished, RolloutFailed,
   * HookSucceeded, HookFailed, ImageUpdated, BuildStarted, BuildSucceeded,
   * BuildFailed, BuildCancelled, SyncFailed.
   */
  readonly reason: string;
  /** What gitshift was doing, in UpperCamelCase: Sync, Prune, Rollout, Hook, WriteBack, Build. */
  readonly action: string;
  /** For people: what happened, with the commit where there is one. Cut to the API's 1 kB. */
  readonly note: string;
  /** A second object involved (the Build of a BuildConfig, the Job of a hook). */
  readonly related?: ObjectRef | undefined;
}

/**
 * Where serve's parts send events. Recording never waits and never fails the
 * work that reports it: events are rate-limited, aggregated and written in
 * the background, and dropped (counted, logged) when the cluster refuses them.
 */
export interface EventRecorder {
  record(event: ClusterEvent): void;
}

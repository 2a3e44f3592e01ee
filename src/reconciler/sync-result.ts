import type { GitshiftError } from '../errors/gitshift-error.js';
import { describeRef, type ObjectRef } from '../kube/object-ref.js';
import type { PlannedObject, PlannedPrune } from './project-plan.js';

/**
 * What a sync did to one object, like the ResultCode of Argo CD's
 * gitops-engine (Synced, SyncFailed, Pruned, PruneSkipped), with unchanged
 * objects counted too, and objects left out of the apply: drift while
 * self-heal is off, or a stage after one that failed.
 */
export type ObjectSyncResult =
  | { readonly ref: ObjectRef; readonly result: 'applied'; readonly action: 'create' | 'update' | 'drift' }
  | { readonly ref: ObjectRef; readonly result: 'unchanged' }
  | { readonly ref: ObjectRef; readonly result: 'apply-skipped'; readonly reason: ApplySkipReason }
  | { readonly ref: ObjectRef; readonly result: 'pruned' }
  | { readonly ref: ObjectRef; readonly result: 'prune-skipped'; readonly reason: PruneSkipReason }
  | {
      readonly ref: ObjectRef;
      readonly result: 'failed';
      /** The step that failed: applying the object (hooks and waits included) or deleting it. */
      readonly phase: 'apply' | 'prune';
      readonly error: GitshiftError;
    };

export type ObjectSyncResultCode = ObjectSyncResult['result'];
export type ObjectFailure = Extract<ObjectSyncResult, { result: 'failed' }>;

/** Why a changed object was not applied. */
export type ApplySkipReason = 'self-heal-off' | 'earlier-stage-failed';

/**
 * Why an object Git no longer has was not deleted: the plan's own reasons
 * (not gitshift's, opted out, already gone, prune turned off), the prune
 * guard's refusal, or an earlier failure of the sync.
 */
export type PruneSkipReason = NonNullable<PlannedPrune['kept']> | 'prune-refused' | 'sync-failed';

/** An applied object's identity and generation, from the apply's own answer. */
export interface AppliedGeneration {
  readonly uid: string | undefined;
  readonly generation: number | undefined;
}

/** What a sync did to one project. */
export interface ProjectSyncResult {
  readonly project: string;
  /** One result per object planned or pruned, in plan order. */
  readonly objects: readonly ObjectSyncResult[];
  readonly applied: readonly ObjectRef[];
  /**
   * What the API server answered for each Deployment applied as it is (not
   * through lifecycle hooks), by refKey: where a rollout it started is followed from.
   */
  readonly deploymentAnswers?: ReadonlyMap<string, AppliedGeneration>;
  readonly pruned: readonly ObjectRef[];
  readonly unchanged: number;
  /** Objects found changed behind Git's back (re-applied when self-heal is on). */
  readonly drifted: readonly PlannedObject[];
  /** The failed objects, with their errors. */
  readonly failures: readonly ObjectFailure[];
  /** The failures as lines to print: `Deployment/shop/web: 422 …`, `prune ConfigMap/shop/old: …`. */
  readonly errors: readonly string[];
  /** What gitshift now owns for this project: the objects of its next inventory. */
  readonly owned: readonly ObjectRef[];
  readonly pruneRefused: string | undefined;
}

/** The line a failure prints as. */
export function describeFailure(failure: ObjectFailure): string {
  return `${failure.phase === 'prune' ? 'prune ' : ''}${describeRef(failure.ref)}: ${failure.error.message}`;
}

/** Whether every failure of a sync may pass by itself (a 503, a timeout), so that the same sync is worth retrying. */
export function onlyTransientFailures(failures: readonly ObjectFailure[]): boolean {
  return failures.every((f) => f.error.transient);
}

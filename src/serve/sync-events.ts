import type { ClusterEvent } from '../events/event-recorder.js';
import { refKey, type ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { hooksFor, startsRollout } from '../reconciler/hooks.js';
import type { PlannedObject, ProjectPlan } from '../reconciler/project-plan.js';
import type { RepositorySync } from '../reconciler/sync-repository.js';
import {
  describeFailure,
  type AppliedGeneration,
  type ProjectSyncResult,
} from '../reconciler/sync-result.js';

/** What one sync tells the cluster: its Events, and the Deployments whose rollout it started (to be followed). */
export interface SyncEvents {
  readonly events: readonly ClusterEvent[];
  readonly rollouts: readonly StartedRollout[];
}

/** A Deployment whose rollout a sync started, with the apply's answer when it was applied as it is. */
export interface StartedRollout {
  readonly ref: ObjectRef;
  readonly answer: AppliedGeneration | undefined;
}

/**
 * The Events of a finished sync, per project: Synced (when something was
 * applied or pruned) or SyncFailed on the project's Namespace, DriftReverted
 * and Pruned on each object concerned, HookSucceeded or HookFailed on a
 * Deployment with lifecycle hooks, and the Deployments whose pod template
 * changed, for RolloutStarted. A sync that changed nothing says nothing, so
 * the periodic resync writes no Events.
 */
export function syncEvents(
  sync: Pick<RepositorySync, 'plans' | 'results'>,
  commit: string,
  hooksOf: (project: string) => readonly KubeObject[],
): SyncEvents {
  const plans = new Map(sync.plans.map((p) => [p.project, p]));
  const events: ClusterEvent[] = [];
  const rollouts: StartedRollout[] = [];
  const at = commit.slice(0, 12);
  for (const result of sync.results) {
    const plan = plans.get(result.project);
    const planned = new Map(plan?.objects.map((o) => [refKey(o.ref), o]));
    const applied = new Set(result.applied.map(refKey));
    events.push(...projectEvents(result, plan, at));
    for (const drift of result.drifted)
      if (applied.has(refKey(drift.ref)))
        events.push(objectEvent(drift.ref, drift, 'DriftReverted', 'Sync', driftNote(drift, at)));
    const prunedLive = new Map(plan?.prunes.map((p) => [refKey(p.ref), p.live?.metadata.uid]));
    for (const ref of result.pruned)
      events.push({
        regarding: { ...ref, uid: prunedLive.get(refKey(ref)) },
        type: 'Normal',
        reason: 'Pruned',
        action: 'Prune',
        note: `deleted: no longer in Git at ${at}`,
      });
    for (const ref of result.applied) {
      const object = planned.get(refKey(ref));
      if (ref.kind !== 'Deployment' || object === undefined || !startsRollout(object)) continue;
      rollouts.push({ ref, answer: result.deploymentAnswers?.get(refKey(ref)) });
      const phases = [...hooksFor(object.desired, hooksOf(result.project)).keys()];
      if (phases.length > 0)
        events.push(
          objectEvent(
            ref,
            object,
            'HookSucceeded',
            'Hook',
            `lifecycle hooks ${phases.join(', ')} completed at ${at}`,
          ),
        );
    }
    for (const failure of result.failures)
      if (failure.error.code === 'HOOK_FAILED')
        events.push({
          regarding: { ...failure.ref, uid: planned.get(refKey(failure.ref))?.live?.metadata.uid },
          type: 'Warning',
          reason: 'HookFailed',
          action: 'Hook',
          note: `${failure.error.message} (at ${at})`,
        });
  }
  return { events, rollouts };
}

/** Synced or SyncFailed on the project's Namespace. */
function projectEvents(result: ProjectSyncResult, plan: ProjectPlan | undefined, at: string): ClusterEvent[] {
  const namespace = {
    apiVersion: 'v1',
    kind: 'Namespace',
    name: result.project,
    uid: plan?.objects.find((o) => o.ref.kind === 'Namespace' && o.ref.name === result.project)?.live
      ?.metadata.uid,
  };
  // As the work queue decides: the first permanent failure, else the first.
  const decisive = result.failures.find((f) => !f.error.transient) ?? result.failures[0];
  if (decisive !== undefined)
    return [
      {
        regarding: namespace,
        type: 'Warning',
        reason: 'SyncFailed',
        action: 'Sync',
        note: `sync to ${at} failed for ${result.failures.length} object(s): ${describeFailure(decisive)}`,
      },
    ];
  if (result.applied.length + result.pruned.length === 0) return [];
  return [
    {
      regarding: namespace,
      type: 'Normal',
      reason: 'Synced',
      action: 'Sync',
      note: `synced to ${at}: ${result.applied.length} applied, ${result.pruned.length} pruned, ${result.unchanged} unchanged`,
    },
  ];
}

function objectEvent(
  ref: ObjectRef,
  object: PlannedObject,
  reason: string,
  action: string,
  note: string,
): ClusterEvent {
  return { regarding: { ...ref, uid: object.live?.metadata.uid }, type: 'Normal', reason, action, note };
}

/** The fields put back, so that the same drift made again reads the same (and counts into one series). */
function driftNote(drift: PlannedObject, at: string): string {
  const fields = [...new Set(drift.changes.map((c) => c.path))];
  return `changed behind Git, put back to ${at}${fields.length === 0 ? '' : `: ${fields.join(', ')}`}`;
}

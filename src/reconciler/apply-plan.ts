import { asGitshiftError } from '../errors/index.js';
import type { KubeApi } from '../kube/kube-api.js';
import { describeRef, refKey, type ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { mapBounded, pollUntil, SYSTEM_CLOCK, throwIfAborted, type Clock } from '../runtime/index.js';
import { writePlanned } from './created-fields.js';
import { hooksFor, rollOutWithHooks, startsRollout, type RolloutOptions } from './hooks.js';
import type { Say } from './progress.js';
import type { PlannedObject, ProjectPlan } from './project-plan.js';
import { decideApply, decidePrune, ownedAfterSync } from './sync-decisions.js';
import { groupByStage, STAGE_NAMES } from './stages.js';
import {
  describeFailure,
  type AppliedGeneration,
  type ObjectFailure,
  type ObjectSyncResult,
  type ProjectSyncResult,
} from './sync-result.js';

export interface ApplyOptions {
  /** Re-apply objects whose managed fields were changed behind Git's back. Default: true. */
  readonly selfHeal?: boolean;
  /** Requests in flight at once within a stage. Default: 8. */
  readonly concurrency?: number;
  /** How long to wait for a CRD to be established before its custom resources. Default: 60 s. */
  readonly crdTimeoutMs?: number;
  readonly say?: Say;
  /** Lifecycle hook Jobs of the project's DeploymentConfigs, as rendered. Default: none. */
  readonly hooks?: readonly KubeObject[];
  readonly rollout?: RolloutOptions;
  /** Aborting it abandons the sync between requests and ends every wait (CRDs, hooks, rollouts) with ABORTED. */
  readonly signal?: AbortSignal | undefined;
  /** The clock of every wait. Default: the system clock. */
  readonly clock?: Clock;
}

/**
 * Applies a plan stage by stage, then prunes in reverse stage order. Objects
 * not live yet are created, the rest sent with server-side apply
 * (created-fields.ts); unchanged objects are not sent. A failed stage stops
 * the later stages of the project, since they may depend on it; prune runs
 * only when every apply succeeded. Returns one result per object; an abort is thrown
 * (ABORTED), not reported as a failure of the object it interrupted.
 */
export async function applyPlan(
  api: KubeApi,
  plan: ProjectPlan,
  options: ApplyOptions = {},
): Promise<ProjectSyncResult> {
  const {
    selfHeal = true,
    concurrency = 8,
    crdTimeoutMs = 60_000,
    say = () => undefined,
    hooks = [],
    signal,
    clock = SYSTEM_CLOCK,
  } = options;
  const waits: WaitOptions = { timeoutMs: crdTimeoutMs, clock, ...(signal === undefined ? {} : { signal }) };
  const results: ObjectSyncResult[] = [];
  const toApply: PlannedObject[] = [];
  for (const object of plan.objects) {
    const decision = decideApply(object, selfHeal);
    if (decision.apply) toApply.push(object);
    else if (decision.reason === 'unchanged') results.push({ ref: object.ref, result: 'unchanged' });
    else results.push({ ref: object.ref, result: 'apply-skipped', reason: decision.reason });
  }
  const failures: ObjectFailure[] = [];
  const fail = (ref: ObjectRef, phase: 'apply' | 'prune', error: unknown): void => {
    if (signal?.aborted === true) throw error;
    const failure: ObjectFailure = { ref, result: 'failed', phase, error: asGitshiftError(error) };
    failures.push(failure);
    results.push(failure);
  };
  const applied: ObjectRef[] = [];
  const deploymentAnswers = new Map<string, AppliedGeneration>();
  for (const stage of groupByStage(toApply, (o) => o.ref.kind)) {
    if (failures.length > 0) {
      // A later stage may depend on the failed one: its objects wait for the next sync.
      for (const object of stage.items)
        results.push({ ref: object.ref, result: 'apply-skipped', reason: 'earlier-stage-failed' });
      continue;
    }
    throwIfAborted(signal, `the sync of ${plan.project}`);
    await waitUntilServed(api, stage.items, waits);
    say(
      `${plan.project}: stage ${stage.index + 1}/${STAGE_NAMES.length} ${stage.name}: applying ${stage.items.length}`,
      plan.project,
    );
    await mapBounded(stage.items, concurrency, async (object) => {
      try {
        throwIfAborted(signal, `the sync of ${plan.project}`);
        const hooked =
          object.ref.kind === 'Deployment' ? hooksFor(object.desired, hooks) : new Map<string, KubeObject>();
        if (hooked.size > 0 && startsRollout(object))
          await rollOutWithHooks(api, object, hooked, {
            say,
            ...waits,
            ...options.rollout,
            timeoutMs: options.rollout?.timeoutMs ?? 600_000,
          });
        else {
          const answer = await writePlanned(api, object, signal);
          if (object.ref.kind === 'Deployment')
            deploymentAnswers.set(refKey(object.ref), {
              uid: answer.metadata.uid,
              generation: answer.metadata.generation,
            });
        }
        applied.push(object.ref);
        results.push({
          ref: object.ref,
          result: 'applied',
          action: object.action === 'unchanged' ? 'update' : object.action,
        });
      } catch (error) {
        fail(object.ref, 'apply', error);
      }
    });
    const crds = stage.items.filter((o) => o.ref.kind === 'CustomResourceDefinition');
    if (crds.length > 0 && failures.length === 0) {
      await waitForEstablished(
        api,
        crds.map((o) => o.ref),
        waits,
      );
      api.refreshDiscovery();
    }
  }

  const pruned: ObjectRef[] = [];
  const keptOwned: ObjectRef[] = [];
  const refused = plan.pruneVerdict.prune ? undefined : plan.pruneVerdict.reason;
  const context = { refused: refused !== undefined, applyFailed: failures.length > 0 };
  const deletions = [];
  for (const p of plan.prunes) {
    const decision = decidePrune(p, context);
    if (decision.prune) deletions.push(p);
    else {
      results.push({ ref: p.ref, result: 'prune-skipped', reason: decision.reason });
      if (decision.stillOwned) keptOwned.push(p.ref);
    }
  }
  for (const stage of groupByStage(deletions, (p) => p.ref.kind, 'prune')) {
    throwIfAborted(signal, `the sync of ${plan.project}`);
    say(`${plan.project}: pruning ${stage.items.length} in stage ${stage.name}`, plan.project);
    await mapBounded(stage.items, concurrency, async (p) => {
      try {
        await api.delete(p.ref, { signal });
        pruned.push(p.ref);
        results.push({ ref: p.ref, result: 'pruned' });
      } catch (error) {
        fail(p.ref, 'prune', error);
        keptOwned.push(p.ref);
      }
    });
  }
  return {
    project: plan.project,
    objects: results,
    applied,
    deploymentAnswers,
    pruned,
    unchanged: plan.objects.filter((o) => o.action === 'unchanged').length,
    drifted: plan.objects.filter((o) => o.action === 'drift'),
    failures,
    errors: failures.map(describeFailure),
    owned: ownedAfterSync(plan, keptOwned),
    pruneRefused: refused,
  };
}

interface WaitOptions {
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  readonly clock: Clock;
}

/** Custom resources can only be applied once their CRD is established and discovery shows them. */
async function waitUntilServed(
  api: KubeApi,
  batch: readonly PlannedObject[],
  waits: WaitOptions,
): Promise<void> {
  const kinds = new Map(batch.map((o) => [`${o.ref.apiVersion}/${o.ref.kind}`, o.ref]));
  for (const ref of kinds.values()) {
    if (await api.serves(ref.apiVersion, ref.kind, { signal: waits.signal })) continue;
    try {
      await pollUntil(
        async () => {
          api.refreshDiscovery();
          return (await api.serves(ref.apiVersion, ref.kind, { signal: waits.signal })) ? true : undefined;
        },
        {
          ...waits,
          intervalMs: 250,
          what: `the cluster to serve ${ref.kind} in ${ref.apiVersion}`,
        },
      );
    } catch (error) {
      // Not served in time: the apply then fails with the server's own message.
      if (asGitshiftError(error).code !== 'TIMED_OUT') throw error;
      return;
    }
  }
}

async function waitForEstablished(
  api: KubeApi,
  crds: readonly ObjectRef[],
  waits: WaitOptions,
): Promise<void> {
  for (const ref of crds) {
    await pollUntil(
      async () => {
        const live = await api.get(ref, { signal: waits.signal });
        const conditions =
          (live?.['status'] as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ??
          [];
        return conditions.some((c) => c.type === 'Established' && c.status === 'True') ? true : undefined;
      },
      { ...waits, intervalMs: 200, what: `${describeRef(ref)} to be established` },
    );
  }
}

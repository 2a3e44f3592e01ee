import type { KubeApi } from '../kube/kube-api.js';
import { describeRef, refKey, type ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { mapBounded } from './bounded.js';
import { hooksFor, rollOutWithHooks, startsRollout, type RolloutOptions } from './hooks.js';
import type { PlannedObject, ProjectPlan } from './project-plan.js';
import { STAGE_NAMES, stageOf } from './stages.js';
import type { ProjectSyncResult } from './sync-result.js';

export interface ApplyOptions {
  /** Re-apply objects whose managed fields were changed behind Git's back. Default: true. */
  readonly selfHeal?: boolean;
  /** Requests in flight at once within a stage. Default: 8. */
  readonly concurrency?: number;
  /** How long to wait for a CRD to be established before its custom resources. Default: 60 s. */
  readonly crdTimeoutMs?: number;
  readonly say?: (line: string) => void;
  /** Lifecycle hook Jobs of the project's DeploymentConfigs, as rendered. Default: none. */
  readonly hooks?: readonly KubeObject[];
  readonly rollout?: RolloutOptions;
}

/**
 * Applies a plan stage by stage with server-side apply, then prunes in reverse
 * stage order. Unchanged objects are not sent. A failed stage stops the later
 * stages of the project, since they may depend on it; prune runs only when
 * every apply succeeded.
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
  } = options;
  const toApply = plan.objects.filter(
    (o) => o.action === 'create' || o.action === 'update' || (o.action === 'drift' && selfHeal),
  );
  const applied: ObjectRef[] = [];
  const errors: string[] = [];
  for (const [stage, name] of STAGE_NAMES.entries()) {
    const batch = toApply.filter((o) => stageOf(o.ref.kind) === stage);
    if (batch.length === 0) continue;
    await waitUntilServed(api, batch, crdTimeoutMs);
    say(`${plan.project}: stage ${stage + 1}/${STAGE_NAMES.length} ${name}: applying ${batch.length}`);
    await mapBounded(batch, concurrency, async (object) => {
      try {
        const hooked =
          object.ref.kind === 'Deployment' ? hooksFor(object.desired, hooks) : new Map<string, KubeObject>();
        if (hooked.size > 0 && startsRollout(object))
          await rollOutWithHooks(api, object, hooked, { say, ...options.rollout });
        else await api.apply(object.desired);
        applied.push(object.ref);
      } catch (error) {
        errors.push(`${describeRef(object.ref)}: ${(error as Error).message}`);
      }
    });
    if (errors.length > 0) break;
    const crds = batch.filter((o) => o.ref.kind === 'CustomResourceDefinition');
    if (crds.length > 0) {
      await waitForEstablished(
        api,
        crds.map((o) => o.ref),
        crdTimeoutMs,
      );
      api.refreshDiscovery();
    }
  }

  const pruned: ObjectRef[] = [];
  const kept = new Map<string, ObjectRef>();
  const refused = plan.pruneVerdict.prune ? undefined : plan.pruneVerdict.reason;
  const deletions = plan.prunes.filter((p) => p.kept === undefined);
  // Still gitshift's: pruned once pruning is turned back on.
  for (const p of plan.prunes) if (p.kept === 'prune-disabled') kept.set(refKey(p.ref), p.ref);
  if (refused !== undefined || errors.length > 0) {
    // Nothing is deleted; gitshift still owns these, so a later sync may prune them.
    for (const p of deletions) kept.set(refKey(p.ref), p.ref);
  } else {
    for (let stage = STAGE_NAMES.length - 1; stage >= 0; stage--) {
      const batch = deletions.filter((p) => stageOf(p.ref.kind) === stage);
      if (batch.length === 0) continue;
      say(`${plan.project}: pruning ${batch.length} in stage ${STAGE_NAMES[stage] ?? stage}`);
      await mapBounded(batch, concurrency, async (p) => {
        try {
          await api.delete(p.ref);
          pruned.push(p.ref);
        } catch (error) {
          errors.push(`prune ${describeRef(p.ref)}: ${(error as Error).message}`);
          kept.set(refKey(p.ref), p.ref);
        }
      });
    }
  }
  const owned = [...plan.objects.map((o) => o.ref), ...kept.values()];
  return {
    project: plan.project,
    applied,
    pruned,
    unchanged: plan.objects.filter((o) => o.action === 'unchanged').length,
    drifted: plan.objects.filter((o) => o.action === 'drift'),
    errors,
    owned,
    pruneRefused: refused,
  };
}

/** Custom resources can only be applied once their CRD is established and discovery shows them. */
async function waitUntilServed(
  api: KubeApi,
  batch: readonly PlannedObject[],
  timeoutMs: number,
): Promise<void> {
  const kinds = new Map(batch.map((o) => [`${o.ref.apiVersion}/${o.ref.kind}`, o.ref]));
  const deadline = Date.now() + timeoutMs;
  for (const ref of kinds.values()) {
    while (!(await api.serves(ref.apiVersion, ref.kind))) {
      if (Date.now() > deadline) return; // the apply then fails with the server's own message
      api.refreshDiscovery();
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

async function waitForEstablished(
  api: KubeApi,
  crds: readonly ObjectRef[],
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const ref of crds) {
    for (;;) {
      const live = await api.get(ref);
      const conditions =
        (live?.['status'] as { conditions?: { type: string; status: string }[] } | undefined)?.conditions ??
        [];
      if (conditions.some((c) => c.type === 'Established' && c.status === 'True')) break;
      if (Date.now() > deadline)
        throw new Error(`${describeRef(ref)} was not established within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

import { refKey, type ObjectRef } from '../kube/object-ref.js';
import type { PlannedObject, PlannedPrune, ProjectPlan } from './project-plan.js';
import type { PruneSkipReason } from './sync-result.js';

/**
 * The decisions of a sync, apart from its requests: what to apply, what to
 * prune, what gitshift still owns afterwards. Pure, and tested table-style.
 */

/** What a sync does with one planned object, and why not when it does nothing. */
export type ApplyDecision =
  { readonly apply: true } | { readonly apply: false; readonly reason: 'unchanged' | 'self-heal-off' };

export function decideApply(object: Pick<PlannedObject, 'action'>, selfHeal: boolean): ApplyDecision {
  switch (object.action) {
    case 'create':
    case 'update':
      return { apply: true };
    case 'drift':
      return selfHeal ? { apply: true } : { apply: false, reason: 'self-heal-off' };
    case 'unchanged':
      return { apply: false, reason: 'unchanged' };
  }
}

/** Whether to delete one object Git no longer has, or why it stays. */
export type PruneDecision =
  | { readonly prune: true }
  | { readonly prune: false; readonly reason: PruneSkipReason; readonly stillOwned: boolean };

export interface PruneContext {
  /** The prune guard refused this sync's deletions (too many). */
  readonly refused: boolean;
  /** An apply of this sync failed: nothing is deleted, since what replaces it may not be there. */
  readonly applyFailed: boolean;
}

/**
 * An object the plan keeps for a reason of its own stays: not gitshift's,
 * opted out, or gone (no longer owned); prune turned off (still owned, so it
 * is pruned once prune is on). Otherwise it is deleted, unless the guard
 * refused or an apply failed: then it stays owned, for a later sync to prune.
 */
export function decidePrune(prune: Pick<PlannedPrune, 'kept'>, context: PruneContext): PruneDecision {
  if (prune.kept === 'prune-disabled') return { prune: false, reason: 'prune-disabled', stillOwned: true };
  if (prune.kept !== undefined) return { prune: false, reason: prune.kept, stillOwned: false };
  if (context.refused) return { prune: false, reason: 'prune-refused', stillOwned: true };
  if (context.applyFailed) return { prune: false, reason: 'sync-failed', stillOwned: true };
  return { prune: true };
}

/**
 * What gitshift owns for a project after a sync, its next inventory: every
 * object Git has, and whatever it did not delete but still owns (prune
 * refused, turned off, failed).
 */
export function ownedAfterSync(
  plan: Pick<ProjectPlan, 'objects'>,
  keptOwned: readonly ObjectRef[],
): ObjectRef[] {
  const owned = new Map<string, ObjectRef>();
  for (const object of plan.objects) owned.set(refKey(object.ref), object.ref);
  for (const ref of keptOwned) if (!owned.has(refKey(ref))) owned.set(refKey(ref), ref);
  return [...owned.values()];
}

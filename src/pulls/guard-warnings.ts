import type { RepositorySync } from '../reconciler/sync-repository.js';

/** Something a prune guard says about merging: a refusal fails the plan, a whole project's deletion is only pointed out. */
export interface GuardWarning {
  readonly project: string;
  readonly refusal: boolean;
  /** One sentence for a reviewer. */
  readonly message: string;
}

/** The prune guards the merge would trip, and the project folders whose removal would delete a whole project. */
export function guardWarnings(sync: RepositorySync): GuardWarning[] {
  const warnings: GuardWarning[] = [];
  for (const plan of sync.plans) {
    if (!plan.pruneVerdict.prune)
      warnings.push({
        project: plan.project,
        refusal: true,
        message: `prune refused: ${plan.pruneVerdict.reason}`,
      });
  }
  for (const removed of sync.removed) {
    warnings.push(
      removed.refused === undefined
        ? {
            project: removed.project,
            refusal: false,
            message: `folder removed: merging deletes the whole project, its ${removed.inventory.objects.length} objects`,
          }
        : { project: removed.project, refusal: true, message: removed.refused },
    );
  }
  return warnings;
}

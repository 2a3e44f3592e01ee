import type { ProjectPlan } from '../reconciler/project-plan.js';
import type { RemovedProject, RepositorySync } from '../reconciler/sync-repository.js';

/** One row of the plan's table: what merging would do to one project. */
export interface ProjectCounts {
  readonly project: string;
  readonly creates: number;
  readonly updates: number;
  readonly drift: number;
  /** Objects the merge would delete (none when the prune guard refuses). */
  readonly prunes: number;
  /** Deletions the prune guard refuses: they would not happen. */
  readonly refusedPrunes: number;
  readonly unchanged: number;
  /** The project folder is gone: its objects are deleted, or the deletion is refused. */
  readonly removal?: 'deleted' | 'refused' | undefined;
}

export interface PlanTotals {
  /** Projects with at least one change. */
  readonly projects: number;
  readonly creates: number;
  readonly updates: number;
  readonly drift: number;
  readonly prunes: number;
}

export function projectCounts(plan: ProjectPlan): ProjectCounts {
  const count = (action: string): number => plan.objects.filter((o) => o.action === action).length;
  const deletions = plan.prunes.filter((p) => p.kept === undefined).length;
  return {
    project: plan.project,
    creates: count('create'),
    updates: count('update'),
    drift: count('drift'),
    prunes: plan.pruneVerdict.prune ? deletions : 0,
    refusedPrunes: plan.pruneVerdict.prune ? 0 : deletions,
    unchanged: count('unchanged'),
  };
}

export function removalCounts(removed: RemovedProject): ProjectCounts {
  const refused = removed.refused !== undefined;
  return {
    project: removed.project,
    creates: 0,
    updates: 0,
    drift: 0,
    prunes: refused ? 0 : removed.inventory.objects.length,
    refusedPrunes: refused ? removed.inventory.objects.length : 0,
    unchanged: 0,
    removal: refused ? 'refused' : 'deleted',
  };
}

/** Every planned and every removed project, in the plan's order (removed ones last). */
export function allCounts(sync: RepositorySync): ProjectCounts[] {
  return [...sync.plans.map(projectCounts), ...sync.removed.map(removalCounts)];
}

/** Changes merging would make to the project (refused deletions are not made). */
export function changeCount(counts: ProjectCounts): number {
  return counts.creates + counts.updates + counts.drift + counts.prunes;
}

/** Whether the project belongs in the table: it changes, or a guard stops a change. */
export function isNotable(counts: ProjectCounts): boolean {
  return changeCount(counts) > 0 || counts.refusedPrunes > 0 || counts.removal !== undefined;
}

export function planTotals(rows: readonly ProjectCounts[]): PlanTotals {
  const sum = (pick: (c: ProjectCounts) => number): number => rows.reduce((n, c) => n + pick(c), 0);
  return {
    projects: rows.filter((c) => changeCount(c) > 0).length,
    creates: sum((c) => c.creates),
    updates: sum((c) => c.updates),
    drift: sum((c) => c.drift),
    prunes: sum((c) => c.prunes),
  };
}

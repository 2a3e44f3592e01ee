import type { ObjectRef } from '../kube/object-ref.js';
import type { PlannedObject } from './project-plan.js';

/** What a sync did to one project. */
export interface ProjectSyncResult {
  readonly project: string;
  readonly applied: readonly ObjectRef[];
  readonly pruned: readonly ObjectRef[];
  readonly unchanged: number;
  /** Objects found changed behind Git's back (re-applied when self-heal is on). */
  readonly drifted: readonly PlannedObject[];
  readonly errors: readonly string[];
  /** What gitshift now owns for this project: the objects of its next inventory. */
  readonly owned: readonly ObjectRef[];
  readonly pruneRefused: string | undefined;
}

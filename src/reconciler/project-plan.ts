import type { LiveObject } from '../kube/kube-api.js';
import type { ObjectRef } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import type { FieldChange } from './field-diff.js';
import type { PruneVerdict } from './prune-guard.js';

/** What a sync would do to one project: the plan that `planProject` makes and `applyPlan` carries out. */
export type ObjectAction = 'create' | 'update' | 'drift' | 'unchanged';

export interface PlannedObject {
  readonly ref: ObjectRef;
  /** The object to apply, stamped with its desired hash. */
  readonly desired: KubeObject;
  readonly live: LiveObject | undefined;
  readonly action: ObjectAction;
  /** For updates and drift: the fields that change, from the server's dry run. */
  readonly changes: readonly FieldChange[];
}

export interface PlannedPrune {
  readonly ref: ObjectRef;
  readonly live: LiveObject | undefined;
  /** Why the object stays although Git no longer has it, if it does. */
  readonly kept: 'not-owned' | 'opted-out' | 'gone' | 'prune-disabled' | undefined;
}

export interface ProjectPlan {
  readonly project: string;
  readonly objects: readonly PlannedObject[];
  readonly prunes: readonly PlannedPrune[];
  readonly pruneVerdict: PruneVerdict;
}

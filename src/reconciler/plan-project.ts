import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { refKey, refOf } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../render/provenance.js';
import { DESIRED_HASH_ANNOTATION, desiredHashOf, withDesiredHash } from './desired-hash.js';
import { changedFields, missingFields } from './field-diff.js';
import type { Inventory } from './inventory.js';
import type { LiveIndex } from './live-state.js';
import type { PlannedObject, PlannedPrune, ProjectPlan } from './project-plan.js';
import { judgePrune } from './prune-guard.js';

export const PRUNE_ANNOTATION = 'gitshift.io/prune';
const HASH_PATH = `metadata.annotations.${DESIRED_HASH_ANNOTATION}`;

export interface PlanOptions {
  readonly project: string;
  readonly desired: readonly KubeObject[];
  readonly inventory: Inventory | undefined;
  readonly live: LiveIndex;
  readonly maxDeleteRatio: number;
  readonly allowMassPrune: boolean;
  /** `prune.enabled` of gitshift.yaml: when false, nothing is deleted and the inventory keeps it all. */
  readonly pruneEnabled: boolean;
  /** Aborting it abandons the plan's requests. */
  readonly signal?: AbortSignal | undefined;
}

/**
 * What syncing a project would change. Objects whose live state carries the
 * same desired hash and holds every desired field are unchanged and cost no
 * request; for the rest the server's dry run of the apply says exactly which
 * fields change, defaults and status included on both sides and so cancelled out.
 */
export async function planProject(api: KubeApi, options: PlanOptions): Promise<ProjectPlan> {
  const { project, inventory, live } = options;
  const desired = options.desired.map(withDesiredHash);
  const objects = await Promise.all(
    desired.map((object) => planObject(api, object, live.get(refKey(refOf(object))), options.signal)),
  );
  const wanted = new Set(desired.map((object) => refKey(refOf(object))));
  const prunes: PlannedPrune[] = [];
  for (const ref of inventory?.objects ?? []) {
    if (wanted.has(refKey(ref))) continue;
    const object = live.get(refKey(ref)) ?? (await api.get(ref, { signal: options.signal }));
    const kept = keepReason(object, project);
    prunes.push({ ref, live: object, kept: kept ?? (options.pruneEnabled ? undefined : 'prune-disabled') });
  }
  const deletions = prunes.filter((p) => p.kept === undefined).length;
  const pruneVerdict = judgePrune({
    inventory: inventory?.objects.length ?? 0,
    desired: desired.length,
    deletions,
    maxDeleteRatio: options.maxDeleteRatio,
    allowed: options.allowMassPrune,
  });
  return { project, objects, prunes, pruneVerdict };
}

async function planObject(
  api: KubeApi,
  desired: KubeObject,
  live: LiveObject | undefined,
  signal: AbortSignal | undefined,
): Promise<PlannedObject> {
  const ref = refOf(desired);
  if (live === undefined) return { ref, desired, live, action: 'create', changes: [] };
  const missing = missingFields(desired, live);
  const sameHash = desiredHashOf(live) === desiredHashOf(desired);
  if (sameHash && missing.length === 0) return { ref, desired, live, action: 'unchanged', changes: [] };
  const dryRun = await api.apply(desired, { dryRun: true, signal });
  // The hash is gitshift's own bookkeeping: it changes with any change and says nothing by itself.
  const changes = changedFields(live, dryRun).filter((c) => c.path !== HASH_PATH);
  if (changes.length === 0 && !sameHash) return { ref, desired, live, action: 'update', changes };
  // The server may store a value in another spelling (a quantity, say): when its dry run changes nothing, nothing changes.
  if (changes.length === 0) return { ref, desired, live, action: 'unchanged', changes };
  return { ref, desired, live, action: sameHash ? 'drift' : 'update', changes };
}

function keepReason(live: LiveObject | undefined, project: string): PlannedPrune['kept'] {
  if (live === undefined) return 'gone';
  const labels = live.metadata.labels ?? {};
  if (labels[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE || labels[PROJECT_LABEL] !== project) return 'not-owned';
  if (live.metadata.annotations?.[PRUNE_ANNOTATION] === 'disabled') return 'opted-out';
  return undefined;
}

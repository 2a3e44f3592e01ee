import type { KubeApi, LiveObject } from '../kube/kube-api.js';
import { refKey, refOf } from '../kube/object-ref.js';
import type { KubeObject } from '../render/kube-object.js';
import { MANAGED_BY_LABEL, MANAGED_BY_VALUE, PROJECT_LABEL } from '../render/provenance.js';
import { DESIRED_HASH_ANNOTATION, desiredHashOf, withDesiredHash } from './desired-hash.js';
import { changedFields, missingFields } from './field-diff.js';
import type { Inventory } from './inventory.js';
import type { LiveIndex } from './live-state.js';
import type { ObjectAction, PlannedObject, PlannedPrune, ProjectPlan } from './project-plan.js';
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
  /**
   * Whether the plan must say which fields an update changes (a plan shown to
   * people). Otherwise an object Git changed is applied without a dry run
   * first, a request less; a Deployment is explained all the same, since
   * whether its pod template changes says whether a rollout starts (hooks,
   * RolloutStarted). Default: true.
   */
  readonly explainUpdates?: boolean | undefined;
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
  const explain = options.explainUpdates ?? true;
  const objects = await Promise.all(
    desired.map((object) =>
      planObject(api, object, live.get(refKey(refOf(object))), { explain, signal: options.signal }),
    ),
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
  { explain, signal }: { readonly explain: boolean; readonly signal: AbortSignal | undefined },
): Promise<PlannedObject> {
  const ref = refOf(desired);
  const sameHash = live !== undefined && desiredHashOf(live) === desiredHashOf(desired);
  const first = objectAction({
    live: live !== undefined,
    sameHash,
    missingFields: live === undefined ? 0 : missingFields(desired, live).length,
    changes: undefined,
  });
  if (first !== 'dry-run' || live === undefined)
    return { ref, desired, live, action: first as ObjectAction, changes: [] };
  // Git changed it: an update whatever the dry run would say, and nobody reads which fields.
  if (!sameHash && !explain && ref.kind !== 'Deployment')
    return { ref, desired, live, action: 'update', changes: [] };
  const dryRun = await api.apply(desired, { dryRun: true, signal });
  // The hash is gitshift's own bookkeeping: it changes with any change and says nothing by itself.
  const changes = changedFields(live, dryRun).filter((c) => c.path !== HASH_PATH);
  const action = objectAction({
    live: true,
    sameHash: desiredHashOf(live) === desiredHashOf(desired),
    missingFields: 0,
    changes: changes.length,
  });
  return { ref, desired, live, action: action as ObjectAction, changes };
}

export interface ObjectFacts {
  /** The object is in the cluster. */
  readonly live: boolean;
  /** Its live desired-hash annotation is the desired one: Git has not changed it since it was applied. */
  readonly sameHash: boolean;
  /** Desired fields the live object lacks. */
  readonly missingFields: number;
  /** Fields the server's dry run of the apply would change; undefined before the dry run. */
  readonly changes: number | undefined;
}

/**
 * What to do with one desired object, from what is known of it: create it
 * when it is not there; leave it when it carries the same hash and every
 * desired field; otherwise ask the server's dry run (`dry-run`), and then
 * update when Git changed it (a new hash), call it drift when the hash is the
 * same yet fields differ (changed behind Git's back), and leave it when the
 * dry run changes nothing although the hash is the same (the server stores a
 * value in another spelling, a quantity say).
 */
export function objectAction(facts: ObjectFacts): ObjectAction | 'dry-run' {
  if (!facts.live) return 'create';
  if (facts.changes === undefined)
    return facts.sameHash && facts.missingFields === 0 ? 'unchanged' : 'dry-run';
  if (!facts.sameHash) return 'update';
  return facts.changes === 0 ? 'unchanged' : 'drift';
}

/**
 * Why an object Git no longer has stays, or undefined when it is to be
 * deleted: gone already, not labelled as this project's (so not gitshift's),
 * or opted out with gitshift.io/prune: disabled.
 */
export function keepReason(live: LiveObject | undefined, project: string): PlannedPrune['kept'] {
  if (live === undefined) return 'gone';
  const labels = live.metadata.labels ?? {};
  if (labels[MANAGED_BY_LABEL] !== MANAGED_BY_VALUE || labels[PROJECT_LABEL] !== project) return 'not-owned';
  if (live.metadata.annotations?.[PRUNE_ANNOTATION] === 'disabled') return 'opted-out';
  return undefined;
}

export interface PruneGuardInput {
  /** Objects gitshift applied for the project last time. */
  readonly inventory: number;
  /** Objects the project wants now. */
  readonly desired: number;
  /** Objects this sync would delete. */
  readonly deletions: number;
  /** Largest share of the inventory one sync may delete (0..1). */
  readonly maxDeleteRatio: number;
  /** The user explicitly allowed large deletions (flag or gitshift.yaml). */
  readonly allowed: boolean;
}

export type PruneVerdict = { readonly prune: true } | { readonly prune: false; readonly reason: string };

/** Whether a sync may delete what it would delete, or why not. */
export function judgePrune(input: PruneGuardInput): PruneVerdict {
  const { inventory, desired, deletions, maxDeleteRatio, allowed } = input;
  // A ratio of 1 in gitshift.yaml is as explicit an allowance as the flag.
  if (deletions === 0 || allowed || maxDeleteRatio >= 1) return { prune: true };
  if (desired === 0) {
    return {
      prune: false,
      reason: `the project now renders no objects but ${inventory} were applied before; refusing to delete them all (allow with --allow-mass-prune or prune.maxDeleteRatio: 1)`,
    };
  }
  const share = deletions / inventory;
  if (share > maxDeleteRatio) {
    return {
      prune: false,
      reason: `this sync would delete ${deletions} of ${inventory} objects (${Math.round(share * 100)}%), more than prune.maxDeleteRatio ${maxDeleteRatio}; allow with --allow-mass-prune`,
    };
  }
  return { prune: true };
}

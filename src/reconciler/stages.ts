import { kindRank } from '../render/object-order.js';

/**
 * Apply stages, in order: CRDs and Namespaces; ServiceAccounts, RBAC, quotas,
 * ConfigMaps, Secrets, PVCs; Services; workloads and custom resources;
 * Ingresses and Routes. Prune runs them backwards.
 */
export const STAGE_NAMES = [
  'crds-and-namespaces',
  'config-and-rbac',
  'services',
  'workloads',
  'routes',
] as const;
export type StageName = (typeof STAGE_NAMES)[number];

export function stageOf(kind: string): number {
  // Render's ranks 0 (CRD) and 1 (Namespace) share the first stage.
  return Math.max(0, kindRank(kind) - 1);
}

export interface Stage<T> {
  /** 0-based index into STAGE_NAMES. */
  readonly index: number;
  readonly name: StageName;
  readonly items: readonly T[];
}

/**
 * Items grouped by stage, in apply order (or backwards, for prune), empty
 * stages left out; within a stage the items keep their order.
 */
export function groupByStage<T>(
  items: readonly T[],
  kindOf: (item: T) => string,
  order: 'apply' | 'prune' = 'apply',
): Stage<T>[] {
  const stages = STAGE_NAMES.map((name, index) => ({
    index,
    name,
    items: items.filter((item) => stageOf(kindOf(item)) === index),
  })).filter((stage) => stage.items.length > 0);
  return order === 'apply' ? stages : stages.reverse();
}

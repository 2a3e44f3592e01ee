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

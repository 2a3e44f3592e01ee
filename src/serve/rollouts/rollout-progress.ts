import type { LiveObject } from '../../kube/kube-api.js';

/** Where a Deployment's rollout stands, as `kubectl rollout status` reads it. */
export type RolloutProgress =
  | { readonly state: 'progressing'; readonly message: string }
  | { readonly state: 'complete'; readonly message: string }
  | { readonly state: 'failed'; readonly reason: string; readonly message: string };

interface DeploymentStatus {
  readonly observedGeneration?: number;
  readonly replicas?: number;
  readonly updatedReplicas?: number;
  readonly availableReplicas?: number;
  readonly conditions?: readonly { type: string; status: string; reason?: string; message?: string }[];
}

/**
 * The rollout of `generation` (the Deployment's generation when it started):
 * complete when the controller has seen it and every replica is updated and
 * available with no old one left; failed when the Progressing condition says
 * ProgressDeadlineExceeded (the controller's own verdict); progressing
 * otherwise. A newer generation counts as this rollout's successor: it is
 * judged instead.
 */
export function rolloutProgress(deployment: LiveObject, generation: number): RolloutProgress {
  const status = (deployment['status'] ?? {}) as DeploymentStatus;
  const desired = (deployment['spec'] as { replicas?: number } | undefined)?.replicas ?? 1;
  if ((status.observedGeneration ?? 0) < generation)
    return { state: 'progressing', message: 'waiting for the controller to see the new generation' };
  const progressing = status.conditions?.find((c) => c.type === 'Progressing');
  if (progressing?.reason === 'ProgressDeadlineExceeded')
    return {
      state: 'failed',
      reason: progressing.reason,
      message: progressing.message ?? 'the rollout exceeded its progress deadline',
    };
  const updated = status.updatedReplicas ?? 0;
  const available = status.availableReplicas ?? 0;
  if (updated < desired)
    return { state: 'progressing', message: `${updated} of ${desired} new replicas updated` };
  if ((status.replicas ?? 0) > updated)
    return {
      state: 'progressing',
      message: `${(status.replicas ?? 0) - updated} old replicas pending termination`,
    };
  if (available < updated)
    return { state: 'progressing', message: `${available} of ${updated} updated replicas available` };
  return { state: 'complete', message: `${updated} of ${desired} replicas updated and available` };
}

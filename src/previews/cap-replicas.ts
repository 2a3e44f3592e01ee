import type { KubeObject } from '../render/kube-object.js';
import { asNumber, asRecord } from '../model/values.js';

const SCALED_KINDS = new Set([
  'Deployment',
  'DeploymentConfig',
  'StatefulSet',
  'ReplicaSet',
  'ReplicationController',
]);

/**
 * Replicas at most `max`. A workload that names none runs one (or as many
 * as its autoscaler says, whose bounds are capped here too), so it is left
 * so unless `max` is 0. An autoscaler's bounds are capped alike
 * (the caller leaves autoscalers out when `max` is 0: they would scale the
 * preview back up, and their bounds cannot be 0).
 */
export function capReplicas(object: KubeObject, max: number): KubeObject {
  const spec = asRecord(object['spec']);
  if (SCALED_KINDS.has(object.kind)) {
    // Left unwritten (one replica, or an autoscaler's choice) unless the cap is 0.
    const replicas = asNumber(spec['replicas']) ?? 1;
    if (replicas <= max) return object;
    return { ...object, spec: { ...spec, replicas: max } };
  }
  if (object.kind === 'HorizontalPodAutoscaler') {
    const capped: Record<string, unknown> = { ...spec };
    const maxReplicas = asNumber(spec['maxReplicas']);
    const minReplicas = asNumber(spec['minReplicas']);
    if (maxReplicas !== undefined) capped['maxReplicas'] = Math.min(maxReplicas, max);
    if (minReplicas !== undefined) capped['minReplicas'] = Math.min(minReplicas, max);
    return { ...object, spec: capped };
  }
  return object;
}

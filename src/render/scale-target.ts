import { asRecord } from '../model/values.js';
import type { KubeObject } from './kube-object.js';

const DEPLOYMENT_CONFIG_VERSIONS: readonly (string | undefined)[] = [undefined, 'v1', 'apps.openshift.io/v1'];

/**
 * A HorizontalPodAutoscaler of a DeploymentConfig (as `oc autoscale dc/web`
 * writes it) scales the apps/v1 Deployment gitshift renders it as: the
 * DeploymentConfig does not exist in the cluster.
 */
export function retargetScaleTarget(object: KubeObject): KubeObject {
  if (object.kind !== 'HorizontalPodAutoscaler') return object;
  const spec = asRecord(object['spec']);
  const target = asRecord(spec['scaleTargetRef']);
  const apiVersion = typeof target['apiVersion'] === 'string' ? target['apiVersion'] : undefined;
  if (target['kind'] !== 'DeploymentConfig' || !DEPLOYMENT_CONFIG_VERSIONS.includes(apiVersion))
    return object;
  return {
    ...object,
    spec: { ...spec, scaleTargetRef: { ...target, apiVersion: 'apps/v1', kind: 'Deployment' } },
  };
}

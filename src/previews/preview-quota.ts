import type { PreviewSettings } from '../model/settings.js';
import type { KubeObject } from '../render/kube-object.js';

export const PREVIEW_QUOTA_NAME = 'gitshift-preview-quota';
export const PREVIEW_LIMITS_NAME = 'gitshift-preview-limits';

/**
 * The preview's ResourceQuota (`previews.quota`) and a LimitRange giving
 * each container that names no resources the container defaults: a quota on
 * requests and limits rejects a pod whose containers lack them, and most
 * manifests have none.
 */
export function previewQuota(namespace: string, quota: PreviewSettings['quota']): KubeObject[] {
  return [
    {
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: PREVIEW_QUOTA_NAME, namespace },
      spec: {
        hard: {
          'requests.cpu': quota.cpu,
          'limits.cpu': quota.cpu,
          'requests.memory': quota.memory,
          'limits.memory': quota.memory,
          pods: String(quota.pods),
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'LimitRange',
      metadata: { name: PREVIEW_LIMITS_NAME, namespace },
      spec: {
        limits: [
          {
            type: 'Container',
            default: { cpu: quota.containerCpu, memory: quota.containerMemory },
            defaultRequest: { cpu: quota.containerCpu, memory: quota.containerMemory },
          },
        ],
      },
    },
  ];
}

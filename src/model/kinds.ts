/** The OpenShift kinds gitshift understands; every other kind passes through. */
export type OpenShiftKind =
  'Project' | 'ImageStream' | 'BuildConfig' | 'DeploymentConfig' | 'Route' | 'Template';

export const OPENSHIFT_KINDS: readonly OpenShiftKind[] = [
  'Project',
  'ImageStream',
  'BuildConfig',
  'DeploymentConfig',
  'Route',
  'Template',
];

const GROUP_OF: Readonly<Record<OpenShiftKind, string>> = {
  Project: 'project.openshift.io',
  ImageStream: 'image.openshift.io',
  BuildConfig: 'build.openshift.io',
  DeploymentConfig: 'apps.openshift.io',
  Route: 'route.openshift.io',
  Template: 'template.openshift.io',
};

export type KindResolution =
  | { readonly type: 'openshift'; readonly kind: OpenShiftKind }
  | { readonly type: 'passthrough' }
  | { readonly type: 'unknown-version'; readonly kind: OpenShiftKind; readonly accepted: readonly string[] };

/**
 * Classifies an object by apiVersion and kind. OpenShift kinds are accepted in
 * their grouped spelling (`apps.openshift.io/v1`) and in the legacy `v1` one.
 */
export function resolveKind(apiVersion: string, kind: string): KindResolution {
  if (!isOpenShiftKind(kind)) return { type: 'passthrough' };
  const accepted = acceptedApiVersions(kind);
  if (accepted.includes(apiVersion)) return { type: 'openshift', kind };
  // Another group's `Route` or `Template` (say, a CRD of the same name) is not ours.
  const group = apiVersion.includes('/') ? apiVersion.slice(0, apiVersion.indexOf('/')) : '';
  if (group === GROUP_OF[kind] || apiVersion.startsWith('v'))
    return { type: 'unknown-version', kind, accepted };
  return { type: 'passthrough' };
}

export function acceptedApiVersions(kind: OpenShiftKind): readonly string[] {
  return [`${GROUP_OF[kind]}/v1`, 'v1'];
}

export function isOpenShiftKind(kind: string): kind is OpenShiftKind {
  return (OPENSHIFT_KINDS as readonly string[]).includes(kind);
}

// Without a cluster to ask, these are the cluster-scoped kinds a config repo commonly holds.
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'CustomResourceDefinition',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
  'PriorityClass',
  'IngressClass',
  'APIService',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'RuntimeClass',
  'CSIDriver',
]);

export function isClusterScoped(kind: string): boolean {
  return CLUSTER_SCOPED.has(kind);
}

/**
 * The OpenShift kinds gitshift understands, and its own TemplateValues; every
 * other kind passes through.
 */
export type OpenShiftKind =
  'Project' | 'ImageStream' | 'BuildConfig' | 'DeploymentConfig' | 'Route' | 'Template' | 'TemplateValues';

export const OPENSHIFT_KINDS: readonly OpenShiftKind[] = [
  'Project',
  'ImageStream',
  'BuildConfig',
  'DeploymentConfig',
  'Route',
  'Template',
  'TemplateValues',
];

const GROUP_OF: Readonly<Record<OpenShiftKind, string>> = {
  Project: 'project.openshift.io',
  ImageStream: 'image.openshift.io',
  BuildConfig: 'build.openshift.io',
  DeploymentConfig: 'apps.openshift.io',
  Route: 'route.openshift.io',
  Template: 'template.openshift.io',
  TemplateValues: 'gitshift.io',
};

export type KindResolution =
  | { readonly type: 'openshift'; readonly kind: OpenShiftKind }
  | { readonly type: 'passthrough' }
  | { readonly type: 'unknown-version'; readonly kind: OpenShiftKind; readonly accepted: readonly string[] };

/**
 * Classifies an object by apiVersion and kind. OpenShift kinds are accepted in
 * their grouped spelling (`apps.openshift.io/v1`) and in the legacy `v1` one;
 * gitshift's own TemplateValues as `gitshift.io/v1alpha1` only.
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
  if (kind === 'TemplateValues') return [`${GROUP_OF[kind]}/v1alpha1`];
  return [`${GROUP_OF[kind]}/v1`, 'v1'];
}

export function isOpenShiftKind(kind: string): kind is OpenShiftKind {
  return (OPENSHIFT_KINDS as readonly string[]).includes(kind);
}

// Without a cluster to ask: every cluster-scoped kind Kubernetes serves (`kubectl api-resources
// --namespaced=false`, reviews and legacy kinds included), and those of OpenShift's own APIs.
const CLUSTER_SCOPED = new Set([
  // Kubernetes
  'Namespace',
  'Node',
  'PersistentVolume',
  'ComponentStatus',
  'CustomResourceDefinition',
  'APIService',
  'ClusterRole',
  'ClusterRoleBinding',
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
  'TokenReview',
  'SelfSubjectReview',
  'SelfSubjectAccessReview',
  'SelfSubjectRulesReview',
  'SubjectAccessReview',
  'CertificateSigningRequest',
  'ClusterTrustBundle',
  'FlowSchema',
  'PriorityLevelConfiguration',
  'IngressClass',
  'IPAddress',
  'ServiceCIDR',
  'RuntimeClass',
  'PodSecurityPolicy',
  'PriorityClass',
  'StorageClass',
  'CSIDriver',
  'CSINode',
  'VolumeAttachment',
  'VolumeAttributesClass',
  'DeviceClass',
  'ResourceSlice',
  'StorageVersion',
  'StorageVersionMigration',
  // OpenShift
  'Project',
  'ProjectRequest',
  'SecurityContextConstraints',
  'RangeAllocation',
  'ClusterNetwork',
  'HostSubnet',
  'NetNamespace',
  'OAuthClient',
  'OAuthAccessToken',
  'OAuthAuthorizeToken',
  'OAuthClientAuthorization',
  'UserOAuthAccessToken',
  'User',
  'Group',
  'Identity',
  'UserIdentityMapping',
  'ClusterResourceQuota',
  'Image',
  'ImageSignature',
  'BrokerTemplateInstance',
  'ClusterPolicy',
  'ClusterPolicyBinding',
]);

export function isClusterScoped(kind: string): boolean {
  return CLUSTER_SCOPED.has(kind);
}

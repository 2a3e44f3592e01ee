/**
 * Kinds served by OpenShift's own API server that gitshift does not model
 * (Project, ImageStream, BuildConfig, DeploymentConfig, Route and Template
 * are modelled; see model/kinds.ts). A plain Kubernetes cluster serves none
 * of them, so each is translated (RBAC, ProjectRequest) or left out with a
 * reason, never passed through to fail at apply time.
 */

/** What becomes of an OpenShift-only object on a plain Kubernetes cluster. */
export type OpenShiftApiVerdict =
  | { readonly type: 'rbac'; readonly kind: RbacKind }
  | { readonly type: 'project-request' }
  | {
      readonly type: 'drop';
      /** The grouped apiVersion, for clusters that serve it (`openshiftKinds: keep`). */
      readonly apiVersion: string;
      readonly reason: string;
    };

export type RbacKind = 'Role' | 'RoleBinding' | 'ClusterRole' | 'ClusterRoleBinding';

const RBAC_KINDS: readonly string[] = ['Role', 'RoleBinding', 'ClusterRole', 'ClusterRoleBinding'];

/** The API groups OpenShift 3's API server serves (never CRDs), with why plain Kubernetes has no use for them. */
const GROUP_REASONS: Readonly<Record<string, string>> = {
  'apps.openshift.io': 'it belongs to DeploymentConfigs, which gitshift renders as Deployments',
  'authorization.openshift.io':
    "OpenShift's pre-RBAC authorization has no Kubernetes counterpart; write RBAC instead",
  'build.openshift.io': 'builds do not run on plain Kubernetes yet',
  'image.openshift.io': "it is image metadata of OpenShift's integrated registry",
  'network.openshift.io':
    'it configures OpenShift SDN; on Kubernetes the network plugin decides, and NetworkPolicy restricts traffic',
  'oauth.openshift.io': "it configures OpenShift's OAuth server, which plain Kubernetes does not run",
  'project.openshift.io': 'Projects are Namespaces on plain Kubernetes',
  'quota.openshift.io': 'Kubernetes has no quota across namespaces; use a ResourceQuota per project',
  'route.openshift.io': 'it belongs to Routes, which gitshift renders as Ingresses',
  'security.openshift.io':
    'Kubernetes has no SecurityContextConstraints; Pod Security admission (pod-security.kubernetes.io/* labels on the Namespace) takes their place',
  'template.openshift.io':
    "it belongs to OpenShift's template service broker; gitshift processes Templates itself",
  'user.openshift.io':
    'Kubernetes keeps no users, groups or identities as objects: RBAC subjects name them directly',
};

/** OpenShift kinds once served in the legacy `v1` API (`/oapi/v1`), with their group today. */
const LEGACY_KINDS: Readonly<Record<string, string>> = {
  Build: 'build.openshift.io',
  BuildRequest: 'build.openshift.io',
  BuildLog: 'build.openshift.io',
  DeploymentConfigRollback: 'apps.openshift.io',
  DeploymentRequest: 'apps.openshift.io',
  Image: 'image.openshift.io',
  ImageSignature: 'image.openshift.io',
  ImageStreamTag: 'image.openshift.io',
  ImageStreamImage: 'image.openshift.io',
  ImageStreamImport: 'image.openshift.io',
  ImageStreamMapping: 'image.openshift.io',
  ImageTag: 'image.openshift.io',
  ProjectRequest: 'project.openshift.io',
  ProcessedTemplate: 'template.openshift.io',
  TemplateInstance: 'template.openshift.io',
  BrokerTemplateInstance: 'template.openshift.io',
  User: 'user.openshift.io',
  Group: 'user.openshift.io',
  Identity: 'user.openshift.io',
  UserIdentityMapping: 'user.openshift.io',
  OAuthClient: 'oauth.openshift.io',
  OAuthAccessToken: 'oauth.openshift.io',
  OAuthAuthorizeToken: 'oauth.openshift.io',
  OAuthClientAuthorization: 'oauth.openshift.io',
  ClusterNetwork: 'network.openshift.io',
  HostSubnet: 'network.openshift.io',
  NetNamespace: 'network.openshift.io',
  EgressNetworkPolicy: 'network.openshift.io',
  SecurityContextConstraints: 'security.openshift.io',
  PodSecurityPolicySubjectReview: 'security.openshift.io',
  PodSecurityPolicySelfSubjectReview: 'security.openshift.io',
  PodSecurityPolicyReview: 'security.openshift.io',
  ClusterResourceQuota: 'quota.openshift.io',
  AppliedClusterResourceQuota: 'quota.openshift.io',
  Role: 'authorization.openshift.io',
  RoleBinding: 'authorization.openshift.io',
  ClusterRole: 'authorization.openshift.io',
  ClusterRoleBinding: 'authorization.openshift.io',
  RoleBindingRestriction: 'authorization.openshift.io',
  Policy: 'authorization.openshift.io',
  PolicyBinding: 'authorization.openshift.io',
  ClusterPolicy: 'authorization.openshift.io',
  ClusterPolicyBinding: 'authorization.openshift.io',
  SubjectAccessReview: 'authorization.openshift.io',
  LocalSubjectAccessReview: 'authorization.openshift.io',
  ResourceAccessReview: 'authorization.openshift.io',
  LocalResourceAccessReview: 'authorization.openshift.io',
  SelfSubjectRulesReview: 'authorization.openshift.io',
  SubjectRulesReview: 'authorization.openshift.io',
};

/** Reasons more precise than their group's. */
const KIND_REASONS: Readonly<Record<string, string>> = {
  Build: 'a Build is one run of a BuildConfig, and builds do not run on plain Kubernetes yet',
  ImageStreamTag:
    "it is image metadata of OpenShift's integrated registry; tag images in an ImageStream's spec.tags",
  RoleBindingRestriction: 'Kubernetes RBAC has no restrictions on who may be bound',
};

/**
 * Whether an object is one of OpenShift's API that gitshift does not model,
 * and what becomes of it; undefined for everything else, which passes through.
 */
export function judgeOpenShiftApi(apiVersion: string, kind: string): OpenShiftApiVerdict | undefined {
  const group = groupOfOpenShiftApi(apiVersion, kind);
  if (group === undefined) return undefined;
  if (group === 'authorization.openshift.io' && RBAC_KINDS.includes(kind))
    return { type: 'rbac', kind: kind as RbacKind };
  if (group === 'project.openshift.io' && kind === 'ProjectRequest') return { type: 'project-request' };
  const reason = KIND_REASONS[kind] ?? GROUP_REASONS[group] ?? 'plain Kubernetes does not serve it';
  return { type: 'drop', apiVersion: `${group}/v1`, reason };
}

function groupOfOpenShiftApi(apiVersion: string, kind: string): string | undefined {
  if (apiVersion === 'v1') return Object.hasOwn(LEGACY_KINDS, kind) ? LEGACY_KINDS[kind] : undefined;
  const slash = apiVersion.indexOf('/');
  const group = slash === -1 ? '' : apiVersion.slice(0, slash);
  return Object.hasOwn(GROUP_REASONS, group) ? group : undefined;
}

/* eslint-disable */
// DO NOT EDIT: generated from schemas/settings.schema.json by `npm run generate`.

import type { KeystoneServiceUser, PreviewSelector } from './settings.js';

/**
 * Settings as loading returns it: validation filled in every field the schema gives a default.
 */
export interface SettingsWithDefaults {
  /**
   * Optional; when given, it must be gitshift.io/v1alpha1.
   */
  apiVersion?: 'gitshift.io/v1alpha1';
  /**
   * Optional; when given, it must be Settings.
   */
  kind?: 'Settings';
  /**
   * Names this config repository in the cluster. Each project's inventory records it: a project synced from a repository of another name is never taken over, and never taken for a removed project folder.
   */
  name: string;
  /**
   * DNS suffix of generated route hosts: <route>-<project>.<routerSuffix>.
   */
  routerSuffix: string;
  ingress: IngressSettingsWithDefaults;
  routes: RouteSettingsWithDefaults;
  /**
   * OpenShift kinds gitshift does not translate (SecurityContextConstraints, OAuthClient, ClusterNetwork, ...): drop leaves them out with a warning, for plain Kubernetes; keep applies them, for OpenShift clusters.
   */
  openshiftKinds: 'drop' | 'keep';
  /**
   * Container registries gitshift pulls from and pushes to.
   */
  registries: RegistrySettingsWithDefaults[];
  prune: PruneSettingsWithDefaults;
  previews: PreviewSettingsWithDefaults;
  keystone?: KeystoneSettingsWithDefaults;
  /**
   * Re-apply fields changed in the cluster behind Git's back.
   */
  selfHeal: boolean;
  validation: ValidationSettingsWithDefaults;
}
export interface IngressSettingsWithDefaults {
  /**
   * spec.ingressClassName of rendered Ingresses.
   */
  className?: string;
  /**
   * Whose annotations express passthrough and reencrypt TLS.
   */
  controller: 'nginx' | 'traefik' | 'haproxy' | 'openshift';
}
export interface RouteSettingsWithDefaults {
  /**
   * ingress renders Routes as Ingresses; openshift keeps them as Routes.
   */
  mode: 'ingress' | 'openshift';
}
export interface RegistrySettingsWithDefaults {
  name: string;
  /**
   * Base URL, e.g. https://registry.example.com
   */
  url: string;
  insecure: boolean;
  /**
   * Secret holding the registry credentials.
   */
  credentialsSecret?: string;
}
export interface PruneSettingsWithDefaults {
  enabled: boolean;
  /**
   * Allow a commit to delete a whole project (its namespace).
   */
  allowProjectDeletion: boolean;
  /**
   * Largest share of a project's objects one commit may delete.
   */
  maxDeleteRatio: number;
}
/**
 * A preview environment per open pull request: the PR's version of each project it changes, in a namespace of its own (gitshift serve with a forge).
 */
export interface PreviewSettingsWithDefaults {
  /**
   * Deploy previews of open pull requests.
   */
  enabled: boolean;
  /**
   * Projects that get previews; empty: every project (narrowed by selector).
   */
  projects: string[];
  selector?: PreviewSelector;
  /**
   * The preview namespace of a project: {project} and {number} are replaced. Must contain {number}.
   */
  namespace: string;
  /**
   * Put before each route host of a preview: {number} is replaced.
   */
  hostPrefix: string;
  /**
   * Previews (PR × project) alive at once; past it a PR's comment says it waits.
   */
  maxConcurrent: number;
  /**
   * A preview is deleted this long after the PR's last push, unless the PR has the keep label.
   */
  ttl: string;
  /**
   * A PR with this label keeps its preview past the ttl.
   */
  keepLabel: string;
  /**
   * Previews for PRs from forks without approval. When false, a maintainer's /ok-to-test comment enables one.
   */
  forks: boolean;
  /**
   * Previews of fork PRs get the project's Secrets. Off: Secrets are left out of them.
   */
  forkSecrets: boolean;
  /**
   * Replicas of each Deployment, DeploymentConfig and StatefulSet in a preview are capped at this.
   */
  maxReplicas: number;
  quota: PreviewQuotaWithDefaults;
}
/**
 * The ResourceQuota of each preview namespace, with a LimitRange giving containers these defaults.
 */
export interface PreviewQuotaWithDefaults {
  /**
   * requests.cpu and limits.cpu of the namespace.
   */
  cpu: string;
  /**
   * requests.memory and limits.memory of the namespace.
   */
  memory: string;
  pods: number;
  /**
   * Default cpu request and limit of a container that names none.
   */
  containerCpu: string;
  /**
   * Default memory request and limit of a container that names none.
   */
  containerMemory: string;
}
/**
 * OpenStack Keystone (identity v3) as the source of who is who: Projects may name Keystone users and groups as members and follow a Keystone project's role assignments; serve's API takes Keystone tokens (X-Auth-Token).
 */
export interface KeystoneSettingsWithDefaults {
  /**
   * Keystone's identity endpoint, e.g. https://keystone.example.com:5000/v3 (a trailing /v3 may be left out).
   */
  url: string;
  /**
   * The Keystone domain (by name) of the users, groups and projects a Project names.
   */
  domain: string;
  serviceUser: KeystoneServiceUser;
  /**
   * Keystone role name -> gitshift role (view, edit, admin). Roles Keystone implies (admin implies member implies reader after bootstrap) count too; the highest mapped role wins.
   */
  roles: {
    [k: string]: 'view' | 'edit' | 'admin';
  };
  /**
   * How long a validated token is trusted before Keystone is asked again (never past the token's expiry): the longest a revoked token may still be taken.
   */
  tokenCacheTtl: string;
  /**
   * How often serve reads the role assignments of each Project's spec.keystone.project and commits them into spec.keystone.assignments when they changed (the RoleBindings follow through Git). 0s: never.
   */
  followInterval: string;
}
export interface ValidationSettingsWithDefaults {
  /**
   * A field the schema of an OpenShift kind does not know: warn (the API server drops it and oc accepts the file) or error (as gitshift's --strict flag).
   */
  unknownFields: 'warn' | 'error';
  /**
   * A reference to an object the repository does not define (a Route's Service, an image change trigger's, a tracked tag's or a build output's ImageStream or tag): warn (the API server admits it and OpenShift resolves it once the object exists) or error (as gitshift's --strict flag). Tags tracking each other in a circle are always errors.
   */
  references: 'warn' | 'error';
}

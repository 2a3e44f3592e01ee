/* eslint-disable */
// DO NOT EDIT: generated from schemas/settings.schema.json by `npm run generate`.

/**
 * Repository settings: gitshift.yaml at the root of a config repository.
 */
export interface Settings {
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
  name?: string;
  /**
   * DNS suffix of generated route hosts: <route>-<project>.<routerSuffix>.
   */
  routerSuffix?: string;
  ingress?: IngressSettings;
  routes?: RouteSettings;
  /**
   * OpenShift kinds gitshift does not translate (SecurityContextConstraints, OAuthClient, ClusterNetwork, ...): drop leaves them out with a warning, for plain Kubernetes; keep applies them, for OpenShift clusters.
   */
  openshiftKinds?: 'drop' | 'keep';
  /**
   * Container registries gitshift pulls from and pushes to.
   */
  registries?: RegistrySettings[];
  prune?: PruneSettings;
  previews?: PreviewSettings;
  keystone?: KeystoneSettings;
  /**
   * Re-apply fields changed in the cluster behind Git's back.
   */
  selfHeal?: boolean;
  validation?: ValidationSettings;
}
export interface IngressSettings {
  /**
   * spec.ingressClassName of rendered Ingresses.
   */
  className?: string;
  /**
   * Whose annotations express passthrough and reencrypt TLS.
   */
  controller?: 'nginx' | 'traefik' | 'haproxy' | 'openshift';
}
export interface RouteSettings {
  /**
   * ingress renders Routes as Ingresses; openshift keeps them as Routes.
   */
  mode?: 'ingress' | 'openshift';
}
export interface RegistrySettings {
  name: string;
  /**
   * Base URL, e.g. https://registry.example.com
   */
  url: string;
  insecure?: boolean;
  /**
   * Secret holding the registry credentials.
   */
  credentialsSecret?: string;
}
export interface PruneSettings {
  enabled?: boolean;
  /**
   * Allow a commit to delete a whole project (its namespace).
   */
  allowProjectDeletion?: boolean;
  /**
   * Largest share of a project's objects one commit may delete.
   */
  maxDeleteRatio?: number;
}
/**
 * A preview environment per open pull request: the PR's version of each project it changes, in a namespace of its own (gitshift serve with a forge).
 */
export interface PreviewSettings {
  /**
   * Deploy previews of open pull requests.
   */
  enabled?: boolean;
  /**
   * Projects that get previews; empty: every project (narrowed by selector).
   */
  projects?: string[];
  selector?: PreviewSelector;
  /**
   * The preview namespace of a project: {project} and {number} are replaced. Must contain {number}.
   */
  namespace?: string;
  /**
   * Put before each route host of a preview: {number} is replaced.
   */
  hostPrefix?: string;
  /**
   * Previews (PR × project) alive at once; past it a PR's comment says it waits.
   */
  maxConcurrent?: number;
  /**
   * A preview is deleted this long after the PR's last push, unless the PR has the keep label.
   */
  ttl?: string;
  /**
   * A PR with this label keeps its preview past the ttl.
   */
  keepLabel?: string;
  /**
   * Previews for PRs from forks without approval. When false, a maintainer's /ok-to-test comment enables one.
   */
  forks?: boolean;
  /**
   * Previews of fork PRs get the project's Secrets. Off: Secrets are left out of them.
   */
  forkSecrets?: boolean;
  /**
   * Replicas of each Deployment, DeploymentConfig and StatefulSet in a preview are capped at this.
   */
  maxReplicas?: number;
  quota?: PreviewQuota;
}
/**
 * Only projects whose Project labels match get previews.
 */
export interface PreviewSelector {
  matchLabels?: {
    [k: string]: string;
  };
}
/**
 * The ResourceQuota of each preview namespace, with a LimitRange giving containers these defaults.
 */
export interface PreviewQuota {
  /**
   * requests.cpu and limits.cpu of the namespace.
   */
  cpu?: string;
  /**
   * requests.memory and limits.memory of the namespace.
   */
  memory?: string;
  pods?: number;
  /**
   * Default cpu request and limit of a container that names none.
   */
  containerCpu?: string;
  /**
   * Default memory request and limit of a container that names none.
   */
  containerMemory?: string;
}
/**
 * OpenStack Keystone (identity v3) as the source of who is who: Projects may name Keystone users and groups as members and follow a Keystone project's role assignments; serve's API takes Keystone tokens (X-Auth-Token).
 */
export interface KeystoneSettings {
  /**
   * Keystone's identity endpoint, e.g. https://keystone.example.com:5000/v3 (a trailing /v3 may be left out).
   */
  url: string;
  /**
   * The Keystone domain (by name) of the users, groups and projects a Project names.
   */
  domain?: string;
  serviceUser: KeystoneServiceUser;
  /**
   * Keystone role name -> gitshift role (view, edit, admin). Roles Keystone implies (admin implies member implies reader after bootstrap) count too; the highest mapped role wins.
   */
  roles?: {
    [k: string]: 'view' | 'edit' | 'admin';
  };
  /**
   * How long a validated token is trusted before Keystone is asked again (never past the token's expiry): the longest a revoked token may still be taken.
   */
  tokenCacheTtl?: string;
  /**
   * How often serve reads the role assignments of each Project's spec.keystone.project and commits them into spec.keystone.assignments when they changed (the RoleBindings follow through Git). 0s: never.
   */
  followInterval?: string;
}
/**
 * The user serve validates tokens and reads role assignments as. Its name and password are read from files on serve's machine, never written here.
 */
export interface KeystoneServiceUser {
  /**
   * A file holding the service user's name.
   */
  nameFile: string;
  /**
   * A file holding the service user's password.
   */
  passwordFile: string;
  /**
   * The service user's domain (by name). Default: keystone.domain.
   */
  domain?: string;
  /**
   * A project (by name, in the service user's domain) its token is scoped to, e.g. service. Without it the token is system-scoped.
   */
  project?: string;
}
export interface ValidationSettings {
  /**
   * A field the schema of an OpenShift kind does not know: warn (the API server drops it and oc accepts the file) or error (as gitshift's --strict flag).
   */
  unknownFields?: 'warn' | 'error';
  /**
   * A reference to an object the repository does not define (a Route's Service, an image change trigger's, a tracked tag's or a build output's ImageStream or tag): warn (the API server admits it and OpenShift resolves it once the object exists) or error (as gitshift's --strict flag). Tags tracking each other in a circle are always errors.
   */
  references?: 'warn' | 'error';
}

/* eslint-disable */
// DO NOT EDIT: generated from schemas/settings.schema.json by `npm run generate`.

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
export interface PreviewSettingsWithDefaults {
  enabled: boolean;
  namespacePrefix: string;
  /**
   * DNS suffix of preview hosts.
   */
  hostSuffix?: string;
  maxAgeHours: number;
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

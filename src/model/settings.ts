/** Repository settings from `gitshift.yaml`, with every default filled in. */
export interface RepositorySettings {
  /** Names this config repository in the cluster, so two repositories never prune each other's projects. */
  readonly name: string;
  /** DNS suffix of generated route hosts: `<route>-<project>.<routerSuffix>`. */
  readonly routerSuffix: string;
  readonly ingress: {
    /** `spec.ingressClassName` of rendered Ingresses; unset leaves the cluster default. */
    readonly className: string | undefined;
    /** Whose annotations express passthrough and re-encrypt TLS. */
    readonly controller: IngressController;
  };
  /** `ingress` renders Routes as Ingresses; `openshift` keeps native Routes for OpenShift clusters. */
  readonly routes: { readonly mode: 'ingress' | 'openshift' };
  /** OpenShift-only kinds gitshift does not translate: `drop` leaves them out with a warning; `keep` applies them (OpenShift clusters). */
  readonly openshiftKinds: 'drop' | 'keep';
  readonly registries: readonly RegistrySettings[];
  readonly prune: {
    readonly enabled: boolean;
    readonly allowProjectDeletion: boolean;
    /** Largest share (0..1) of a project's objects one commit may delete. */
    readonly maxDeleteRatio: number;
  };
  readonly previews: {
    readonly enabled: boolean;
    readonly namespacePrefix: string;
    readonly hostSuffix: string | undefined;
    readonly maxAgeHours: number;
  };
  readonly selfHeal: boolean;
  readonly validation: {
    /** A field no schema knows: 'warn' (the API server drops it) or 'error'. */
    readonly unknownFields: UnknownFieldsPolicy;
    /**
     * A reference to an object the repository does not define: 'warn' (the
     * API server admits it, OpenShift resolves it once the object exists) or 'error'.
     */
    readonly references: ReferencesPolicy;
  };
}

/** How strictly a check holds what the API server admits: 'warn' reports it, 'error' blocks the project. */
export type ValidationPolicy = 'warn' | 'error';
export type UnknownFieldsPolicy = ValidationPolicy;
export type ReferencesPolicy = ValidationPolicy;

export type IngressController = 'nginx' | 'traefik' | 'haproxy' | 'openshift';

export interface RegistrySettings {
  readonly name: string;
  readonly url: string;
  readonly insecure: boolean;
  readonly credentialsSecret: string | undefined;
}

export const DEFAULT_SETTINGS: RepositorySettings = {
  name: 'default',
  routerSuffix: 'apps.local',
  ingress: { className: undefined, controller: 'nginx' },
  routes: { mode: 'ingress' },
  openshiftKinds: 'drop',
  registries: [],
  prune: { enabled: true, allowProjectDeletion: false, maxDeleteRatio: 0.5 },
  previews: { enabled: false, namespacePrefix: 'preview-', hostSuffix: undefined, maxAgeHours: 168 },
  selfHeal: true,
  validation: { unknownFields: 'warn', references: 'warn' },
};

import { durationMs } from './duration.js';
import type { SettingsWithDefaults } from './generated/index.js';
import { keystoneSettingsFromValue, type KeystoneSettings } from './keystone-settings.js';
import { withSchemaDefaults } from './schema-defaults.js';

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
  readonly previews: PreviewSettings;
  /** The Keystone that says who is who; undefined: Keystone users, groups and tokens mean nothing. */
  readonly keystone?: KeystoneSettings | undefined;
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

/** `previews:` of gitshift.yaml: a preview environment per open pull request. */
export interface PreviewSettings {
  readonly enabled: boolean;
  /** Projects that get previews; empty: every project the selector lets through. */
  readonly projects: readonly string[];
  /** Project labels a project must carry to get previews; empty: no filter. */
  readonly matchLabels: Readonly<Record<string, string>>;
  /** The preview namespace pattern, `{project}-pr-{number}` by default. */
  readonly namespace: string;
  /** Put before each route host, `pr-{number}-` by default. */
  readonly hostPrefix: string;
  readonly maxConcurrent: number;
  /** Milliseconds after the PR's last push after which a preview without the keep label is deleted. */
  readonly ttlMs: number;
  readonly keepLabel: string;
  /** Fork PRs get previews without a maintainer's `/ok-to-test`. */
  readonly forks: boolean;
  /** Fork previews get the project's Secrets. */
  readonly forkSecrets: boolean;
  readonly maxReplicas: number;
  readonly quota: {
    readonly cpu: string;
    readonly memory: string;
    readonly pods: number;
    readonly containerCpu: string;
    readonly containerMemory: string;
  };
}

export interface RegistrySettings {
  readonly name: string;
  readonly url: string;
  readonly insecure: boolean;
  readonly credentialsSecret: string | undefined;
}

/** Maps schema-valid settings, their defaults filled in by the schema, to what gitshift reads. */
export function settingsFromValue(value: SettingsWithDefaults): RepositorySettings {
  const { ingress, routes, prune, previews, validation } = value;
  return {
    name: value.name,
    routerSuffix: value.routerSuffix,
    ingress: { className: ingress.className, controller: ingress.controller },
    routes: { mode: routes.mode },
    openshiftKinds: value.openshiftKinds,
    registries: value.registries.map((registry) => ({
      name: registry.name,
      url: registry.url,
      insecure: registry.insecure,
      credentialsSecret: registry.credentialsSecret,
    })),
    prune: {
      enabled: prune.enabled,
      allowProjectDeletion: prune.allowProjectDeletion,
      maxDeleteRatio: prune.maxDeleteRatio,
    },
    previews: {
      enabled: previews.enabled,
      projects: previews.projects,
      matchLabels: previews.selector?.matchLabels ?? {},
      namespace: previews.namespace,
      hostPrefix: previews.hostPrefix,
      maxConcurrent: previews.maxConcurrent,
      // The schema's pattern is the parser's grammar: a valid file always has a duration here.
      ttlMs: durationMs(previews.ttl) ?? 0,
      keepLabel: previews.keepLabel,
      forks: previews.forks,
      forkSecrets: previews.forkSecrets,
      maxReplicas: previews.maxReplicas,
      quota: { ...previews.quota },
    },
    ...(value.keystone === undefined ? {} : { keystone: keystoneSettingsFromValue(value.keystone) }),
    selfHeal: value.selfHeal,
    validation: { unknownFields: validation.unknownFields, references: validation.references },
  };
}

/** The settings of an empty (or missing) `gitshift.yaml`: the defaults of schemas/settings.schema.json. */
export const DEFAULT_SETTINGS: RepositorySettings = settingsFromValue(withSchemaDefaults('Settings', {}));

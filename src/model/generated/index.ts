/* eslint-disable */
// DO NOT EDIT: generated from schemas/*.schema.json by `npm run generate`.
export type { EnvVar, EnvVarList, IntOrString, LocalObjectReference, ObjectMeta, ObjectReference, QuantityMap, ResourceRequirements, StringMap } from './common.js';
export type { BuildConfig, BuildConfigSpec, BuildOutput, BuildOutputTarget, BuildPostCommitSpec, BuildSource, BuildStrategy, BuildTriggerPolicy, CustomBuildStrategy, DockerBuildStrategy, GitBuildSource, ImageChangeTrigger, SourceBuildStrategy, WebHookTrigger } from './build-config.js';
export type { Container, DeploymentConfig, DeploymentConfigSpec, DeploymentStrategy, DeploymentTriggerImageChangeParams, DeploymentTriggerPolicy, ExecNewPodHook, ImageStreamTagReference, LifecycleHook, PodSpec, PodTemplateSpec, RecreateDeploymentStrategyParams, RollingDeploymentStrategyParams } from './deployment-config.js';
export type { ImageStream, ImageStreamSpec, ImageStreamStatus, NamedTagEventList, TagEvent, TagImportPolicy, TagReference, TagReferencePolicy, TagSource } from './image-stream.js';
export type { KeystoneAssignment, LimitRangeItem, Project, ProjectKeystone, ProjectLimits, ProjectMember, ProjectQuota, ProjectSpec } from './project.js';
export type { Route, RoutePort, RouteSpec, RouteTargetReference, TLSConfig } from './route.js';
export type { ServeApi, ServeBuilds, ServeBuildsCluster, ServeCluster, ServeConfig, ServeContainers, ServeContainersRateLimit, ServeEvents, ServeForge, ServeGitCredentials, ServeImports, ServePulls, ServeRateLimit, ServeRateLimits, ServeRegistry, ServeReplicas, ServeRepository, ServeWebhooks, ServeWriteBack } from './serve-config.js';
export type { ServeApiWithDefaults, ServeBuildsClusterWithDefaults, ServeBuildsWithDefaults, ServeClusterWithDefaults, ServeConfigWithDefaults, ServeContainersRateLimitWithDefaults, ServeContainersWithDefaults, ServeEventsWithDefaults, ServeImportsWithDefaults, ServePullsWithDefaults, ServeRegistryWithDefaults, ServeReplicasWithDefaults, ServeRepositoryWithDefaults, ServeWebhooksWithDefaults, ServeWriteBackWithDefaults } from './serve-config-with-defaults.js';
export type { IngressSettings, KeystoneServiceUser, KeystoneSettings, PreviewQuota, PreviewSelector, PreviewSettings, PruneSettings, RegistrySettings, RouteSettings, Settings, ValidationSettings } from './settings.js';
export type { IngressSettingsWithDefaults, KeystoneSettingsWithDefaults, PreviewQuotaWithDefaults, PreviewSettingsWithDefaults, PruneSettingsWithDefaults, RegistrySettingsWithDefaults, RouteSettingsWithDefaults, SettingsWithDefaults, ValidationSettingsWithDefaults } from './settings-with-defaults.js';
export type { TemplateValues } from './template-values.js';
export type { Parameter, Template, TemplateMeta } from './template.js';

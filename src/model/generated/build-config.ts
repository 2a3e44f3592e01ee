/* eslint-disable */
// DO NOT EDIT: generated from schemas/build-config.schema.json by `npm run generate`.

export type ImageChangeTrigger = {
  lastTriggeredImageID?: string;
  from?: ObjectReference;
  paused?: boolean;
} | null;
export type EnvVarList = EnvVar[];

/**
 * An OpenShift BuildConfig: how to build an image from source and where to push it.
 */
export interface BuildConfig {
  apiVersion: 'build.openshift.io/v1' | 'v1';
  kind: 'BuildConfig';
  metadata: ObjectMeta;
  spec: BuildConfigSpec;
  status?: {
    [k: string]: unknown;
  };
}
/**
 * Standard object metadata. The namespace, when given, must be the project folder's name.
 */
export interface ObjectMeta {
  /**
   * Name of the object, unique per kind within its project.
   */
  name: string;
  /**
   * Project (namespace) of the object; defaults to the folder's project.
   */
  namespace?: string;
  labels?: StringMap;
  annotations?: StringMap1;
  generateName?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
  /**
   * Kept when manifests are exported from OpenShift; decides which Route is older.
   */
  creationTimestamp?: string | null;
  selfLink?: string;
  finalizers?: string[];
  ownerReferences?: {
    [k: string]: unknown;
  }[];
  managedFields?: {
    [k: string]: unknown;
  }[];
}
/**
 * Labels copied to the rendered objects.
 */
export interface StringMap {
  [k: string]: string;
}
/**
 * Annotations copied to the rendered objects.
 */
export interface StringMap1 {
  [k: string]: string;
}
export interface BuildConfigSpec {
  triggers?: BuildTriggerPolicy[];
  runPolicy?: 'Serial' | 'Parallel' | 'SerialLatestOnly';
  serviceAccount?: string;
  source?: BuildSource;
  revision?: {
    [k: string]: unknown;
  };
  strategy: BuildStrategy;
  output?: BuildOutput;
  resources?: ResourceRequirements;
  postCommit?: BuildPostCommitSpec;
  completionDeadlineSeconds?: number;
  nodeSelector?: StringMap2;
  mountTrustedCA?: boolean;
  successfulBuildsHistoryLimit?: number;
  failedBuildsHistoryLimit?: number;
}
export interface BuildTriggerPolicy {
  type: 'GitHub' | 'Generic' | 'GitLab' | 'Bitbucket' | 'ImageChange' | 'ConfigChange';
  github?: WebHookTrigger;
  generic?: WebHookTrigger;
  gitlab?: WebHookTrigger;
  bitbucket?: WebHookTrigger;
  imageChange?: ImageChangeTrigger;
}
export interface WebHookTrigger {
  /**
   * Deprecated inline secret; prefer secretReference.
   */
  secret?: string;
  secretReference?: LocalObjectReference;
  allowEnv?: boolean;
}
/**
 * Secret whose WebHookSecretKey authorizes the hook.
 */
export interface LocalObjectReference {
  /**
   * Name of an object in the same namespace.
   */
  name: string;
}
/**
 * A reference to another object by kind, name and optional namespace.
 */
export interface ObjectReference {
  /**
   * Kind of the referenced object.
   */
  kind: string;
  /**
   * Name of the referenced object.
   */
  name: string;
  /**
   * Namespace of the referenced object; defaults to the referrer's.
   */
  namespace?: string;
  apiVersion?: string;
  uid?: string;
  resourceVersion?: string;
  fieldPath?: string;
}
export interface BuildSource {
  type?: 'Git' | 'Dockerfile' | 'Binary' | 'Image' | 'None';
  git?: GitBuildSource;
  /**
   * Subdirectory of the repository to build from.
   */
  contextDir?: string;
  /**
   * Inline Dockerfile, used instead of the repository's.
   */
  dockerfile?: string;
  binary?: {
    asFile?: string;
  };
  images?: {
    [k: string]: unknown;
  }[];
  sourceSecret?: LocalObjectReference1;
  secrets?: {
    [k: string]: unknown;
  }[];
  configMaps?: {
    [k: string]: unknown;
  }[];
}
export interface GitBuildSource {
  /**
   * URL of the source repository.
   */
  uri: string;
  /**
   * Branch, tag or commit to build.
   */
  ref?: string;
  httpProxy?: string;
  httpsProxy?: string;
  noProxy?: string;
}
export interface LocalObjectReference1 {
  /**
   * Name of an object in the same namespace.
   */
  name: string;
}
export interface BuildStrategy {
  type?: 'Docker' | 'Source' | 'Custom' | 'JenkinsPipeline';
  dockerStrategy?: DockerBuildStrategy;
  sourceStrategy?: SourceBuildStrategy;
  customStrategy?: CustomBuildStrategy;
  jenkinsPipelineStrategy?: {
    [k: string]: unknown;
  };
}
export interface DockerBuildStrategy {
  from?: ObjectReference;
  pullSecret?: LocalObjectReference1;
  noCache?: boolean;
  env?: EnvVarList;
  forcePull?: boolean;
  dockerfilePath?: string;
  buildArgs?: EnvVarList;
  imageOptimizationPolicy?: string;
}
/**
 * An environment variable of a container.
 */
export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    [k: string]: unknown;
  };
}
export interface SourceBuildStrategy {
  from: ObjectReference;
  pullSecret?: LocalObjectReference1;
  env?: EnvVarList;
  scripts?: string;
  incremental?: boolean;
  forcePull?: boolean;
}
export interface CustomBuildStrategy {
  from: ObjectReference;
  pullSecret?: LocalObjectReference1;
  env?: EnvVarList;
  exposeDockerSocket?: boolean;
  forcePull?: boolean;
  secrets?: {
    [k: string]: unknown;
  }[];
  buildAPIVersion?: string;
}
export interface BuildOutput {
  to?: BuildOutputTarget;
  pushSecret?: LocalObjectReference1;
  imageLabels?: {
    name: string;
    value?: string;
  }[];
}
/**
 * ImageStreamTag (stream:tag) or DockerImage (pull spec) to push the image to.
 */
export interface BuildOutputTarget {
  kind: 'ImageStreamTag' | 'DockerImage';
  name: string;
  namespace?: string;
}
export interface ResourceRequirements {
  limits?: QuantityMap;
  requests?: QuantityMap;
  claims?: {
    [k: string]: unknown;
  }[];
}
/**
 * Resource quantities such as cpu: 500m or memory: 1Gi.
 */
export interface QuantityMap {
  [k: string]: string | number;
}
export interface BuildPostCommitSpec {
  script?: string;
  command?: string[];
  args?: string[];
}
export interface StringMap2 {
  [k: string]: string;
}

/* eslint-disable */
// DO NOT EDIT: generated from schemas/build-config.schema.json by `npm run generate`.

import type { EnvVarList, LocalObjectReference, ObjectMeta, ObjectReference, ResourceRequirements, StringMap } from './common.js';

export type ImageChangeTrigger = {
  lastTriggeredImageID?: string;
  from?: ObjectReference;
  paused?: boolean;
} | null;

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
  nodeSelector?: StringMap;
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
export interface BuildSource {
  /**
   * Not read: OpenShift ignores it on input and derives it from the sources given.
   */
  type?: string;
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
  sourceSecret?: LocalObjectReference;
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
  pullSecret?: LocalObjectReference;
  noCache?: boolean;
  env?: EnvVarList;
  forcePull?: boolean;
  dockerfilePath?: string;
  buildArgs?: EnvVarList;
  imageOptimizationPolicy?: string;
}
export interface SourceBuildStrategy {
  from: ObjectReference;
  pullSecret?: LocalObjectReference;
  env?: EnvVarList;
  scripts?: string;
  incremental?: boolean;
  forcePull?: boolean;
}
export interface CustomBuildStrategy {
  from: ObjectReference;
  pullSecret?: LocalObjectReference;
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
  pushSecret?: LocalObjectReference;
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
export interface BuildPostCommitSpec {
  script?: string;
  command?: string[];
  args?: string[];
}

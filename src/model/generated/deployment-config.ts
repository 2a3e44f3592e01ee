/* eslint-disable */
// DO NOT EDIT: generated from schemas/deployment-config.schema.json by `npm run generate`.

import type { EnvVarList, IntOrString, ObjectMeta, ResourceRequirements, StringMap } from './common.js';


/**
 * An OpenShift DeploymentConfig: rendered as an apps/v1 Deployment, its lifecycle hooks as Jobs run around the rollout.
 */
export interface DeploymentConfig {
  apiVersion: 'apps.openshift.io/v1' | 'v1';
  kind: 'DeploymentConfig';
  metadata: ObjectMeta;
  spec: DeploymentConfigSpec;
  status?: {
    [k: string]: unknown;
  };
}
export interface DeploymentConfigSpec {
  strategy?: DeploymentStrategy;
  minReadySeconds?: number;
  triggers?: DeploymentTriggerPolicy[];
  replicas?: number;
  revisionHistoryLimit?: number;
  test?: boolean;
  paused?: boolean;
  selector?: StringMap;
  template: PodTemplateSpec;
}
export interface DeploymentStrategy {
  type?: 'Rolling' | 'Recreate' | 'Custom';
  customParams?: {
    [k: string]: unknown;
  };
  recreateParams?: RecreateDeploymentStrategyParams;
  rollingParams?: RollingDeploymentStrategyParams;
  resources?: ResourceRequirements;
  labels?: StringMap;
  annotations?: StringMap;
  activeDeadlineSeconds?: number;
}
export interface RecreateDeploymentStrategyParams {
  timeoutSeconds?: number;
  pre?: LifecycleHook;
  mid?: LifecycleHook;
  post?: LifecycleHook;
}
/**
 * A command run in a new pod at a point of the rollout.
 */
export interface LifecycleHook {
  /**
   * Abort fails the rollout, Retry runs the hook again, Ignore goes on. The API server takes any value, and any other (such as 'ignore') acts as Abort, in OpenShift's deployer and in gitshift.
   */
  failurePolicy: string;
  execNewPod?: ExecNewPodHook;
  tagImages?: {
    [k: string]: unknown;
  }[];
}
export interface ExecNewPodHook {
  /**
   * @minItems 1
   */
  command: string[];
  env?: EnvVarList;
  /**
   * The template container whose image and settings the hook pod uses.
   */
  containerName: string;
  volumes?: string[];
}
export interface RollingDeploymentStrategyParams {
  updatePeriodSeconds?: number;
  intervalSeconds?: number;
  /**
   * How long a rollout may take; becomes the Deployment's progressDeadlineSeconds.
   */
  timeoutSeconds?: number;
  maxUnavailable?: IntOrString;
  maxSurge?: IntOrString;
  pre?: LifecycleHook;
  post?: LifecycleHook;
}
export interface DeploymentTriggerPolicy {
  type: 'ConfigChange' | 'ImageChange';
  imageChangeParams?: DeploymentTriggerImageChangeParams;
}
export interface DeploymentTriggerImageChangeParams {
  /**
   * Roll out as soon as the tag moves; otherwise wait for `gitshift deploy --latest`.
   */
  automatic?: boolean;
  containerNames?: string[];
  from: ImageStreamTagReference;
  /**
   * The image the last rollout took.
   */
  lastTriggeredImage?: string;
}
export interface ImageStreamTagReference {
  kind: 'ImageStreamTag';
  /**
   * stream:tag
   */
  name: string;
  namespace?: string;
}
export interface PodTemplateSpec {
  metadata?: {
    name?: string;
    labels?: StringMap;
    annotations?: StringMap;
    creationTimestamp?: string | null;
  };
  spec: PodSpec;
}
/**
 * A Kubernetes pod spec; containers are checked closely, other fields pass to Kubernetes as they are.
 */
export interface PodSpec {
  /**
   * @minItems 1
   */
  containers: Container[];
  initContainers?: Container[];
  volumes?: {
    name: string;
    [k: string]: unknown;
  }[];
  serviceAccountName?: string;
  restartPolicy?: 'Always' | 'OnFailure' | 'Never';
  [k: string]: unknown;
}
export interface Container {
  name: string;
  /**
   * Replaced by the resolved image for containers named in an automatic ImageChange trigger.
   */
  image?: string;
  command?: string[];
  args?: string[];
  workingDir?: string;
  ports?: {
    name?: string;
    containerPort: number;
    protocol?: 'TCP' | 'UDP' | 'SCTP';
    hostPort?: number;
    hostIP?: string;
  }[];
  env?: EnvVarList;
  envFrom?: {
    [k: string]: unknown;
  }[];
  resources?: ResourceRequirements;
  resizePolicy?: {
    [k: string]: unknown;
  }[];
  restartPolicy?: string;
  volumeMounts?: {
    name: string;
    mountPath: string;
    [k: string]: unknown;
  }[];
  volumeDevices?: {
    [k: string]: unknown;
  }[];
  livenessProbe?: {
    [k: string]: unknown;
  };
  readinessProbe?: {
    [k: string]: unknown;
  };
  startupProbe?: {
    [k: string]: unknown;
  };
  lifecycle?: {
    [k: string]: unknown;
  };
  terminationMessagePath?: string;
  terminationMessagePolicy?: 'File' | 'FallbackToLogsOnError';
  imagePullPolicy?: 'Always' | 'Never' | 'IfNotPresent';
  securityContext?: {
    [k: string]: unknown;
  };
  stdin?: boolean;
  stdinOnce?: boolean;
  tty?: boolean;
}

/* eslint-disable */
// DO NOT EDIT: generated from schemas/common.schema.json by `npm run generate`.

/**
 * A number, or a string such as a percentage or a port name.
 */
export type IntOrString = number | string;
export type EnvVarList = EnvVar[];

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
export interface StringMap2 {
  [k: string]: string;
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
export interface LocalObjectReference {
  /**
   * Name of an object in the same namespace.
   */
  name: string;
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

/* eslint-disable */
// DO NOT EDIT: generated from schemas/template.schema.json by `npm run generate`.

/**
 * An OpenShift Template in a project folder: processed with its parameters, its objects become part of the project.
 */
export interface Template {
  apiVersion: 'template.openshift.io/v1' | 'v1';
  kind: 'Template';
  metadata: ObjectMeta;
  message?: string;
  /**
   * The objects to create; ${NAME} and ${{NAME}} are replaced by parameter values.
   */
  objects: {
    [k: string]: unknown;
  }[];
  parameters?: Parameter[];
  labels?: StringMap2;
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
export interface Parameter {
  name: string;
  displayName?: string;
  description?: string;
  /**
   * Value used when none is given.
   */
  value?: string;
  /**
   * Generate the value from the pattern in `from`, stable across renders.
   */
  generate?: 'expression';
  /**
   * Pattern such as [a-zA-Z0-9]{16}.
   */
  from?: string;
  required?: boolean;
}
/**
 * Labels added to every object the template creates.
 */
export interface StringMap2 {
  [k: string]: string;
}

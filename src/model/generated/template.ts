/* eslint-disable */
// DO NOT EDIT: generated from schemas/template.schema.json by `npm run generate`.

import type { StringMap } from './common.js';

/**
 * An OpenShift Template in a project folder: processed with its parameters, its objects become part of the project.
 */
export interface Template {
  apiVersion: 'template.openshift.io/v1' | 'v1';
  kind: 'Template';
  metadata?: TemplateMeta;
  message?: string;
  /**
   * The objects to create; ${NAME} and ${{NAME}} are replaced by parameter values.
   */
  objects: {
    [k: string]: unknown;
  }[];
  parameters?: Parameter[];
  labels?: StringMap;
}
/**
 * Standard object metadata, except that the name may be left out, as `oc process` needs none: gitshift then names the Template after its file's stem (router.yaml: router; more in one file: router-2, router-3…), the name TemplateValues give and generated values are kept apart by.
 */
export interface TemplateMeta {
  name?: string;
  namespace?: string;
  labels?: StringMap;
  annotations?: StringMap;
  generateName?: string;
  uid?: string;
  resourceVersion?: string;
  generation?: number;
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

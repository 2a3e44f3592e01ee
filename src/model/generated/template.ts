/* eslint-disable */
// DO NOT EDIT: generated from schemas/template.schema.json by `npm run generate`.

import type { ObjectMeta, StringMap } from './common.js';

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
  labels?: StringMap;
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

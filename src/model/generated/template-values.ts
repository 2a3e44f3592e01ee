/* eslint-disable */
// DO NOT EDIT: generated from schemas/template-values.schema.json by `npm run generate`.

import type { ObjectMeta } from './common.js';

/**
 * Parameter values for one instance of a Template in the same project folder, as `oc process -p NAME=value` or a TemplateInstance gives them. A Template that has TemplateValues is processed once for each of them, and not on its own. gitshift's own kind: it is never sent to a cluster.
 */
export interface TemplateValues {
  apiVersion: 'gitshift.io/v1alpha1';
  kind: 'TemplateValues';
  metadata: ObjectMeta;
  /**
   * metadata.name of the Template, in the same project folder.
   */
  template: string;
  /**
   * A value for each parameter by name, as `oc process -p NAME=value` gives it. Values are text; a whole number or true/false is taken as the text it is written as (`3` is "3"). Given values win over the Template's `value` and `generate`.
   */
  parameters?: {
    [k: string]: string | number | boolean;
  };
}

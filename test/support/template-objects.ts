/**
 * Templates and objects as values, for the tests that call processTemplate directly rather than
 * loading YAML.
 */

/** A Template named `t` of these objects and parameters (and labels, when given). */
export const templateOf = (objects: unknown[], parameters: unknown[], labels?: Record<string, string>) => ({
  apiVersion: 'template.openshift.io/v1',
  kind: 'Template',
  metadata: { name: 't' },
  objects,
  parameters,
  ...(labels === undefined ? {} : { labels }),
});

/** processTemplate's options for the Template of templateOf, in project `shop`. */
export const TEMPLATE_OPTIONS = { seed: 'seed', scope: 'shop/t' };

/** A ConfigMap holding `data`, named `c` unless said. */
export const configMapOf = (data: Record<string, unknown>, name = 'c') => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name },
  data,
});

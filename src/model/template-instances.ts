import type { Problem } from '../errors/index.js';
import type { Manifest } from './manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { asName, asRecord, isRecord } from './values.js';

/** Whether a manifest is a TemplateInstance of OpenShift's template API, which gitshift instantiates itself. */
export function isTemplateInstance(manifest: Pick<Manifest, 'apiVersion' | 'kind'>): boolean {
  return (
    manifest.kind === 'TemplateInstance' &&
    (manifest.apiVersion === 'template.openshift.io/v1' || manifest.apiVersion === 'v1')
  );
}

export interface InstanceTemplates {
  /** One Template for each TemplateInstance, its parameters given the Secret's values, named `TemplateInstance/<name>`. */
  readonly templates: readonly Manifest[];
  readonly problems: readonly Problem[];
}

/**
 * The Templates a project's TemplateInstances embed, ready to be processed as
 * OpenShift's TemplateInstance controller processes them: each key of the
 * Secret `spec.secret` names that is a parameter of the template becomes its
 * value, and its generator no longer applies; other keys are not read. The
 * Secret must be in the project folder (its `data`, base64, and `stringData`,
 * which wins, as the API server merges them). Problems point into the
 * TemplateInstance (`spec.template.objects[0]`, `spec.secret.name`).
 */
export function templatesOfInstances(project: string, manifests: readonly Manifest[]): InstanceTemplates {
  const templates: Manifest[] = [];
  const problems: Problem[] = [];
  for (const instance of manifests.filter(isTemplateInstance)) {
    const spec = asRecord(instance.object['spec']);
    const embedded = spec['template'];
    if (!isRecord(embedded)) {
      const message = `TemplateInstance '${instance.name}' needs the Template to instantiate in spec.template`;
      const path = [...instance.basePath, 'spec', 'template'];
      problems.push(problemAt(instance.source, path, 'SCHEMA_REQUIRED', message, { project }));
      continue;
    }
    const secretName = asName(asRecord(spec['secret'])['name']);
    let values: Readonly<Record<string, string>> = {};
    if (secretName !== undefined) {
      const secret = manifests.find(
        (m) => m.kind === 'Secret' && m.apiVersion === 'v1' && m.name === secretName,
      );
      if (secret === undefined) {
        const message = `no Secret '${secretName}' in project ${project}: OpenShift takes a TemplateInstance's parameter values from a Secret of its own project; add it to the project folder`;
        const path = [...instance.basePath, 'spec', 'secret', 'name'];
        problems.push(
          problemAt(instance.source, path, 'TEMPLATE_INSTANCE_SECRET_MISSING', message, { project }),
        );
        continue;
      }
      values = secretValues(secret);
    }
    templates.push({
      source: instance.source,
      basePath: [...instance.basePath, 'spec', 'template'],
      apiVersion: 'template.openshift.io/v1',
      kind: 'Template',
      name: `TemplateInstance/${instance.name}`,
      openshiftKind: 'Template',
      object: { apiVersion: 'template.openshift.io/v1', kind: 'Template', ...withValues(embedded, values) },
      template: undefined,
    });
  }
  return { templates, problems };
}

/** A Secret's values as text: `data` decoded from base64, then `stringData`, which wins. */
function secretValues(secret: Manifest): Record<string, string> {
  const values = new Map<string, string>();
  for (const [key, value] of Object.entries(asRecord(secret.object['data'])))
    if (typeof value === 'string') values.set(key, Buffer.from(value, 'base64').toString('utf8'));
  for (const [key, value] of Object.entries(asRecord(secret.object['stringData'])))
    if (typeof value === 'string') values.set(key, value);
  // Object.fromEntries keeps a key named `__proto__` as data.
  return Object.fromEntries(values);
}

/** The Template with each parameter the values name given its value, and no generator. */
function withValues(
  template: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, string>>,
): Record<string, unknown> {
  if (!Array.isArray(template['parameters'])) return { ...template };
  const parameters = (template['parameters'] as unknown[]).map((parameter) => {
    const name = asName(asRecord(parameter)['name']);
    if (!isRecord(parameter) || name === undefined || !Object.hasOwn(values, name)) return parameter;
    const { generate: _generate, ...rest } = parameter;
    return { ...rest, value: values[name] };
  });
  return { ...template, parameters };
}

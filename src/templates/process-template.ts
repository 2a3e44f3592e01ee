import type { TemplateIssue, TemplateOptions } from '../model/expand-templates.js';
import { formatFieldPath } from '../model/field-path.js';
import { asRecord, asRecordList, asString, isRecord } from '../model/values.js';
import { generateValue, parseExpression } from './generate-expression.js';
import { seededBytes } from './seeded-bytes.js';
import { substituteParameters } from './substitute-parameters.js';

export interface ProcessedTemplate {
  readonly objects: readonly Record<string, unknown>[];
  /** The final value of every parameter. */
  readonly parameters: Readonly<Record<string, string>>;
  readonly problems: readonly TemplateIssue[];
}

export interface ProcessTemplateOptions extends TemplateOptions {
  /** Values given by the user; they win over `value` and `generate`. Default: none. */
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * Processes a Template the way `oc process` does: each parameter takes the
 * given value, else its `value`, else a value generated from its `from`
 * expression; then every `${NAME}` in the objects is replaced and the
 * template's labels are added. Pure: generated values come from the seed.
 */
export function processTemplate(
  template: Readonly<Record<string, unknown>>,
  options: ProcessTemplateOptions,
): ProcessedTemplate {
  const { seed, scope, values = {} } = options;
  const problems: TemplateIssue[] = [];
  const parameters = new Map<string, string>();
  asRecordList(template['parameters']).forEach((parameter, i) => {
    const name = asString(parameter['name']) ?? '';
    let value = values[name] ?? asString(parameter['value']) ?? '';
    if (value === '' && parameter['generate'] !== undefined) {
      const generated = generate(parameter, i, name, seed, scope, problems);
      if (generated !== undefined) value = generated;
    }
    if (
      value === '' &&
      parameter['required'] === true &&
      !problems.some((p) => p.field.startsWith(`parameters[${i}]`))
    ) {
      problems.push({
        code: 'TEMPLATE_PARAMETER_REQUIRED',
        severity: 'error',
        field: `parameters[${i}]`,
        message: `parameter ${name} is required but has no value; give it a value or a generate expression`,
      });
    }
    parameters.set(name, value);
  });

  const labels = substituteParameters(asRecord(template['labels']), parameters, ['labels']);
  const templateLabels = labels.value as Record<string, unknown>;
  const objects: Record<string, unknown>[] = [];
  const rawObjects: unknown[] = Array.isArray(template['objects']) ? template['objects'] : [];
  const undefinedReferences = [...labels.undefinedReferences];
  rawObjects.forEach((raw, i) => {
    const substituted = substituteParameters(raw, parameters, ['objects', i]);
    undefinedReferences.push(...substituted.undefinedReferences);
    objects.push(withLabels(substituted.value, templateLabels));
  });
  for (const { name, path } of undefinedReferences) {
    problems.push({
      code: 'TEMPLATE_PARAMETER_UNDEFINED',
      severity: 'warning',
      field: formatFieldPath(path),
      message: `\${${name}} names no parameter of this template; it is left as written`,
    });
  }
  return { objects, parameters: Object.fromEntries(parameters), problems };
}

function generate(
  parameter: Readonly<Record<string, unknown>>,
  index: number,
  name: string,
  seed: string | undefined,
  scope: string,
  problems: TemplateIssue[],
): string | undefined {
  if (parameter['generate'] !== 'expression') {
    problems.push({
      code: 'TEMPLATE_GENERATE_INVALID',
      severity: 'error',
      field: `parameters[${index}].generate`,
      message: `generate must be 'expression'`,
    });
    return undefined;
  }
  const parsed = parseExpression(asString(parameter['from']) ?? '');
  if (!parsed.ok) {
    problems.push({
      code: 'TEMPLATE_GENERATE_INVALID',
      severity: 'error',
      field: `parameters[${index}].from`,
      message: parsed.message,
    });
    return undefined;
  }
  if (seed === undefined) {
    problems.push({
      code: 'TEMPLATE_SEED_MISSING',
      severity: 'error',
      field: `parameters[${index}].generate`,
      message: `parameter ${name} is generated, and generated values are derived from a secret seed: pass --seed-file FILE or set GITSHIFT_TEMPLATE_SEED`,
    });
    return undefined;
  }
  return generateValue(parsed.parts, seededBytes(seed, scope, name));
}

/** Template labels go on every object and on the pod template of objects that have one. */
function withLabels(object: unknown, labels: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!isRecord(object)) return object as Record<string, unknown>;
  if (Object.keys(labels).length === 0) return object;
  const metadata = asRecord(object['metadata']);
  const out: Record<string, unknown> = {
    ...object,
    metadata: { ...metadata, labels: { ...asRecord(metadata['labels']), ...labels } },
  };
  const spec = object['spec'];
  if (isRecord(spec) && isRecord(spec['template'])) {
    const podTemplate = spec['template'];
    const podMetadata = asRecord(podTemplate['metadata']);
    out['spec'] = {
      ...spec,
      template: {
        ...podTemplate,
        metadata: { ...podMetadata, labels: { ...asRecord(podMetadata['labels']), ...labels } },
      },
    };
  }
  return out;
}

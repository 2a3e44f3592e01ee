import type { TemplateIssue, TemplateOptions } from '../model/expand-templates.js';
import { formatFieldPath } from '../model/field-path.js';
import { numberOutOfRangeMessage } from '../model/number-range.js';
import {
  DEFAULT_MAX_TEMPLATE_OBJECT_BYTES,
  DEFAULT_MAX_TEMPLATE_PROJECT_BYTES,
} from '../model/template-limits.js';
import { asRecord, asRecordList, asString, isRecord } from '../model/values.js';
import { generateValue, parseExpression } from './generate-expression.js';
import { groupDigits, jsonBytes } from './output-size.js';
import { seededBytes } from './seeded-bytes.js';
import {
  parameterTable,
  substituteParameters,
  substitutedBytes,
  type ParameterTable,
  type Substitution,
} from './substitute-parameters.js';

export interface ProcessedTemplate {
  readonly objects: readonly Record<string, unknown>[];
  /** The final value of every parameter. */
  readonly parameters: Readonly<Record<string, string>>;
  readonly problems: readonly TemplateIssue[];
  /** Size of `objects` as compact JSON in UTF-8, as the output limits count it. */
  readonly outputBytes: number;
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
 * What the objects would weigh is counted before they are built, and a
 * Template over its limits gives no objects, only a problem.
 */
export function processTemplate(
  template: Readonly<Record<string, unknown>>,
  options: ProcessTemplateOptions,
): ProcessedTemplate {
  const problems: TemplateIssue[] = [];
  const parameters = resolveParameters(template, options, problems);
  const table = parameterTable(parameters);
  const built = buildObjects(template, table, options, problems);
  for (const { name, path, judgement } of built.numbersOutOfRange) {
    const fix = `use \${${name}} to insert it as text, or a smaller value`;
    problems.push({
      code: 'NUMBER_OUT_OF_RANGE',
      severity: 'error',
      field: formatFieldPath(path),
      message: numberOutOfRangeMessage(judgement, fix, `\${{${name}}} (${judgement.literal})`),
    });
  }
  for (const { name, path } of built.undefinedReferences) {
    problems.push({
      code: 'TEMPLATE_PARAMETER_UNDEFINED',
      severity: 'warning',
      field: formatFieldPath(path),
      message: `\${${name}} names no parameter of this template; it is left as written`,
    });
  }
  return {
    objects: built.objects,
    parameters: Object.fromEntries(parameters),
    problems,
    outputBytes: built.outputBytes,
  };
}

function resolveParameters(
  template: Readonly<Record<string, unknown>>,
  { seed, scope, values = {} }: ProcessTemplateOptions,
  problems: TemplateIssue[],
): Map<string, string> {
  const parameters = new Map<string, string>();
  asRecordList(template['parameters']).forEach((parameter, i) => {
    const name = asString(parameter['name']) ?? '';
    // Own values only: a parameter named `constructor` must not find Object's.
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    let value = given ?? asString(parameter['value']) ?? '';
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
  return parameters;
}

interface BuiltObjects extends Pick<Substitution, 'undefinedReferences' | 'numbersOutOfRange'> {
  readonly objects: readonly Record<string, unknown>[];
  readonly outputBytes: number;
}

/**
 * Substitutes and labels each object, counting first: an object whose
 * substitution would be over the per-object limit is never built, so memory
 * stays within the limits whatever the Template says. Once one limit is hit,
 * the rest are only counted, so that every object over its limit is reported.
 */
function buildObjects(
  template: Readonly<Record<string, unknown>>,
  table: ParameterTable,
  {
    maxTemplateObjectBytes = DEFAULT_MAX_TEMPLATE_OBJECT_BYTES,
    maxTemplateProjectBytes = DEFAULT_MAX_TEMPLATE_PROJECT_BYTES,
    projectBytesBefore = 0,
  }: ProcessTemplateOptions,
  problems: TemplateIssue[],
): BuiltObjects {
  const empty = { objects: [], outputBytes: 0, undefinedReferences: [], numbersOutOfRange: [] };
  const objectTooLarge = (field: string, bytes: number): void => {
    problems.push(
      tooLarge(
        field,
        `${field} would be ${groupDigits(bytes)} bytes after substitution, over the limit of ${groupDigits(maxTemplateObjectBytes)} per object; reference large parameters less often or split the object`,
      ),
    );
  };
  const rawLabels = asRecord(template['labels']);
  const labelBytes = substitutedBytes(rawLabels, table);
  if (labelBytes > maxTemplateObjectBytes) {
    objectTooLarge('labels', labelBytes);
    return empty;
  }
  const labels = substituteParameters(rawLabels, table, ['labels']);
  const undefinedReferences = [...labels.undefinedReferences];
  const numbersOutOfRange = [...labels.numbersOutOfRange];
  const objects: Record<string, unknown>[] = [];
  let outputBytes = 0;
  let overLimit = false;
  const rawObjects: unknown[] = Array.isArray(template['objects']) ? template['objects'] : [];
  rawObjects.forEach((raw, i) => {
    const field = `objects[${i}]`;
    const counted = substitutedBytes(raw, table);
    if (counted > maxTemplateObjectBytes) {
      objectTooLarge(field, counted);
      overLimit = true;
    }
    if (overLimit) return;
    const substituted = substituteParameters(raw, table, ['objects', i]);
    undefinedReferences.push(...substituted.undefinedReferences);
    numbersOutOfRange.push(...substituted.numbersOutOfRange);
    const object = withLabels(substituted.value, labels.value as Record<string, unknown>);
    // Labels may still push a built object over, so the finished object is what counts.
    const size = jsonBytes(object);
    const total = projectBytesBefore + outputBytes + size;
    if (size > maxTemplateObjectBytes) {
      objectTooLarge(field, size);
      overLimit = true;
    } else if (total > maxTemplateProjectBytes) {
      const message = `${field} would bring the project's template output to ${groupDigits(total)} bytes, over the limit of ${groupDigits(maxTemplateProjectBytes)} per project; reference large parameters less often or split the project`;
      problems.push(tooLarge(field, message));
      overLimit = true;
    } else {
      objects.push(object);
      outputBytes += size;
    }
  });
  if (overLimit) return { ...empty, undefinedReferences, numbersOutOfRange };
  return { objects, outputBytes, undefinedReferences, numbersOutOfRange };
}

function tooLarge(field: string, message: string): TemplateIssue {
  return { code: 'TEMPLATE_OUTPUT_TOO_LARGE', severity: 'error', field, message };
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

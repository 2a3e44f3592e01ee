import type { TemplateIssue, TemplateOptions } from '../model/expand-templates.js';
import { formatFieldPath } from '../yaml/read/field-path.js';
import { numberOutOfRangeMessage } from '../yaml/values/number-range.js';
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
  substituteLabels,
  substituteParameters,
  substitutedBytes,
  substitutedLabelBytes,
  type ParameterTable,
  type Substitution,
} from './substitute-parameters.js';

/** Seed of placeholder values: public, so they are for validating only, never for rendering. */
export const PLACEHOLDER_SEED = 'gitshift placeholder values: not secret, never rendered';

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
 * Processes a Template the way `oc process` does (openshift/library-go,
 * pkg/template/templateprocessing): each parameter takes the given value,
 * else its `value`, else a value generated from its `from` expression; a
 * namespace written in an object is stripped unless it references a
 * parameter; then every `${NAME}` in the objects, keys included, is replaced
 * and the template's labels are added to each object's `metadata.labels`.
 * Pure: generated values come from the seed.
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
  for (const { name, path } of built.referencesLeftAsText) {
    problems.push({
      code: 'TEMPLATE_REFERENCE_LEFT_AS_TEXT',
      severity: 'warning',
      field: formatFieldPath(path),
      message: `\${{${name}}} is replaced only when it is the whole value, so oc process leaves it here as written; use \${${name}} to insert the value as text`,
    });
  }
  for (const { key, path } of built.keyConflicts) {
    problems.push({
      code: 'TEMPLATE_KEY_CONFLICT',
      severity: 'error',
      field: formatFieldPath(path),
      message: `key ${JSON.stringify(key)} becomes the same as another key of its object after substitution; oc process would keep one of them at random`,
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
  { seed, scope, values = {}, placeholders = false }: ProcessTemplateOptions,
  problems: TemplateIssue[],
): Map<string, string> {
  const parameters = new Map<string, string>();
  asRecordList(template['parameters']).forEach((parameter, i) => {
    const name = asString(parameter['name']) ?? '';
    // Own values only: a parameter named `constructor` must not find Object's.
    const given = Object.hasOwn(values, name) ? values[name] : undefined;
    let value = given ?? asString(parameter['value']) ?? '';
    if (value === '' && parameter['generate'] !== undefined) {
      const generated = generate(
        parameter,
        i,
        name,
        placeholders ? (seed ?? PLACEHOLDER_SEED) : seed,
        scope,
        problems,
      );
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

type Findings = 'undefinedReferences' | 'numbersOutOfRange' | 'referencesLeftAsText' | 'keyConflicts';

interface BuiltObjects extends Pick<Substitution, Findings> {
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
  const empty = {
    objects: [],
    outputBytes: 0,
    undefinedReferences: [],
    numbersOutOfRange: [],
    referencesLeftAsText: [],
    keyConflicts: [],
  };
  const objectTooLarge = (field: string, bytes: number): void => {
    problems.push(
      tooLarge(
        field,
        `${field} would be ${groupDigits(bytes)} bytes after substitution, over the limit of ${groupDigits(maxTemplateObjectBytes)} per object; reference large parameters less often or split the object`,
      ),
    );
  };
  const rawLabels = asRecord(template['labels']);
  const labelBytes = substitutedLabelBytes(rawLabels, table);
  if (labelBytes > maxTemplateObjectBytes) {
    objectTooLarge('labels', labelBytes);
    return empty;
  }
  const labels = substituteLabels(rawLabels, table);
  const undefinedReferences = [...labels.undefinedReferences];
  const numbersOutOfRange = [...labels.numbersOutOfRange];
  const referencesLeftAsText = [...labels.referencesLeftAsText];
  const keyConflicts = [...labels.keyConflicts];
  const objects: Record<string, unknown>[] = [];
  let outputBytes = 0;
  let overLimit = false;
  const rawObjects: unknown[] = Array.isArray(template['objects']) ? template['objects'] : [];
  rawObjects.forEach((written, i) => {
    const field = `objects[${i}]`;
    const raw = withoutWrittenNamespace(written);
    const counted = substitutedBytes(raw, table);
    if (counted > maxTemplateObjectBytes) {
      objectTooLarge(field, counted);
      overLimit = true;
    }
    if (overLimit) return;
    const substituted = substituteParameters(raw, table, ['objects', i]);
    undefinedReferences.push(...substituted.undefinedReferences);
    numbersOutOfRange.push(...substituted.numbersOutOfRange);
    referencesLeftAsText.push(...substituted.referencesLeftAsText);
    keyConflicts.push(...substituted.keyConflicts);
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
  const findings = { undefinedReferences, numbersOutOfRange, referencesLeftAsText, keyConflicts };
  if (overLimit || keyConflicts.length > 0) return { ...empty, ...findings };
  return { objects, outputBytes, ...findings };
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
  // An expression without a `[class]{N}` is its own text, as in oc: nothing to draw, no seed needed.
  if (parsed.parts.every((part) => 'literal' in part)) return generateValue(parsed.parts, () => 0);
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

/**
 * Template labels go on each object's `metadata.labels`, over labels of the
 * same key, and nowhere else: library-go's `addObjectLabels` reaches into a
 * pod template only for typed DeploymentConfigs, and template objects are
 * processed untyped, so `oc process` never does. Selectors and pod labels
 * stay as written.
 */
function withLabels(object: unknown, labels: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!isRecord(object)) return object as Record<string, unknown>;
  if (Object.keys(labels).length === 0) return object;
  const metadata = asRecord(object['metadata']);
  return { ...object, metadata: { ...metadata, labels: { ...asRecord(metadata['labels']), ...labels } } };
}

// library-go's `stripNamespace` keeps a namespace in which `${NAME}` appears, whether or not NAME is defined.
const NAMESPACE_REFERENCE = /\$\{[a-zA-Z0-9_]+\}/;

/**
 * An object without the namespace written in it, as `oc process` strips it:
 * the object goes to the namespace it is created in. A namespace that
 * references a parameter (`${NAMESPACE}`) is kept, to be substituted.
 */
function withoutWrittenNamespace(object: unknown): unknown {
  if (!isRecord(object) || !isRecord(object['metadata']) || !Object.hasOwn(object['metadata'], 'namespace'))
    return object;
  const { namespace, ...metadata } = object['metadata'];
  if (typeof namespace === 'string' && NAMESPACE_REFERENCE.test(namespace)) return object;
  return { ...object, metadata };
}

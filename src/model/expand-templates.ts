import type { Problem, ProblemCode, ProblemSeverity } from '../errors/index.js';
import { formatFieldPath, parseFieldPath, type FieldPath } from '../yaml/read/field-path.js';
import type { Manifest } from './manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { readObject, type ReadManifestsResult } from './read-manifests.js';
import type { TemplateLimits } from './template-limits.js';
import { asRecord, asRecordList, asString, isRecord } from './values.js';

/** A problem found while processing a template, at a field of the template document. */
export interface TemplateIssue {
  readonly code: ProblemCode;
  readonly severity: ProblemSeverity;
  /** Path inside the Template object, e.g. `parameters[2].from`. */
  readonly field: string;
  readonly message: string;
}

export interface TemplateOptions extends TemplateLimits {
  /** Secret seed that generated parameter values are derived from; undefined when none was given. */
  readonly seed: string | undefined;
  /** Keeps values of equally named parameters in different templates (and instances) apart. */
  readonly scope: string;
  /** Bytes that earlier Templates of the same project produced, for the per-project limit. Default: 0. */
  readonly projectBytesBefore?: number;
  /** Parameter values given for this instance; they win over `value` and `generate`. Default: none. */
  readonly values?: Readonly<Record<string, string>>;
  /**
   * Without a seed, generate public placeholder values instead of reporting
   * TEMPLATE_SEED_MISSING: enough to validate, never to render. Default: false.
   */
  readonly placeholders?: boolean | undefined;
}

export type TemplateProcessor = (
  template: Readonly<Record<string, unknown>>,
  options: TemplateOptions,
) => {
  readonly objects: readonly unknown[];
  readonly problems: readonly TemplateIssue[];
  /** Size of `objects`, counted as `TemplateLimits` count it. */
  readonly outputBytes: number;
};

export interface ExpandTemplatesOptions extends TemplateLimits {
  /** Secret seed for generated parameters; undefined when none was given. */
  readonly seed: string | undefined;
  /** See `TemplateOptions.placeholders`. Default: false. */
  readonly placeholders?: boolean | undefined;
  /** Checks an object a Template produced against its schema. Default: no check. */
  readonly validate?: (manifest: Manifest) => readonly Problem[];
}

export interface TemplateSources {
  readonly templates: readonly Manifest[];
  /** The project's TemplateValues. */
  readonly values: readonly Manifest[];
  /** Manifests that failed their own schema: not processed, but a Template they name is not processed alone. */
  readonly invalid: ReadonlySet<Manifest>;
}

/**
 * Processes each Template of a project into the objects it declares, which
 * then belong to the project like any other: once for each TemplateValues
 * that names it, with those values, or else once on its own. Problems point
 * into the Template's own document (`objects[1].spec.replicas`), or into the
 * TemplateValues when its values are at fault. The per-project limit on
 * template output counts every Template of the project together.
 */
export function expandTemplates(
  project: string,
  { templates, values, invalid }: TemplateSources,
  processTemplate: TemplateProcessor,
  { seed, placeholders, validate = () => [], ...limits }: ExpandTemplatesOptions,
): ReadManifestsResult {
  const result: ReadManifestsResult = { manifests: [], problems: [] };
  const byTemplate = new Map<string, Manifest[]>();
  for (const instance of values) {
    const name = asString(instance.object['template']) ?? '';
    byTemplate.set(name, [...(byTemplate.get(name) ?? []), instance]);
  }
  const valid = templates.filter((t) => !invalid.has(t));
  for (const [name, instances] of byTemplate) {
    if (templates.some((t) => t.name === name)) continue;
    // TemplateValues that fail their schema (no `template`, say) are reported for that already.
    for (const instance of instances.filter((i) => !invalid.has(i))) {
      const message = `no Template named '${name}' in project ${project}; TemplateValues name a Template of their own project folder`;
      result.problems.push(
        problemAt(instance.source, [...instance.basePath, 'template'], 'TEMPLATE_VALUES_UNMATCHED', message, {
          project,
        }),
      );
    }
  }
  let projectBytes = 0;
  for (const template of valid) {
    const instances = byTemplate.get(template.name);
    const runs: (Manifest | undefined)[] = instances === undefined ? [undefined] : instances;
    for (const instance of runs) {
      if (instance !== undefined && invalid.has(instance)) continue;
      const given = instance === undefined ? {} : givenValues(instance);
      const problems =
        instance === undefined ? [] : unknownParameters(project, template, instance, Object.keys(given));
      const processed = processTemplate(template.object, {
        ...limits,
        seed,
        placeholders,
        values: given,
        scope:
          instance === undefined
            ? `${project}/${template.name}`
            : `${project}/${template.name}/${instance.name}`,
        projectBytesBefore: projectBytes,
      });
      problems.push(...processed.problems.map((issue) => toProblem(project, template, instance, issue)));
      result.problems.push(...problems);
      if (problems.some((problem) => problem.severity === 'error')) continue;
      projectBytes += processed.outputBytes;
      const produced: ReadManifestsResult = { manifests: [], problems: [] };
      processed.objects.forEach((object, i) => {
        readObject(
          template.source,
          [...template.basePath, 'objects', i],
          object,
          { project, template: template.name },
          produced,
        );
      });
      result.manifests.push(...produced.manifests);
      result.problems.push(...produced.problems);
      const wholeValues = instance === undefined ? new Map<string, string>() : jsonReferences(template);
      for (const manifest of produced.manifests) {
        for (const problem of validate(manifest)) {
          const parameter = wholeValues.get(problem.field);
          result.problems.push(
            instance !== undefined && parameter !== undefined && Object.hasOwn(given, parameter)
              ? givenValueProblem(project, template, instance, parameter, problem)
              : problem,
          );
        }
      }
    }
  }
  return result;
}

/** The values a TemplateValues gives, as text: `oc process -p` gives every value as text. */
function givenValues(instance: Manifest): Record<string, string> {
  const entries = Object.entries(asRecord(instance.object['parameters'])).map(
    ([name, value]): [string, string] => [name, String(value)],
  );
  // Object.fromEntries keeps a parameter named `__proto__` as data.
  return Object.fromEntries(entries);
}

function unknownParameters(
  project: string,
  template: Manifest,
  instance: Manifest,
  given: readonly string[],
): Problem[] {
  const known = new Set(asRecordList(template.object['parameters']).map((p) => asString(p['name'])));
  return given
    .filter((name) => !known.has(name))
    .map((name) =>
      problemAt(
        instance.source,
        [...instance.basePath, 'parameters', name],
        'TEMPLATE_PARAMETER_UNKNOWN',
        `Template '${template.name}' has no parameter ${name}${nearest(name, known)}`,
        { key: true, project },
      ),
    );
}

function nearest(name: string, known: ReadonlySet<string | undefined>): string {
  const names = [...known].filter((k): k is string => k !== undefined);
  const match = names.find((k) => k.toUpperCase() === name.toUpperCase());
  if (match !== undefined) return `; did you mean ${match}?`;
  return names.length === 0 ? '; it has no parameters' : `; its parameters are ${names.join(', ')}`;
}

/**
 * A template issue as a problem. A required parameter without a value is the
 * TemplateValues' to give, so it is reported there.
 */
function toProblem(
  project: string,
  template: Manifest,
  instance: Manifest | undefined,
  issue: TemplateIssue,
): Problem {
  if (instance !== undefined && issue.code === 'TEMPLATE_PARAMETER_REQUIRED') {
    const field = isRecord(instance.object['parameters']) ? 'parameters' : 'template';
    const parameter = asString(
      asRecordList(template.object['parameters'])[parseIndex(issue.field)]?.['name'],
    );
    return problemAt(
      instance.source,
      [...instance.basePath, field],
      issue.code,
      `parameter ${parameter ?? '?'} of Template '${template.name}' is required and has no value; give it under parameters`,
      { severity: issue.severity, project, key: true },
    );
  }
  return problemAt(
    template.source,
    [...template.basePath, ...parseFieldPath(issue.field)],
    issue.code,
    instance === undefined ? issue.message : `${issue.message} (with TemplateValues '${instance.name}')`,
    { severity: issue.severity, project },
  );
}

function parseIndex(field: string): number {
  return Number(/^parameters\[(\d+)\]/.exec(field)?.[1] ?? -1);
}

/** A produced object's schema problem at a field that was `${{P}}`, where P's value came from a TemplateValues: the value is at fault. */
function givenValueProblem(
  project: string,
  template: Manifest,
  instance: Manifest,
  parameter: string,
  problem: Problem,
): Problem {
  const message = `${parameter} is used as \${{${parameter}}} at ${problem.field} of Template '${template.name}' (${template.source.file}:${problem.line}), where ${problem.message}`;
  return problemAt(instance.source, [...instance.basePath, 'parameters', parameter], problem.code, message, {
    severity: problem.severity,
    project,
  });
}

const WHOLE_JSON_REFERENCE = /^\$\{\{([a-zA-Z0-9_]+)\}\}$/;

/** Each field of a Template's objects that is exactly `${{P}}`, by its field path in the document, with P. */
function jsonReferences(template: Manifest): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, path: FieldPath): void => {
    if (typeof node === 'string') {
      const name = WHOLE_JSON_REFERENCE.exec(node)?.[1];
      if (name !== undefined) found.set(formatFieldPath(path), name);
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (isRecord(node)) for (const [key, inner] of Object.entries(node)) walk(inner, [...path, key]);
  };
  walk(template.object['objects'], [...template.basePath, 'objects']);
  return found;
}

import type { Problem, ProblemCode, ProblemSeverity } from '../errors/index.js';
import { parseFieldPath } from './field-path.js';
import type { Manifest } from './manifest.js';
import { problemAt } from './problem-at.js';
import { readObject, type ReadManifestsResult } from './read-manifests.js';
import type { TemplateLimits } from './template-limits.js';

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
  /** Keeps values of equally named parameters in different templates apart. */
  readonly scope: string;
  /**
   * Without a seed, generate public placeholder values instead of reporting
   * TEMPLATE_SEED_MISSING: enough to validate, never to render. Default: false.
   */
  readonly placeholders?: boolean;
  /** Bytes that earlier Templates of the same project produced, for the per-project limit. Default: 0. */
  readonly projectBytesBefore?: number;
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
}

/**
 * Processes each Template of a project into the objects it declares, which
 * then belong to the project like any other. Problems point into the
 * Template's own document (`objects[1].spec.replicas`). The per-project limit
 * on template output counts every Template of the project together.
 */
export function expandTemplates(
  project: string,
  templates: readonly Manifest[],
  processTemplate: TemplateProcessor,
  { seed, ...limits }: ExpandTemplatesOptions,
): ReadManifestsResult {
  const result: ReadManifestsResult = { manifests: [], problems: [] };
  let projectBytes = 0;
  for (const template of templates) {
    const processed = processTemplate(template.object, {
      ...limits,
      seed,
      scope: `${project}/${template.name}`,
      projectBytesBefore: projectBytes,
    });
    const toProblem = (issue: TemplateIssue): Problem =>
      problemAt(
        template.source,
        [...template.basePath, ...parseFieldPath(issue.field)],
        issue.code,
        issue.message,
        {
          severity: issue.severity,
          project,
        },
      );
    result.problems.push(...processed.problems.map(toProblem));
    if (processed.problems.some((issue) => issue.severity === 'error')) continue;
    projectBytes += processed.outputBytes;
    processed.objects.forEach((object, i) => {
      readObject(
        template.source,
        [...template.basePath, 'objects', i],
        object,
        { project, template: template.name },
        result,
      );
    });
  }
  return result;
}

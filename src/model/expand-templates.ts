import type { Problem, ProblemCode, ProblemSeverity } from '../errors/index.js';
import { parseFieldPath } from './field-path.js';
import type { Manifest } from './manifest.js';
import { problemAt } from './problem-at.js';
import { readObject, type ReadManifestsResult } from './read-manifests.js';

/** A problem found while processing a template, at a field of the template document. */
export interface TemplateIssue {
  readonly code: ProblemCode;
  readonly severity: ProblemSeverity;
  /** Path inside the Template object, e.g. `parameters[2].from`. */
  readonly field: string;
  readonly message: string;
}

export interface TemplateOptions {
  /** Secret seed that generated parameter values are derived from; undefined when none was given. */
  readonly seed: string | undefined;
  /** Keeps values of equally named parameters in different templates apart. */
  readonly scope: string;
}

export type TemplateProcessor = (
  template: Readonly<Record<string, unknown>>,
  options: TemplateOptions,
) => { readonly objects: readonly unknown[]; readonly problems: readonly TemplateIssue[] };

/**
 * Processes each Template of a project into the objects it declares, which
 * then belong to the project like any other. Problems point into the
 * Template's own document (`objects[1].spec.replicas`).
 */
export function expandTemplates(
  project: string,
  templates: readonly Manifest[],
  processTemplate: TemplateProcessor,
  seed: string | undefined,
): ReadManifestsResult {
  const result: ReadManifestsResult = { manifests: [], problems: [] };
  for (const template of templates) {
    const processed = processTemplate(template.object, { seed, scope: `${project}/${template.name}` });
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

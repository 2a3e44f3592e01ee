import type { Problem, ProblemCode, ProblemSeverity } from '../../errors/index.js';
import { formatFieldPath, type FieldPath } from './field-path.js';
import type { SourceDocument } from './source-document.js';

export interface ProblemAtOptions {
  readonly severity?: ProblemSeverity;
  /** Point at the key of the field rather than its value. Default: false. */
  readonly key?: boolean;
  readonly project?: string | undefined;
}

/** A problem located at a field of a document. */
export function problemAt(
  source: SourceDocument,
  path: FieldPath,
  code: ProblemCode,
  message: string,
  { severity = 'error', key = false, project }: ProblemAtOptions = {},
): Problem {
  const { line, col } = source.locate(path, { key });
  return withProject(
    { code, severity, file: source.file, line, col, field: formatFieldPath(path), message },
    project,
  );
}

/** A problem about a file as a whole. */
export function problemInFile(
  file: string,
  code: ProblemCode,
  message: string,
  { severity = 'error', project }: Omit<ProblemAtOptions, 'key'> = {},
): Problem {
  return withProject({ code, severity, file, line: 1, col: 1, field: '', message }, project);
}

function withProject(problem: Problem, project: string | undefined): Problem {
  return project === undefined ? problem : { ...problem, project };
}

/**
 * A problem found in a config repository. Problems are data, not exceptions:
 * loading collects every one of them so a single run shows them all.
 */
export type ProblemCode =
  // files and YAML
  | 'FILE_TOO_LARGE'
  | 'FILE_OUTSIDE_PROJECT'
  | 'YAML_SYNTAX'
  | 'YAML_DUPLICATE_KEY'
  | 'YAML_ALIAS_LIMIT'
  | 'YAML_AMBIGUOUS_BOOLEAN'
  | 'YAML_NOT_AN_OBJECT'
  | 'JSON_SYNTAX'
  | 'NUMBER_OUT_OF_RANGE'
  | 'FILE_NOT_REGULAR'
  | 'FILE_NOT_UTF8'
  | 'YAML_TOO_DEEP'
  // object identity
  | 'MISSING_API_VERSION'
  | 'MISSING_KIND'
  | 'UNKNOWN_API_VERSION'
  | 'INVALID_NAME'
  | 'NAME_TOO_LONG'
  | 'DUPLICATE_OBJECT'
  | 'NAMESPACE_MISMATCH'
  | 'PROJECT_NAME_MISMATCH'
  // schema
  | 'SCHEMA_REQUIRED'
  | 'SCHEMA_TYPE'
  | 'SCHEMA_ENUM'
  | 'SCHEMA_UNKNOWN_FIELD'
  | 'SCHEMA_PATTERN'
  | 'SCHEMA_RANGE'
  | 'SCHEMA_ONE_OF'
  | 'SCHEMA_VIOLATION'
  // references between objects
  | 'DANGLING_IMAGE_TRIGGER'
  | 'DANGLING_ROUTE_SERVICE'
  | 'DANGLING_BUILD_OUTPUT'
  | 'DANGLING_IMAGE_STREAM_TAG'
  | 'TAG_CYCLE'
  // templates
  | 'TEMPLATE_PARAMETER_REQUIRED'
  | 'TEMPLATE_PARAMETER_UNDEFINED'
  | 'TEMPLATE_GENERATE_INVALID'
  | 'TEMPLATE_SEED_MISSING'
  | 'TEMPLATE_OBJECT_INVALID'
  | 'TEMPLATE_OUTPUT_TOO_LARGE'
  | 'TEMPLATE_REFERENCE_LEFT_AS_TEXT'
  | 'TEMPLATE_KEY_CONFLICT'
  | 'TEMPLATE_PARAMETER_UNKNOWN'
  | 'TEMPLATE_VALUES_UNMATCHED'
  | 'TEMPLATE_INSTANCE_SECRET_MISSING'
  // rendering
  | 'ROUTE_HOST_CONFLICT'
  | 'ROUTE_TLS_INVALID'
  | 'ROUTE_UNSUPPORTED'
  | 'IMAGE_UNRESOLVED'
  | 'OPENSHIFT_KIND_DROPPED'
  | 'OPENSHIFT_FIELD_DROPPED'
  | 'OPENSHIFT_KIND_INVALID'
  | 'HOOK_FAILURE_POLICY_UNKNOWN'
  // repository settings
  | 'SETTINGS_MISSING'
  // Keystone users, groups and projects a Project names (gitshift validate asks Keystone)
  | 'KEYSTONE_NAME_UNKNOWN'
  | 'KEYSTONE_NOT_CHECKED'
  // a fault of gitshift's own while loading a project: reported, never thrown, and it blocks only that project
  | 'PROJECT_LOAD_FAILED'
  | 'PROJECT_RENDER_FAILED';

export type ProblemSeverity = 'error' | 'warning';

export interface Problem {
  readonly code: ProblemCode;
  /** Errors stop a project from rendering; warnings are reported and rendering goes on. */
  readonly severity: ProblemSeverity;
  /** Path of the file, relative to the repository root, with forward slashes. */
  readonly file: string;
  /** 1-based line and column; 1:1 when the problem concerns the file as a whole. */
  readonly line: number;
  readonly col: number;
  /** Dotted field path inside the document, e.g. `spec.triggers[0].type`; empty for file-level problems. */
  readonly field: string;
  readonly message: string;
  /** The project the file belongs to, when it belongs to one. */
  readonly project?: string;
}

/** `path:line:col: field.path: message [CODE]`, the one format every command prints. */
export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  const field = problem.field === '' ? '' : ` ${problem.field}:`;
  const severity = problem.severity === 'warning' ? ' warning:' : '';
  return `${where}:${severity}${field} ${problem.message} [${problem.code}]`;
}

/** Stable order: by file, then position, then code. */
export function compareProblems(a: Problem, b: Problem): number {
  return (
    compareStrings(a.file, b.file) ||
    a.line - b.line ||
    a.col - b.col ||
    compareStrings(a.code, b.code) ||
    compareStrings(a.field, b.field) ||
    compareStrings(a.message, b.message)
  );
}

export function hasErrors(problems: readonly Problem[]): boolean {
  return problems.some((problem) => problem.severity === 'error');
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

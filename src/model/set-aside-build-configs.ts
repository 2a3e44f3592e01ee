import type { Problem, ProblemCode } from '../errors/index.js';
import { formatFieldPath } from '../yaml/read/field-path.js';
import type { Manifest } from './manifest.js';

/** Problems about an object's own content, which can be told apart from its file's. */
const OBJECT_PROBLEMS: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'SCHEMA_REQUIRED',
  'SCHEMA_TYPE',
  'SCHEMA_ENUM',
  'SCHEMA_UNKNOWN_FIELD',
  'SCHEMA_PATTERN',
  'SCHEMA_RANGE',
  'SCHEMA_ONE_OF',
  'SCHEMA_VIOLATION',
  'INVALID_NAME',
  'NAME_TOO_LONG',
  'DUPLICATE_OBJECT',
  'NAMESPACE_MISMATCH',
  'DANGLING_BUILD_OUTPUT',
  'DANGLING_IMAGE_STREAM_TAG',
  'NUMBER_OUT_OF_RANGE',
  'YAML_AMBIGUOUS_BOOLEAN',
]);

const SET_ASIDE =
  'the BuildConfig is set aside (builds do not run yet, so it renders nothing) and the rest of the project is not held back';

/**
 * Until builds run, a BuildConfig renders nothing, so nothing wrong in it can
 * make a rendered object wrong: its errors become warnings saying it is set
 * aside, instead of blocking the project's Deployments. A problem belongs to
 * the object of its file that starts last at or before it, among those whose
 * path (`items[2]`, `objects[0]`) the problem's field lies in.
 */
export function setAsideBuildConfigProblems(
  manifests: readonly Manifest[],
  problems: readonly Problem[],
): Problem[] {
  // Locating an object parses its file's syntax tree: do it only for files where a BuildConfig may own an error.
  const buildConfigFiles = new Set(
    manifests.filter((m) => m.openshiftKind === 'BuildConfig').map((m) => m.source.file),
  );
  const files = new Set(
    problems
      .filter((p) => p.severity === 'error' && OBJECT_PROBLEMS.has(p.code) && buildConfigFiles.has(p.file))
      .map((p) => p.file),
  );
  if (files.size === 0) return [...problems];
  const starts = new Map<string, { manifest: Manifest; line: number; col: number; prefix: string }[]>();
  for (const manifest of manifests) {
    if (!files.has(manifest.source.file)) continue;
    const { line, col } = manifest.source.locate(manifest.basePath);
    const prefix = formatFieldPath(manifest.basePath);
    const inFile = starts.get(manifest.source.file) ?? [];
    inFile.push({ manifest, line, col, prefix });
    starts.set(manifest.source.file, inFile);
  }
  return problems.map((problem) => {
    if (problem.severity !== 'error' || !OBJECT_PROBLEMS.has(problem.code)) return problem;
    let owner: { manifest: Manifest; line: number; col: number } | undefined;
    for (const start of starts.get(problem.file) ?? []) {
      const inside =
        start.prefix === '' ||
        problem.field === start.prefix ||
        problem.field.startsWith(`${start.prefix}.`) ||
        problem.field.startsWith(`${start.prefix}[`);
      const before = start.line < problem.line || (start.line === problem.line && start.col <= problem.col);
      const later =
        owner === undefined ||
        start.line > owner.line ||
        (start.line === owner.line && start.col > owner.col);
      if (inside && before && later) owner = start;
    }
    if (owner?.manifest.openshiftKind !== 'BuildConfig') return problem;
    return { ...problem, severity: 'warning', message: `${problem.message}; ${SET_ASIDE}` };
  });
}

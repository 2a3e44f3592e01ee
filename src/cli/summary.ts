import type { Problem } from '../errors/index.js';
import { blocksEveryProject } from '../model/load-settings.js';

export interface ProblemSummary {
  readonly errors: number;
  readonly warnings: number;
  readonly line: string;
}

export function summarize(problems: readonly Problem[], projects: number): ProblemSummary {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const files = new Set(problems.map((p) => p.file)).size;
  // An error in gitshift.yaml blocks every project, though it names none.
  const blockedProjects = problems.some(blocksEveryProject)
    ? projects
    : new Set(problems.filter((p) => p.severity === 'error' && p.project !== undefined).map((p) => p.project))
        .size;
  const line =
    problems.length === 0
      ? `ok: ${plural(projects, 'project')}, no problems`
      : `${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')}; ${blockedProjects} of ${plural(projects, 'project')} blocked`;
  return { errors, warnings, line };
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

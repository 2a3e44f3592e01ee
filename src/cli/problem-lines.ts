import { formatProblem, type Problem } from '../errors/index.js';
import type { Palette } from './terminal/index.js';

/**
 * A problem as formatProblem writes it (the one format, also in logs and
 * PR comments), styled for a terminal: its file:line:col bold, the rest red
 * for an error, yellow for a warning.
 */
export function styleProblem(problem: Problem, p: Palette): string {
  const line = formatProblem(problem);
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  // formatProblem begins with the location; were that to change, the line is still whole, only less styled.
  if (!p.enabled || !line.startsWith(where)) return line;
  const rest = line.slice(where.length);
  return `${p.strong(where)}${problem.severity === 'error' ? p.error(rest) : p.warning(rest)}`;
}

import type { NameValue } from '../env-var.js';
import { ENV_NAME } from '../plan-env.js';
import type { BuildPlanProblem, Planned } from '../plan-problem.js';

/** Where s2i reads environment variables for the build from, in the source. */
export const S2I_ENVIRONMENT_FILE = '.s2i/environment';

/**
 * `.s2i/environment`: `KEY=VALUE` lines, blank lines, and comments starting
 * with `#` or `//`, as s2i reads it (the key and value trimmed, quotes kept
 * as written). s2i skips a line it cannot read; here it is a problem naming
 * the line, because a variable that silently goes missing is a build that
 * silently differs.
 */
export function parseS2iEnvironment(text: string, file = S2I_ENVIRONMENT_FILE): Planned<NameValue[]> {
  const problems: BuildPlanProblem[] = [];
  const env: NameValue[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const at = `${file}:${index + 1}`;
    const equals = line.indexOf('=');
    if (equals === -1) {
      problems.push({ field: at, message: `'${line}' is not KEY=VALUE`, reason: 'GenericBuildFailed' });
      return;
    }
    const name = line.slice(0, equals).trim();
    if (!ENV_NAME.test(name)) {
      problems.push({
        field: at,
        message: `'${name}' is not a variable name: letters, digits, '_', '-' and '.', not starting with a digit`,
        reason: 'GenericBuildFailed',
      });
      return;
    }
    env.push({ name, value: line.slice(equals + 1).trim() });
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: env, warnings: [] };
}

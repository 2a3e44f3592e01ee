import { asRecord, isRecord } from '../model/values.js';
import type { NameValue } from './env-var.js';
import { type BuildPlanProblem, unsupported } from './plan-problem.js';

/** A name a process environment and a Dockerfile's ENV both take (Kubernetes' rule for env names). */
export const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;

/**
 * An `env` or `buildArgs` list of a strategy. `valueFrom` is refused: builds
 * read no Secrets or ConfigMaps, and an empty value in their place would
 * build something other than what was asked.
 */
export function readEnvList(value: unknown, field: string, problems: BuildPlanProblem[]): NameValue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    problems.push(unsupported(field, 'must be a list of {name, value}'));
    return [];
  }
  const pairs: NameValue[] = [];
  value.forEach((item: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isRecord(item)) {
      problems.push(unsupported(at, 'must be an object with name and value'));
      return;
    }
    const name = item['name'];
    if (typeof name !== 'string' || !ENV_NAME.test(name)) {
      problems.push(
        unsupported(
          `${at}.name`,
          `${JSON.stringify(name ?? null)} is not a variable name: letters, digits, '_', '-' and '.', not starting with a digit`,
        ),
      );
      return;
    }
    if (item['valueFrom'] !== undefined && item['valueFrom'] !== null) {
      const source = Object.keys(asRecord(item['valueFrom'])).join(', ') || 'a reference';
      problems.push(
        unsupported(
          `${at}.valueFrom`,
          `${name} takes its value from ${source}, which builds do not support: gitshift reads no Secrets, ConfigMaps or fields into a build; give 'value' instead`,
        ),
      );
      return;
    }
    const raw = item['value'];
    if (
      raw !== undefined &&
      raw !== null &&
      typeof raw !== 'string' &&
      typeof raw !== 'number' &&
      typeof raw !== 'boolean'
    ) {
      problems.push(unsupported(`${at}.value`, `the value of ${name} must be a string`));
      return;
    }
    pairs.push({ name, value: raw === undefined || raw === null ? '' : String(raw) });
  });
  return pairs;
}

/** Values that go into a Dockerfile (ENV, LABEL) must be one line. */
export function refuseLineBreaks(
  pairs: readonly NameValue[],
  field: string,
  problems: BuildPlanProblem[],
): void {
  pairs.forEach(({ name, value }, index) => {
    if (/[\r\n]/.test(value))
      problems.push(
        unsupported(
          `${field}[${index}].value`,
          `the value of ${name} holds a line break, which a Dockerfile instruction cannot carry; put it on one line`,
        ),
      );
  });
}

/**
 * Variables a build adds (a webhook's `env`, `start-build --env`) checked as
 * the BuildConfig's are: a name a Dockerfile and a process take, a value on
 * one line. `field` names where they came from, e.g. `env` of the Build.
 */
export function checkAddedEnv(pairs: readonly NameValue[], field: string): BuildPlanProblem[] {
  const problems: BuildPlanProblem[] = [];
  pairs.forEach(({ name }, index) => {
    if (!ENV_NAME.test(name))
      problems.push(
        unsupported(
          `${field}[${index}].name`,
          `${JSON.stringify(name)} is not a variable name: letters, digits, '_', '-' and '.', not starting with a digit`,
        ),
      );
  });
  refuseLineBreaks(pairs, field, problems);
  return problems;
}

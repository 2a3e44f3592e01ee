/** The fields of a BuildConfig's spec that say how its builds run and are kept, read and checked. */
import { asName, asRecord } from '../model/values.js';
import { type BuildPlanProblem, unsupported } from './plan-problem.js';
import type { RunPolicy } from './run-policy.js';

const RUN_POLICIES: readonly RunPolicy[] = ['Serial', 'SerialLatestOnly', 'Parallel'];

export function readRunPolicy(
  spec: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
): RunPolicy {
  const value = spec['runPolicy'];
  if (value === undefined || value === null || value === '') return 'Serial';
  const policy = RUN_POLICIES.find((p) => p === value);
  if (policy === undefined)
    problems.push(
      unsupported('spec.runPolicy', `${JSON.stringify(value)}: must be ${RUN_POLICIES.join(', ')}`),
    );
  return policy ?? 'Serial';
}

export function readCount(
  spec: Readonly<Record<string, unknown>>,
  key: string,
  fallback: number,
  problems: BuildPlanProblem[],
): number {
  const value = spec[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  problems.push(unsupported(`spec.${key}`, `${JSON.stringify(value)} must be a whole number, 0 or more`));
  return fallback;
}

export function readLimits(
  spec: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
  warnings: BuildPlanProblem[],
): { cpu?: string; memory?: string } {
  const resources = asRecord(spec['resources']);
  const limits: { cpu?: string; memory?: string } = {};
  for (const [key, value] of Object.entries(asRecord(resources['limits']))) {
    const field = `spec.resources.limits.${key}`;
    if (key !== 'cpu' && key !== 'memory') {
      warnings.push(unsupported(field, 'ignored: builds are limited in cpu and memory only'));
      continue;
    }
    if (typeof value === 'number' && value > 0) limits[key] = String(value);
    else if (typeof value === 'string' && /^\d+(\.\d+)?(m|k|Ki|M|Mi|G|Gi|T|Ti|E|Ei|P|Pi)?$/.test(value))
      limits[key] = value;
    else
      problems.push(
        unsupported(field, `${JSON.stringify(value)} is not a Kubernetes quantity (e.g. 500m, 1, 512Mi)`),
      );
  }
  if (Object.keys(asRecord(resources['requests'])).length > 0)
    warnings.push(unsupported('spec.resources.requests', 'ignored: builds are given their limits'));
  return limits;
}

export function readPostCommit(
  spec: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
): { command: string[]; args: string[] } | undefined {
  const hook = asRecord(spec['postCommit']);
  const strings = (key: string): string[] | undefined => {
    const value = hook[key];
    if (value === undefined || value === null) return [];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
    problems.push(unsupported(`spec.postCommit.${key}`, 'must be a list of strings'));
    return undefined;
  };
  const script = asName(hook['script']);
  const command = strings('command');
  const args = strings('args');
  if (command === undefined || args === undefined) return undefined;
  if (script !== undefined) {
    if (command.length > 0)
      problems.push(unsupported('spec.postCommit.script', 'give script or command, not both'));
    // As OpenShift runs it: a login shell, so images that set up their tools in a profile have them.
    return { command: ['/bin/sh', '-ic'], args: [script, '/bin/sh', ...args] };
  }
  if (command.length === 0 && args.length === 0) return undefined;
  return { command, args };
}

/** `completionDeadlineSeconds`: a whole number of seconds above 0, or none. */
export function readDeadline(
  spec: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
): number | undefined {
  const deadline = spec['completionDeadlineSeconds'];
  if (deadline === undefined || deadline === null) return undefined;
  if (typeof deadline === 'number' && Number.isInteger(deadline) && deadline > 0) return deadline;
  problems.push(
    unsupported(
      'spec.completionDeadlineSeconds',
      `${JSON.stringify(deadline)} must be a whole number of seconds above 0`,
    ),
  );
  return undefined;
}

import { asBoolean, asName, asRecordList } from '../model/values.js';
import { readScriptsLocation } from './s2i/s2i-scripts.js';
import { type BuildPlanProblem, unsupported } from './plan-problem.js';

/** The strategies gitshift builds with. */
export type BuildStrategyType = 'Docker' | 'Source' | 'Custom';

/** Each strategy type and the field of `spec.strategy` holding its parameters. */
const STRATEGY_KEYS: readonly (readonly [string, string])[] = [
  ['Docker', 'dockerStrategy'],
  ['Source', 'sourceStrategy'],
  ['Custom', 'customStrategy'],
  ['JenkinsPipeline', 'jenkinsPipelineStrategy'],
];

export function strategyKey(type: string): string {
  return (
    STRATEGY_KEYS.find(([name]) => name === type)?.[1] ??
    `${type.charAt(0).toLowerCase()}${type.slice(1)}Strategy`
  );
}

/** `spec.strategy.type`, or the one strategy object given when the type is left out. */
export function readStrategyType(
  strategy: Readonly<Record<string, unknown>>,
  problems: BuildPlanProblem[],
): BuildStrategyType | undefined {
  const present = STRATEGY_KEYS.filter(
    ([, key]) => strategy[key] !== undefined && strategy[key] !== null,
  ).map(([name]) => name);
  const given = asName(strategy['type']);
  const type = given ?? (present.length === 1 ? present[0] : undefined);
  if (type === 'JenkinsPipeline') {
    problems.push(
      unsupported(
        'spec.strategy.type',
        'JenkinsPipeline is deprecated in OpenShift 4 and not supported: run the pipeline in a CI system, and let it start builds (gitshift start-build) or push images',
      ),
    );
    return undefined;
  }
  if (type === undefined) {
    problems.push(
      unsupported(
        'spec.strategy.type',
        present.length === 0
          ? 'no strategy: give type Docker, Source or Custom and its dockerStrategy, sourceStrategy or customStrategy'
          : `several strategies (${present.join(', ')}): give one`,
      ),
    );
    return undefined;
  }
  if (type !== 'Docker' && type !== 'Source' && type !== 'Custom') {
    problems.push(unsupported('spec.strategy.type', `'${type}': must be Docker, Source or Custom`));
    return undefined;
  }
  const other = present.filter((name) => name !== type);
  if (other.length > 0) {
    problems.push(
      unsupported(
        `spec.strategy.${strategyKey(other[0] as string)}`,
        `given with strategy type ${type}: remove it, or change the type`,
      ),
    );
    return undefined;
  }
  return type;
}

/**
 * The strategy's own options that gitshift refuses or ignores, checked; for
 * Source, the folder its `scripts` URL names.
 */
export function checkStrategyParams(
  strategy: BuildStrategyType,
  params: Readonly<Record<string, unknown>>,
  field: string,
  problems: BuildPlanProblem[],
  warnings: BuildPlanProblem[],
): string | undefined {
  if (strategy === 'Custom') {
    if (asBoolean(params['exposeDockerSocket']) === true)
      problems.push(
        unsupported(
          `${field}.exposeDockerSocket`,
          'there is no Docker socket to give a custom builder: build with buildah inside the builder image instead',
        ),
      );
    if (asRecordList(params['secrets']).length > 0)
      problems.push(
        unsupported(
          `${field}.secrets`,
          'Secrets are not mounted into custom builders: gitshift gives builds no Secrets',
        ),
      );
  }
  if (strategy === 'Docker' && asName(params['imageOptimizationPolicy']) !== undefined)
    warnings.push(
      unsupported(`${field}.imageOptimizationPolicy`, 'ignored: buildah decides how layers are written'),
    );
  const scripts = params['scripts'];
  if (strategy !== 'Source' || scripts === undefined || scripts === null || scripts === '') return undefined;
  const location = readScriptsLocation(scripts, `${field}.scripts`);
  if ('dir' in location) return location.dir;
  problems.push(location);
  return undefined;
}

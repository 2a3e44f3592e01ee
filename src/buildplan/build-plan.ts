import type { ImageStreamIndex } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { asBoolean, asName, asRecord, asRecordList, isRecord } from '../model/values.js';
import type { NameValue } from './env-var.js';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits } from './history-limits.js';
import { readEnvList, refuseLineBreaks } from './plan-env.js';
import { type ImageSource, type PlannedImage, readImageSource, resolveBuildImage } from './plan-image.js';
import { type BuildSettings, type PlannedOutput, planOutput } from './plan-output.js';
import { type BuildPlanProblem, type Planned, unsupported } from './plan-problem.js';
import { type PlannedSource, planSource, relativePath } from './plan-source.js';
import { type PlannedTrigger, planTriggers } from './plan-triggers.js';
import type { RunPolicy } from './run-policy.js';
import { readScriptsLocation } from './s2i/s2i-scripts.js';

export type BuildStrategyType = 'Docker' | 'Source' | 'Custom';

/** Everything a build of one BuildConfig runs with, decided from Git alone. */
export interface BuildPlan {
  readonly buildConfig: string;
  readonly namespace: string;
  /** The BuildConfig's file, `projects/shop/app.yaml`. */
  readonly file: string;
  readonly strategy: BuildStrategyType;
  readonly source: PlannedSource;
  /**
   * The strategy's `from`, resolved: the builder image (Source, Custom), or the
   * image that replaces the base of the Dockerfile's last stage (Docker; absent when not given).
   */
  readonly from?: PlannedImage;
  readonly output?: PlannedOutput;
  /** The strategy's `env`. */
  readonly env: readonly NameValue[];
  /** Docker: `--build-arg` values. */
  readonly buildArgs: Readonly<Record<string, string>>;
  readonly noCache: boolean;
  readonly forcePull: boolean;
  /** Source: build on the previous output's saved artifacts. */
  readonly incremental: boolean;
  /** Source: where the scripts are, from the strategy's `scripts` (an `image:///path` URL's path). */
  readonly scriptsDir?: string;
  /** Docker: the Dockerfile, relative to `contextDir`. Default `Dockerfile`; not read when the source has an inline Dockerfile. */
  readonly dockerfilePath: string;
  /** `output.imageLabels`. */
  readonly imageLabels: readonly NameValue[];
  /** The Secret to pull the `from` image with (`strategy.*.pullSecret.name`). */
  readonly pullSecret?: string;
  /** The Secret to push the output with (`output.pushSecret.name`). */
  readonly pushSecret?: string;
  /** Kubernetes quantities from `resources.limits`. */
  readonly limits: { readonly cpu?: string; readonly memory?: string };
  readonly completionDeadlineSeconds?: number;
  readonly runPolicy: RunPolicy;
  readonly historyLimits: HistoryLimits;
  readonly triggers: readonly PlannedTrigger[];
  /** `spec.postCommit`, as a command: `script` becomes `/bin/sh -ic <script>` as in OpenShift. Run by the runner, or refused by it. */
  readonly postCommit?: { readonly command: readonly string[]; readonly args: readonly string[] };
  readonly serviceAccount?: string;
}

export interface PlanBuildOptions {
  /** The BuildConfig, as loaded. Read field by field: a BuildConfig with schema problems is set aside, not refused, so it may be any shape. */
  readonly manifest: Manifest;
  /** The project it belongs to. */
  readonly namespace: string;
  /** Every ImageStream of the loaded revision. */
  readonly streams: ImageStreamIndex;
  readonly settings: BuildSettings;
}

const STRATEGY_KEYS: readonly (readonly [string, string])[] = [
  ['Docker', 'dockerStrategy'],
  ['Source', 'sourceStrategy'],
  ['Custom', 'customStrategy'],
  ['JenkinsPipeline', 'jenkinsPipelineStrategy'],
];

const RUN_POLICIES: readonly RunPolicy[] = ['Serial', 'SerialLatestOnly', 'Parallel'];

/**
 * What a build of this BuildConfig runs, or every reason it cannot run
 * (each naming its field). Warnings name fields that are read but not
 * acted on, so nothing is ignored silently.
 */
export function planBuild(options: PlanBuildOptions): Planned<BuildPlan> {
  const { manifest, namespace, streams, settings } = options;
  const problems: BuildPlanProblem[] = [];
  const warnings: BuildPlanProblem[] = [];
  const spec = asRecord(manifest.object['spec']);
  const strategySpec = asRecord(spec['strategy']);

  const strategy = readStrategyType(strategySpec, problems);
  if (strategy === undefined) return { ok: false, problems };
  const strategyField = `spec.strategy.${strategyKey(strategy)}`;
  const params = asRecord(strategySpec[strategyKey(strategy)]);

  const source = planSource(spec, problems);
  checkSourceFits(strategy, source, warnings, problems);

  // The strategy's from: required for Source and Custom, optional for Docker.
  let fromSource: ImageSource | undefined;
  let from: PlannedImage | undefined;
  const fromValue = params['from'];
  if (fromValue !== undefined && fromValue !== null) {
    fromSource = readImageSource(fromValue, `${strategyField}.from`, namespace, problems);
    if (fromSource !== undefined) {
      const resolved = resolveBuildImage(fromSource, streams, `${strategyField}.from.name`, namespace);
      if ('pullSpec' in resolved) from = resolved;
      else problems.push(resolved);
    }
  } else if (strategy !== 'Docker') {
    problems.push(
      unsupported(
        `${strategyField}.from`,
        `the ${strategy} strategy needs a builder image: {kind: ImageStreamTag|DockerImage, name}`,
      ),
    );
  }

  const env = readEnvList(params['env'], `${strategyField}.env`, problems);
  const buildArgList =
    strategy === 'Docker' ? readEnvList(params['buildArgs'], `${strategyField}.buildArgs`, problems) : [];
  if (strategy !== 'Custom') refuseLineBreaks(env, `${strategyField}.env`, problems);
  const imageLabels = readImageLabels(spec, problems);

  const output = planOutput(spec, namespace, streams, settings, problems);
  const triggers = planTriggers(
    spec,
    namespace,
    { source: fromSource, field: `${strategyField}.from` },
    problems,
    warnings,
  );

  let scriptsDir: string | undefined;
  if (
    strategy === 'Source' &&
    params['scripts'] !== undefined &&
    params['scripts'] !== null &&
    params['scripts'] !== ''
  ) {
    const scripts = readScriptsLocation(params['scripts'], `${strategyField}.scripts`);
    if ('dir' in scripts) scriptsDir = scripts.dir;
    else problems.push(scripts);
  }
  if (strategy === 'Custom') {
    if (asBoolean(params['exposeDockerSocket']) === true)
      problems.push(
        unsupported(
          `${strategyField}.exposeDockerSocket`,
          'there is no Docker socket to give a custom builder: build with buildah inside the builder image instead',
        ),
      );
    if (asRecordList(params['secrets']).length > 0)
      problems.push(
        unsupported(
          `${strategyField}.secrets`,
          'Secrets are not mounted into custom builders: gitshift gives builds no Secrets',
        ),
      );
  }
  if (strategy === 'Docker' && asName(params['imageOptimizationPolicy']) !== undefined)
    warnings.push(
      unsupported(
        `${strategyField}.imageOptimizationPolicy`,
        'ignored: buildah decides how layers are written',
      ),
    );

  const dockerfilePath =
    relativePath(params['dockerfilePath'], `${strategyField}.dockerfilePath`, problems) ?? 'Dockerfile';
  const runPolicy = readRunPolicy(spec, problems);
  const historyLimits: HistoryLimits = {
    successful: readCount(spec, 'successfulBuildsHistoryLimit', DEFAULT_HISTORY_LIMITS.successful, problems),
    failed: readCount(spec, 'failedBuildsHistoryLimit', DEFAULT_HISTORY_LIMITS.failed, problems),
  };
  const deadline = spec['completionDeadlineSeconds'];
  if (
    deadline !== undefined &&
    deadline !== null &&
    !(typeof deadline === 'number' && Number.isInteger(deadline) && deadline > 0)
  )
    problems.push(
      unsupported(
        'spec.completionDeadlineSeconds',
        `${JSON.stringify(deadline)} must be a whole number of seconds above 0`,
      ),
    );
  const limits = readLimits(spec, problems, warnings);
  const postCommit = readPostCommit(spec, problems);
  for (const field of ['nodeSelector', 'mountTrustedCA'] as const) {
    if (
      spec[field] !== undefined &&
      spec[field] !== null &&
      !(isRecord(spec[field]) && Object.keys(spec[field]).length === 0)
    )
      warnings.push(
        unsupported(`spec.${field}`, 'ignored: gitshift decides where builds run (the executor)'),
      );
  }

  if (problems.length > 0) return { ok: false, problems };
  const pullSecret = asName(asRecord(params['pullSecret'])['name']);
  const pushSecret = asName(asRecord(asRecord(spec['output'])['pushSecret'])['name']);
  const serviceAccount = asName(spec['serviceAccount']);
  const plan: BuildPlan = {
    buildConfig: manifest.name,
    namespace,
    file: manifest.source.file,
    strategy,
    source,
    ...(from === undefined ? {} : { from }),
    ...(output === undefined ? {} : { output }),
    env,
    buildArgs: Object.fromEntries(buildArgList.map(({ name, value }) => [name, value])),
    noCache: asBoolean(params['noCache']) ?? false,
    forcePull: asBoolean(params['forcePull']) ?? false,
    incremental: strategy === 'Source' && (asBoolean(params['incremental']) ?? false),
    ...(scriptsDir === undefined ? {} : { scriptsDir }),
    dockerfilePath,
    imageLabels,
    ...(pullSecret === undefined ? {} : { pullSecret }),
    ...(pushSecret === undefined ? {} : { pushSecret }),
    limits,
    ...(typeof deadline === 'number' ? { completionDeadlineSeconds: deadline } : {}),
    runPolicy,
    historyLimits,
    triggers,
    ...(postCommit === undefined ? {} : { postCommit }),
    ...(serviceAccount === undefined ? {} : { serviceAccount }),
  };
  return { ok: true, value: plan, warnings };
}

function strategyKey(type: string): string {
  return (
    STRATEGY_KEYS.find(([name]) => name === type)?.[1] ??
    `${type.charAt(0).toLowerCase()}${type.slice(1)}Strategy`
  );
}

/** `spec.strategy.type`, or the one strategy object given when the type is left out. */
function readStrategyType(
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

/** Which sources a strategy can build from. */
function checkSourceFits(
  strategy: BuildStrategyType,
  source: PlannedSource,
  warnings: BuildPlanProblem[],
  problems: BuildPlanProblem[],
): void {
  if (strategy === 'Docker' && source.type === 'None')
    problems.push(
      unsupported(
        'spec.source',
        'the Docker strategy needs a Dockerfile: give source.git, source.binary or source.dockerfile',
      ),
    );
  if (strategy === 'Source' && (source.type === 'None' || source.type === 'Dockerfile'))
    problems.push(
      unsupported('spec.source', 'the Source strategy needs source code: give source.git or source.binary'),
    );
  if (strategy === 'Source' && source.dockerfile !== undefined)
    warnings.push(
      unsupported('spec.source.dockerfile', 'ignored: only the Docker strategy builds an inline Dockerfile'),
    );
}

function readImageLabels(spec: Readonly<Record<string, unknown>>, problems: BuildPlanProblem[]): NameValue[] {
  const field = 'spec.output.imageLabels';
  const labels = readEnvList(asRecord(spec['output'])['imageLabels'], field, problems);
  refuseLineBreaks(labels, field, problems);
  return labels;
}

function readRunPolicy(spec: Readonly<Record<string, unknown>>, problems: BuildPlanProblem[]): RunPolicy {
  const value = spec['runPolicy'];
  if (value === undefined || value === null || value === '') return 'Serial';
  const policy = RUN_POLICIES.find((p) => p === value);
  if (policy === undefined)
    problems.push(
      unsupported('spec.runPolicy', `${JSON.stringify(value)}: must be ${RUN_POLICIES.join(', ')}`),
    );
  return policy ?? 'Serial';
}

function readCount(
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

function readLimits(
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

function readPostCommit(
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

import type { ImageStreamIndex } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { asBoolean, asName, asRecord } from '../model/values.js';
import type { NameValue } from './env-var.js';
import { DEFAULT_HISTORY_LIMITS, type HistoryLimits } from './history-limits.js';
import { readEnvList, refuseLineBreaks } from './plan-env.js';
import { type ImageSource, type PlannedImage, readImageSource, resolveBuildImage } from './plan-image.js';
import { type BuildSettings, type PlannedOutput, planOutput } from './plan-output.js';
import { type BuildPlanProblem, type Planned, unsupported } from './plan-problem.js';
import { type PlannedSource, planSource, relativePath } from './plan-source.js';
import { type PlannedTrigger, planTriggers } from './plan-triggers.js';
import type { RunPolicy } from './run-policy.js';
import { readCount, readDeadline, readLimits, readPostCommit, readRunPolicy } from './plan-run-settings.js';
import {
  type BuildStrategyType,
  checkStrategyParams,
  readStrategyType,
  strategyKey,
} from './plan-strategy.js';

export type { BuildStrategyType };

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

  const scriptsDir = checkStrategyParams(strategy, params, strategyField, problems, warnings);

  const dockerfilePath =
    relativePath(params['dockerfilePath'], `${strategyField}.dockerfilePath`, problems) ?? 'Dockerfile';
  const runPolicy = readRunPolicy(spec, problems);
  const historyLimits: HistoryLimits = {
    successful: readCount(spec, 'successfulBuildsHistoryLimit', DEFAULT_HISTORY_LIMITS.successful, problems),
    failed: readCount(spec, 'failedBuildsHistoryLimit', DEFAULT_HISTORY_LIMITS.failed, problems),
  };
  const deadline = readDeadline(spec, problems);
  const limits = readLimits(spec, problems, warnings);
  const postCommit = readPostCommit(spec, problems);
  if (Object.keys(asRecord(spec['nodeSelector'])).length > 0)
    warnings.push(unsupported('spec.nodeSelector', 'ignored: the executor decides where builds run'));
  if (spec['mountTrustedCA'] === true)
    warnings.push(
      unsupported(
        'spec.mountTrustedCA',
        "ignored: builds trust the CAs of the builder image and the executor's host",
      ),
    );

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
    ...(deadline === undefined ? {} : { completionDeadlineSeconds: deadline }),
    runPolicy,
    historyLimits,
    triggers,
    ...(postCommit === undefined ? {} : { postCommit }),
    ...(serviceAccount === undefined ? {} : { serviceAccount }),
  };
  return { ok: true, value: plan, warnings };
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

import { planBuild, type BuildPlan } from '../../buildplan/build-plan.js';
import { formatPlanProblem } from '../../buildplan/plan-problem.js';
import type { BuildConfigInfo } from '../../builds/runner/build-config-info.js';
import { GitshiftError } from '../../errors/index.js';
import type { DesiredRevision } from '../desired-state.js';

/** `builds.registry` of serve's config: where outputs go whose stream names no repository. */
export interface BuildPlanSettings {
  readonly registry: string | undefined;
}

/**
 * A BuildConfig of the loaded revision, planned. BUILD_NOT_FOUND when the
 * revision has no such BuildConfig; BUILD_CONFIG_UNSUPPORTED, listing every
 * problem with its field, when it cannot build.
 */
export function planBuildConfig(
  revision: DesiredRevision | undefined,
  project: string,
  buildConfig: string,
  settings: BuildPlanSettings,
): BuildPlan {
  const manifests = revision?.model.projects.find((p) => p.name === project)?.manifests ?? [];
  const manifest = manifests.find((m) => m.openshiftKind === 'BuildConfig' && m.name === buildConfig);
  if (manifest === undefined)
    throw new GitshiftError(
      'BUILD_NOT_FOUND',
      revision === undefined
        ? 'the config repository has not been loaded yet: try again in a moment'
        : `no BuildConfig ${project}/${buildConfig} at commit ${revision.commit.slice(0, 12)}`,
      { project, buildConfig },
    );
  const planned = planBuild({
    manifest,
    namespace: project,
    streams: revision?.streams ?? new Map(),
    settings: { registry: settings.registry ?? '' },
  });
  if (!planned.ok)
    throw new GitshiftError(
      'BUILD_CONFIG_UNSUPPORTED',
      `BuildConfig ${project}/${buildConfig} cannot build: ${planned.problems.map(formatPlanProblem).join('; ')}`,
      { project, buildConfig, file: manifest.source.file },
    );
  return planned.value;
}

/** What the runner keeps of a plan. */
export function runInfo(plan: BuildPlan): BuildConfigInfo {
  return {
    strategy: plan.strategy,
    runPolicy: plan.runPolicy,
    successfulBuildsHistoryLimit: plan.historyLimits.successful,
    failedBuildsHistoryLimit: plan.historyLimits.failed,
    ...(plan.completionDeadlineSeconds === undefined
      ? {}
      : { completionDeadlineSeconds: plan.completionDeadlineSeconds }),
    ...(plan.output === undefined ? {} : { output: plan.output.pullSpec }),
    ...(plan.output?.streamTag === undefined
      ? {}
      : {
          outputStreamTag: {
            namespace: plan.output.streamTag.namespace,
            stream: plan.output.streamTag.stream,
            tag: plan.output.streamTag.tag,
          },
        }),
  };
}

export type {
  BuildCause,
  BuildCauseType,
  BuildPhase,
  BuildPreview,
  BuildReason,
  BuildRecord,
  BuildRecordSpec,
  BuildRecordStatus,
  BuildRevision,
} from './build-record.js';
export {
  BUILD_API_GROUP,
  BUILD_API_VERSION,
  BUILD_CONFIG_LABEL,
  BUILD_KIND,
  BUILD_NUMBER_ANNOTATION,
  BUILD_PLURAL,
  buildName,
  FINISHED_PHASES,
  isFinished,
} from './build-record.js';
export {
  buildQueue,
  isPreviewOf,
  previewOutput,
  previewProblem,
  previewTag,
  pullRequestCause,
} from './preview-build.js';
export type { BuildPlan, BuildStrategyType, PlanBuildOptions } from './build-plan.js';
export { planBuild } from './build-plan.js';
export type { BuildPlanProblem, Planned } from './plan-problem.js';
export { formatPlanProblem } from './plan-problem.js';
export type { NameValue } from './env-var.js';
export type { ImageSource, PlannedImage } from './plan-image.js';
export type { BuildSettings, PlannedOutput } from './plan-output.js';
export { previousOutputImage } from './plan-output.js';
export type { PlannedGitSource, PlannedSource } from './plan-source.js';
export type { PlannedTrigger, WebhookSecret, WebhookTriggerType } from './plan-triggers.js';
export type { BuildInfoInput, SourceRevision } from './build-info.js';
export { buildEnvironment, buildLabels } from './build-info.js';
export type { DockerBuildInput, SourceBuildInput } from './strategy-dockerfile.js';
export { dockerStrategyDockerfile, sourceStrategyDockerfile } from './strategy-dockerfile.js';
export type {
  DockerfileInstruction,
  DockerfileStage,
  ParsedDockerfile,
} from './dockerfile/parse-dockerfile.js';
export { parseDockerfile } from './dockerfile/parse-dockerfile.js';
export type { DockerfileChanges } from './dockerfile/rewrite-dockerfile.js';
export { rewriteDockerfile } from './dockerfile/rewrite-dockerfile.js';
export type { ContextCopy, S2iDockerfile, S2iDockerfileInput } from './s2i/s2i-dockerfile.js';
export { CONTEXT_SCRIPTS, CONTEXT_SOURCE, S2I_DOCKERFILE, s2iDockerfile } from './s2i/s2i-dockerfile.js';
export { parseS2iEnvironment, S2I_ENVIRONMENT_FILE } from './s2i/s2i-environment.js';
export type { CustomBuildInput } from './custom-build.js';
export { buildObject, customBuildEnvironment, splitRegistry } from './custom-build.js';
export type { BuildSummary, RunDecision, RunPolicy } from './run-policy.js';
export { decideRuns } from './run-policy.js';
export type { HistoryLimits } from './history-limits.js';
export { buildsBeyondHistory, DEFAULT_HISTORY_LIMITS } from './history-limits.js';
export { nextBuildNumber, parseBuildNumber } from './build-number.js';

export { gitHubPushBuilds } from './github-push-builds.js';
export type { GitHubPush } from './github-push-builds.js';
export { genericBuildRequest, parseGenericBody, readGenericBody } from './generic-build-request.js';
export type { GenericBody, GenericBuildDecision, GenericBuildInput } from './generic-build-request.js';
export { imageChangeBuilds } from './image-change-builds.js';
export type { RevisionImages } from './image-change-builds.js';
export { configChangeBuilds } from './config-change-builds.js';
export { webhookBuild } from './webhook-build.js';
export type { WebhookBuildRequest } from './webhook-build.js';
export { branchOf, pushSkipReason } from './branch-match.js';
export type { PushedRef } from './branch-match.js';
export { namesSameRepository, repositoryIdentity } from './repository-identity.js';
export {
  buildConfigsOf,
  gitSourceOf,
  webhookTriggerSettings,
  type ProjectBuildConfig,
  type WebhookTriggerSettings,
} from './build-config-fields.js';
export type { SkippedTrigger, TriggerDecision, TriggeredBuild } from './triggered-build.js';

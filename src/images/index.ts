export type { ImageReference, ImageRepository } from './image-name.js';
export {
  DOCKER_HUB,
  normalizeRepository,
  parseImageReference,
  parseImageRepository,
  repositoryKey,
  sameRepository,
} from './image-name.js';
export type { RegistryEndpoint, RegistryHostConfig, RegistryHostsConfig } from './registry-hosts.js';
export { registryEndpoint } from './registry-hosts.js';
export type {
  FetchedManifest,
  ListTagsOptions,
  RegistryClient,
  RegistryImage,
  ResolvedTag,
  TagList,
} from './registry-client.js';
export { MANIFEST_MEDIA_TYPES } from './registry-client.js';
export type { HttpRegistryClient, HttpRegistryClientOptions } from './http-registry-client.js';
export { httpRegistryClient } from './http-registry-client.js';
export type { AuthChallenge } from './auth-challenge.js';
export { parseAuthChallenges } from './auth-challenge.js';
export type { FollowingTag, PushedTag } from './follow-push.js';
export { editsForStreamTag, followPush, isRepositoryFollowed, tagsFollowing } from './follow-push.js';
export type { TriggeredDeployment } from './image-change-triggers.js';
export { deploymentsTriggeredBy } from './image-change-triggers.js';
export type { ImagePush, ImagePushOptions, ImagePushOutcome } from './image-push.js';
export { editsForImagePush } from './image-push.js';
export type { ImportPlan, ImportSource } from './import-plan.js';
export { importPlan } from './import-plan.js';
export type { ScheduledImportEvent, ScheduledImportOptions, StreamImportStatus } from './scheduled-import.js';
export { SCHEDULED_IMPORT_REASON, ScheduledImport } from './scheduled-import.js';

export { checkContainerRequest, REQUEST_LIMITS } from './container-request.js';
export type { ContainerRequest, EnvVar, RequestVerdict } from './container-request.js';
export {
  containerFile,
  containerJob,
  containerManifestText,
  CONTAINER_LABEL,
  CREATED_BY_ANNOTATION,
  IMAGE_ANNOTATION,
} from './container-job.js';
export type { ContainerJobInput, ContainerPlacement, Toleration } from './container-job.js';
export { containerStatus } from './container-status.js';
export type { ContainerState, ContainerStatus, LiveJob, LivePod, StatusInput } from './container-status.js';
export { containerCommitSummary } from './container-commit.js';
export type { ContainerAction } from './container-commit.js';

export type {
  CommitState,
  CommitStatus,
  Forge,
  ForgeRepository,
  PullRequestState,
  RepositoryPermission,
} from './forge.js';
export type { CreateForgeOptions } from './create-forge.js';
export { createForge, FORGE_RETRY_POLICY } from './create-forge.js';
export type { ForgeErrorDetails } from './forge-error.js';
export { ForgeError } from './forge-error.js';

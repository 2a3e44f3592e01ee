export type { GitRunner, GitRunOptions, GitRunResult, SystemGitOptions } from './git-runner.js';
export { systemGit } from './git-runner.js';
export type { GitRevision } from './git-revision.js';
export { resolveCommit } from './git-revision.js';
export type { GitSnapshot, ReadGitSnapshotOptions } from './read-git-snapshot.js';
export { readGitSnapshot } from './read-git-snapshot.js';
export type { ChangedProjects, ChangedProjectsOptions } from './changed-projects.js';
export { changedProjects, projectsOfPaths } from './changed-projects.js';
export { maskCredentials, secretsOfUrl } from './mask-credentials.js';
export type { CommitAuthor } from './commit-message.js';
export {
  DEFAULT_AUTHOR,
  WRITEBACK_TRAILER,
  isGitshiftCommit,
  writeBackIdOf,
  writeBackMessage,
} from './commit-message.js';
export type { RetryPolicy } from './backoff.js';
export type { WriteBackEdit, WriteBackReason } from './write-back-edit.js';
export { applyEdit, applyEdits, describeEdit } from './write-back-edit.js';
export type { WriteBackEvent, WriteBackOptions, WriteBackOutcome } from './write-back.js';
export { WriteBack } from './write-back.js';
export type { JournalEntry, WriteBackJournal } from './write-back-journal.js';
export type { ConfigFiles, FileEdit } from './yaml/config-files.js';
export { configFilesFromMap } from './yaml/config-files.js';
export type { ObjectSelector } from './yaml/editable-yaml.js';
export type { FieldEdit } from './yaml/set-field.js';
export { setField } from './yaml/set-field.js';
export type { ImageStreamTagEdit } from './yaml/set-image-stream-tag.js';
export { setImageStreamTag } from './yaml/set-image-stream-tag.js';
export type { FetchBranchOptions } from './fetch-branch.js';
export { fetchBranch } from './fetch-branch.js';
export type { GitCredentials, CredentialedGitOptions } from './git-credentials.js';
export {
  credentialedGit,
  isGitshiftVariable,
  sshControlDirectory,
  writeSecretFile,
} from './git-credentials.js';
export type { RemoteTransport, RemoteUrl } from './remote-url.js';
export { parseRemoteUrl } from './remote-url.js';
export type {
  BranchChoice,
  ConfigSourceEvent,
  ConfigSourceOptions,
  ConfigSourceStart,
  SourceUpdate,
} from './config-source.js';
export { ConfigSource } from './config-source.js';

export type { GitRunner, GitRunOptions, GitRunResult, SystemGitOptions } from './git-runner.js';
export { systemGit } from './git-runner.js';
export type { GitRevision } from './git-revision.js';
export { resolveCommit } from './git-revision.js';
export type { GitSnapshot, ReadGitSnapshotOptions } from './read-git-snapshot.js';
export { readGitSnapshot } from './read-git-snapshot.js';
export type { ChangedProjects, ChangedProjectsOptions } from './changed-projects.js';
export { changedProjects, projectsOfPaths } from './changed-projects.js';
export { maskCredentials, secretsOfUrl } from './mask-credentials.js';

import type { Problem } from '../errors/index.js';
import type { Manifest } from './manifest.js';
import type { RepositorySettings } from './settings.js';

/** One project folder: its objects, in file order, and everything wrong with them. */
export interface ProjectModel {
  readonly name: string;
  /** `projects/<name>`. */
  readonly folder: string;
  readonly manifests: readonly Manifest[];
  readonly problems: readonly Problem[];
  /** True when any problem is an error: such a project is reported and never rendered. */
  readonly blocked: boolean;
}

/** A whole config repository as loaded from a snapshot. */
export interface RepositoryModel {
  readonly origin: string;
  readonly settings: RepositorySettings;
  /** Projects sorted by name. */
  readonly projects: readonly ProjectModel[];
  /** Problems that belong to no project (settings, stray files). */
  readonly repositoryProblems: readonly Problem[];
  /** True when the repository problems forbid rendering anything. */
  readonly blocked: boolean;
  /** Every problem, sorted by file and position. */
  readonly problems: readonly Problem[];
}

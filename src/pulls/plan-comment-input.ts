import type { Problem } from '../errors/problem.js';
import type { BuildNotes } from '../reconciler/format-plan.js';
import type { RepositorySync } from '../reconciler/sync-repository.js';

/** Everything the plan comment and the commit status of one pull request's head are made from. */
export interface PlanCommentInput {
  readonly repository: string; // owner/name
  readonly number: number;
  readonly headSha: string;
  /** The plan of the projects the PR changes; undefined when planning could not run (see failure). */
  readonly sync: RepositorySync | undefined;
  /** What the PR changes: project names, whether gitshift.yaml changed (then every project is planned), and whether the forge listed every changed file. */
  readonly changed: {
    readonly projects: readonly string[];
    readonly settings: boolean;
    readonly complete: boolean;
  };
  /** Validation problems of the PR's version, errors and warnings. */
  readonly problems: readonly Problem[];
  /** Why no plan could be made (the cluster or the forge unreachable, the head could not be fetched), if so. */
  readonly failure?: string | undefined;
  readonly builds: BuildNotes;
  /** Preview environments of this PR (same comment): none when previews are off. */
  readonly previews: readonly PreviewLine[];
  readonly elapsedMs: number;
  /** Where the whole plan can be read when the comment had to be cut. */
  readonly fullPlanUrl?: string | undefined;
  /** Default 65,536 (GitHub's limit on a comment body). */
  readonly maxChars?: number;
}

export interface PreviewLine {
  readonly project: string;
  readonly namespace: string;
  readonly urls: readonly string[];
  readonly state:
    'waiting' | 'building' | 'deploying' | 'ready' | 'degraded' | 'failed' | 'needs-approval' | 'deleted';
  readonly message?: string | undefined;
}

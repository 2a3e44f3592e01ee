import type { BuildRevision } from '../../buildplan/build-record.js';
import type { BuildJob } from '../executor.js';

/** What the runner needs to know of a BuildConfig to queue, run and record its builds. */
export interface BuildConfigInfo {
  readonly strategy: 'Docker' | 'Source' | 'Custom';
  readonly runPolicy: 'Serial' | 'SerialLatestOnly' | 'Parallel';
  readonly successfulBuildsHistoryLimit: number;
  readonly failedBuildsHistoryLimit: number;
  readonly completionDeadlineSeconds?: number;
  /** The pull spec pushed to, `registry/ns/app:latest`. */
  readonly output?: string;
  /** The ImageStreamTag the output digest is written back to. */
  readonly outputStreamTag?: { readonly namespace: string; readonly stream: string; readonly tag: string };
}

/** A build ready for an executor: the job, the revision its source was taken at, and what to remove afterwards. */
export interface PreparedBuild {
  readonly job: BuildJob;
  readonly revision?: BuildRevision;
  /** Removes the build's working directory; called once the build has ended, whatever the outcome. */
  cleanup(): Promise<void>;
}

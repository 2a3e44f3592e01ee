import type { BuildRecord } from '../buildplan/build-record.js';
import type { TriggeredBuild } from '../buildplan/triggers/triggered-build.js';

/**
 * A build asked for by a person or a trigger: what a trigger decides
 * (project, BuildConfig, cause, and optionally the commit, ref and env), and
 * for a binary build the uploaded source.
 */
export interface StartBuildRequest extends TriggeredBuild {
  /**
   * A binary build's source: a tar archive (optionally gzip-compressed) on
   * this machine, already uploaded and capped in size; the runner checks
   * and unpacks it, and deletes it once the build has it.
   */
  readonly archive?: string;
}

/** What the CLI, the HTTP API and the triggers ask of builds; the runner (build-runner.ts) implements it. */
export interface BuildService {
  /** Creates the Build record (phase New) and queues it under the BuildConfig's runPolicy. */
  start(request: StartBuildRequest): Promise<BuildRecord>;
  /** Newest first; every project when `project` is undefined. */
  list(project?: string): Promise<BuildRecord[]>;
  /** BUILD_NOT_FOUND when there is none. */
  get(project: string, name: string): Promise<BuildRecord>;
  /** Cancels a New, Pending or Running build; a finished one is returned as it is. */
  cancel(project: string, name: string): Promise<BuildRecord>;
  /**
   * The build's log: what is kept so far, then, with `follow`, each new chunk
   * until the build finishes or `signal` aborts.
   */
  logs(
    project: string,
    name: string,
    options: { readonly follow: boolean; readonly signal: AbortSignal },
  ): AsyncIterable<string>;
}

/**
 * What a pull request's preview environment asks of builds besides starting
 * one (with `preview` set): waiting for the image, and stopping the PR's
 * builds when it closes. The runner implements it.
 */
export interface PreviewBuildService extends BuildService {
  /**
   * Resolves with the record once the build has finished (Complete, Failed,
   * Error or Cancelled: read `status.phase`); a Complete preview build's
   * `status.outputDockerImageReference` is the image to deploy. Rejects with
   * BUILD_NOT_FOUND, or ABORTED when `signal` aborts or serve stops first.
   */
  wait(project: string, name: string, signal: AbortSignal): Promise<BuildRecord>;
  /** Cancels the pull request's unfinished preview builds; resolves with how many. */
  cancelPreview(repository: string, number: number): Promise<number>;
}

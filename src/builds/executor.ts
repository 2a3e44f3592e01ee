import type { BuildReason } from '../buildplan/build-record.js';
import { GitshiftError } from '../errors/index.js';

/**
 * What an executor runs: a prepared build context and the commands' inputs.
 * The runner fetches the source, writes the Dockerfile the strategy calls for
 * (src/buildplan) into the context, and hands this over; the executor only
 * builds and pushes. The output digest is read from the registry afterwards
 * by the runner, never taken from the executor's word.
 */
export interface BuildJob {
  /** The project's namespace. */
  readonly namespace: string;
  /** The build's name, `<bc>-<n>`: names the pod, labels, temporary images. */
  readonly name: string;
  readonly buildConfig: string;
  /** A directory on this machine: the source, plus the Dockerfile to build. */
  readonly contextDir: string;
  /**
   * What to do with the context:
   * - `dockerfile`: `buildah bud` of `dockerfile` (relative to contextDir) and push (Docker and Source strategies);
   * - `custom`: run `image` with `env` and the context at /tmp/build/inputs; it builds and pushes by itself.
   */
  readonly run:
    | {
        readonly type: 'dockerfile';
        readonly dockerfile: string;
        readonly buildArgs: Readonly<Record<string, string>>;
        /** `--no-cache`: build every step again. */
        readonly noCache: boolean;
        /** `--pull always` rather than `missing`. */
        readonly forcePull: boolean;
        /** A registry repository shared by the builds of one BuildConfig for layers (`--cache-from/--cache-to`). */
        readonly cacheRepository?: string;
        /** Set on the image (`--env`), not as Dockerfile instructions: OpenShift's `OPENSHIFT_BUILD_*`. */
        readonly imageEnv?: Readonly<Record<string, string>>;
        /** Set on the image (`--label`): `io.openshift.build.*` and `output.imageLabels`. */
        readonly imageLabels?: Readonly<Record<string, string>>;
      }
    | {
        readonly type: 'custom';
        readonly image: string;
        readonly env: Readonly<Record<string, string>>;
        readonly forcePull: boolean;
      };
  /** The pull spec to push to, `registry/ns/app:latest`; absent when the BuildConfig has no output. */
  readonly output?: string;
  /** Registry hosts (`host:port`) spoken to over plain HTTP. */
  readonly insecureRegistries: readonly string[];
  /** Kubernetes quantities, from the BuildConfig's `resources.limits`. */
  readonly limits: { readonly cpu?: string; readonly memory?: string };
}

export interface ExecutorRunOptions {
  /** Aborts on cancel or deadline: the executor stops the build (kills the process, deletes the pod) and rejects with ABORTED. */
  readonly signal: AbortSignal;
  /** Each chunk of the build's output as it comes (stdout and stderr interleaved). */
  readonly log: (chunk: string) => void;
}

/** Runs builds: `local-executor.ts` (buildah on this machine) or `pod-executor.ts` (a pod in the project's namespace). */
export interface BuildExecutor {
  readonly kind: 'local' | 'cluster';
  /**
   * Builds and pushes. Resolves when the image is pushed; rejects with a
   * BuildExecutionFailure naming the reason (DockerBuildFailed,
   * PushImageToRegistryFailed, OutOfMemoryKilled, …) and keeping the tail of
   * the log, or with ABORTED when `signal` aborted.
   */
  run(job: BuildJob, options: ExecutorRunOptions): Promise<void>;
  /**
   * Removes what a run of this build left when the serve running it died
   * (SIGKILL, a lost node): the build pod, which nothing else would delete.
   * Resolves when nothing is left. Absent when nothing outlives the process.
   */
  abandon?(build: { readonly namespace: string; readonly name: string }): Promise<void>;
}

/** A build that ran and failed, with OpenShift's reason for it. */
export class BuildExecutionFailure extends GitshiftError {
  readonly reason: BuildReason;
  constructor(reason: BuildReason, message: string, options?: ErrorOptions) {
    super('BUILD_FAILED', message, { reason }, options);
    this.name = 'BuildExecutionFailure';
    this.reason = reason;
  }
}

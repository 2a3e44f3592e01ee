import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GitshiftError } from '../../errors/index.js';
import { abortedError, throwIfAborted } from '../../runtime/index.js';
import { childEnvironment } from '../../runtime/child-environment.js';
import {
  BuildExecutionFailure,
  type BuildExecutor,
  type BuildJob,
  type ExecutorRunOptions,
} from '../executor.js';
import { failureMessage, failureReason, stepMarker, type BuildStep } from './build-failure.js';
import { runBuildProcess } from './build-process.js';
import {
  budArgs,
  dockerfileInContext,
  fromArgs,
  imageCommand,
  inspectArgs,
  pushArgs,
  registriesConf,
  runArgs,
  type BuildahStorage,
} from './buildah-command.js';
import { LogLines } from './log-lines.js';

const execFileAsync = promisify(execFile);

/** Where a custom builder finds the build's source, as in OpenShift. */
export const CUSTOM_INPUTS_DIR = '/tmp/build/inputs';

export interface LocalExecutorOptions {
  /**
   * A directory of serve's own: each build keeps its buildah storage in
   * `<stateDir>/builds/<namespace>/<build>` while it runs, and it is removed
   * afterwards, whatever the outcome (the layer cache lives in the job's
   * cache repository in the registry, not here).
   */
  readonly stateDir: string;
  /** The buildah program. Default: `buildah` on the PATH. */
  readonly buildah?: string;
}

/**
 * Builds with buildah on the machine that runs serve: for small setups and
 * laptops. vfs storage and chroot isolation, so it needs root but no daemon
 * and no overlay mounts. CPU and memory limits are not applied: buildah
 * accepts `--memory`/`--cpu-quota` with chroot isolation but ignores them
 * (measured: a RUN step used 200 MiB under `--memory 20m`); the build log
 * says so when a job has limits.
 */
export class LocalExecutor implements BuildExecutor {
  readonly kind = 'local';
  private readonly stateDir: string;
  private readonly buildah: string;

  constructor({ stateDir, buildah = 'buildah' }: LocalExecutorOptions) {
    this.stateDir = stateDir;
    this.buildah = buildah;
  }

  async run(job: BuildJob, { signal, log }: ExecutorRunOptions): Promise<void> {
    const what = `build ${job.namespace}/${job.name}`;
    throwIfAborted(signal, what);
    const workDir = join(this.stateDir, 'builds', job.namespace, job.name);
    // A directory left by a serve that was killed mid-build holds nothing worth keeping.
    await rm(workDir, { recursive: true, force: true });
    await mkdir(workDir, { recursive: true });
    const storage: BuildahStorage = {
      root: join(workDir, 'root'),
      runRoot: join(workDir, 'run'),
      registriesConf: join(workDir, 'registries.conf'),
    };
    const lines = new LogLines(log);
    try {
      await writeFile(storage.registriesConf as string, registriesConf(job.insecureRegistries));
      if (job.limits.cpu !== undefined || job.limits.memory !== undefined)
        lines.write(
          `--> gitshift: resources.limits (${describeLimits(job.limits)}) are not applied by the local executor (chroot isolation)\n`,
        );
      if (job.run.type === 'dockerfile') await this.buildDockerfile(job, job.run, storage, lines, signal);
      else await this.runCustom(job, job.run, storage, lines, signal);
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async buildDockerfile(
    job: BuildJob,
    run: Extract<BuildJob['run'], { type: 'dockerfile' }>,
    storage: BuildahStorage,
    lines: LogLines,
    signal: AbortSignal,
  ): Promise<void> {
    // Without an output the result stays in the build's storage, which is then removed: a build that only checks.
    const tag = job.output ?? `localhost/gitshift-build/${job.namespace}/${job.name}:latest`;
    await this.step(
      'build',
      budArgs(storage, {
        contextDir: job.contextDir,
        dockerfile: dockerfileInContext(job.contextDir, run.dockerfile),
        tag,
        buildArgs: run.buildArgs,
        noCache: run.noCache,
        forcePull: run.forcePull,
        cacheRepository: run.cacheRepository,
        imageEnv: run.imageEnv,
        imageLabels: run.imageLabels,
      }),
      job,
      lines,
      signal,
    );
    if (job.output !== undefined)
      await this.step('push', pushArgs(storage, tag, job.output), job, lines, signal);
  }

  private async runCustom(
    job: BuildJob,
    run: Extract<BuildJob['run'], { type: 'custom' }>,
    storage: BuildahStorage,
    lines: LogLines,
    signal: AbortSignal,
  ): Promise<void> {
    const container = `gitshift-${job.namespace}-${job.name}`;
    await this.step(
      'pull-builder',
      fromArgs(storage, run.image, container, run.forcePull),
      job,
      lines,
      signal,
    );
    const command = imageCommand(await this.inspect(inspectArgs(storage, container), signal, job));
    if (command.length === 0)
      throw new BuildExecutionFailure(
        'GenericBuildFailed',
        `the custom builder image ${run.image} names no entrypoint or command to run`,
      );
    await this.step(
      'custom',
      runArgs(storage, container, {
        contextDir: job.contextDir,
        inputsDir: CUSTOM_INPUTS_DIR,
        env: run.env,
        command,
      }),
      job,
      lines,
      signal,
    );
  }

  /** One buildah command; a non-zero exit becomes the failure OpenShift would name for `step`. */
  private async step(
    step: BuildStep,
    args: readonly string[],
    job: BuildJob,
    lines: LogLines,
    signal: AbortSignal,
  ): Promise<void> {
    lines.write(`${stepMarker(step)}\n`);
    const code = await runBuildProcess(this.buildah, args, {
      signal,
      lines,
      what: `buildah ${step} of ${job.namespace}/${job.name}`,
    });
    if (code === 0) return;
    const reason = failureReason(step, lines.tail());
    throw new BuildExecutionFailure(reason, failureMessage(reason, lines.tail()));
  }

  private async inspect(args: readonly string[], signal: AbortSignal, job: BuildJob): Promise<string> {
    try {
      const { stdout } = await execFileAsync(this.buildah, args, {
        signal,
        env: childEnvironment(process.env),
      });
      return stdout;
    } catch (error) {
      if (signal.aborted)
        throw abortedError(signal, `inspecting the builder of ${job.namespace}/${job.name}`);
      throw new GitshiftError(
        'BUILD_EXECUTOR_FAILED',
        `buildah inspect of the custom builder of ${job.namespace}/${job.name} failed: ${(error as Error).message}`,
        {},
        { cause: error },
      );
    }
  }
}

function describeLimits(limits: BuildJob['limits']): string {
  return [
    ...(limits.cpu === undefined ? [] : [`cpu ${limits.cpu}`]),
    ...(limits.memory === undefined ? [] : [`memory ${limits.memory}`]),
  ].join(', ');
}

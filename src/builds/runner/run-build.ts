import type { BuildReason, BuildRecord, BuildRecordStatus } from '../../buildplan/build-record.js';
import { GitshiftError } from '../../errors/index.js';
import { parseImageReference } from '../../images/image-name.js';
import type { Clock } from '../../runtime/index.js';
import type { StartBuildRequest } from '../build-service.js';
import { BuildExecutionFailure, type BuildExecutor } from '../executor.js';
import type { BuildConfigInfo, PreparedBuild } from './build-config-info.js';
import type { BuildLog } from './build-log.js';

/** The output of a Complete build, as written back to its ImageStreamTag. */
export interface BuildOutputEdit {
  readonly namespace: string;
  readonly stream: string;
  readonly tag: string;
  readonly digest: string;
  /** `registry/ns/app@sha256:…` */
  readonly dockerImageReference: string;
  /** `<project>/<build>`, for the commit message. */
  readonly build: string;
}

export interface RunBuildParts {
  readonly prepare: (
    record: BuildRecord,
    request: StartBuildRequest | undefined,
    info: BuildConfigInfo,
    options: { readonly signal: AbortSignal; readonly log: (line: string) => void },
  ) => Promise<PreparedBuild>;
  readonly executor: BuildExecutor;
  readonly outputDigest: (pullSpec: string, signal: AbortSignal) => Promise<string>;
  readonly writeBack: (edit: BuildOutputEdit) => Promise<readonly string[]>;
  readonly clock: Clock;
}

export interface RunBuildOptions {
  /** Aborts on cancel, deadline or a stopping serve. */
  readonly signal: AbortSignal;
  /** serve is stopping (as opposed to this build being cancelled). */
  readonly stopping: AbortSignal;
  readonly log: BuildLog;
  /** Writes the record as it moves (Pending, Running). */
  readonly update: (record: BuildRecord) => Promise<void>;
}

type FinalStatus = Pick<
  BuildRecordStatus,
  'phase' | 'reason' | 'message' | 'outputDigest' | 'outputDockerImageReference' | 'writeBackCommit'
>;

/**
 * One build, start to end: Pending while its source is fetched and its
 * Dockerfile written; Running while the executor builds and pushes; then the
 * digest read back from the registry (never the executor's word for it) and
 * committed to the output ImageStreamTag. A pull request's preview build
 * pushes to its record's output (the preview tag) and is never written back.
 * Resolves with the final status; a deadline, a cancel or a failure is a
 * status, not a throw.
 */
export async function runBuild(
  record: BuildRecord,
  request: StartBuildRequest | undefined,
  info: BuildConfigInfo,
  parts: RunBuildParts,
  options: RunBuildOptions,
): Promise<FinalStatus> {
  const { clock } = parts;
  const deadline = new AbortController();
  const timer =
    info.completionDeadlineSeconds === undefined
      ? undefined
      : clock.setTimeout(() => deadline.abort(), info.completionDeadlineSeconds * 1000);
  const signal = AbortSignal.any([options.signal, deadline.signal]);
  const say = (line: string): void => options.log.append(`--> ${line}\n`);
  let current: BuildRecord = {
    ...record,
    status: { phase: 'Pending', startTimestamp: new Date(clock.now()).toISOString() },
  };
  let prepared: PreparedBuild | undefined;
  try {
    await options.update(current);
    try {
      prepared = await parts.prepare(record, request, info, { signal, log: say });
    } catch (error) {
      return ended(error, 'FetchSourceFailed', {
        signal,
        deadline: deadline.signal,
        stopping: options.stopping,
      });
    }
    current = {
      ...current,
      spec: prepared.revision === undefined ? current.spec : { ...current.spec, revision: prepared.revision },
      status: { ...current.status, phase: 'Running' },
    };
    await options.update(current);
    // prepare builds the job from the BuildConfig's plan; a preview pushes to the tag its record names instead.
    const job =
      record.spec.preview === undefined || info.output === undefined
        ? prepared.job
        : { ...prepared.job, output: info.output };
    try {
      await parts.executor.run(job, { signal, log: (chunk) => options.log.append(chunk) });
    } catch (error) {
      return ended(error, 'GenericBuildFailed', {
        signal,
        deadline: deadline.signal,
        stopping: options.stopping,
      });
    }
    if (info.output === undefined)
      return { phase: 'Complete', message: 'built; the BuildConfig has no output' };
    let digest: string;
    try {
      digest = await parts.outputDigest(info.output, signal);
    } catch (error) {
      return {
        phase: 'Error',
        reason: 'OutputDigestUnreadable',
        message: `pushed ${info.output}, but its digest could not be read back: ${messageOf(error)}`,
      };
    }
    say(`pushed ${info.output} (${digest})`);
    const repository = parseImageReference(info.output)?.written ?? info.output;
    const pushed = { outputDigest: digest, outputDockerImageReference: `${repository}@${digest}` };
    if (info.outputStreamTag === undefined || record.spec.preview !== undefined)
      return { phase: 'Complete', ...pushed };
    let commits: readonly string[];
    try {
      commits = await parts.writeBack({
        ...info.outputStreamTag,
        digest,
        dockerImageReference: pushed.outputDockerImageReference,
        build: `${record.namespace}/${record.name}`,
      });
    } catch (error) {
      return {
        phase: 'Error',
        reason: 'WriteBackFailed',
        ...pushed,
        message: `pushed ${digest}, but the commit to ImageStreamTag ${info.outputStreamTag.stream}:${info.outputStreamTag.tag} failed: ${messageOf(error)}`,
      };
    }
    const commit = commits.at(-1);
    say(
      commit === undefined
        ? `ImageStreamTag ${info.outputStreamTag.stream}:${info.outputStreamTag.tag} already had ${digest}`
        : `committed ${digest} to ImageStreamTag ${info.outputStreamTag.stream}:${info.outputStreamTag.tag} (${commit.slice(0, 12)})`,
    );
    return {
      phase: 'Complete',
      ...pushed,
      ...(commit === undefined ? {} : { writeBackCommit: commit }),
    };
  } finally {
    if (timer !== undefined) clock.clearTimeout(timer);
    await prepared?.cleanup();
  }
}

/** A step that threw: cancelled, past its deadline, interrupted by a stopping serve, or failed for a reason. */
function ended(
  error: unknown,
  fallback: BuildReason,
  signals: { readonly signal: AbortSignal; readonly deadline: AbortSignal; readonly stopping: AbortSignal },
): FinalStatus {
  if (signals.deadline.aborted)
    return {
      phase: 'Failed',
      reason: 'BuildPodDeadlineExceeded',
      message: 'the build ran past its completionDeadlineSeconds and was stopped',
    };
  if (signals.stopping.aborted)
    return {
      phase: 'Error',
      reason: 'ServeRestarted',
      message: 'serve stopped while this build ran; start it again',
    };
  if (signals.signal.aborted) return { phase: 'Cancelled', reason: 'CancelledBuild', message: 'cancelled' };
  if (error instanceof BuildExecutionFailure)
    return { phase: 'Failed', reason: error.reason, message: error.message };
  if (error instanceof GitshiftError && error.code === 'BUILD_CONFIG_UNSUPPORTED')
    return { phase: 'Error', reason: 'InvalidOutputReference', message: error.message };
  return { phase: 'Failed', reason: fallback, message: messageOf(error) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

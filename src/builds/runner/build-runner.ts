import {
  buildName,
  isFinished,
  requestedRevision,
  type BuildRecord,
  type BuildRecordStatus,
} from '../../buildplan/build-record.js';
import { nextBuildNumber } from '../../buildplan/build-number.js';
import { buildsBeyondHistory } from '../../buildplan/history-limits.js';
import { buildQueue, isPreviewOf, previewOutput, previewProblem } from '../../buildplan/preview-build.js';
import { decideRuns, type BuildSummary } from '../../buildplan/run-policy.js';
import { GitshiftError } from '../../errors/index.js';
import type { Logger } from '../../observability/logger.js';
import { abortedError, onAbort, pollUntil, throwIfAborted, type Clock } from '../../runtime/index.js';
import type { PreviewBuildService, StartBuildRequest } from '../build-service.js';
import type { BuildExecutor } from '../executor.js';
import { buildNotFound, type BuildStore } from '../records/build-store.js';
import type { BuildConfigInfo } from './build-config-info.js';
import { buildPhaseEvent } from './build-events.js';
import type { EventRecorder } from '../../events/event-recorder.js';
import { BuildLog } from './build-log.js';
import { runBuild, type RunBuildParts } from './run-build.js';

export interface BuildRunnerOptions {
  readonly store: BuildStore;
  readonly executor: BuildExecutor;
  /** The BuildConfig as the loaded revision has it; BUILD_NOT_FOUND or BUILD_CONFIG_UNSUPPORTED when it cannot build. */
  readonly describe: (project: string, buildConfig: string) => Promise<BuildConfigInfo>;
  /** Fetches or unpacks the source and writes what the strategy builds. */
  readonly prepare: RunBuildParts['prepare'];
  /** The digest the registry holds for the pushed output, read after the push. */
  readonly outputDigest: RunBuildParts['outputDigest'];
  /** Commits the output's digest to its ImageStreamTag; resolves with the commits made. */
  readonly writeBack: RunBuildParts['writeBack'];
  readonly clock: Clock;
  /** serve's `builds` logger. */
  readonly log: Logger;
  /** Builds running at once over every BuildConfig. Default: 2. */
  readonly maxRunning?: number;
  /** Log kept per build (head and tail). Default: 256 KiB. */
  readonly logLimitBytes?: number;
  /** How often `wait` reads the record of a build another process runs. Default: 2000 ms. */
  readonly waitPollMs?: number;
  /** BuildStarted, BuildSucceeded, BuildFailed and BuildCancelled Events on the Build records. Default: none. */
  readonly events?: EventRecorder | undefined;
}

/** What the runner holds for a build of this process: its log and the means to stop it. */
interface ActiveBuild {
  record: BuildRecord;
  readonly log: BuildLog;
  readonly stop: AbortController;
  /** The request it came with (archive, env); absent for a build taken over after a restart. */
  readonly request: StartBuildRequest | undefined;
  running: boolean;
  /** Its runPolicy lets it start; it waits only for a free slot. */
  ready: boolean;
  uid?: string | undefined;
}

const DEFAULT_LOG_LIMIT = 256 * 1024;

/**
 * The builds of serve: Build records in the cluster, a queue per
 * BuildConfig under its runPolicy, at most `maxRunning` builds at once, and
 * each build run by run-build.ts. Records are the truth across restarts: a
 * build left New by a stopped serve is queued again on open; one that was
 * Pending or Running is marked Error (ServeRestarted), because its working
 * directory and process went with the old serve (and its build pod, if
 * any, is deleted).
 */
export class BuildRunner implements PreviewBuildService {
  readonly #options: BuildRunnerOptions;
  readonly #active = new Map<string, ActiveBuild>();
  readonly #waiting: ActiveBuild[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  readonly #stopping = new AbortController();
  /** Callers of `wait` on a build this process holds, told when #finish writes its final status. */
  readonly #waiters = new Map<string, Set<(record: BuildRecord) => void>>();
  #running = 0;
  #defined = false;

  constructor(options: BuildRunnerOptions) {
    this.#options = options;
  }

  /**
   * Takes over the records a previous serve left unfinished. A cluster
   * without the Build kind has none: the kind is defined at the first build,
   * so a repository that never builds leaves no CRD behind.
   */
  async open(signal: AbortSignal): Promise<void> {
    const { store, log } = this.#options;
    if (!(await store.isDefined(signal))) return;
    this.#defined = true;
    for (const record of await store.list(undefined, signal, { mine: true })) {
      if (record.status.phase === 'New') {
        this.#track(record).catch((error: unknown) =>
          log.warn({ error: String(error) }, 'build-requeue-failed'),
        );
      } else if (!isFinished(record.status.phase)) {
        await this.#abandon(record);
        const interrupted: BuildRecord = {
          ...record,
          status: {
            ...record.status,
            phase: 'Error',
            reason: 'ServeRestarted',
            message: 'serve stopped while this build ran; start it again',
            completionTimestamp: new Date(this.#options.clock.now()).toISOString(),
          },
        };
        this.#tell(record.status.phase, interrupted, await store.save(interrupted, signal));
        log.warn({ build: `${record.namespace}/${record.name}` }, 'build-interrupted');
      }
    }
  }

  /**
   * What the dead serve's run left (its build pod) is removed before the
   * record says Error, so no pod keeps building, pushing and holding a slot
   * for a build nobody follows. A failure is logged and the record marked
   * all the same: the build did end.
   */
  async #abandon(record: BuildRecord): Promise<void> {
    const { executor, log } = this.#options;
    if (executor.abandon === undefined) return;
    try {
      await executor.abandon({ namespace: record.namespace, name: record.name });
    } catch (error) {
      log.warn({ build: `${record.namespace}/${record.name}`, error: String(error) }, 'build-abandon-failed');
    }
  }

  async start(request: StartBuildRequest): Promise<BuildRecord> {
    const { store, describe } = this.#options;
    const signal = this.#stopping.signal;
    if (signal.aborted) throw new GitshiftError('ABORTED', 'serve is stopping: no new builds');
    const info = await describe(request.project, request.buildConfig);
    const output = outputOf(request, info);
    if (!this.#defined) {
      await store.ensureDefinition(signal);
      this.#defined = true;
    }
    const existing = (await store.list(request.project, signal)).filter(
      (r) => r.spec.buildConfig === request.buildConfig,
    );
    const active = [...this.#active.values()].filter(
      (a) => a.record.namespace === request.project && a.record.spec.buildConfig === request.buildConfig,
    );
    const number = nextBuildNumber(request.buildConfig, [
      ...existing.map((r) => r.name),
      ...active.map((a) => a.record.name),
    ]);
    const record: BuildRecord = {
      namespace: request.project,
      name: buildName(request.buildConfig, number),
      spec: {
        buildConfig: request.buildConfig,
        number,
        strategy: info.strategy,
        cause: request.cause,
        ...requestedRevision(request.commit, request.ref),
        ...(output === undefined ? {} : { output }),
        ...(info.outputStreamTag === undefined || request.preview !== undefined
          ? {}
          : { outputStreamTag: `${info.outputStreamTag.stream}:${info.outputStreamTag.tag}` }),
        ...(request.env === undefined || request.env.length === 0 ? {} : { env: request.env }),
        ...(request.preview === undefined ? {} : { preview: request.preview }),
      },
      status: { phase: 'New' },
    };
    const uid = await store.save(record, signal);
    this.#options.log.info(
      {
        build: `${record.namespace}/${record.name}`,
        cause: request.cause.type,
        message: request.cause.message,
      },
      'build-created',
    );
    await this.#track(record, request, uid);
    return this.#active.get(key(record))?.record ?? record;
  }

  async list(project?: string): Promise<BuildRecord[]> {
    const records = this.#defined ? await this.#options.store.list(project, this.#stopping.signal) : [];
    const byKey = new Map(records.map((r) => [key(r), r]));
    // This process's view is newer than the cluster's between saves.
    for (const active of this.#active.values())
      if (project === undefined || active.record.namespace === project)
        byKey.set(key(active.record), active.record);
    return [...byKey.values()].sort(newestFirst);
  }

  async get(project: string, name: string): Promise<BuildRecord> {
    const active = this.#active.get(`${project}/${name}`);
    if (active !== undefined) return active.record;
    if (!this.#defined) throw buildNotFound(project, name);
    const record = await this.#options.store.get(project, name, this.#stopping.signal);
    if (record === undefined) throw buildNotFound(project, name);
    return record;
  }

  async cancel(project: string, name: string): Promise<BuildRecord> {
    const active = this.#active.get(`${project}/${name}`);
    if (active === undefined) return this.get(project, name);
    if (active.running) {
      active.stop.abort(new GitshiftError('ABORTED', 'cancelled'));
      return active.record;
    }
    this.#removeWaiting(active);
    await this.#finish(active, {
      phase: 'Cancelled',
      reason: 'CancelledBuild',
      message: 'cancelled before it started',
    });
    return active.record;
  }

  async *logs(
    project: string,
    name: string,
    { follow, signal }: { readonly follow: boolean; readonly signal: AbortSignal },
  ): AsyncIterable<string> {
    const active = this.#active.get(`${project}/${name}`);
    if (active === undefined) {
      await this.get(project, name);
      const kept = await this.#options.store.readLog(project, name, signal);
      if (kept !== undefined && kept !== '') yield kept;
      return;
    }
    yield* active.log.read({ follow, signal });
  }

  /**
   * Resolves with the record once the build has finished (Complete, Failed,
   * Error, Cancelled). A build this process holds is awaited without asking
   * the cluster; another's record is read every `waitPollMs`. Rejects with
   * BUILD_NOT_FOUND when there is no such build, ABORTED when `signal`
   * aborts or serve stops first.
   */
  async wait(project: string, name: string, signal: AbortSignal): Promise<BuildRecord> {
    const both = AbortSignal.any([signal, this.#stopping.signal]);
    const what = `build ${project}/${name} to finish`;
    throwIfAborted(both, `waiting for ${what}`);
    const active = this.#active.get(`${project}/${name}`);
    if (active !== undefined) {
      if (isFinished(active.record.status.phase)) return active.record;
      return this.#awaitFinish(active.record, both, what);
    }
    return pollUntil(
      async () => {
        const held = this.#active.get(`${project}/${name}`);
        if (held !== undefined)
          return isFinished(held.record.status.phase)
            ? held.record
            : this.#awaitFinish(held.record, both, what);
        const record = await this.get(project, name);
        return isFinished(record.status.phase) ? record : undefined;
      },
      {
        intervalMs: this.#options.waitPollMs ?? 2000,
        timeoutMs: Number.POSITIVE_INFINITY,
        signal: both,
        clock: this.#options.clock,
        what,
      },
    );
  }

  /**
   * Cancels every unfinished preview build of the pull request that this
   * process holds (queued or running, in any project); resolves with how
   * many. For a PR that closed: its image is no longer wanted. A build of
   * another serve is left to it (only the process running a build can stop
   * it); one left New by a stopped serve is taken over by the next `open`.
   */
  async cancelPreview(repository: string, number: number): Promise<number> {
    const open = [...this.#active.values()].filter(
      (a) => isPreviewOf(a.record.spec, repository, number) && !isFinished(a.record.status.phase),
    );
    for (const build of open) await this.cancel(build.record.namespace, build.record.name);
    const cancelled = open.length;
    if (cancelled > 0) this.#options.log.info({ repository, number, cancelled }, 'preview-builds-cancelled');
    return cancelled;
  }

  /** Cancels what runs, leaves queued builds New for the next serve, and waits for the records to be written. */
  async stop(): Promise<void> {
    this.#stopping.abort(new GitshiftError('ABORTED', 'serve is stopping'));
    this.#waiting.length = 0;
    await Promise.all(this.#inFlight);
  }

  /** Builds this process holds: queued or running. */
  status(): { readonly running: number; readonly queued: number } {
    return { running: this.#running, queued: this.#waiting.length };
  }

  async #track(record: BuildRecord, request?: StartBuildRequest, uid?: string): Promise<void> {
    const active: ActiveBuild = {
      record,
      log: new BuildLog(this.#options.logLimitBytes ?? DEFAULT_LOG_LIMIT),
      stop: new AbortController(),
      request,
      running: false,
      ready: false,
      uid,
    };
    this.#active.set(key(record), active);
    this.#waiting.push(active);
    await this.#schedule(record.namespace, record.spec.buildConfig);
  }

  /** The record once #finish has written its final status. */
  #awaitFinish(record: BuildRecord, signal: AbortSignal, what: string): Promise<BuildRecord> {
    return new Promise<BuildRecord>((resolve, reject) => {
      const waiters = this.#waiters.get(key(record)) ?? new Set();
      this.#waiters.set(key(record), waiters);
      const done = (finished: BuildRecord): void => {
        stop();
        resolve(finished);
      };
      const stop = onAbort(signal, () => {
        waiters.delete(done);
        reject(abortedError(signal, `waiting for ${what}`));
      });
      waiters.add(done);
    });
  }

  /** Applies the BuildConfig's runPolicy to what waits (each queue apart), then starts what the global limit allows. */
  async #schedule(project: string, buildConfig: string): Promise<void> {
    let info: BuildConfigInfo | undefined;
    try {
      info = await this.#options.describe(project, buildConfig);
    } catch (error) {
      // The BuildConfig left the repository: what waits for it can never run.
      for (const waiting of this.#waiting.filter((w) => sameConfig(w, project, buildConfig))) {
        this.#removeWaiting(waiting);
        await this.#finish(waiting, {
          phase: 'Error',
          reason: 'InvalidOutputReference',
          message: error instanceof Error ? error.message : String(error),
        });
      }
      return;
    }
    const mine = [...this.#active.values()].filter((a) => sameConfig(a, project, buildConfig));
    for (const queue of new Set(mine.map((a) => buildQueue(a.record.spec))))
      await this.#decide(
        project,
        info,
        mine.filter((a) => buildQueue(a.record.spec) === queue),
      );
    this.#startReady();
  }

  /** One queue of a BuildConfig under its runPolicy: what it cancels, what may start. */
  async #decide(project: string, info: BuildConfigInfo, queue: readonly ActiveBuild[]): Promise<void> {
    const decision = decideRuns(
      info.runPolicy,
      queue.map((a) => summary(a.record)),
    );
    for (const name of decision.cancel) {
      const build = this.#active.get(`${project}/${name}`);
      if (build === undefined || build.running) continue;
      this.#removeWaiting(build);
      await this.#finish(build, {
        phase: 'Cancelled',
        reason: 'CancelledBuild',
        message: 'a newer build of this BuildConfig was queued (runPolicy SerialLatestOnly)',
      });
    }
    for (const name of decision.start) {
      const build = this.#active.get(`${project}/${name}`);
      if (build === undefined || build.running) continue;
      build.ready = true;
    }
  }

  #startReady(): void {
    const limit = this.#options.maxRunning ?? 2;
    for (const build of [...this.#waiting]) {
      if (this.#running >= limit) return;
      if (!build.ready) continue;
      this.#removeWaiting(build);
      build.running = true;
      this.#running++;
      const work = this.#run(build).finally(() => {
        this.#running--;
        this.#inFlight.delete(work);
        this.#active.delete(key(build.record));
        void this.#schedule(build.record.namespace, build.record.spec.buildConfig).catch((error: unknown) =>
          this.#options.log.warn({ error: String(error) }, 'build-schedule-failed'),
        );
      });
      this.#inFlight.add(work);
    }
  }

  async #run(build: ActiveBuild): Promise<void> {
    const { log } = this.#options;
    const stopBoth = AbortSignal.any([build.stop.signal, this.#stopping.signal]);
    try {
      const info = await this.#options.describe(build.record.namespace, build.record.spec.buildConfig);
      const status = await runBuild(
        build.record,
        build.request,
        asRecorded(info, build.record),
        {
          prepare: this.#options.prepare,
          executor: this.#options.executor,
          outputDigest: this.#options.outputDigest,
          writeBack: this.#options.writeBack,
          clock: this.#options.clock,
        },
        {
          signal: stopBoth,
          stopping: this.#stopping.signal,
          log: build.log,
          update: (record) => this.#save(build, record),
        },
      );
      await this.#finish(build, status);
      await this.#prune(build.record, info);
    } catch (error) {
      log.warn({ build: key(build.record), error: String(error) }, 'build-record-failed');
      await this.#finish(build, {
        phase: 'Error',
        reason: 'GenericBuildFailed',
        message: error instanceof Error ? error.message : String(error),
      }).catch(() => undefined);
    }
  }

  async #save(build: ActiveBuild, record: BuildRecord): Promise<void> {
    const before = build.record.status.phase;
    build.record = record;
    // A stopping serve still writes what happened: the records outlive it.
    const uid = await this.#options.store.save(record, AbortSignal.timeout(10_000));
    build.uid = uid ?? build.uid;
    this.#tell(before, record, build.uid);
  }

  #tell(before: BuildRecord['status']['phase'], record: BuildRecord, uid: string | undefined): void {
    const event = buildPhaseEvent(before, record, uid);
    if (event !== undefined) this.#options.events?.record(event);
  }

  /** Writes the final status and the kept log, ends followers. */
  async #finish(
    build: ActiveBuild,
    status: Omit<BuildRecordStatus, 'phase'> & { phase: BuildRecordStatus['phase'] },
  ): Promise<void> {
    const now = this.#options.clock.now();
    const started = build.record.status.startTimestamp;
    const record: BuildRecord = {
      ...build.record,
      status: {
        ...build.record.status,
        ...status,
        completionTimestamp: new Date(now).toISOString(),
        ...(started === undefined ? {} : { durationMs: now - Date.parse(started) }),
        ...(build.log.droppedBytes > 0 ? { logTruncatedBytes: build.log.droppedBytes } : {}),
      },
    };
    build.log.finish();
    const text = build.log.text();
    try {
      await this.#save(build, text === '' ? record : withLog(record));
      if (text !== '')
        await this.#options.store.saveLog(
          record.namespace,
          record.name,
          build.uid,
          text,
          AbortSignal.timeout(10_000),
        );
    } finally {
      // Waiters learn the outcome even when the cluster did not take the record.
      build.record = text === '' ? record : withLog(record);
      for (const tell of this.#waiters.get(key(record)) ?? []) tell(build.record);
      this.#waiters.delete(key(record));
    }
    this.#options.log.info(
      {
        build: key(record),
        phase: record.status.phase,
        reason: record.status.reason,
        digest: record.status.outputDigest,
        commit: record.status.writeBackCommit,
        ms: record.status.durationMs,
      },
      'build-finished',
    );
    if (!build.running) this.#active.delete(key(record));
  }

  /**
   * Deletes the finished builds beyond the BuildConfig's history limits
   * (their logs go with them), counted in the build's queue: a pull
   * request's preview builds never push the real tag's history out.
   */
  async #prune(build: BuildRecord, info: BuildConfigInfo): Promise<void> {
    const signal = AbortSignal.timeout(10_000);
    const project = build.namespace;
    const records = (await this.#options.store.list(project, signal)).filter(
      (r) => r.spec.buildConfig === build.spec.buildConfig && buildQueue(r.spec) === buildQueue(build.spec),
    );
    const limits = { successful: info.successfulBuildsHistoryLimit, failed: info.failedBuildsHistoryLimit };
    for (const name of buildsBeyondHistory(records.map(summary), limits))
      await this.#options.store.delete(project, name, signal);
  }

  #removeWaiting(build: ActiveBuild): void {
    const at = this.#waiting.indexOf(build);
    if (at !== -1) this.#waiting.splice(at, 1);
    build.ready = false;
  }
}

/**
 * What a request pushes to: the BuildConfig's output, or a preview's tag of
 * the same repository. BUILD_REQUEST_INVALID for a preview that cannot be
 * built or has nothing to push.
 */
function outputOf(request: StartBuildRequest, info: BuildConfigInfo): string | undefined {
  const { preview } = request;
  if (preview === undefined) return info.output;
  const where = `${request.project}/${request.buildConfig}`;
  const problem = previewProblem(preview);
  if (problem !== undefined)
    throw new GitshiftError('BUILD_REQUEST_INVALID', `preview build of ${where}: ${problem}`);
  if (info.output === undefined)
    throw new GitshiftError(
      'BUILD_REQUEST_INVALID',
      `BuildConfig ${where} has no output: a preview build would have no image to deploy`,
    );
  return previewOutput(info.output, preview.tag);
}

/**
 * The BuildConfig's run settings as the record fixed them: a preview build
 * pushes to the output its record names and has no ImageStreamTag to write
 * back, even if the BuildConfig changed since it was queued.
 */
function asRecorded(info: BuildConfigInfo, record: BuildRecord): BuildConfigInfo {
  if (record.spec.preview === undefined) return info;
  const { outputStreamTag: _writtenBack, output: _real, ...rest } = info;
  return record.spec.output === undefined ? rest : { ...rest, output: record.spec.output };
}

function key(record: Pick<BuildRecord, 'namespace' | 'name'>): string {
  return `${record.namespace}/${record.name}`;
}

function sameConfig(build: ActiveBuild, project: string, buildConfig: string): boolean {
  return build.record.namespace === project && build.record.spec.buildConfig === buildConfig;
}

function summary(record: BuildRecord): BuildSummary {
  return { name: record.name, number: record.spec.number, phase: record.status.phase };
}

function withLog(record: BuildRecord): BuildRecord {
  return { ...record, status: { ...record.status, logConfigMap: `${record.name}.log` } };
}

function newestFirst(a: BuildRecord, b: BuildRecord): number {
  return (
    (b.creationTimestamp ?? '').localeCompare(a.creationTimestamp ?? '') ||
    b.spec.number - a.spec.number ||
    a.name.localeCompare(b.name)
  );
}

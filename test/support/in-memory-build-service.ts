import { readFileSync, rmSync } from 'node:fs';
import {
  buildName,
  isFinished,
  requestedRevision,
  type BuildPhase,
  type BuildReason,
  type BuildRecord,
} from '../../src/buildplan/build-record.js';
import type { BuildService, StartBuildRequest } from '../../src/builds/build-service.js';
import { GitshiftError } from '../../src/errors/index.js';

interface Kept {
  record: BuildRecord;
  log: string[];
}

/**
 * A BuildService kept in memory, for the build API and the CLI commands
 * over it: the service is our own interface, so this is an implementation
 * of it, not a stand-in for an outside part. Builds move only when the test
 * says (`appendLog`, `finish`); it records what it was asked.
 */
export class InMemoryBuildService implements BuildService {
  readonly started: StartBuildRequest[] = [];
  /** The bytes of each binary build's archive, read at start (the service deletes the file, as the runner does). */
  readonly archives: Buffer[] = [];
  /** How many log iterators ended because their signal aborted. */
  abortedLogReads = 0;
  /** How many times a build was read with get(). */
  reads = 0;
  /** How many log iterators are running now. */
  openLogReads = 0;
  readonly #builds = new Map<string, Kept>();
  readonly #buildConfigs = new Set<string>();
  readonly #unsupported = new Map<string, string>();
  readonly #counters = new Map<string, number>();
  #changed: (() => void)[] = [];
  #clock = Date.parse('2026-01-01T00:00:00Z');

  /** A BuildConfig the service knows; `unsupported` makes start refuse it with BUILD_CONFIG_UNSUPPORTED. */
  addBuildConfig(project: string, name: string, unsupported?: string): this {
    this.#buildConfigs.add(`${project}/${name}`);
    if (unsupported !== undefined) this.#unsupported.set(`${project}/${name}`, unsupported);
    return this;
  }

  start(request: StartBuildRequest): Promise<BuildRecord> {
    const key = `${request.project}/${request.buildConfig}`;
    if (!this.#buildConfigs.has(key))
      return Promise.reject(
        new GitshiftError(
          'BUILD_NOT_FOUND',
          `project ${request.project} has no BuildConfig ${request.buildConfig}`,
        ),
      );
    const unsupported = this.#unsupported.get(key);
    if (unsupported !== undefined)
      return Promise.reject(new GitshiftError('BUILD_CONFIG_UNSUPPORTED', unsupported));
    if (request.archive !== undefined) {
      this.archives.push(readFileSync(request.archive));
      rmSync(request.archive);
    }
    this.started.push(request);
    const number = (this.#counters.get(key) ?? 0) + 1;
    this.#counters.set(key, number);
    this.#clock += 1000;
    const record: BuildRecord = {
      namespace: request.project,
      name: buildName(request.buildConfig, number),
      creationTimestamp: new Date(this.#clock).toISOString(),
      spec: {
        buildConfig: request.buildConfig,
        number,
        strategy: 'Docker',
        cause: request.cause,
        ...requestedRevision(request.commit, request.ref),
        ...(request.env === undefined ? {} : { env: request.env }),
      },
      status: { phase: 'New' },
    };
    this.#builds.set(`${record.namespace}/${record.name}`, { record, log: [] });
    this.#notify();
    return Promise.resolve(record);
  }

  list(project?: string): Promise<BuildRecord[]> {
    const records = [...this.#builds.values()]
      .map((b) => b.record)
      .filter((r) => project === undefined || r.namespace === project);
    return Promise.resolve(
      records.sort((a, b) => (b.creationTimestamp ?? '').localeCompare(a.creationTimestamp ?? '')),
    );
  }

  get(project: string, name: string): Promise<BuildRecord> {
    this.reads++;
    return Promise.resolve().then(() => this.#kept(project, name).record);
  }

  cancel(project: string, name: string): Promise<BuildRecord> {
    return Promise.resolve().then(() => {
      if (!isFinished(this.#kept(project, name).record.status.phase))
        this.finish(project, name, 'Cancelled', 'CancelledBuild');
      return this.#kept(project, name).record;
    });
  }

  async *logs(
    project: string,
    name: string,
    { follow, signal }: { readonly follow: boolean; readonly signal: AbortSignal },
  ): AsyncIterable<string> {
    const kept = this.#kept(project, name);
    this.openLogReads++;
    let sent = 0;
    try {
      for (;;) {
        while (sent < kept.log.length) yield kept.log[sent++] ?? '';
        if (!follow || isFinished(kept.record.status.phase)) return;
        if (signal.aborted) {
          this.abortedLogReads++;
          return;
        }
        await new Promise<void>((resolve) => {
          const wake = (): void => {
            signal.removeEventListener('abort', wake);
            resolve();
          };
          this.#changed.push(wake);
          signal.addEventListener('abort', wake, { once: true });
        });
      }
    } finally {
      this.openLogReads--;
    }
  }

  /** Starts running a build (phase Running) or adds to its log. */
  appendLog(project: string, name: string, text: string): void {
    const kept = this.#kept(project, name);
    kept.log.push(text);
    if (kept.record.status.phase === 'New')
      kept.record = {
        ...kept.record,
        status: { phase: 'Running', startTimestamp: new Date(this.#clock).toISOString() },
      };
    this.#notify();
  }

  /** Ends a build in `phase`. */
  finish(project: string, name: string, phase: BuildPhase, reason?: BuildReason, message?: string): void {
    const kept = this.#kept(project, name);
    const startTimestamp = kept.record.status.startTimestamp ?? new Date(this.#clock).toISOString();
    this.#clock += 61_500;
    kept.record = {
      ...kept.record,
      status: {
        ...kept.record.status,
        phase,
        startTimestamp,
        completionTimestamp: new Date(this.#clock).toISOString(),
        durationMs: this.#clock - Date.parse(startTimestamp),
        ...(reason === undefined ? {} : { reason }),
        ...(message === undefined ? {} : { message }),
        ...(phase === 'Complete' ? { outputDigest: `sha256:${'ab'.repeat(32)}` } : {}),
      },
    };
    this.#notify();
  }

  /** Removes a build, as a history limit does. */
  remove(project: string, name: string): void {
    this.#builds.delete(`${project}/${name}`);
  }

  #kept(project: string, name: string): Kept {
    const kept = this.#builds.get(`${project}/${name}`);
    if (kept === undefined)
      throw new GitshiftError('BUILD_NOT_FOUND', `project ${project} has no build ${name}`);
    return kept;
  }

  #notify(): void {
    const waiting = this.#changed;
    this.#changed = [];
    for (const wake of waiting) wake();
  }
}

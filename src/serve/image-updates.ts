import { retryTransient, SYSTEM_CLOCK, type RetryPolicy } from '../runtime/index.js';
import { credentialedGit, sshControlDirectory } from '../git/git-credentials.js';
import { WriteBack } from '../writeback/write-back.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import { httpRegistryClient } from '../images/http-registry-client.js';
import type { ImagePush } from '../images/image-push.js';
import type { RegistryHostsConfig } from '../images/registry-hosts.js';
import type { DesiredRevision } from './desired-state.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { EventRecorder } from '../events/event-recorder.js';
import type { ResolvedServeConfig } from './serve-config.js';
import { writeImageEdits } from './image-edits.js';
import { pushFailureFields, updateFromPush } from './image-push-update.js';
import { ImageUpdateTally, type ImageUpdateStatus } from './image-update-tally.js';
import { openScheduledImports } from './scheduled-imports.js';
import { PendingPushes } from './pending-pushes.js';
import { writeBackEventLog } from './write-back-log.js';

/** Image pushes and scheduled imports, turned into write-back commits. */
export interface ImageUpdates {
  /**
   * Keeps an accepted push on disk before its delivery is answered, so a
   * serve killed before pushed() is done with it handles it at its next
   * start; throws when it cannot (the delivery is then refused, 503).
   */
  keep(push: ImagePush): void;
  /**
   * Takes a pushed tag; the work runs in the background and is logged.
   * Resolves true once it is durable (its commit reached the remote, or Git
   * had it already, or no stream follows it), false when it failed (counted
   * and logged here). Never rejects. Then its kept record, if any, goes;
   * unless a stop ended its work, which the next start then takes up again.
   */
  pushed(push: ImagePush): Promise<boolean>;
  start(): void;
  /** A new revision was loaded: scheduled streams may have come or gone. */
  revisionLoaded(): void;
  status(): ImageUpdateStatus;
  /**
   * Writes edits to the config repository through the one write-back (a
   * build's output, say), with the tag history capped as for pushes; serve
   * is told to fetch when a commit was made. Resolves with the commits.
   */
  write(edits: readonly WriteBackEdit[], reason: WriteBackReason): Promise<string[]>;
  /** The commit that added a file to the config repository (a container's manifest), from write-back's clone. */
  addedIn(path: string): Promise<string | undefined>;
  /** Calls `listener` with each write-back that made commits (pushes, imports, builds); returns the unsubscribe. */
  onWritten(listener: (written: WriteBackWritten) => void): () => void;
  /**
   * Waits for the pushes in flight and pushes the pending write-backs; once
   * `signal` aborts, write-back's waits end and what is left stays in its
   * journal for the next start.
   */
  stop(signal?: AbortSignal): Promise<void>;
}

/** Commits a write-back made, with its edits and why: what the status view's activity shows. */
export interface WriteBackWritten {
  readonly commits: readonly string[];
  readonly edits: readonly WriteBackEdit[];
  readonly reason: WriteBackReason;
}

export interface ImageUpdatesOptions {
  readonly workDir: string;
  /** Where kept pushes wait until handled (pending-pushes.ts); those left there are handled again at open. */
  readonly pendingDir: string;
  /** The revision pushes are matched against; waits for the first load. */
  readonly desired: () => Promise<DesiredRevision>;
  /** The revision loaded last, if any, for scheduled imports. */
  readonly current: () => DesiredRevision | undefined;
  /** After a commit reached the remote. */
  readonly committed: () => void;
  /** serve's `images` logger. */
  readonly log: Logger;
  /** serve's `writeback` logger. */
  readonly writeBackLog: Logger;
  readonly metrics?: ServeMetrics | undefined;
  /** ImageUpdated Events of pushes that made a commit. Default: none. */
  readonly events?: EventRecorder | undefined;
}

/**
 * Image updates put together from their parts: one write-back for the
 * config repository (its events logged by write-back-log.ts), pushes
 * (image-push-update.ts: the streams a push moves, its digest, the edits,
 * the rollouts), scheduled imports (scheduled-imports.ts), edits written
 * with the tag history (image-edits.ts), and the counts /status shows
 * (image-update-tally.ts). Here: the wiring and what is in flight.
 */
export async function openImageUpdates(
  config: ResolvedServeConfig,
  {
    workDir,
    pendingDir,
    desired,
    current,
    committed,
    log,
    writeBackLog,
    metrics,
    events,
  }: ImageUpdatesOptions,
): Promise<ImageUpdates> {
  const tally = new ImageUpdateTally();
  const writeBack = await WriteBack.open({
    url: config.repository.url,
    branch: config.repository.branch,
    ...(config.writeBack.branch === undefined ? {} : { targetBranch: config.writeBack.branch }),
    workDir,
    author: config.writeBack.author,
    batchWindowMs: config.writeBack.batchWindowMs,
    // An accepted push must reach Git however long the remote is down (the journal holds it meanwhile),
    // and go out within seconds of its return: never give up, never wait long between attempts.
    outageRetry: OUTAGE_RETRY,
    git: credentialedGit(config.repository.credentials, { workDir, sshControlDir: sshControlDirectory() }),
    log: writeBackEventLog({
      log: writeBackLog,
      metrics,
      failed: (code, message) => tally.writeBackFailed(code, message, new Date()),
    }),
  });
  const registry = httpRegistryClient({
    hosts: registryHosts(config),
    onlyConfiguredHosts: config.onlyConfiguredRegistries,
  });
  const written = new Set<(written: WriteBackWritten) => void>();
  const write = async (edits: readonly WriteBackEdit[], reason: WriteBackReason): Promise<string[]> => {
    const commits = await writeImageEdits(writeBack, edits, reason, config.writeBack.tagHistory);
    if (commits.length > 0) for (const listener of written) listener({ commits, edits, reason });
    return commits;
  };
  const inFlight = new Set<Promise<boolean>>();

  const track = (work: Promise<void>): Promise<boolean> => {
    const task = work.then(
      () => true,
      (error: unknown) => {
        tally.failed++;
        metrics?.imageImported('push', 'failed');
        log.warn(pushFailureFields(error), 'image-failed');
        return false;
      },
    );
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    return task;
  };

  const scheduled = openScheduledImports({
    streams: () => current()?.streams,
    registry,
    intervalMs: config.imports.intervalMs,
    write,
    committed,
    tally,
    log,
    metrics,
  });

  const stopping = new AbortController();
  const pending = new PendingPushes(pendingDir);
  const pushed = (push: ImagePush): Promise<boolean> =>
    track(
      // A registry or remote that is down holds a push back, never drops it.
      retryTransient(
        () => updateFromPush(push, { desired, registry, write, committed, tally, log, metrics, events }),
        {
          policy: OUTAGE_RETRY,
          clock: SYSTEM_CLOCK,
          signal: stopping.signal,
          onRetry: (error, retryInMs) =>
            log.warn({ image: imageOf(push), ...pushFailureFields(error), retryInMs }, 'image-retry'),
        },
      ).then(
        () => pending.settle(push),
        (error: unknown) => {
          // A stop ended its wait: kept for the next start. Any other failure is for good (logged by track).
          if (!stopping.signal.aborted) pending.settle(push);
          throw error;
        },
      ),
    );
  // Pushes a killed serve answered and did not finish: handled again, ahead of any new delivery.
  const left = pending.left();
  for (const problem of left.unreadable) log.warn({ problem }, 'image-push-pending-unreadable');
  for (const { push } of left.pushes) {
    log.info({ image: imageOf(push), source: push.source, event: push.eventId }, 'image-push-resumed');
    void pushed(push);
  }
  return {
    keep: (push) => pending.record(push, SYSTEM_CLOCK.now()),
    pushed,
    start: () => {
      if (config.imports.intervalMs > 0) scheduled.start();
    },
    revisionLoaded: () => scheduled.refresh(),
    status: () => tally.status(inFlight.size),
    onWritten(listener) {
      written.add(listener);
      return () => written.delete(listener);
    },
    async write(edits, reason) {
      const commits = await write(edits, reason);
      if (commits.length > 0) committed();
      return commits;
    },
    addedIn: (path) => writeBack.addedIn(path),
    async stop(signal) {
      // A push still waiting out an outage at a stop fails (logged): nothing else would end its wait.
      stopping.abort();
      await scheduled.stop();
      // Together: a push whose write-back waits out an outage settles only once `signal` ends that wait.
      await Promise.all([Promise.all(inFlight), writeBack.close(signal)]);
    },
  };
}

function imageOf(push: ImagePush): string {
  return `${push.registryHost}/${push.repository}:${push.tag}`;
}

/** While a registry or the git remote is down: attempts 0.5, 1, 2, 2, 2 … s apart, for ever (until a stop). */
const OUTAGE_RETRY: RetryPolicy = { attempts: Infinity, baseMs: 500, maxMs: 2000 };

/** serve's `registries` entries as the registry client's hosts, by host; optional fields only when given. */
export function registryHosts(config: ResolvedServeConfig): RegistryHostsConfig {
  return Object.fromEntries(
    config.registries.map((r) => [
      r.host,
      {
        ...(r.url === undefined ? {} : { url: r.url }),
        ...(r.username === undefined ? {} : { username: r.username }),
        ...(r.passwordFile === undefined ? {} : { passwordFile: r.passwordFile }),
        insecure: r.insecure,
        tokenRealms: r.tokenRealms,
      },
    ]),
  );
}

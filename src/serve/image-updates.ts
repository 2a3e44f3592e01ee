import { GitshiftError } from '../errors/index.js';
import { credentialedGit, sshControlDirectory } from '../git/git-credentials.js';
import { WriteBack, type WriteBackOutcome } from '../writeback/write-back.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import { httpRegistryClient } from '../images/http-registry-client.js';
import { deploymentsTriggeredBy } from '../images/image-change-triggers.js';
import { editsForImagePush, type ImagePush } from '../images/image-push.js';
import type { RegistryHostsConfig } from '../images/registry-hosts.js';
import { ScheduledImport } from '../images/scheduled-import.js';
import type { DesiredRevision } from './desired-state.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { ResolvedServeConfig } from './serve-config.js';

/** Image pushes and scheduled imports, turned into write-back commits. */
export interface ImageUpdates {
  /** Takes a pushed tag; the work runs in the background and is logged. */
  pushed(push: ImagePush): void;
  start(): void;
  /** A new revision was loaded: scheduled streams may have come or gone. */
  revisionLoaded(): void;
  status(): {
    readonly inFlight: number;
    readonly committed: number;
    readonly ignored: number;
    readonly failed: number;
    /** The last edit write-back dropped (a push's or a scheduled import's), with its code and reason. */
    readonly lastWriteBackFailure?: { readonly code: string; readonly message: string; readonly at: string };
  };
  /** Waits for the pushes in flight and pushes every pending write-back. */
  stop(): Promise<void>;
}

export interface ImageUpdatesOptions {
  readonly workDir: string;
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
}

export async function openImageUpdates(
  config: ResolvedServeConfig,
  { workDir, desired, current, committed, log, writeBackLog, metrics }: ImageUpdatesOptions,
): Promise<ImageUpdates> {
  let lastWriteBackFailure: { code: string; message: string; at: string } | undefined;
  const writeBack = await WriteBack.open({
    url: config.repository.url,
    branch: config.repository.branch,
    ...(config.writeBack.branch === undefined ? {} : { targetBranch: config.writeBack.branch }),
    workDir,
    author: config.writeBack.author,
    batchWindowMs: config.writeBack.batchWindowMs,
    git: credentialedGit(config.repository.credentials, { workDir, sshControlDir: sshControlDirectory() }),
    log: (event) => {
      switch (event.type) {
        case 'pushed':
          writeBackLog.info(
            { commit: event.commit.slice(0, 12), edits: event.edits, attempts: event.attempts },
            'write-back-pushed',
          );
          return;
        case 'attempt': {
          const { type: _type, ...phases } = event;
          const ms = phases.fetchMs + phases.applyMs + phases.commitMs + phases.pushMs;
          metrics?.writeBackAttempt(event.outcome, ms / 1000);
          writeBackLog.debug(phases, 'write-back-attempt');
          return;
        }
        case 'retry':
          writeBackLog.info(
            { why: event.why, delayMs: event.delayMs, error: event.message },
            'write-back-retry',
          );
          return;
        case 'failed':
          lastWriteBackFailure = { code: event.code, message: event.message, at: new Date().toISOString() };
          metrics?.writeBackFailed();
          writeBackLog.error({ id: event.id, code: event.code, error: event.message }, 'write-back-failed');
          return;
        case 'journal-error':
          writeBackLog.error({ error: event.message }, 'write-back-journal-error');
          return;
      }
    },
  });
  const registry = httpRegistryClient({ hosts: registryHosts(config) });
  const inFlight = new Set<Promise<void>>();
  const counts = { committed: 0, ignored: 0, failed: 0 };

  /** Writes the edits; resolves with the commits made (none when Git already had them). */
  const write = async (edits: readonly WriteBackEdit[], reason: WriteBackReason): Promise<string[]> => {
    const outcomes: WriteBackOutcome[] = await Promise.all(
      edits.map((edit) =>
        writeBack.request(
          edit.type === 'image-stream-tag' ? { ...edit, historyLimit: config.writeBack.tagHistory } : edit,
          reason,
        ),
      ),
    );
    return [...new Set(outcomes.flatMap((o) => (o.status === 'committed' ? [o.commit] : [])))];
  };

  const handlePush = async (push: ImagePush): Promise<void> => {
    const started = performance.now();
    const revision = await desired();
    const outcome = await editsForImagePush(push, {
      streams: revision.streams,
      registry,
      now: () => new Date(),
    });
    const image = `${push.registryHost}/${push.repository}:${push.tag}`;
    if (outcome.status !== 'edits') {
      counts.ignored++;
      metrics?.imageImported('push', 'ignored');
      log.info({ image, source: push.source, reason: outcome.message }, 'image-ignored');
      return;
    }
    const commits = await write(outcome.edits, outcome.reason);
    const tags = outcome.edits.flatMap((e) => (e.type === 'image-stream-tag' ? [e] : []));
    for (const dc of deploymentsTriggeredBy(revision.model.projects, tags))
      log.info(
        {
          project: dc.project,
          deploymentConfig: `${dc.project}/${dc.deploymentConfig}`,
          tag: `${dc.tag.stream}:${dc.tag.tag}`,
          ...(dc.automatic ? {} : { hint: `gitshift deploy ${dc.project}/${dc.deploymentConfig} --latest` }),
        },
        dc.automatic ? 'rollout-expected' : 'rollout-held',
      );
    counts.committed++;
    metrics?.imageImported('push', commits.length > 0 ? 'committed' : 'unchanged');
    log.info(
      {
        image,
        digest: outcome.digest,
        tags: tags.map((t) => `${t.project}/${t.stream}:${t.tag}`).join(','),
        commit: commits.map((c) => c.slice(0, 12)).join(',') || 'unchanged',
        ms: Math.round(performance.now() - started),
      },
      'image-committed',
    );
    if (commits.length > 0) committed();
  };

  const track = (work: Promise<void>): void => {
    const task = work.catch((error: unknown) => {
      counts.failed++;
      metrics?.imageImported('push', 'failed');
      log.warn(
        {
          code: error instanceof GitshiftError ? error.code : undefined,
          error: error instanceof Error ? error.message : String(error),
        },
        'image-failed',
      );
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
  };

  const scheduled = new ScheduledImport({
    streams: () => current()?.streams,
    registry,
    intervalMs: config.imports.intervalMs,
    onEdits: async (edits, reason) => {
      const commits = await write(edits, reason);
      metrics?.imageImported('scheduled', commits.length > 0 ? 'committed' : 'unchanged');
      if (commits.length > 0) {
        counts.committed++;
        log.info(
          { edits: edits.length, commit: commits.map((c) => c.slice(0, 12)).join(',') },
          'import-committed',
        );
        committed();
      }
    },
    log: (event) => {
      switch (event.type) {
        case 'imported':
          log.info({ stream: event.stream, edits: event.edits }, 'import-found');
          return;
        case 'failed':
          metrics?.imageImported('scheduled', 'failed');
          log.warn(
            {
              stream: event.stream,
              error: event.message,
              failures: event.failures,
              retryInMs: event.retryInMs,
            },
            'import-failed',
          );
          return;
        case 'capped':
          log.info({ stream: event.stream, looked: event.looked, skipped: event.skipped }, 'import-capped');
          return;
        case 'round-failed':
          log.warn({ error: event.message }, 'import-failed');
          return;
      }
    },
  });

  return {
    pushed: (push) => track(handlePush(push)),
    start: () => {
      if (config.imports.intervalMs > 0) scheduled.start();
    },
    revisionLoaded: () => scheduled.refresh(),
    status: () => ({
      inFlight: inFlight.size,
      ...counts,
      ...(lastWriteBackFailure === undefined ? {} : { lastWriteBackFailure }),
    }),
    async stop() {
      await scheduled.stop();
      await Promise.all(inFlight);
      await writeBack.idle();
    },
  };
}

function registryHosts(config: ResolvedServeConfig): RegistryHostsConfig {
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

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import { lockWorkDir } from '../source/work-dir-lock.js';
import type { KubeApi } from '../kube/kube-api.js';
import { WorkQueue } from '../reconciler/work-queue.js';
import { desiredRevision, projectNames, type DesiredRevision } from './desired-state.js';
import { startDaemonHttp, type DaemonHttpServer } from './http-server.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import { eventLog, progressLog } from './log.js';
import { ALL_PROJECTS, projectReconciler } from './reconcile-project.js';
import { countRetries, syncObserver } from './sync-metrics.js';
import type { ResolvedServeConfig } from './serve-config.js';
import { openConfigRepository, type ConfigRepository, type RepositoryChange } from './config-repository.js';
import { openImageUpdates, type ImageUpdates } from './image-updates.js';
import { blockedProjects, readiness } from './readiness.js';
import { openWebhooks, type WebhookIntake } from './webhook-intake.js';

export interface DaemonOptions {
  /** The process's logger; each part of the daemon takes a child with its `component`. */
  readonly logger: Logger;
  /** Recorded from what the daemon sees; served on GET /metrics. Default: none, and no /metrics. */
  readonly metrics?: ServeMetrics | undefined;
  /** Secret seed for generated template parameters. */
  readonly templateSeed: string | undefined;
  readonly api: KubeApi;
}

export interface RunningDaemon {
  /** Where the HTTP server listens: `http://host:port`. */
  readonly url: string;
  /** The revision being reconciled to, once the first fetch has loaded. */
  desired(): DesiredRevision | undefined;
  /** Resolves when every project queued so far has been reconciled. */
  idle(): Promise<void>;
  /**
   * Shuts down in order: stop accepting webhooks and answer those in flight,
   * finish the image updates they started, push every pending write-back,
   * let running reconciles end. Resolves when all of that is done.
   */
  stop(): Promise<void>;
}

/**
 * `gitshift serve`: tracks the config repository, reconciles each project it
 * changes through the work queue, takes webhooks, and turns image pushes into
 * write-back commits — which come back as new commits and roll out like any
 * other change to Git.
 */
export async function startDaemon(
  config: ResolvedServeConfig,
  options: DaemonOptions,
): Promise<RunningDaemon> {
  mkdirSync(config.stateDir, { recursive: true });
  // The replay store, the write-back journal and the source cache belong to one
  // process: a second daemon on them would repeat or lose work.
  const claim = lockWorkDir(
    config.stateDir,
    undefined,
    'give each serve process its own stateDir (GITSHIFT_STATE_DIR)',
  );
  let daemon: RunningDaemon;
  try {
    daemon = await startClaimedDaemon(config, options);
  } catch (error) {
    claim.release();
    throw error;
  }
  return {
    ...daemon,
    async stop() {
      try {
        await daemon.stop();
      } finally {
        claim.release();
      }
    },
  };
}

async function startClaimedDaemon(
  config: ResolvedServeConfig,
  options: DaemonOptions,
): Promise<RunningDaemon> {
  const { logger, metrics, api } = options;
  const log = logger.child({ component: 'serve' });
  const reconcileLog = logger.child({ component: 'reconcile' });
  let desired: DesiredRevision | undefined;
  let firstLoad: (() => void) | undefined;
  const loaded = new Promise<void>((resolve) => (firstLoad = resolve));
  const current = (): DesiredRevision => {
    if (desired === undefined)
      throw new GitshiftError('USAGE', 'no revision of the config repository loaded yet');
    return desired;
  };

  const queue = new WorkQueue({
    work: countRetries(
      projectReconciler({
        api,
        desired: current,
        log: eventLog(reconcileLog),
        say: progressLog(
          reconcileLog,
          (name) => desired?.model.projects.some((p) => p.name === name) === true,
        ),
        ...(metrics === undefined ? {} : { observe: syncObserver(metrics) }),
      }),
      metrics,
    ),
    concurrency: config.cluster.concurrency,
    resyncIntervalMs: config.cluster.resyncIntervalMs,
    // A resync is one bulk sync: a handful of LISTs for every project, and no writes when nothing drifted.
    resyncProjects: () => (desired === undefined ? [] : [ALL_PROJECTS]),
  });

  const repository: ConfigRepository = await openConfigRepository(config, {
    workDir: join(config.stateDir, 'source'),
    templateSeed: options.templateSeed,
    log: logger.child({ component: 'source' }),
    metrics,
  });

  const onChange = (change: RepositoryChange): void => {
    const first = desired === undefined;
    const renderStarted = performance.now();
    desired = desiredRevision(change.head, change.model);
    const renderMs = Math.round(performance.now() - renderStarted);
    for (const problem of desired.rendered.problems.filter((p) => p.severity === 'error').slice(0, 20))
      log.warn(
        { file: problem.file, line: problem.line, field: problem.field, message: problem.message },
        'manifest-problem',
      );
    // The first revision, or new settings, can change every project (and show removed folders): one bulk sync.
    const projects = first || change.settings ? [ALL_PROJECTS] : change.projects;
    log.info(
      {
        commit: change.head.slice(0, 12),
        previous: change.previous?.slice(0, 12),
        projects: first || change.settings ? 'all' : projects.length,
        loadMs: change.loadMs,
        renderMs,
      },
      'revision',
    );
    for (const project of projects) queue.enqueue(project);
    images.revisionLoaded();
    if (first) firstLoad?.();
  };

  const images: ImageUpdates = await openImageUpdates(config, {
    workDir: join(config.stateDir, 'write-back'),
    desired: async () => {
      await loaded;
      return current();
    },
    current: () => desired,
    // A write-back commit is a change to Git like any other: fetch it now rather than at the next poll.
    committed: () => repository.fetchNow(),
    log: logger.child({ component: 'images' }),
    writeBackLog: logger.child({ component: 'writeback' }),
    metrics,
  });

  const webhooks: WebhookIntake = openWebhooks(config, {
    stateDir: join(config.stateDir, 'webhooks'),
    repositoryUrl: config.repository.url,
    branch: config.repository.branch,
    projects: () => (desired === undefined ? [] : projectNames(desired)),
    fetchNow: () => repository.fetchNow(),
    imagePushed: (push) => images.pushed(push),
    reconcile: (project) => queue.enqueue(project),
    log: logger.child({ component: 'webhooks' }),
  });

  let http: DaemonHttpServer;
  try {
    http = await startDaemonHttp({
      host: config.listen.host,
      port: config.listen.port,
      hooks: webhooks.handle,
      metrics,
      readiness: () =>
        readiness({
          desired,
          fetchError: repository.lastError(),
          loadFailure: repository.lastLoadFailure(),
        }),
      status: () => ({
        commit: desired?.commit,
        lastFetchError: repository.lastError(),
        lastLoadFailure: repository.lastLoadFailure(),
        blocked: blockedProjects(desired),
        projects: queue.status(),
        images: images.status(),
        webhooks: { recent: webhooks.recent() },
      }),
    });
  } catch (error) {
    await Promise.all([webhooks.close(), images.stop(), repository.stop()]);
    throw new GitshiftError(
      'LISTEN_FAILED',
      `cannot listen on ${config.listen.host}:${config.listen.port}: ${(error as Error).message}`,
      { host: config.listen.host, port: config.listen.port },
      { cause: error },
    );
  }
  repository.start(onChange);
  queue.start();
  images.start();
  metrics?.watchQueue(() => queue.status());
  log.info(
    { url: http.url, repository: repository.describe(), branch: config.repository.branch },
    'listening',
  );

  return {
    url: http.url,
    desired: () => desired,
    idle: () => queue.idle(),
    async stop() {
      log.info({ reason: 'signal' }, 'stopping');
      // A sync in flight may wait minutes on a rollout: abandon it, say which, and sync it again at the next start.
      const abandoned = queue.abandonRunning(new Error('serve is stopping'));
      if (abandoned.length > 0) log.warn({ projects: abandoned }, 'abandoned');
      await http.close();
      await webhooks.close();
      await images.stop();
      await repository.stop();
      await queue.stop();
      log.info('stopped');
    },
  };
}

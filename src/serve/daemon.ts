import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { lockWorkDir } from '../source/work-dir-lock.js';
import type { KubeApi } from '../kube/kube-api.js';
import { projectNames, type DesiredRevision } from './desired-state.js';
import type { Logger } from '../observability/logger.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { ResolvedServeConfig } from './serve-config.js';
import { openConfigRepository, type ConfigRepository } from './config-repository.js';
import { API_UPLOAD_TIMEOUT_MS, listenDaemon, openDaemonStatusView } from './daemon-http.js';
import { openDaemonQueue } from './daemon-queue.js';
import { openDaemonEvents, type DaemonEvents } from './cluster-events.js';
import { stopDaemon, WRITE_BACK_GRACE_MS } from './daemon-shutdown.js';
import { openImageUpdates } from './image-updates.js';
import { revisionChangeHandler } from './revision-change.js';
import { RevisionState } from './revision-state.js';
import { openWebhooks } from './webhook-intake.js';
import { watchDependencies } from './dependency-watch.js';
import type { BuildService } from '../builds/build-service.js';
import { SYSTEM_CLOCK } from '../runtime/index.js';
import { createServeApi } from './api/serve-api.js';
import { openContainersApi } from './api/containers-open.js';
import { openKeystoneFollow } from './keystone-follow.js';
import { keystoneJudge } from './keystone-judge.js';
import { openBuilds } from './builds/builds.js';
import { openBuildTriggers } from './builds/build-triggers.js';
import { buildWebhookLookup } from './builds/build-webhook-lookup.js';
import type { Pulls } from './pulls/pulls.js';
import { openPullWork } from './pulls/open-pull-work.js';
import { openReplicaSeat, startReplica, type RunningReplica } from './replicas/replicas.js';
import { createStatusPage } from './page/index.js';
import { commitLink } from './view/commit-link.js';
import { syncInThread, type ProjectSyncer } from './syncing/project-syncer.js';

export interface DaemonOptions {
  /** The process's logger; each part of the daemon takes a child with its `component`. */
  readonly logger: Logger;
  /** Recorded from what the daemon sees; served on GET /metrics. Default: none, and no /metrics. */
  readonly metrics?: ServeMetrics | undefined;
  /** Secret seed for generated template parameters. */
  readonly templateSeed: string | undefined;
  readonly api: KubeApi;
  /**
   * Where syncs run. `gitshift serve` gives a worker thread
   * (syncing/sync-worker-client.ts), so loading, planning and applying
   * never hold the webhook intake's event loop; the daemon stops it. Default:
   * syncs on this thread through `api`.
   */
  readonly syncer?: ProjectSyncer | undefined;
  /**
   * Where Kubernetes Events are written and rollouts followed. `gitshift
   * serve` gives a worker thread (events-worker/) when `events.enabled`, so
   * the burst at the end of a bulk sync takes none of the intake's event
   * loop; the daemon stops it. Default: on this thread through `api`, when
   * `events.enabled`.
   */
  readonly events?: DaemonEvents | undefined;
  /** gitshift's version, given to custom builders as ORIGIN_VERSION. Default: 'unknown'. */
  readonly version?: string;
}

export interface RunningDaemon {
  /** Where the HTTP server listens: `http://host:port`. */
  readonly url: string;
  /** The revision being reconciled to, once the first fetch has loaded. */
  desired(): DesiredRevision | undefined;
  /** Resolves when every project queued so far has been reconciled. */
  idle(): Promise<void>;
  /** The builds of this daemon: what `gitshift start-build` and the API reach. */
  readonly builds: BuildService;
  /**
   * With several replicas: resolves once this replica lost the lead it held
   * and stopped the leader's work; serve then stops and exits, to start again
   * as a follower. Undefined for a lone replica.
   */
  readonly lostLead?: Promise<void> | undefined;
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

/**
 * The daemon put together from its parts, in this order: the work queue
 * (daemon-queue.ts), the config source, image updates, webhooks, the HTTP
 * server (daemon-http.ts); then the source's polling (each new head handled
 * by revision-change.ts), the queue and scheduled imports start. Stopping is
 * daemon-shutdown.ts.
 */
async function startClaimedDaemon(
  config: ResolvedServeConfig,
  options: DaemonOptions,
): Promise<RunningDaemon> {
  const { logger, metrics, api } = options;
  const log = logger.child({ component: 'serve' });
  const state = new RevisionState();
  // Several replicas: Leases say which shards this one reconciles and whether it leads.
  const seat = config.replicas.leaderElection ? openReplicaSeat(config, { api, logger }) : undefined;
  const events =
    options.events ??
    openDaemonEvents(config, {
      api,
      clock: SYSTEM_CLOCK,
      log: logger.child({ component: 'events' }),
      counted: metrics === undefined ? undefined : (outcome) => metrics.clusterEvent(outcome),
    });
  const syncer = options.syncer ?? syncInThread(api);
  const queue = openDaemonQueue(config, {
    syncer,
    state,
    log: logger.child({ component: 'reconcile' }),
    metrics,
    events,
    ...(seat === undefined ? {} : { shards: seat.shards }),
  });
  const enqueue = (key: string): void => {
    for (const held of seat?.role.keysFor(key) ?? [key]) queue.enqueue(held);
  };
  let replica: RunningReplica | undefined;
  const repository = await openSource(config, options);
  const images = await openImageUpdates(config, {
    workDir: join(config.stateDir, 'write-back'),
    pendingDir: join(config.stateDir, 'pushes', 'pending'),
    desired: () => state.whenLoaded(),
    current: () => state.get(),
    // A write-back commit is a change to Git like any other: fetch it now rather than at the next poll.
    committed: () => repository.fetchNow(),
    log: logger.child({ component: 'images' }),
    writeBackLog: logger.child({ component: 'writeback' }),
    metrics,
    events: events?.recorder,
  });
  const builds = await openBuilds(config, {
    api,
    current: () => state.get(),
    write: (edits, reason) => images.write(edits, reason),
    clock: SYSTEM_CLOCK,
    log: logger.child({ component: 'builds' }),
    version: options.version ?? 'unknown',
    events: events?.recorder,
  });
  // A replica opens pull request work only when it takes the lead.
  const pulls =
    seat === undefined ? await openPullWork(config, options, () => state.get(), builds.runner) : undefined;
  const currentPulls = (): Pulls | undefined => pulls ?? replica?.work.pulls();
  const triggers = openBuildTriggers({
    service: builds.runner,
    current: () => state.get(),
    log: logger.child({ component: 'builds' }),
  });
  // /readyz names each dependency that is down; work waiting on one goes again as soon as it is back.
  const dependencies = watchDependencies(config, { api, stateDir: config.stateDir, log });
  dependencies.onRecovered(() => {
    queue.retryNow();
    currentPulls()?.retryNow();
  });
  const webhooks = openWebhooks(config, {
    // A full state directory cannot record deliveries: they are refused (503) until there is room.
    unavailable: () => dependencies.stateFault(),
    stateDir: join(config.stateDir, 'webhooks'),
    repositoryUrl: config.repository.url,
    branch: config.repository.branch,
    projects: () => {
      const desired = state.get();
      return desired === undefined ? [] : projectNames(desired);
    },
    fetchNow: () => repository.fetchNow(),
    imagePushed: (push) => images.pushed(push),
    keepImagePush: (push) => images.keep(push),
    reconcile: enqueue,
    builds: triggers,
    pulls: {
      pullRequest: (event) => currentPulls()?.pullRequest(event),
      comment: (event) => currentPulls()?.comment(event),
    },
    record: seat?.record,
    buildWebhooks: buildWebhookLookup(
      () => state.get(),
      (namespace, secret) => builds.webhookSecrets.get(namespace, secret),
    ),
    log: logger.child({ component: 'webhooks' }),
  });
  // Uploads of a serve that stopped went with its requests: their builds cannot get them back.
  const uploadDir = join(config.stateDir, 'build-uploads');
  rmSync(uploadDir, { recursive: true, force: true });
  const apiStop = new AbortController();
  // Keystone tokens on the API and the page, from the loaded revision's gitshift.yaml.
  const keystoneAccess = keystoneJudge(() => state.get(), logger.child({ component: 'keystone' }));
  // The followed Keystone projects' role assignments, committed when they change: RBAC follows through Git.
  const keystoneFollow = openKeystoneFollow({
    current: () => state.get(),
    write: (edits, reason) => images.write(edits, reason),
    leads: () => seat === undefined || seat.role.isLeader(),
    clock: SYSTEM_CLOCK,
    log: logger.child({ component: 'keystone' }),
  });
  const view = openDaemonStatusView(config, {
    state,
    queue,
    webhooks,
    builds,
    images,
    kube: api,
    log: logger.child({ component: 'view' }),
  });
  const http = await listenDaemon(config, {
    dependencies,
    state,
    repository,
    queue,
    images,
    webhooks,
    builds,
    metrics,
    pulls:
      seat === undefined
        ? pulls
        : {
            handle: (req, res) => replica?.work.handlePulls(req, res),
            status: () => currentPulls()?.status() ?? { work: [], waiting: [] },
          },
    replicas: () => replica?.status(),
    kube: api,
    view,
    // apiStop also ends the page's live streams, which would hold the HTTP server's close.
    page: createStatusPage({
      view,
      stop: apiStop.signal,
      tokens: () => config.api.tokens,
      keystone: () => keystoneAccess() !== undefined,
      anonymousRead: config.api.anonymousRead,
      commitLink: (sha) => commitLink(config.repository.url, sha),
      log: logger.child({ component: 'page' }),
    }),
    api: createServeApi({
      builds: builds.runner,
      view,
      resync: { current: () => state.get(), enqueue },
      runsBuilds: () => seat === undefined || seat.role.isLeader(),
      tokens: () => config.api.tokens,
      keystone: keystoneAccess,
      anonymousRead: config.api.anonymousRead,
      maxArchiveBytes: config.builds.maxArchiveBytes,
      uploadDir,
      uploadTimeoutMs: API_UPLOAD_TIMEOUT_MS,
      log: logger.child({ component: 'api' }),
      stop: apiStop.signal,
      containers: openContainersApi(config, {
        current: () => state.get(),
        write: (edits, reason) => images.write(edits, reason),
        addedIn: (path) => images.addedIn(path),
        kube: api,
        leads: () => seat === undefined || seat.role.isLeader(),
        clock: SYSTEM_CLOCK,
        log: logger.child({ component: 'containers' }),
      }),
    }),
  });
  // A replica's builds and imports are the leader's: they start when it takes the lead.
  if (seat === undefined) await builds.runner.open(AbortSignal.timeout(30_000));
  else
    replica = startReplica(seat, config, {
      api,
      queue,
      loaded: () => state.get() !== undefined,
      dispatch: (event) => webhooks.dispatch(event),
      builds,
      images,
      openPulls: () => openPullWork(config, options, () => state.get(), builds.runner),
      revisionLoaded: () => {
        const desired = state.get();
        if (desired !== undefined) triggers.revisionLoaded(desired);
      },
      log,
      inboxLog: logger.child({ component: 'inbox' }),
      writeBackGraceMs: WRITE_BACK_GRACE_MS,
    });

  repository.start(
    revisionChangeHandler({
      state,
      enqueue,
      revisionLoaded: () => {
        images.revisionLoaded();
        const desired = state.get();
        if (desired === undefined) return;
        if (seat === undefined || seat.role.isLeader()) triggers.revisionLoaded(desired);
        void builds.webhookSecrets.revisionLoaded(desired);
      },
      log,
    }),
  );
  queue.start();
  if (seat === undefined) images.start();
  keystoneFollow.start();
  metrics?.watchQueue(() => queue.status());
  log.info(
    { url: http.url, repository: repository.describe(), branch: config.repository.branch },
    'listening',
  );

  return {
    url: http.url,
    desired: () => state.get(),
    idle: () => queue.idle(),
    builds: builds.runner,
    lostLead: replica?.lostLead,
    stop: async () => {
      // Followed build logs would hold the HTTP server's close until their builds end.
      apiStop.abort();
      dependencies.stop();
      // Before write-back stops: a follow round may be committing.
      await keystoneFollow.stop();
      try {
        await stopParts();
      } finally {
        // After the queue: its last runs may still be syncing.
        await syncer.stop();
      }
    },
  };

  function stopParts(): Promise<void> {
    if (replica === undefined)
      return stopDaemon({ queue, http, webhooks, builds, images, repository, pulls, events }, log);
    const { work } = replica;
    return stopDaemon(
      {
        queue,
        http,
        webhooks,
        builds: { stop: () => work.stopBuilds() },
        images: { stop: (signal) => work.stopImages(signal) },
        repository,
        pulls: { stop: () => work.stopPulls() },
        events,
        replica,
      },
      log,
    );
  }
}

/** The config source: the tracked branch fetched into `<stateDir>/source`, loaded and rendered. Not started. */
function openSource(
  config: ResolvedServeConfig,
  { templateSeed, logger, metrics }: DaemonOptions,
): Promise<ConfigRepository> {
  return openConfigRepository(config, {
    workDir: join(config.stateDir, 'source'),
    templateSeed,
    log: logger.child({ component: 'source' }),
    metrics,
  });
}

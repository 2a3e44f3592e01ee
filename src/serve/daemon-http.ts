import { GitshiftError } from '../errors/index.js';
import { RECOMMENDED_SERVER_OPTIONS } from '../webhooks/index.js';
import type { ServeMetrics } from '../observability/metrics.js';
import type { WorkQueue } from '../reconciler/work-queue.js';
import type { ConfigRepository } from './config-repository.js';
import { startDaemonHttp, type DaemonHttpServer } from './http-server.js';
import type { ImageUpdates } from './image-updates.js';
import { blockedProjects, readiness } from './readiness.js';
import type { RevisionState } from './revision-state.js';
import type { ResolvedServeConfig } from './serve-config.js';
import type { WebhookIntake } from './webhook-intake.js';
import type { OpenedBuilds } from './builds/builds.js';
import type { RequestHandler } from './http-server.js';
import type { Pulls } from './pulls/pulls.js';
import type { KubeApi } from '../kube/kube-api.js';
import type { StatusView } from './view/status-view.js';
import type { DependencyWatch } from './dependency-watch.js';

/** The status view of the page and /api/v1, built from serve's parts: call it before listenDaemon and pass it to both. */
export { openDaemonStatusView } from './view/daemon-status-view.js';

/** A binary build's upload must arrive within this; the server's own request deadline is raised past it when the API is on. */
export const API_UPLOAD_TIMEOUT_MS = 15 * 60_000;

/** What the HTTP server shows and serves, and what it closes when it cannot listen. */
export interface DaemonHttpParts {
  readonly state: RevisionState;
  readonly repository: Pick<ConfigRepository, 'lastError' | 'lastLoadFailure' | 'stop'>;
  readonly queue: Pick<WorkQueue, 'status'>;
  readonly images: Pick<ImageUpdates, 'status' | 'stop'>;
  readonly webhooks: Pick<WebhookIntake, 'handle' | 'recent' | 'close'>;
  readonly builds: Pick<OpenedBuilds, 'runner' | 'stop'>;
  readonly metrics: ServeMetrics | undefined;
  /** /api/v1/: reads (open with api.anonymousRead) and actions (with a token). */
  readonly api: RequestHandler | undefined;
  /** The read model the page and /api/v1 show (openDaemonStatusView). */
  readonly view?: StatusView | undefined;
  /** The cluster: the status view reads objects' health and previews live. */
  readonly kube: KubeApi;
  /** GET / and /ui/: the status page. */
  readonly page?: RequestHandler | undefined;
  /** /pulls/ and the pull requests' part of /status, when a forge is configured. */
  readonly pulls?: Pick<Pulls, 'handle' | 'status'> | undefined;
  /** With several replicas: this one's identity, lead and shards, for /status. */
  readonly replicas?: (() => unknown) | undefined;
  /** The dependencies failing now, for /readyz (dependency-watch.ts). Default: none watched. */
  readonly dependencies?: Pick<DependencyWatch, 'faults'> | undefined;
}

/**
 * Starts serve's HTTP server: /hooks/ to the webhooks, /healthz, /readyz from
 * the revision and the last fetch and load, /status, /metrics. When it cannot
 * listen, the webhooks, image updates and source opened before it are closed
 * and LISTEN_FAILED is thrown with the cause.
 */
export async function listenDaemon(
  config: ResolvedServeConfig,
  parts: DaemonHttpParts,
): Promise<DaemonHttpServer> {
  const { state, repository, webhooks, images, builds, metrics } = parts;
  try {
    return await startDaemonHttp({
      host: config.listen.host,
      port: config.listen.port,
      hooks: webhooks.handle,
      api: parts.api,
      pulls: parts.pulls?.handle,
      page: parts.page,
      // Webhook bodies keep their own short deadline (read-body.ts); only API uploads need the long one.
      // Binary build uploads are actions: only a serve with tokens takes them.
      ...(parts.api === undefined || config.api.tokens.length === 0
        ? {}
        : { server: { ...RECOMMENDED_SERVER_OPTIONS, requestTimeout: API_UPLOAD_TIMEOUT_MS + 60_000 } }),
      metrics,
      readiness: () =>
        readiness({
          desired: state.get(),
          fetchError: repository.lastError(),
          loadFailure: repository.lastLoadFailure(),
          faults: parts.dependencies?.faults() ?? [],
        }),
      status: () => daemonStatus(parts),
    });
  } catch (error) {
    await Promise.all([webhooks.close(), builds.stop(), images.stop(), repository.stop()]);
    throw new GitshiftError(
      'LISTEN_FAILED',
      `cannot listen on ${config.listen.host}:${config.listen.port}: ${(error as Error).message}`,
      { host: config.listen.host, port: config.listen.port },
      { cause: error },
    );
  }
}

/** The body of GET /status. */
export function daemonStatus({
  state,
  repository,
  queue,
  images,
  webhooks,
  builds,
  pulls,
  replicas,
}: DaemonHttpParts): unknown {
  const desired = state.get();
  return {
    commit: desired?.commit,
    lastFetchError: repository.lastError(),
    lastLoadFailure: repository.lastLoadFailure(),
    blocked: blockedProjects(desired),
    projects: queue.status(),
    images: images.status(),
    builds: builds.runner.status(),
    pulls: pulls?.status(),
    webhooks: { recent: webhooks.recent() },
    ...(replicas === undefined ? {} : { replicas: replicas() }),
  };
}

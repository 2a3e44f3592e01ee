import type { Logger } from '../observability/logger.js';
import type { WorkQueue } from '../reconciler/work-queue.js';
import type { ConfigRepository } from './config-repository.js';
import type { DaemonHttpServer } from './http-server.js';
import type { ImageUpdates } from './image-updates.js';
import type { WebhookIntake } from './webhook-intake.js';
import type { OpenedBuilds } from './builds/builds.js';
import type { Pulls } from './pulls/pulls.js';
import type { DaemonEvents } from './cluster-events.js';

/** The parts of a running daemon, as its shutdown sees them. */
export interface StoppableDaemon {
  readonly queue: Pick<WorkQueue, 'abandonRunning' | 'stop'>;
  readonly http: Pick<DaemonHttpServer, 'close'>;
  readonly webhooks: Pick<WebhookIntake, 'close'>;
  readonly builds: Pick<OpenedBuilds, 'stop'>;
  readonly images: Pick<ImageUpdates, 'stop'>;
  readonly repository: Pick<ConfigRepository, 'stop'>;
  /** Pull request plans and previews, when a forge is configured. */
  readonly pulls?: Pick<Pulls, 'stop'> | undefined;
  /** With several replicas: the inbox consumer, stopped after the webhooks, and the Leases, released last. */
  readonly replica?: { stopInbox(): Promise<void>; release(): Promise<void> } | undefined;
  /** Kubernetes Events, when `events.enabled`. */
  readonly events?: Pick<DaemonEvents, 'stop'> | undefined;
}

/**
 * How long pending write-backs may take to push at shutdown; a remote that is
 * down would otherwise hold the stop for minutes of retries. What is left
 * stays in the write-back journal and is pushed at the next start.
 */
export const WRITE_BACK_GRACE_MS = 3000;

/** How long the Events recorded until the end may take to be written at shutdown; the rest are dropped (counted). */
export const EVENTS_GRACE_MS = 2000;

/**
 * Shuts the daemon down in order: abandon the syncs in flight (a sync may
 * wait minutes on a rollout; it runs again at the next start) and say which,
 * stop the HTTP server (answering requests in flight), stop taking webhooks,
 * abandon pull request plans in flight, stop the builds (running ones are recorded as interrupted), finish the image updates and push the pending write-backs (for at most
 * `writeBackGraceMs`; the rest stay journaled), stop the
 * source, then wait for the queue's runs to return; last, stop following
 * rollouts and write the Events recorded (for at most EVENTS_GRACE_MS).
 */
export async function stopDaemon(
  { queue, http, webhooks, builds, images, repository, pulls, events, replica }: StoppableDaemon,
  log: Logger,
  writeBackGraceMs = WRITE_BACK_GRACE_MS,
): Promise<void> {
  log.info({ reason: 'signal' }, 'stopping');
  const abandoned = queue.abandonRunning(new Error('serve is stopping'));
  if (abandoned.length > 0) log.warn({ projects: abandoned }, 'abandoned');
  await http.close();
  await webhooks.close();
  await replica?.stopInbox();
  // A plan in flight is abandoned: the PR's status stays pending until its next push or a restart's sweep.
  await pulls?.stop();
  // Running builds end as Error (ServeRestarted) and their records are written; queued ones stay New for the next start.
  await builds.stop();
  await images.stop(AbortSignal.timeout(writeBackGraceMs));
  await repository.stop();
  await queue.stop();
  // Only now may a peer lead or take the shards: nothing here writes any more.
  await replica?.release();
  // Last: the syncs, builds and image updates above may have recorded Events until they returned.
  await events?.stop(AbortSignal.timeout(EVENTS_GRACE_MS));
  log.info('stopped');
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImagePush } from '../images/image-push.js';
import { createWebhookHandler } from '../webhooks/index.js';
import type { PullRequestCommentEvent, PullRequestEvent, WebhookEvent } from '../webhooks/webhook-event.js';
import type { BuildWebhookLookup } from '../webhooks/openshift/build-webhook-options.js';
import type { BuildsStarted, BuildTriggers } from './builds/build-triggers.js';
import type { DispatchOutcome } from './inbox/inbox-consumer.js';
import { needsInbox, type InboxEvent } from './inbox/inbox-entry.js';
import { describeEvent } from './accepted-event.js';
import type { Logger } from '../observability/logger.js';
import { projectSecrets } from './project-secrets.js';
import { RecentEvents, type RecentEvent } from './recent-events.js';
import { isSameRepository } from './same-repository.js';
import type { ResolvedServeConfig } from './serve-config.js';

export interface WebhookIntake {
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Answers new deliveries 503, waits for those in flight and closes the replay store. */
  close(): Promise<void>;
  /** The last accepted events, newest first, with what each started (for GET /status). */
  recent(): readonly RecentEvent[];
  /** Does what an event asks, as a delivery would without the inbox; resolves once the effect is durable. Never rejects. */
  dispatch(event: WebhookEvent): Promise<DispatchOutcome>;
}

/** Enough to see a burst of deliveries on /status; older ones are in the log. */
const RECENT_EVENTS = 50;

export interface WebhookIntakeOptions {
  readonly stateDir: string;
  /** The tracked repository and branch: pushes to them fetch at once. */
  readonly repositoryUrl: string;
  readonly branch: string;
  readonly fetchNow: () => void;
  /** Resolves true once the push's commit reached the remote or none was needed, false when it failed (logged there). */
  readonly imagePushed: (push: ImagePush) => Promise<boolean>;
  /**
   * Keeps an accepted image push durably before its delivery is answered
   * (imagePushed settles it); throwing refuses the delivery, 503. Default:
   * nothing is kept, and a push answered 202 dies with the process.
   */
  readonly keepImagePush?: ((push: ImagePush) => void) | undefined;
  /** Projects the generic webhook may name: those in the loaded revision. */
  readonly projects: () => readonly string[];
  readonly reconcile: (project: string) => void;
  /** Builds: GitHub pushes to any repository, and BuildConfigs' own webhook URLs. */
  readonly builds: Pick<BuildTriggers, 'githubPushed' | 'triggered'>;
  /** Pull requests: plans, previews, and maintainers' `/ok-to-test`. */
  readonly pulls: {
    readonly pullRequest: (event: PullRequestEvent) => void;
    readonly comment: (event: PullRequestCommentEvent) => void;
  };
  /** The BuildConfig webhook receiver's view of the loaded revision. */
  readonly buildWebhooks: BuildWebhookLookup;
  /**
   * With several replicas: records an event whose work is the leader's (or a
   * shard's) in the inbox, before the delivery is answered; a failure is a
   * 503 so the sender delivers again. Default: every event is dispatched here.
   */
  readonly record?: ((event: InboxEvent) => Promise<unknown>) | undefined;
  /** serve's `webhooks` logger. */
  readonly log: Logger;
  /** Why deliveries cannot be recorded now (the state directory full), answered 503 with Retry-After. Default: never. */
  readonly unavailable?: (() => string | undefined) | undefined;
}

/**
 * The webhook receivers, wired to what the daemon does with each event. The
 * receivers check, dedupe and answer; here an event only starts work (or,
 * with several replicas, is recorded for the leader), never waits for it, so
 * every delivery is answered within milliseconds.
 */
export function openWebhooks(config: ResolvedServeConfig, options: WebhookIntakeOptions): WebhookIntake {
  const recent = new RecentEvents(RECENT_EVENTS);
  // Every accepted event gets a log line and a place on /status, with the same fields.
  const note = (event: string, fields: Readonly<Record<string, unknown>>): void => {
    options.log.info(fields, event);
    recent.record(event, fields);
  };
  const tracked = (event: WebhookEvent): boolean =>
    event.kind === 'github-push' &&
    !event.deleted &&
    isSameRepository(options.repositoryUrl, [
      event.repository.cloneUrl,
      event.repository.sshUrl,
      event.repository.htmlUrl,
    ]) &&
    event.ref === `refs/heads/${options.branch}`;
  const dispatch = async (event: WebhookEvent): Promise<DispatchOutcome> => {
    const { msg, fields } = describeEvent(event, tracked(event), options.projects);
    note(msg, fields);
    try {
      return await effect(event);
    } catch (error) {
      return { done: false, reason: (error as Error).message };
    }
  };
  const effect = async (event: WebhookEvent): Promise<DispatchOutcome> => {
    switch (event.kind) {
      case 'github-push':
        if (tracked(event)) options.fetchNow();
        return event.deleted ? DONE : buildsOutcome(await options.builds.githubPushed(event));
      case 'build-trigger':
        return buildsOutcome(await options.builds.triggered(event));
      case 'pull-request':
        options.pulls.pullRequest(event);
        return DONE;
      case 'pull-request-comment':
        options.pulls.comment(event);
        return DONE;
      case 'github-event':
        return DONE;
      case 'image-push':
        return (await options.imagePushed(event))
          ? DONE
          : { done: false, reason: 'the image update failed (see its image-failed line)' };
      case 'generic':
        if (options.projects().includes(event.project)) options.reconcile(event.project);
        return DONE;
    }
  };
  const record = options.record;
  const accept = async (event: WebhookEvent): Promise<void> => {
    if (record === undefined || !needsInbox(event)) {
      // Its delivery id is already in the replay store: once answered 202, a push must outlive a kill.
      if (event.kind === 'image-push') options.keepImagePush?.(event);
      void dispatch(event);
      return;
    }
    await record(event);
    const { msg, fields } = describeEvent(event, tracked(event), options.projects);
    note(msg, { ...fields, action: 'inbox' });
    // Every replica follows the config branch itself, so /status and readiness are current everywhere.
    if (tracked(event)) options.fetchNow();
  };
  const { webhooks } = config;
  const handler = createWebhookHandler({
    sink: { accept },
    stateDir: options.stateDir,
    githubSecret: webhooks.githubSecret,
    dockerhubSecret: webhooks.dockerhubSecret,
    registrySecret: webhooks.registrySecret,
    genericSecrets:
      webhooks.genericSecret === undefined && webhooks.genericSecretDir === undefined
        ? undefined
        : projectSecrets(webhooks.genericSecretDir, webhooks.genericSecret, (project, problem) =>
            options.log.warn({ project, problem }, 'webhook-generic-secret-unusable'),
          ),
    rateLimits: webhooks.rateLimits,
    buildConfigWebhooks: {
      lookup: options.buildWebhooks,
      requireGitHubSignature: webhooks.requireGitHubSignature,
    },
    // Accepted deliveries are logged at info by what they start (above), and by the handler at debug.
    log: options.log,
    ...(options.unavailable === undefined ? {} : { unavailable: options.unavailable }),
  });
  return { handle: handler.handle, close: () => handler.close(), recent: () => recent.list(), dispatch };
}

const DONE: DispatchOutcome = { done: true };

function buildsOutcome(started: BuildsStarted): DispatchOutcome {
  return started.failed === 0
    ? DONE
    : { done: false, reason: `${started.failed} build(s) could not be created (see build-trigger-failed)` };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImagePush } from '../images/image-push.js';
import { createWebhookHandler } from '../webhooks/index.js';
import type { PullRequestCommentEvent, PullRequestEvent, WebhookEvent } from '../webhooks/webhook-event.js';
import type { BuildWebhookLookup } from '../webhooks/openshift/build-webhook-options.js';
import type { BuildTriggers } from './builds/build-triggers.js';
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
}

/** Enough to see a burst of deliveries on /status; older ones are in the log. */
const RECENT_EVENTS = 50;

export interface WebhookIntakeOptions {
  readonly stateDir: string;
  /** The tracked repository and branch: pushes to them fetch at once. */
  readonly repositoryUrl: string;
  readonly branch: string;
  readonly fetchNow: () => void;
  readonly imagePushed: (push: ImagePush) => void;
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
  /** serve's `webhooks` logger. */
  readonly log: Logger;
}

/**
 * The webhook receivers, wired to what the daemon does with each event. The
 * receivers check, dedupe and answer; here an event only starts work, never
 * waits for it, so every delivery is answered within milliseconds.
 */
export function openWebhooks(config: ResolvedServeConfig, options: WebhookIntakeOptions): WebhookIntake {
  const recent = new RecentEvents(RECENT_EVENTS);
  // Every accepted event gets a log line and a place on /status, with the same fields.
  const note = (event: string, fields: Readonly<Record<string, unknown>>): void => {
    options.log.info(fields, event);
    recent.record(event, fields);
  };
  const dispatch = (event: WebhookEvent): void => {
    switch (event.kind) {
      case 'github-push': {
        const candidates = [event.repository.cloneUrl, event.repository.sshUrl, event.repository.htmlUrl];
        const tracked =
          isSameRepository(options.repositoryUrl, candidates) && event.ref === `refs/heads/${options.branch}`;
        note('github-push', {
          delivery: event.deliveryId,
          repository: event.repository.fullName,
          ref: event.ref,
          after: event.after.slice(0, 12),
          action: tracked && !event.deleted ? 'fetch' : 'recorded',
        });
        if (tracked && !event.deleted) options.fetchNow();
        if (!event.deleted) options.builds.githubPushed(event);
        return;
      }
      case 'build-trigger':
        note('build-trigger', {
          delivery: event.deliveryId,
          buildConfig: `${event.namespace}/${event.buildConfig}`,
          trigger: event.trigger,
          commit: event.git?.commit?.slice(0, 12),
          ...(event.notes.length === 0 ? {} : { notes: event.notes.join('; ') }),
        });
        options.builds.triggered(event);
        return;
      case 'pull-request':
        note('pull-request', {
          delivery: event.deliveryId,
          forge: event.forge,
          repository: event.repository.fullName,
          number: event.number,
          action: event.action,
          head: event.head.sha.slice(0, 12),
        });
        options.pulls.pullRequest(event);
        return;
      case 'pull-request-comment':
        note('pull-request-comment', {
          delivery: event.deliveryId,
          repository: event.repository.fullName,
          number: event.number,
          author: event.author,
        });
        options.pulls.comment(event);
        return;
      case 'github-event':
        note('github-event', { delivery: event.deliveryId, event: event.name, action: event.action });
        return;
      case 'image-push':
        note('image-push', {
          source: event.source,
          event: event.eventId,
          image: `${event.registryHost}/${event.repository}:${event.tag}`,
          digest: event.digest,
        });
        options.imagePushed(event);
        return;
      case 'generic': {
        const known = options.projects().includes(event.project);
        note('generic-trigger', {
          project: event.project,
          event: event.eventId,
          action: known ? 'reconcile' : 'unknown project',
        });
        if (known) options.reconcile(event.project);
        return;
      }
    }
  };
  const { webhooks } = config;
  const handler = createWebhookHandler({
    sink: { accept: dispatch },
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
  });
  return { handle: handler.handle, close: () => handler.close(), recent: () => recent.list() };
}

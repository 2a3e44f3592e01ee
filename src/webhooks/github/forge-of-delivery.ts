import type { IncomingHttpHeaders } from 'node:http';
import { header } from '../endpoint.js';
import type { ForgeKind } from '../webhook-event.js';

/**
 * Gitea, Forgejo and Gogs send GitHub's headers too (X-GitHub-Event,
 * X-Hub-Signature-256), so only their own event header tells them apart.
 */
const GITEA_EVENT_HEADERS = ['x-gitea-event', 'x-forgejo-event', 'x-gogs-event'] as const;

/** Which forge sent a GitHub-format delivery, from its headers alone. */
export function forgeOfDelivery(headers: IncomingHttpHeaders): ForgeKind {
  return GITEA_EVENT_HEADERS.some((name) => header(headers, name) !== undefined) ? 'gitea' : 'github';
}

/** Where Gitea, Forgejo and Gogs put the delivery id besides X-GitHub-Delivery (Gitea sends all of them). */
const GITEA_DELIVERY_HEADERS = ['x-gitea-delivery', 'x-forgejo-delivery', 'x-gogs-delivery'] as const;

/** X-GitHub-Delivery; from Gitea or Forgejo, their own delivery header when that one is absent. */
export function deliveryIdOf(headers: IncomingHttpHeaders, forge: ForgeKind): string | undefined {
  const delivery = header(headers, 'x-github-delivery');
  if (delivery !== undefined || forge === 'github') return delivery;
  return GITEA_DELIVERY_HEADERS.map((name) => header(headers, name)).find((id) => id !== undefined);
}

/**
 * Event names Gitea puts in X-GitHub-Event that GitHub has no event for
 * (modules/webhook/type.go, HookEventType.Event): review verdicts, review
 * comments, wiki edits. Recorded like any other event rather than refused,
 * so a Gitea webhook with "all events" ticked does not fail its deliveries.
 */
export const GITEA_ONLY_EVENTS: ReadonlySet<string> = new Set([
  'pull_request_approved',
  'pull_request_rejected',
  'pull_request_comment',
  'pull_request_review',
  'wiki',
  'schedule',
]);

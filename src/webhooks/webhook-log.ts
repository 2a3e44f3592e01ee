import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Logger } from '../observability/logger.js';
import type { Receipt } from './endpoint.js';
import type { WebhookReply } from './respond.js';
import type { WebhookSource } from './webhook-event.js';

/**
 * `/hooks/dockerhub/s3cr3t` → `/hooks/dockerhub/***`; `/hooks/generic/shop/s3cr3t` → `/hooks/generic/shop/***`;
 * the secret segment of OpenShift's build URLs (`…/buildconfigs/app/webhooks/<secret>/github`) likewise.
 */
export function maskPath(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  const segments = path.split('/');
  if (path.startsWith('/apis/build.openshift.io/')) {
    // Only a path of the known shape keeps its names; in any other the secret could be anywhere.
    const shaped =
      segments[4] === 'namespaces' && segments[6] === 'buildconfigs' && segments[8] === 'webhooks';
    const keep = (i: number): boolean => i < 4 || (shaped && i !== 9 && i <= 10);
    return segments.map((segment, i) => (keep(i) || segment === '' ? segment : '***')).join('/');
  }
  if (segments[1] !== 'hooks') return segments.length > 3 ? '/***' : path;
  const keep = segments[2] === 'generic' ? 4 : 3;
  return segments.map((segment, i) => (i >= keep && segment !== '' ? '***' : segment)).join('/');
}

/** The level and message of a delivery's log line, or none. */
export interface DeliveryLogLine {
  readonly level: 'debug' | 'warn' | 'error';
  readonly msg: 'webhook' | 'webhook-rejected';
}

/**
 * An answered delivery is logged only at debug (serve logs what it starts);
 * a rejection a sender can fix (bad signature, wrong type) is worth a
 * warning; our own 5xx an error.
 */
export function deliveryLogLine(status: number, debugOn: boolean): DeliveryLogLine | undefined {
  if (status < 300) return debugOn ? { level: 'debug', msg: 'webhook' } : undefined;
  if (status < 500) return { level: 'warn', msg: 'webhook-rejected' };
  return { level: 'error', msg: 'webhook-rejected' };
}

/** How a delivery ended, for its log line. */
export interface DeliveryOutcome {
  readonly req: IncomingMessage;
  /** None when the URL named no endpoint. */
  readonly source: WebhookSource | undefined;
  readonly status: number;
  readonly startedAt: number;
  readonly now: () => number;
}

/**
 * Writes a delivery's line (`webhook`, `webhook-rejected`): the path with its
 * secrets masked, the sender's address, GitHub's delivery id, the time taken
 * and `fields`, which are built only when the line is written: building the
 * entry costs more than some deliveries.
 */
export function logDelivery(
  log: Logger | undefined,
  { req, source, status, startedAt, now }: DeliveryOutcome,
  fields: () => Readonly<Record<string, unknown>>,
): void {
  if (log === undefined) return;
  const line = deliveryLogLine(status, status < 300 && log.isLevelEnabled('debug'));
  if (line === undefined) return;
  const entry = {
    source,
    status,
    path: maskPath(req.url),
    remote: req.socket.remoteAddress,
    delivery: deliveryIdOf(req.headers),
    ms: now() - startedAt,
    ...fields(),
  };
  log[line.level](entry, line.msg);
}

/** An answer's outcome (`accepted`, `duplicate`, `ignored`, `pong`), with the kinds of events handed on and how many were ignored. */
export function replyFields(reply: WebhookReply, receipt: Receipt): Record<string, unknown> {
  if (receipt.kind === 'reply') return { outcome: reply.body['status'] };
  return {
    outcome: reply.body['status'],
    events: receipt.deliveries.map((d) => d.event.kind).join(','),
    ignored: receipt.ignored === 0 ? undefined : receipt.ignored,
  };
}

/** GitHub's `X-GitHub-Delivery`, cut to 64 characters; none when absent or repeated. */
export function deliveryIdOf(headers: IncomingHttpHeaders): string | undefined {
  const id = headers['x-github-delivery'];
  return typeof id === 'string' ? id.slice(0, 64) : undefined;
}

/**
 * A delivery answered but left (a push to a branch no BuildConfig builds) is
 * recorded at info with its reason: a person asking "why did my push not
 * build?" finds the answer in serve's log without turning on debug.
 */
export function logSkipped(
  log: Logger | undefined,
  req: IncomingMessage,
  source: WebhookSource,
  reply: WebhookReply,
): void {
  if (log === undefined || reply.body['status'] !== 'skipped') return;
  log.info(
    { source, path: maskPath(req.url), delivery: deliveryIdOf(req.headers), reason: reply.body['reason'] },
    'webhook-skipped',
  );
}

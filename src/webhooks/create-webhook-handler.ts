import type { IncomingMessage, ServerResponse } from 'node:http';
import { GitshiftError } from '../errors/index.js';
import { dockerHubEndpoint } from './dockerhub/dockerhub-endpoint.js';
import type { Delivery, Endpoint, Receipt, RequestHead } from './endpoint.js';
import { genericEndpoint } from './generic/generic-endpoint.js';
import { gitHubEndpoint } from './github/github-endpoint.js';
import { RateLimiter } from './rate-limiter.js';
import { checkDeclaredLength, readBody } from './read-body.js';
import { reject, WebhookRejection } from './rejection.js';
import { registryEndpoint } from './registry/registry-endpoint.js';
import { ReplayStore } from './replay-store.js';
import { sendFailure, sendReply, type WebhookReply } from './respond.js';
import { routeRequest } from './route-request.js';
import { SecretSet } from './secret-match.js';
import type { WebhookSource } from './webhook-event.js';
import { maskPath } from './webhook-log.js';
import {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_RATE_LIMITS,
  secretList,
  type WebhookOptions,
} from './webhook-options.js';

export interface WebhookHandler {
  /** A node:http request listener: `http.createServer(handler.handle)`, or called by serve for /hooks/. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Answers new requests 503, waits for those in flight, and closes the replay store. */
  close(): Promise<void>;
}

/**
 * The webhook receivers behind one request listener. Each delivery is routed,
 * rate-limited, authenticated and type-checked from its headers before the
 * body is read; the body is read under a size cap and a deadline, verified,
 * parsed and translated; replays are dropped; the rest is made durable in
 * the replay store and handed to the sink, and answered 202. No work happens here.
 */
export function createWebhookHandler(options: WebhookOptions): WebhookHandler {
  const now = options.now ?? Date.now;
  const endpoints = buildEndpoints(options);
  const limiters = buildLimiters(options, now);
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 10_000;
  const { log } = options;
  const replay = ReplayStore.open({ dir: options.stateDir, ...options.replay, now, log });
  let closing = false;
  const inFlight = new Set<Promise<void>>();

  async function deliver(req: IncomingMessage, res: ServerResponse, startedAt: number): Promise<void> {
    const route = routeRequest(req.method, req.url);
    if (route instanceof WebhookRejection) throw route;
    const endpoint = endpoints[route.source];
    if (endpoint === undefined) throw reject.notFound(`the ${route.source} endpoint is not configured`);
    const limiter = limiters[route.source];
    const decision = limiter?.take(req.socket.remoteAddress ?? '');
    if (decision !== undefined && !decision.allowed)
      throw reject.tooManyRequests(
        `too many ${route.source} deliveries from this address`,
        decision.retryAfterSeconds,
      );
    const head: RequestHead = { route, headers: req.headers };
    endpoint.admit(head);
    const limits = { maxBytes: endpoint.maxBodyBytes, timeoutMs: bodyTimeoutMs };
    const declared = checkDeclaredLength(req, limits);
    if (declared !== undefined) throw declared;
    const body = await readBody(req, limits, startedAt, now);
    const receipt = await endpoint.receive(body, head);
    const reply = receipt.kind === 'reply' ? receipt.reply : await handOn(receipt);
    sendReply(req, res, reply);
    logOutcome(req, route.source, reply.status, startedAt, replyFields(reply, receipt));
  }

  /** Drops replays, makes the new ids durable, then gives the events to the sink. */
  async function handOn(receipt: Extract<Receipt, { kind: 'deliveries' }>): Promise<WebhookReply> {
    const fresh = receipt.deliveries.filter((d) => d.replayKey === undefined || replay.claim(d.replayKey));
    if (fresh.length === 0) return { status: 200, body: { status: 'duplicate' } };
    const keys = replayKeys(fresh);
    try {
      await replay.commit(keys);
    } catch (error) {
      await forgetQuietly(keys);
      throw reject.unavailable(`the delivery could not be recorded: ${(error as Error).message}`);
    }
    for (const [i, delivery] of fresh.entries()) {
      try {
        options.sink.accept(delivery.event);
      } catch (error) {
        // The events not yet handed on must come again: forget their ids so the retry is not a duplicate.
        await forgetQuietly(replayKeys(fresh.slice(i)));
        throw reject.unavailable(`the event could not be queued: ${(error as Error).message}`);
      }
    }
    return {
      status: 202,
      body: {
        status: 'accepted',
        events: fresh.length,
        duplicates: receipt.deliveries.length - fresh.length,
      },
    };
  }

  async function forgetQuietly(keys: readonly string[]): Promise<void> {
    try {
      await replay.forget(keys);
    } catch (error) {
      // Already answering with a failure; a retry will then be taken for a duplicate, which the log says.
      log?.warn({ ids: keys.length, error: (error as Error).message }, 'webhook-replay-forget-failed');
    }
  }

  function logOutcome(
    req: IncomingMessage,
    source: WebhookSource | undefined,
    status: number,
    startedAt: number,
    fields: Readonly<Record<string, unknown>>,
  ): void {
    // Building the entry costs more than some deliveries: only when someone reads it.
    if (log === undefined || (status < 300 && !log.isLevelEnabled('debug'))) return;
    const entry = {
      source,
      status,
      path: maskPath(req.url),
      remote: req.socket.remoteAddress,
      delivery: deliveryIdOf(req),
      ms: now() - startedAt,
      ...fields,
    };
    // A rejection a sender can fix (bad signature, wrong type) is worth a warning; our own 5xx an error.
    if (status < 300) log.debug(entry, 'webhook');
    else if (status < 500) log.warn(entry, 'webhook-rejected');
    else log.error(entry, 'webhook-rejected');
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const startedAt = now();
    if (closing) {
      sendFailure(req, res, reject.unavailable('shutting down; deliver again later'));
      return;
    }
    const work = deliver(req, res, startedAt).catch((error: unknown) => {
      const rejection = sendFailure(req, res, error);
      const route = routeRequest(req.method, req.url);
      logOutcome(
        req,
        route instanceof WebhookRejection ? undefined : route.source,
        rejection.status,
        startedAt,
        {
          reason: rejection.message,
        },
      );
    });
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  };

  return {
    handle,
    async close(): Promise<void> {
      closing = true;
      await Promise.all([...inFlight]);
      await replay.close();
    },
  };
}

function buildEndpoints(options: WebhookOptions): Partial<Record<WebhookSource, Endpoint>> {
  const caps = { ...DEFAULT_MAX_BODY_BYTES, ...options.maxBodyBytes };
  const github = secretList(options.githubSecret, 'githubSecret');
  const dockerhub = secretList(options.dockerhubSecret, 'dockerhubSecret');
  const registry = secretList(options.registrySecret, 'registrySecret');
  for (const [source, cap] of Object.entries(caps))
    if (!Number.isSafeInteger(cap) || cap <= 0)
      throw new GitshiftError(
        'WEBHOOK_CONFIG_INVALID',
        `maxBodyBytes.${source} must be a positive whole number of bytes`,
      );
  return {
    ...(github.length > 0 ? { github: gitHubEndpoint(github, caps.github) } : {}),
    ...(dockerhub.length > 0
      ? { dockerhub: dockerHubEndpoint(new SecretSet(dockerhub), caps.dockerhub) }
      : {}),
    ...(registry.length > 0 ? { registry: registryEndpoint(new SecretSet(registry), caps.registry) } : {}),
    ...(options.genericSecrets === undefined
      ? {}
      : { generic: genericEndpoint(options.genericSecrets, caps.generic) }),
  };
}

function buildLimiters(
  options: WebhookOptions,
  now: () => number,
): Partial<Record<WebhookSource, RateLimiter>> {
  const limiters: Partial<Record<WebhookSource, RateLimiter>> = {};
  for (const source of Object.keys(DEFAULT_RATE_LIMITS) as WebhookSource[]) {
    const limit = options.rateLimits?.[source] ?? DEFAULT_RATE_LIMITS[source];
    if (limit === false) continue;
    if (!(limit.perSecond > 0) || !(limit.burst >= 1))
      throw new GitshiftError(
        'WEBHOOK_CONFIG_INVALID',
        `rateLimits.${source}: perSecond must be above 0 and burst at least 1`,
      );
    limiters[source] = new RateLimiter(limit, now);
  }
  return limiters;
}

function replayKeys(deliveries: readonly Delivery[]): string[] {
  return deliveries.flatMap((d) => (d.replayKey === undefined ? [] : [d.replayKey]));
}

function replyFields(reply: WebhookReply, receipt: Receipt): Record<string, unknown> {
  if (receipt.kind === 'reply') return { outcome: reply.body['status'] };
  return {
    outcome: reply.body['status'],
    events: receipt.deliveries.map((d) => d.event.kind).join(','),
    ignored: receipt.ignored === 0 ? undefined : receipt.ignored,
  };
}

function deliveryIdOf(req: IncomingMessage): string | undefined {
  const id = req.headers['x-github-delivery'];
  return typeof id === 'string' ? id.slice(0, 64) : undefined;
}

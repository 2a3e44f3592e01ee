import type { IncomingMessage, ServerResponse } from 'node:http';
import { admitDelivery, type AdmissionTables } from './admit-delivery.js';
import { buildEndpoints, buildLimiters } from './endpoint-table.js';
import { handOnDeliveries } from './hand-on.js';
import { readBody } from './read-body.js';
import { reject, WebhookRejection } from './rejection.js';
import { ReplayStore } from './replay-store.js';
import { sendFailure, sendReply } from './respond.js';
import { routeRequest } from './route-request.js';
import type { Receipt } from './endpoint.js';
import type { WebhookReply } from './respond.js';
import { logDelivery, logSkipped, replyFields } from './webhook-log.js';
import type { WebhookOptions } from './webhook-options.js';

export interface WebhookHandler {
  /** A node:http request listener: `http.createServer(handler.handle)`, or called by serve for /hooks/. */
  readonly handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Answers new requests 503, waits for those in flight, and closes the replay store. */
  close(): Promise<void>;
}

/**
 * The webhook receivers behind one request listener, put together from their
 * parts: each delivery is admitted from its URL and headers (admit-delivery.ts:
 * route, rate limit, the endpoint's secret, signature and type checks,
 * declared length) before the body is read; the body is read under a size cap
 * and a deadline (read-body.ts), verified, parsed and translated by its
 * endpoint (github/, dockerhub/, registry/, generic/, openshift/); replays are dropped and
 * the rest made durable and handed to the sink (hand-on.ts); the answer is
 * written (respond.ts) and logged (webhook-log.ts). No work happens here.
 */
export function createWebhookHandler(options: WebhookOptions): WebhookHandler {
  const now = options.now ?? Date.now;
  const { log, sink } = options;
  const tables: AdmissionTables = {
    endpoints: buildEndpoints(options),
    limiters: buildLimiters(options, now),
    bodyTimeoutMs: options.bodyTimeoutMs ?? 10_000,
  };
  const replay = ReplayStore.open({ dir: options.stateDir, ...options.replay, now, log });
  const handOn = { replay, sink, log };
  let closing = false;
  const inFlight = new Set<Promise<void>>();

  async function deliver(req: IncomingMessage, res: ServerResponse, startedAt: number): Promise<void> {
    const { route, endpoint, head, limits } = admitDelivery(req, tables);
    const body = await readBody(req, limits, startedAt, now);
    const receipt = await endpoint.receive(body, head);
    const reply =
      receipt.kind === 'reply'
        ? receipt.reply
        : withSummary(await handOnDeliveries(receipt, handOn), receipt);
    sendReply(req, res, reply);
    logDelivery(log, { req, source: route.source, status: reply.status, startedAt, now }, () =>
      replyFields(reply, receipt),
    );
    logSkipped(log, req, route.source, reply);
  }

  function refuse(req: IncomingMessage, res: ServerResponse, startedAt: number, error: unknown): void {
    const rejection = sendFailure(req, res, error);
    const route = routeRequest(req.method, req.url);
    const source = route instanceof WebhookRejection ? undefined : route.source;
    logDelivery(log, { req, source, status: rejection.status, startedAt, now }, () => ({
      reason: rejection.message,
    }));
  }

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const startedAt = now();
    if (closing) {
      sendFailure(req, res, reject.unavailable('shutting down; deliver again later'));
      return;
    }
    const unavailable = options.unavailable?.();
    if (unavailable !== undefined) {
      refuse(req, res, startedAt, reject.unavailable(`${unavailable}; deliver again later`));
      return;
    }
    const work = deliver(req, res, startedAt).catch((error: unknown) => refuse(req, res, startedAt, error));
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

/** What the endpoint says it started joins a 202 answer; a duplicate (200) started nothing again. */
function withSummary(reply: WebhookReply, receipt: Extract<Receipt, { kind: 'deliveries' }>): WebhookReply {
  if (reply.status !== 202 || receipt.summary === undefined) return reply;
  return { status: reply.status, body: { ...reply.body, ...receipt.summary } };
}

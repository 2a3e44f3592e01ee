import type { IncomingMessage } from 'node:http';
import type { Endpoint, RequestHead } from './endpoint.js';
import type { EndpointTable, LimiterTable } from './endpoint-table.js';
import { checkDeclaredLength, type BodyLimits } from './read-body.js';
import { reject, WebhookRejection } from './rejection.js';
import type { WebhookRoute } from './route-request.js';
import { routeRequest } from './route-request.js';

export interface AdmissionTables {
  readonly endpoints: EndpointTable;
  readonly limiters: LimiterTable;
  /** The whole body must arrive within this many ms of the request's start. */
  readonly bodyTimeoutMs: number;
}

/** A delivery whose URL and headers passed every check: whose body to read, how, and who reads it. */
export interface AdmittedDelivery {
  readonly route: WebhookRoute;
  readonly endpoint: Endpoint;
  readonly head: RequestHead;
  readonly limits: BodyLimits;
}

/**
 * Everything decided before a byte of the body is read, in this order:
 * route and method (404, 405), the endpoint configured (404), the sender's
 * rate limit (429; an unconfigured endpoint takes no token), the endpoint's
 * own checks of URL and headers (secret 403, signature 401, type 415), then
 * the declared length (400, 413). Throws the first WebhookRejection.
 */
export function admitDelivery(req: IncomingMessage, tables: AdmissionTables): AdmittedDelivery {
  const route = routeRequest(req.method, req.url);
  if (route instanceof WebhookRejection) throw route;
  const endpoint = tables.endpoints[route.source];
  if (endpoint === undefined) throw reject.notFound(`the ${route.source} endpoint is not configured`);
  const decision = tables.limiters[route.source]?.take(req.socket.remoteAddress ?? '');
  if (decision !== undefined && !decision.allowed)
    throw reject.tooManyRequests(
      `too many ${route.source} deliveries from this address`,
      decision.retryAfterSeconds,
    );
  const head: RequestHead = { route, headers: req.headers };
  endpoint.admit(head);
  const limits: BodyLimits = { maxBytes: endpoint.maxBodyBytes, timeoutMs: tables.bodyTimeoutMs };
  const declared = checkDeclaredLength(req, limits);
  if (declared !== undefined) throw declared;
  return { route, endpoint, head, limits };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { containerFile } from '../../containers/index.js';
import type { Caller } from '../../identity/project-access.js';
import type { Logger } from '../../observability/logger.js';
import type { Clock } from '../../runtime/index.js';
import { checkMediaType } from '../../webhooks/media-type.js';
import type { RateLimiter } from '../../webhooks/rate-limiter.js';
import { readBody } from '../../webhooks/read-body.js';
import { WebhookRejection } from '../../webhooks/rejection.js';
import { ApiRefusal } from './api-errors.js';
import type { ContainerRoute } from './api-routes.js';
import { sendJson } from './build-api-respond.js';
import { containerLog, inspectContainer, listContainers, type ContainerReads } from './containers-read.js';
import {
  changeContainer,
  createContainer,
  type ContainerWrites,
  type ContainerWritten,
} from './containers-write.js';

/** The containers API as serve wires it (daemon.ts). */
export interface ContainersApi extends ContainerReads, ContainerWrites {
  /** The commit that added a file to the config repository (write-back's clone): the commit that created a container. */
  readonly addedIn: (path: string) => Promise<string | undefined>;
  /** Creates, stops and deletes per caller: a token bucket each (containers.rateLimit). */
  readonly writeLimit: RateLimiter;
  /** Whether this replica writes to Git now (the leader, or a lone serve). */
  readonly leads: () => boolean;
  /** The largest create body taken, in bytes. */
  readonly maxBodyBytes: number;
  /** A body must arrive within this many milliseconds. */
  readonly bodyTimeoutMs: number;
  readonly clock: Clock;
  readonly log: Logger;
}

/**
 * /api/v1/projects/<project>/containers[/<name>[/logs|/stop]], after
 * OpenStack's containers service (Zun): POST creates, GET lists; GET
 * inspects, DELETE deletes; GET …/logs reads the output; POST …/stop stops.
 * Access was judged by serve-api.ts (reads `view`, writes `edit` in the
 * project). A write answers 202 once its commit is on the config
 * repository's remote: the reconciler then runs (or stops, or prunes) the
 * Job, as it does any commit.
 */
export async function answerContainerRoute(
  api: ContainersApi | undefined,
  route: ContainerRoute,
  method: string,
  caller: Caller | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  signal?: AbortSignal,
): Promise<void> {
  if (api === undefined)
    throw new ApiRefusal(404, 'ROUTE_NOT_FOUND', 'the containers API is not on in this serve');
  const { project } = route;
  if (method === 'GET') {
    if (route.kind === 'containers')
      return sendJson(req, res, 200, { items: await listContainers(api, project, signal) });
    if (route.kind === 'container') {
      const status = await inspectContainer(api, project, route.container, signal);
      const commit = await createdIn(api, project, route.container);
      return sendJson(req, res, 200, {
        ...status,
        commit: commit ?? null,
        url: urlOf(project, route.container),
      });
    }
    if (route.kind === 'container-logs')
      return sendLog(req, res, await containerLog(api, project, route.container, signal));
  }
  const who = checkWriter(api, caller);
  const written =
    route.kind === 'containers'
      ? await createContainer(api, project, who, await readCreateBody(api, req), signal)
      : await changeContainer(
          api,
          project,
          route.container,
          route.kind === 'container-stop' ? 'stop' : 'delete',
          who,
        );
  api.log.info(
    { project, container: written.name, action: written.action, commit: written.commit, caller: who.name },
    'container-committed',
  );
  return accepted(req, res, written);
}

/**
 * The commit that created the container, from write-back's clone. The state
 * is worth answering without it: a clone that cannot be read now (its fetch
 * racing a write-back's) is logged, and the answer says `commit: null`.
 */
async function createdIn(api: ContainersApi, project: string, name: string): Promise<string | undefined> {
  try {
    return await api.addedIn(containerFile(project, name));
  } catch (error) {
    api.log.warn({ err: error, project, container: name }, 'container-commit-unknown');
    return undefined;
  }
}

/** Writes come from a known caller, on the replica that writes, within the caller's rate. */
function checkWriter(api: ContainersApi, caller: Caller | undefined): Caller {
  if (caller === undefined)
    throw new ApiRefusal(401, 'UNAUTHENTICATED', 'a container write needs a caller: send a token', {
      'www-authenticate': 'Bearer realm="gitshift"',
    });
  if (!api.leads())
    throw new ApiRefusal(
      503,
      'NOT_LEADER',
      'this serve replica is a follower: containers are written by the leader; try again (another replica may lead)',
      { 'retry-after': '2' },
    );
  const decision = api.writeLimit.take(`${caller.via}:${caller.name}`);
  if (!decision.allowed)
    throw new ApiRefusal(
      429,
      'RATE_LIMITED',
      `${caller.name} asked for too many container writes; try again in ${decision.retryAfterSeconds} s`,
      { 'retry-after': String(decision.retryAfterSeconds) },
    );
  return caller;
}

/** The create body: JSON (415 otherwise), no larger than the cap (413, from Content-Length before reading), in time (408). */
async function readCreateBody(api: ContainersApi, req: IncomingMessage): Promise<Buffer> {
  const unsupported = checkMediaType(req.headers, ['application/json'], 'send the container as JSON');
  if (unsupported !== undefined) throw asRefusal(unsupported);
  const declared = Number(req.headers['content-length'] ?? 'NaN');
  if (declared > api.maxBodyBytes)
    throw new ApiRefusal(
      413,
      'CONTAINER_REQUEST_INVALID',
      `the body is larger than the limit of ${api.maxBodyBytes} bytes`,
    );
  try {
    return await readBody(
      req,
      { maxBytes: api.maxBodyBytes, timeoutMs: api.bodyTimeoutMs },
      api.clock.now(),
      () => api.clock.now(),
    );
  } catch (error) {
    throw error instanceof WebhookRejection ? asRefusal(error) : error;
  }
}

function asRefusal(rejection: WebhookRejection): ApiRefusal {
  return new ApiRefusal(rejection.status, 'CONTAINER_REQUEST_INVALID', rejection.message, {
    ...rejection.headers,
  });
}

function accepted(req: IncomingMessage, res: ServerResponse, written: ContainerWritten): void {
  const url = urlOf(written.project, written.name);
  sendJson(req, res, 202, { ...written, url }, { location: url });
}

function sendLog(req: IncomingMessage, res: ServerResponse, text: string): void {
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

function urlOf(project: string, name: string): string {
  return `/api/v1/projects/${project}/containers/${name}`;
}

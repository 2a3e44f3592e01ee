import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from '../http-server.js';
import { createProjectAccess, judgeRouteAccess } from './api-access.js';
import { ApiRefusal, errorAnswer } from './api-errors.js';
import type { ApiOptions } from './api-options.js';
import { matchApiRoute, type ApiRoute, type ContainerRoute, type StatusRoute } from './api-routes.js';
import { answerContainerRoute } from './containers-api.js';
import { answerBuildRoute } from './build-api.js';
import { sendJson } from './build-api-respond.js';
import { answerStatusRoute } from './status-api.js';

export { API_PREFIX } from './api-routes.js';
export type { ApiOptions, ResyncTarget } from './api-options.js';

const STATUS_ROUTES: ReadonlySet<string> = new Set<StatusRoute['kind']>([
  'projects',
  'project',
  'objects',
  'sync',
  'events',
  'previews',
]);

/**
 * serve's API under /api/v1/: the status view's reads (projects, objects,
 * events, builds, previews) behind the status page and `gitshift status
 * --server`, and the actions (start and cancel a build, resync a project)
 * of the CLI. The route is matched first (404, 405, 400 for a bad name),
 * then access is judged (api-access.ts: reads open with anonymousRead,
 * actions always need a token), then the route is answered; every failure
 * becomes its answer in one place (api-errors.ts).
 */
export function createServeApi(options: ApiOptions): RequestHandler {
  const { log } = options;
  return (req, res) => {
    answer(options, req, res).catch((error: unknown) => {
      const { status, headers, body } = errorAnswer(error);
      if (status >= 500)
        log.error({ err: error, method: req.method, path: pathOf(req) }, 'API request failed');
      else
        log.info(
          { status, reason: body.error.message, method: req.method, path: pathOf(req) },
          'API request refused',
        );
      sendJson(req, res, status, body, headers);
    });
  };
}

async function answer(options: ApiOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://api');
  // HEAD is a GET without the body (node:http leaves the body out).
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const match = matchApiRoute(method, url.pathname);
  switch (match.status) {
    case 'not-found':
      throw new ApiRefusal(404, 'ROUTE_NOT_FOUND', match.reason);
    case 'method-not-allowed':
      throw new ApiRefusal(405, 'METHOD_NOT_ALLOWED', match.reason, { allow: match.allow });
    case 'bad-name':
      throw new ApiRefusal(400, 'REQUEST_INVALID', match.reason);
    case 'found':
      break;
  }
  const keystone = options.keystone?.();
  const access = await judgeRouteAccess(
    {
      action: match.action,
      project: 'project' in match.route ? match.route.project : undefined,
      headers: req.headers,
      anonymousRead: options.anonymousRead ?? false,
      access: createProjectAccess({ tokens: options.tokens, keystone: () => keystone }),
      keystone: keystone !== undefined,
      tokens: options.tokens(),
      listsProjects: match.route.kind === 'projects',
    },
    options.stop,
  );
  if (!access.allow)
    throw new ApiRefusal(
      access.status,
      access.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
      access.reason,
      access.status === 401 ? { 'www-authenticate': 'Bearer realm="gitshift"' } : {},
    );
  const { route } = match;
  if (isStatusRoute(route))
    return answerStatusRoute(options.view, options.resync, route, url.searchParams, req, res, access.visible);
  if (isContainerRoute(route))
    return answerContainerRoute(options.containers, route, method, access.caller, req, res, options.stop);
  if (match.action && options.runsBuilds?.() === false)
    throw new ApiRefusal(
      503,
      'NOT_LEADER',
      'this serve replica is a follower: builds run on the leader; try again (another replica may lead)',
      { 'retry-after': '2' },
    );
  return answerBuildRoute(options, options.log, route, url.searchParams, req, res);
}

function isStatusRoute(route: ApiRoute): route is StatusRoute {
  return STATUS_ROUTES.has(route.kind);
}

const CONTAINER_ROUTES: ReadonlySet<string> = new Set<ContainerRoute['kind']>([
  'containers',
  'container',
  'container-logs',
  'container-stop',
]);

function isContainerRoute(route: ApiRoute): route is ContainerRoute {
  return CONTAINER_ROUTES.has(route.kind);
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

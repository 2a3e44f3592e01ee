import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildService } from '../../builds/build-service.js';
import type { Logger } from '../../observability/logger.js';
import { checkBearer } from './bearer-token.js';
import { BuildApiRefusal, errorAnswer } from './build-api-errors.js';
import { streamBuildLog } from './build-api-log.js';
import type { BuildApiOptions } from './build-api-options.js';
import { pageOf, type BuildPage } from './build-api-pages.js';
import { sendJson } from './build-api-respond.js';
import { checkProjectName, matchBuildRoute, type BuildApiRoute } from './build-api-routes.js';
import { startBuild } from './build-api-start.js';
import type { RequestHandler } from '../http-server.js';

export { BUILD_API_PREFIX } from './build-api-routes.js';
export type { BuildApiOptions } from './build-api-options.js';

/**
 * serve's builds API under /api/v1/: the CLI's `start-build`, `builds`,
 * `build-logs` and `cancel-build` talk to it. serve owns the build queue, the
 * run policy and the live logs, and a binary build's archive must reach the
 * process that runs the build, so the CLI asks serve rather than the
 * cluster; the Build records stay readable with kubectl all the same.
 * Every request, GETs too (a log can hold secrets), needs a bearer token.
 */
export function createBuildApi(service: BuildService, options: BuildApiOptions): RequestHandler {
  const { log } = options;
  return (req, res) => {
    serve(service, options, log, req, res).catch((error: unknown) => {
      const { status, headers, body } = errorAnswer(error);
      if (status >= 500)
        log.error({ err: error, method: req.method, path: pathOf(req) }, 'build API request failed');
      else
        log.info(
          { status, reason: body.error.message, method: req.method, path: pathOf(req) },
          'build API request refused',
        );
      sendJson(req, res, status, body, headers);
    });
  };
}

async function serve(
  service: BuildService,
  options: BuildApiOptions,
  log: Logger,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://build-api');
  const auth = checkBearer(req.headers.authorization, options.tokens());
  if (!auth.ok)
    throw new BuildApiRefusal(401, 'UNAUTHENTICATED', auth.reason, {
      'www-authenticate': 'Bearer realm="gitshift"',
    });
  const match = matchBuildRoute(req.method ?? 'GET', url.pathname);
  switch (match.status) {
    case 'not-found':
      throw new BuildApiRefusal(404, 'ROUTE_NOT_FOUND', match.reason);
    case 'method-not-allowed':
      throw new BuildApiRefusal(405, 'METHOD_NOT_ALLOWED', match.reason, { allow: match.allow });
    case 'bad-name':
      throw new BuildApiRefusal(400, 'BUILD_REQUEST_INVALID', match.reason);
    case 'found':
      return answerRoute(service, options, log, match.route, url.searchParams, req, res);
  }
}

async function answerRoute(
  service: BuildService,
  options: BuildApiOptions,
  log: Logger,
  route: BuildApiRoute,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  switch (route.kind) {
    case 'list':
      return sendJson(req, res, 200, await listBuilds(service, query));
    case 'get':
      return sendJson(req, res, 200, await service.get(route.project, route.name));
    case 'cancel':
      return sendJson(req, res, 200, await service.cancel(route.project, route.name));
    case 'log':
      return streamBuildLog(service, route, { follow: followOf(query), stop: options.stop }, req, res, log);
    case 'start':
      return startBuild(service, options, log, route, query, req, res);
  }
}

/** GET /api/v1/builds[?project=p][&limit=n][&continue=t]: one page, newest first. */
async function listBuilds(service: BuildService, query: URLSearchParams): Promise<BuildPage> {
  const unknown = [...new Set(query.keys())].filter((key) => !['project', 'limit', 'continue'].includes(key));
  if (unknown.length > 0)
    throw new BuildApiRefusal(
      400,
      'BUILD_REQUEST_INVALID',
      `unknown query parameter(s) ${unknown.join(', ')}: the list takes project, limit and continue`,
    );
  const project = query.get('project') ?? undefined;
  const badProject = project === undefined ? undefined : checkProjectName(project);
  if (badProject !== undefined) throw new BuildApiRefusal(400, 'BUILD_REQUEST_INVALID', badProject);
  return pageOf(await service.list(project), query, project);
}

function followOf(query: URLSearchParams): boolean {
  const follow = query.get('follow');
  if (follow === null || follow === 'false') return false;
  if (follow === 'true' || follow === '') return true;
  throw new BuildApiRefusal(400, 'BUILD_REQUEST_INVALID', `follow must be true or false, not '${follow}'`);
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

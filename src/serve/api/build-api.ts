import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildService } from '../../builds/build-service.js';
import type { Logger } from '../../observability/logger.js';
import { buildPage } from '../view/build-page.js';
import type { Page } from '../view/status-view.js';
import type { BuildRecord } from '../../buildplan/build-record.js';
import { ApiRefusal } from './api-errors.js';
import type { ApiOptions } from './api-options.js';
import { pageQueryOf, projectFilterOf } from './api-query.js';
import type { BuildRoute } from './api-routes.js';
import { streamBuildLog } from './build-api-log.js';
import { sendJson } from './build-api-respond.js';
import { startBuild } from './build-api-start.js';

/**
 * The builds' routes: the CLI's `start-build`, `builds`, `build-logs` and
 * `cancel-build` talk to them. serve owns the build queue, the run policy
 * and the live logs, and a binary build's archive must reach the process
 * that runs the build, so the CLI asks serve rather than the cluster; the
 * Build records stay readable with kubectl all the same.
 */
export async function answerBuildRoute(
  options: ApiOptions,
  log: Logger,
  route: BuildRoute,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const service = options.builds;
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
async function listBuilds(service: BuildService, query: URLSearchParams): Promise<Page<BuildRecord>> {
  const project = projectFilterOf(query);
  return buildPage(await service.list(project), pageQueryOf(query, ['project']), project);
}

function followOf(query: URLSearchParams): boolean {
  const follow = query.get('follow');
  if (follow === null || follow === 'false') return false;
  if (follow === 'true' || follow === '') return true;
  throw new ApiRefusal(400, 'BUILD_REQUEST_INVALID', `follow must be true or false, not '${follow}'`);
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageOf } from '../view/page.js';
import type { ProjectObject, StatusView } from '../view/status-view.js';
import { ApiRefusal } from './api-errors.js';
import type { ResyncTarget } from './api-options.js';
import { noQuery, pageQueryOf, projectFilterOf } from './api-query.js';
import type { StatusRoute } from './api-routes.js';
import { sendJson } from './build-api-respond.js';
import { judgeResync } from './resync.js';

/**
 * The status view's routes: what the status page shows, as JSON. Listings
 * are pages (`limit`, `continue`); one project comes with its objects.
 */
export async function answerStatusRoute(
  view: StatusView | undefined,
  resync: ResyncTarget | undefined,
  route: StatusRoute,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
  visible?: (projects: readonly string[]) => Promise<ReadonlySet<string>>,
): Promise<void> {
  if (route.kind === 'sync') return sendJson(req, res, 202, syncNow(resync, route.project, query));
  if (view === undefined) throw new ApiRefusal(404, 'ROUTE_NOT_FOUND', 'this serve has no status view');
  switch (route.kind) {
    case 'projects':
      return sendJson(req, res, 200, await view.projects(pageQueryOf(query), visible));
    case 'project': {
      noQuery(query);
      return sendJson(req, res, 200, (await view.project(route.project)) ?? unknownProject(route.project));
    }
    case 'objects': {
      const project = (await view.project(route.project)) ?? unknownProject(route.project);
      return sendJson(
        req,
        res,
        200,
        pageOf(project.objectList, pageQueryOf(query), { key: objectKey, noun: 'object' }),
      );
    }
    case 'events': {
      const project = projectFilterOf(query);
      return sendJson(req, res, 200, await view.activity({ ...pageQueryOf(query, ['project']), project }));
    }
    case 'previews':
      return sendJson(req, res, 200, await view.previews(pageQueryOf(query)));
  }
}

/** Queues the project at once (202), or says why not. */
function syncNow(
  resync: ResyncTarget | undefined,
  project: string,
  query: URLSearchParams,
): { project: string; revision: string; queued: true } {
  if (resync === undefined) throw new ApiRefusal(404, 'ROUTE_NOT_FOUND', 'this serve does not sync projects');
  noQuery(query);
  const desired = resync.current();
  const verdict = judgeResync(project, desired);
  if (!verdict.resync)
    throw new ApiRefusal(
      verdict.status,
      verdict.code,
      verdict.reason,
      verdict.status === 503 ? { 'retry-after': '2' } : {},
    );
  resync.enqueue(project);
  return { project, revision: desired?.commit ?? '', queued: true };
}

function unknownProject(project: string): never {
  throw new ApiRefusal(404, 'PROJECT_NOT_FOUND', `serve knows no project ${project}`);
}

function objectKey(object: ProjectObject): string {
  return `${object.apiVersion}/${object.kind}/${object.namespace ?? ''}/${object.name}`;
}

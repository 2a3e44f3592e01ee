import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildCause } from '../buildplan/build-record.js';
import type { BuildService } from '../builds/build-service.js';
import type { Logger } from '../observability/logger.js';
import { SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import { checkMediaType, mediaTypeOf } from '../webhooks/media-type.js';
import { readBody } from '../webhooks/read-body.js';
import { checkBearer } from './bearer-token.js';
import { BuildApiRefusal, errorAnswer } from './build-api-errors.js';
import { streamBuildLog } from './build-api-log.js';
import { pageOf, type BuildPage } from './build-api-pages.js';
import { sendJson } from './build-api-respond.js';
import { checkProjectName, matchBuildRoute, type BuildApiRoute } from './build-api-routes.js';
import { parseStartBody, parseStartQuery, type StartBuildFields } from './build-api-start-body.js';
import { ARCHIVE_TYPES, receiveArchive } from './build-api-upload.js';
import type { RequestHandler } from './http-server.js';

export { BUILD_API_PREFIX } from './build-api-routes.js';

export interface BuildApiOptions {
  /** The bearer tokens accepted now, read from a file by the caller; asked on every request, so a rotated file takes effect at once. */
  readonly tokens: () => readonly string[];
  /** The largest binary build archive taken, in bytes. */
  readonly maxArchiveBytes: number;
  /** Where uploaded archives are kept until the build has them (on serve's state volume). */
  readonly uploadDir: string;
  readonly log: Logger;
  /** The largest JSON body taken, in bytes. Default: 64 KiB. */
  readonly maxJsonBytes?: number;
  /** A JSON body must arrive within this many milliseconds. Default: 10 s. */
  readonly bodyTimeoutMs?: number;
  /**
   * A binary build's archive must arrive within this many milliseconds.
   * Default: 15 min. The HTTP server's own requestTimeout must be at least
   * this, or it cuts the upload first.
   */
  readonly uploadTimeoutMs?: number;
  /** Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
  /**
   * Aborted when serve stops: followed logs are cut then (the client sees a
   * broken stream, not a finished log), since the HTTP server's close waits
   * for every request in flight and a follower would hold it until its build
   * ends. Default: never.
   */
  readonly stop?: AbortSignal;
}

/**
 * serve's builds API under /api/v1/: the CLI's `start-build`, `builds`,
 * `build-logs` and `cancel-build` talk to it. serve owns the build queue, the
 * run policy and the live logs, and a binary build's archive must reach the
 * process that runs the build, so the CLI asks serve rather than the
 * cluster; the Build records stay readable with kubectl all the same.
 * Every request, GETs too (a log can hold secrets), needs a bearer token.
 */
export function createBuildApi(service: BuildService, options: BuildApiOptions): RequestHandler {
  const log = options.log.child({ component: 'build-api' });
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

/**
 * POST …/buildconfigs/<bc>/builds: a JSON body starts a manual build; a tar
 * or gzip body is a binary build's source, kept in uploadDir and handed to
 * the service, which deletes it once the build has it (or here, when the
 * service refuses the build).
 */
async function startBuild(
  service: BuildService,
  options: BuildApiOptions,
  log: Logger,
  route: Extract<BuildApiRoute, { kind: 'start' }>,
  query: URLSearchParams,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const mediaType = mediaTypeOf(req.headers);
  const { project, buildConfig } = route;
  if (mediaType !== undefined && Object.hasOwn(ARCHIVE_TYPES, mediaType)) {
    const fields = parseStartQuery(query);
    const archive = await receiveArchive(req, {
      uploadDir: options.uploadDir,
      maxBytes: options.maxArchiveBytes,
      mediaType,
      timeoutMs: options.uploadTimeoutMs ?? 15 * 60 * 1000,
      clock: options.clock ?? SYSTEM_CLOCK,
    });
    const cause: BuildCause = {
      type: 'Binary',
      message: `binary build from an uploaded archive of ${archive.bytes} bytes`,
    };
    try {
      const record = await service.start({ project, buildConfig, cause, ...fields, archive: archive.path });
      log.info({ project, build: record.name, bytes: archive.bytes }, 'binary build started');
      return created(req, res, record);
    } catch (error) {
      await rm(archive.path, { force: true });
      throw error;
    }
  }
  if ([...query.keys()].length > 0)
    throw new BuildApiRefusal(
      400,
      'BUILD_REQUEST_INVALID',
      'a build started with a JSON body takes its commit, ref and env in the body, not the query',
    );
  const fields = await readStartBody(req, options);
  const cause: BuildCause = {
    type: 'Manual',
    message: 'started through the build API (gitshift start-build)',
  };
  const record = await service.start({ project, buildConfig, cause, ...fields });
  log.info({ project, build: record.name }, 'manual build started');
  return created(req, res, record);
}

async function readStartBody(req: IncomingMessage, options: BuildApiOptions): Promise<StartBuildFields> {
  const { maxJsonBytes = 64 * 1024, bodyTimeoutMs = 10_000, clock = SYSTEM_CLOCK } = options;
  const declared = Number(req.headers['content-length'] ?? 'NaN');
  const empty =
    declared === 0 ||
    (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined);
  if (!empty) {
    // The archive types are taken above; they are listed so the refusal names every type accepted.
    const unsupported = checkMediaType(
      req.headers,
      ['application/json', ...Object.keys(ARCHIVE_TYPES)],
      'send {commit?, ref?, env?} as JSON, or a binary build source as a tar or gzip archive',
    );
    if (unsupported !== undefined) throw unsupported;
    if (declared > maxJsonBytes)
      throw new BuildApiRefusal(
        413,
        'BUILD_REQUEST_INVALID',
        `the JSON body is larger than the limit of ${maxJsonBytes} bytes`,
      );
  }
  const body = await readBody(req, { maxBytes: maxJsonBytes, timeoutMs: bodyTimeoutMs }, clock.now(), () =>
    clock.now(),
  );
  return parseStartBody(body);
}

function created(
  req: IncomingMessage,
  res: ServerResponse,
  record: { namespace: string; name: string },
): void {
  sendJson(req, res, 201, record, { location: `/api/v1/projects/${record.namespace}/builds/${record.name}` });
}

function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BuildCause } from '../../buildplan/build-record.js';
import type { BuildService } from '../../builds/build-service.js';
import type { Logger } from '../../observability/logger.js';
import { SYSTEM_CLOCK } from '../../runtime/index.js';
import { checkMediaType, mediaTypeOf } from '../../webhooks/media-type.js';
import { readBody } from '../../webhooks/read-body.js';
import { ApiRefusal } from './api-errors.js';
import type { ApiOptions } from './api-options.js';
import { sendJson } from './build-api-respond.js';
import { parseStartBody, parseStartQuery, type StartBuildFields } from './build-api-start-body.js';
import { ARCHIVE_TYPES, receiveArchive } from './build-api-upload.js';

/**
 * POST …/buildconfigs/<bc>/builds: a JSON body starts a manual build; a tar
 * or gzip body is a binary build's source, kept in uploadDir and handed to
 * the service, which deletes it once the build has it (or here, when the
 * service refuses the build).
 */
export async function startBuild(
  service: BuildService,
  options: ApiOptions,
  log: Logger,
  route: { readonly project: string; readonly buildConfig: string },
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
    throw new ApiRefusal(
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

async function readStartBody(req: IncomingMessage, options: ApiOptions): Promise<StartBuildFields> {
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
      throw new ApiRefusal(
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

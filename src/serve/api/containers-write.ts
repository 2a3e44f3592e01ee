import {
  CONTAINER_LABEL,
  checkContainerRequest,
  containerCommitSummary,
  containerFile,
  containerJob,
  containerManifestText,
  type ContainerAction,
  type ContainerPlacement,
  type ContainerRequest,
} from '../../containers/index.js';
import { GitshiftError } from '../../errors/index.js';
import type { Caller } from '../../identity/project-access.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { WriteBackEdit, WriteBackReason } from '../../writeback/write-back-edit.js';
import type { DesiredRevision } from '../desired-state.js';
import { ApiRefusal } from './api-errors.js';
import { pinImage, type ContainerImageCheck } from './containers-api-image.js';
import { checkProject, containersInGit, loadedRevision } from './containers-read.js';
import type { RecentContainerWrites } from './containers-recent.js';

/** What the writes need: the revision, the one write-back, the image check, the cluster, the placement. */
export interface ContainerWrites {
  readonly current: () => DesiredRevision | undefined;
  /** serve's write-back (images.write): resolves with the commits once they are on the remote. */
  readonly write: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<string[]>;
  readonly recent: RecentContainerWrites;
  readonly images: ContainerImageCheck;
  readonly kube: KubeApi;
  readonly placement: ContainerPlacement;
}

/** What a create, stop or delete answers once its commit is on the remote. */
export interface ContainerWritten {
  readonly project: string;
  readonly name: string;
  readonly action: ContainerAction;
  /** The commit in the config repository. */
  readonly commit: string;
}

/**
 * A create: the body checked (400 naming the field), the name free in Git
 * and in the cluster (409), the image's registry and manifest checked (422),
 * and only then the Job's manifest committed by the caller. Nothing is
 * committed when anything is refused.
 */
export async function createContainer(
  writes: ContainerWrites,
  project: string,
  caller: Caller,
  body: Buffer,
  signal: AbortSignal | undefined,
): Promise<ContainerWritten> {
  const revision = loadedRevision(writes.current);
  checkProject(revision, project);
  const request = parseRequest(body);
  const { name } = request;
  if (containersInGit(revision, project).has(name) || writes.recent.get(project, name)?.action === 'create')
    throw exists(project, name, 'it exists already; delete it first or pick another name');
  const live = await writes.kube.get(
    { apiVersion: 'batch/v1', kind: 'Job', namespace: project, name },
    { signal },
  );
  if (live !== undefined)
    throw exists(
      project,
      name,
      live.metadata.labels?.[CONTAINER_LABEL] === name
        ? 'its Job is still being deleted from the cluster; try again shortly'
        : 'a Job of that name that is not a container runs in the project',
    );
  const image = await pinImage(request.image, writes.images);
  const job = containerJob({ request, image, createdBy: caller.name, placement: writes.placement });
  const edit: WriteBackEdit = {
    type: 'add-file',
    file: containerFile(project, name),
    text: containerManifestText(job),
  };
  return commit(writes, project, name, 'create', caller, edit, request);
}

/**
 * A stop, `spec.suspend: true` committed (the Job controller then deletes
 * the running pod), or a delete, the manifest removed in a commit (the
 * reconciler prunes the Job and its pod).
 */
export function changeContainer(
  writes: ContainerWrites,
  project: string,
  name: string,
  action: 'stop' | 'delete',
  caller: Caller,
): Promise<ContainerWritten> {
  checkProject(loadedRevision(writes.current), project);
  const file = containerFile(project, name);
  const edit: WriteBackEdit =
    action === 'stop'
      ? { type: 'field', file, selector: { kind: 'Job', name }, path: ['spec', 'suspend'], value: true }
      : { type: 'remove-file', file };
  return commit(writes, project, name, action, caller, edit);
}

async function commit(
  writes: ContainerWrites,
  project: string,
  name: string,
  action: ContainerAction,
  caller: Caller,
  edit: WriteBackEdit,
  request?: ContainerRequest,
): Promise<ContainerWritten> {
  const reason: WriteBackReason = {
    source: 'containers API',
    event: `${action} by ${caller.name} (${caller.via})`,
    summary: containerCommitSummary(action, project, name, request),
    author: { name: caller.name, email: caller.email },
  };
  let commits: string[];
  try {
    commits = await writes.write([edit], reason);
  } catch (error) {
    throw writeRefusal(error, project, name);
  }
  const [made] = commits;
  // Nothing to commit: a stop of a stopped container is done already; a delete found no file.
  if (made === undefined) {
    if (action === 'delete') throw notFound(project, name);
    if (action === 'create') throw exists(project, name, 'it exists already');
    const written = writes.recent.get(project, name);
    return { project, name, action, commit: written?.commit ?? loadedRevision(writes.current).commit };
  }
  writes.recent.record(project, name, action, made);
  return { project, name, action, commit: made };
}

function parseRequest(body: Buffer): ContainerRequest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw new ApiRefusal(
      400,
      'CONTAINER_REQUEST_INVALID',
      `the body is not JSON: ${(error as Error).message}`,
    );
  }
  const verdict = checkContainerRequest(parsed);
  if (!verdict.valid) throw new ApiRefusal(400, 'CONTAINER_REQUEST_INVALID', verdict.reason);
  return verdict.request;
}

function writeRefusal(error: unknown, project: string, name: string): unknown {
  if (!(error instanceof GitshiftError)) return error;
  if (error.code === 'WRITEBACK_FILE_EXISTS') return exists(project, name, 'it exists already');
  if (error.code === 'WRITEBACK_TARGET_NOT_FOUND') return notFound(project, name);
  return error;
}

function exists(project: string, name: string, why: string): ApiRefusal {
  return new ApiRefusal(409, 'CONTAINER_EXISTS', `container ${name} in project ${project}: ${why}`);
}

function notFound(project: string, name: string): ApiRefusal {
  return new ApiRefusal(404, 'CONTAINER_NOT_FOUND', `no container ${name} in project ${project}`);
}

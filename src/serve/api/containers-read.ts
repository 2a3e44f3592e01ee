import {
  CONTAINER_LABEL,
  containerFile,
  containerStatus,
  type ContainerStatus,
  type LiveJob,
  type LivePod,
} from '../../containers/index.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { DesiredRevision } from '../desired-state.js';
import { ApiRefusal } from './api-errors.js';
import type { RecentContainerWrites } from './containers-recent.js';

/** What the reads need: the revision, what this serve wrote since, and the cluster. */
export interface ContainerReads {
  readonly current: () => DesiredRevision | undefined;
  readonly recent: RecentContainerWrites;
  readonly kube: KubeApi;
}

/** A container as Git has it in the revision: its Job manifest's object. */
interface InGit {
  readonly suspend: boolean;
}

/** The project's containers in the revision: Jobs in files under `projects/<project>/containers/`. */
export function containersInGit(revision: DesiredRevision, project: string): Map<string, InGit> {
  const found = new Map<string, InGit>();
  for (const manifest of revision.model.projects.find((p) => p.name === project)?.manifests ?? []) {
    if (manifest.kind !== 'Job' || manifest.source.file !== containerFile(project, manifest.name)) continue;
    const spec = manifest.object['spec'] as { suspend?: unknown } | undefined;
    found.set(manifest.name, { suspend: spec?.suspend === true });
  }
  return found;
}

/** The revision serve follows, or 503 before the first one is loaded. */
export function loadedRevision(current: () => DesiredRevision | undefined): DesiredRevision {
  const revision = current();
  if (revision === undefined)
    throw new ApiRefusal(503, 'NOT_LOADED', 'serve has not loaded the config repository yet', {
      'retry-after': '1',
    });
  return revision;
}

/** 404 unless the revision has the project. */
export function checkProject(revision: DesiredRevision, project: string): void {
  if (!revision.model.projects.some((p) => p.name === project))
    throw new ApiRefusal(404, 'PROJECT_NOT_FOUND', `no project ${project} in the config repository`);
}

/** One container's state, from Git (and this serve's recent writes) and the cluster; 404 when neither has it. */
export async function inspectContainer(
  reads: ContainerReads,
  project: string,
  name: string,
  signal: AbortSignal | undefined,
): Promise<ContainerStatus> {
  checkProject(loadedRevision(reads.current), project);
  const [jobs, pods] = await Promise.all([
    liveItems<LiveJob & Named>(reads.kube, jobsPath(project, name), signal),
    liveItems<LivePod>(reads.kube, podsPath(project, `${CONTAINER_LABEL}=${name}`), signal),
  ]);
  // Read after the cluster answered: the recent writes are judged by the revision current now, so both must be it.
  const revision = loadedRevision(reads.current);
  const status = statusOf(reads, revision, project, name, jobs[0], pods);
  if (status === undefined)
    throw new ApiRefusal(404, 'CONTAINER_NOT_FOUND', `no container ${name} in project ${project}`);
  return status;
}

/** Every container of the project: those in Git or recently written, and those still in the cluster. */
export async function listContainers(
  reads: ContainerReads,
  project: string,
  signal: AbortSignal | undefined,
): Promise<ContainerStatus[]> {
  checkProject(loadedRevision(reads.current), project);
  const [jobs, pods] = await Promise.all([
    liveItems<LiveJob & Named>(reads.kube, jobsPath(project), signal),
    liveItems<LivePod & Labelled>(reads.kube, podsPath(project, CONTAINER_LABEL), signal),
  ]);
  // As in inspectContainer: the revision read after the cluster answered.
  const revision = loadedRevision(reads.current);
  const names = new Set([
    ...containersInGit(revision, project).keys(),
    ...reads.recent.names(project),
    ...jobs.map((job) => job.metadata.name),
  ]);
  return [...names].sort().flatMap((name) => {
    const job = jobs.find((j) => j.metadata.name === name);
    const own = pods.filter((pod) => pod.metadata.labels?.[CONTAINER_LABEL] === name);
    const status = statusOf(reads, revision, project, name, job, own);
    return status === undefined ? [] : [status];
  });
}

/**
 * The container's output: its pod's log from the API server, as text.
 * Kubernetes keeps stdout and stderr of a container in one log, line by
 * line in the order written, and serves them merged: so does this; the
 * first LOG_LIMIT_BYTES of it. 409 when
 * it has no pod (not started yet, or stopped: a suspended Job deletes it).
 */
export async function containerLog(
  reads: ContainerReads,
  project: string,
  name: string,
  signal: AbortSignal | undefined,
): Promise<string> {
  const status = await inspectContainer(reads, project, name, signal);
  if (status.pod === undefined)
    throw new ApiRefusal(
      409,
      'CONTAINER_NOT_FOUND',
      `container ${name} has no pod to read a log from (${status.state}${status.reason === undefined ? '' : `: ${status.reason}`})`,
    );
  const path = `/api/v1/namespaces/${project}/pods/${encodeURIComponent(status.pod)}/log?container=${encodeURIComponent(name)}&limitBytes=${LOG_LIMIT_BYTES}`;
  return reads.kube.getText(path, { signal });
}

/** The most of a log read at once (its start): serve holds it whole while it answers. */
export const LOG_LIMIT_BYTES = 10 * 1024 * 1024;

interface Named {
  readonly metadata: { readonly name: string; readonly labels?: Readonly<Record<string, string>> };
}
interface Labelled {
  readonly metadata: { readonly labels?: Readonly<Record<string, string>> };
}

function statusOf(
  { recent }: ContainerReads,
  revision: DesiredRevision,
  project: string,
  name: string,
  job: (LiveJob & Named) | undefined,
  pods: readonly LivePod[],
): ContainerStatus | undefined {
  const inRevision = containersInGit(revision, project).get(name);
  const written = recent.get(project, name);
  const inGit = written === undefined ? inRevision !== undefined : written.action !== 'delete';
  if (!inGit && job === undefined) return undefined;
  const stopRequested = written?.action === 'stop' || inRevision?.suspend === true;
  return containerStatus({ project, name, inGit, stopRequested, job, pods });
}

/** A LIST through the raw GET (namespaced, label-selected): KubeApi's list spans namespaces. */
async function liveItems<T>(kube: KubeApi, path: string, signal: AbortSignal | undefined): Promise<T[]> {
  const { items = [] } = JSON.parse(await kube.getText(path, { signal })) as { items?: T[] };
  return items;
}

/** The project's container Jobs (with the label), or only the one named. */
function jobsPath(project: string, name?: string): string {
  const selector = name === undefined ? CONTAINER_LABEL : `${CONTAINER_LABEL}=${name}`;
  return `/apis/batch/v1/namespaces/${project}/jobs?labelSelector=${encodeURIComponent(selector)}`;
}

function podsPath(project: string, selector: string): string {
  return `/api/v1/namespaces/${project}/pods?labelSelector=${encodeURIComponent(selector)}`;
}

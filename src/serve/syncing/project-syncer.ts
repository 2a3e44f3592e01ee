import type { KubeApi } from '../../kube/kube-api.js';
import type { ClusterEvent } from '../../events/event-recorder.js';
import type { KubeObject } from '../../render/kube-object.js';
import type { Say } from '../../reconciler/progress.js';
import {
  syncRepository,
  type RepositorySync,
  type SyncModel,
  type SyncRendered,
} from '../../reconciler/sync-repository.js';
import { syncEvents, type StartedRollout } from '../sync-events.js';
import { bulkFilter, type SyncScope } from '../sync-scope.js';

/** What a sync of one revision reads: the commit, and of its load and render only what syncRepository needs. */
export interface SyncInput {
  readonly commit: string;
  readonly model: SyncModel;
  readonly rendered: SyncRendered;
}

export interface SyncRequest {
  readonly scope: SyncScope;
  /** Work out the sync's Kubernetes Events and the rollouts it started (sync-events.ts). */
  readonly tell: boolean;
  readonly signal?: AbortSignal | undefined;
  readonly say?: Say | undefined;
}

/**
 * What serve keeps of a finished sync: what it did to each project, what it
 * skipped and removed, and what it tells (Events, rollouts to follow). Not the
 * plans, which only the Events were made from.
 */
export interface SyncReport extends Pick<RepositorySync, 'results' | 'skipped' | 'removed'> {
  readonly events: readonly ClusterEvent[];
  readonly rollouts: readonly StartedRollout[];
}

/** Runs serve's syncs: on the daemon's own thread (syncInThread) or in a worker process (sync-worker-client.ts). */
export interface ProjectSyncer {
  sync(input: SyncInput, request: SyncRequest): Promise<SyncReport>;
  /** Ends what the syncer holds (a worker process); called once no sync runs. */
  stop(): Promise<void>;
}

/** The sync of one scope of a revision, and what it tells: the same work wherever it runs. */
export async function runSync(api: KubeApi, input: SyncInput, request: SyncRequest): Promise<SyncReport> {
  const { scope } = request;
  const sync = await syncRepository(api, input.model, input.rendered, {
    only: scope.bulk ? undefined : scope.only,
    include: scope.bulk ? bulkFilter(scope.shards) : undefined,
    revision: input.commit,
    signal: request.signal,
    ...(request.say === undefined ? {} : { say: request.say }),
  });
  const told = request.tell
    ? syncEvents(sync, input.commit, (project) => hooksOf(input.rendered, project))
    : { events: [], rollouts: [] };
  return { results: sync.results, skipped: sync.skipped, removed: sync.removed, ...told };
}

/** Syncs on the calling thread: for a daemon given its KubeApi (tests, embedding). */
export function syncInThread(api: KubeApi): ProjectSyncer {
  return {
    sync: (input, request) => runSync(api, input, request),
    stop: () => Promise.resolve(),
  };
}

/** The lifecycle hook Jobs a project's DeploymentConfigs rendered to. */
function hooksOf(rendered: SyncRendered, project: string): readonly KubeObject[] {
  return rendered.projects.find((p) => p.name === project)?.hooks ?? [];
}

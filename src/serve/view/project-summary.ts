import { worstHealth } from '../../reconciler/health.js';
import type { SyncRecord } from '../../reconciler/sync-record.js';
import type { ProjectWorkStatus } from '../../reconciler/work-queue.js';
import type { BlockedProject } from '../readiness.js';
import type { ProjectLive } from './project-live.js';
import type { ProjectSummary } from './status-view.js';
import { judgeSyncState } from './sync-state.js';

/** Everything serve knows of one project, gathered by the view. */
export interface ProjectFacts {
  readonly name: string;
  /** The commit serve reconciles to. */
  readonly desiredRevision: string | undefined;
  readonly blocked: BlockedProject | undefined;
  readonly work: ProjectWorkStatus | undefined;
  /** The queue's bulk sync of every project. */
  readonly all: ProjectWorkStatus | undefined;
  /** From its inventory; undefined when gitshift never synced it. */
  readonly record: SyncRecord | undefined;
  readonly live: ProjectLive;
  /** When the queue's error (which has no time of its own) was first seen. */
  readonly workErrorSeenAt: string | undefined;
}

/** One project as the API and the page show it. Pure. */
export function summarizeProject(facts: ProjectFacts): ProjectSummary {
  const { record, live, work } = facts;
  const verdict = judgeSyncState({
    blocked: facts.blocked !== undefined,
    work: work?.state,
    all: facts.all?.state,
    recordedError: record?.lastError !== undefined,
    synced: record !== undefined,
    applied: live.applied,
  });
  const unhealthy = live.objects.filter((o) => o.health !== 'Healthy');
  const lastError =
    record?.lastError ??
    (work?.lastError === undefined
      ? undefined
      : { message: work.lastError, at: facts.workErrorSeenAt ?? '' });
  return {
    name: facts.name,
    syncState: verdict.state,
    syncReason: verdict.reason,
    ...(record?.revision === undefined ? {} : { revision: record.revision }),
    ...(facts.desiredRevision === undefined ? {} : { desiredRevision: facts.desiredRevision }),
    health: live.objects.length === 0 ? 'Missing' : worstHealth(live.objects.map((o) => o.health)),
    objects: live.objects.length,
    ...(record?.changedAt === undefined ? {} : { lastChangedAt: record.changedAt }),
    ...(lastError === undefined ? {} : { lastError }),
    ...(record?.drift === undefined ? {} : { drift: record.drift }),
    ...(facts.blocked === undefined
      ? {}
      : { blocked: { reason: facts.blocked.reason, errors: facts.blocked.errors } }),
    unhealthy,
  };
}

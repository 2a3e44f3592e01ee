import type { BuildRunner } from '../../builds/runner/build-runner.js';
import { GitshiftError } from '../../errors/index.js';
import type { KubeApi } from '../../kube/kube-api.js';
import type { Logger } from '../../observability/logger.js';
import type { KubeObject } from '../../render/kube-object.js';
import { listInventories } from '../../reconciler/inventory-store.js';
import type { WorkQueue } from '../../reconciler/work-queue.js';
import { SYSTEM_CLOCK, type Clock } from '../../runtime/index.js';
import { projectNames, type DesiredRevision } from '../desired-state.js';
import { blockedProjects } from '../readiness.js';
import { ALL_PROJECTS } from '../reconcile-project.js';
import type { RevisionState } from '../revision-state.js';
import type { WebhookIntake } from '../webhook-intake.js';
import {
  activityComesAfter,
  activityKey,
  buildEntry,
  previewEntry,
  sortActivity,
  syncEntries,
  webhookEntry,
} from './activity-entries.js';
import type { ActivityLog } from './activity-log.js';
import { buildPage } from './build-page.js';
import { ChangeWatch } from './change-watch.js';
import { FirstSeen } from './first-seen.js';
import { FreshValue } from './fresh-value.js';
import { memoryFingerprint } from './memory-fingerprint.js';
import { pageOf } from './page.js';
import { readPreviewSummaries } from './preview-summaries.js';
import { ProjectLiveReader } from './project-live.js';
import { summarizeProject } from './project-summary.js';
import type { ProjectDetail, ProjectSummary, StatusView } from './status-view.js';

/** What the view reads: serve's parts, and the cluster. */
export interface StatusViewParts {
  readonly state: Pick<RevisionState, 'get'>;
  readonly queue: Pick<WorkQueue, 'status'>;
  readonly webhooks: Pick<WebhookIntake, 'recent'>;
  readonly builds: Pick<BuildRunner, 'list' | 'get' | 'logs' | 'status'>;
  readonly kube: KubeApi;
  /** Write-back commits, recorded as they are made. */
  readonly activity: ActivityLog;
  /** The view's logger (a listener that throws is logged, not fatal). */
  readonly log: Logger;
  /** Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
  /** How long cluster reads (inventories, objects, builds, previews) are kept. Default: 3 s. */
  readonly cacheMs?: number;
}

/**
 * The read model behind the status page and /api/v1, from what serve holds
 * (the revision, the queue, the webhooks, the write-back log) and what the
 * cluster has. Cluster reads are few whatever the number of projects: for
 * the projects of the page asked, a LIST of their inventories and one per
 * kind (project-live.ts); LISTs for builds and previews; each kept
 * `cacheMs`. Only the activity's sync entries read every inventory, kept
 * SYNC_HISTORY_MS.
 */
/** How long the activity's sync entries (every inventory, one LIST) are kept. */
const SYNC_HISTORY_MS = 10_000;

export function openStatusView(parts: StatusViewParts): StatusView {
  const { state, queue, webhooks, builds, kube, activity, clock = SYSTEM_CLOCK, cacheMs = 3000 } = parts;
  const inventories = new FreshValue(() => listInventories(kube), SYNC_HISTORY_MS, clock);
  const buildList = new FreshValue(() => builds.list(), cacheMs, clock);
  const previewList = new FreshValue(
    () => readPreviewSummaries(kube, state.get()?.model.settings.name ?? ''),
    cacheMs,
    clock,
  );
  const live = new ProjectLiveReader(kube, cacheMs, clock);
  const errorsSeen = new FirstSeen(clock);
  const watch = new ChangeWatch(() => memoryFingerprint(parts), clock, parts.log);
  activity.onChange(() => watch.poke());
  let rendered:
    { readonly of: DesiredRevision; readonly byName: Map<string, readonly KubeObject[]> } | undefined;
  /** The revision's rendered objects by project, worked out once per revision. */
  const renderedOf = (desired: DesiredRevision | undefined): ReadonlyMap<string, readonly KubeObject[]> => {
    if (desired === undefined) return new Map();
    if (rendered?.of !== desired)
      rendered = { of: desired, byName: new Map(desired.rendered.projects.map((p) => [p.name, p.objects])) };
    return rendered.byName;
  };

  // A sync that ended changed the cluster: what was kept from before it is not shown.
  let syncsSeen = -1;
  const forgetAfterSyncs = (): void => {
    const syncs = queue.status().reduce((sum, s) => sum + s.runs, 0);
    if (syncs === syncsSeen) return;
    syncsSeen = syncs;
    live.forget();
  };

  /** This serve's projects: the revision's, and those it queued (a project removed from Git, until it is pruned). */
  const known = (): string[] => {
    forgetAfterSyncs();
    const desired = state.get();
    const names = new Set([
      ...(desired === undefined ? [] : projectNames(desired)),
      ...queue.status().map((s) => s.project),
    ]);
    names.delete(ALL_PROJECTS);
    return [...names].sort();
  };

  const summarize = async (
    names: readonly string[],
  ): Promise<{ summary: ProjectSummary; objects: ProjectDetail['objectList'] }[]> => {
    const desired = state.get();
    const rendered = renderedOf(desired);
    const lives = await live.read(
      names.map((name) => ({ project: name, desired: rendered.get(name) })),
      desired?.commit ?? '',
    );
    const work = new Map(queue.status().map((s) => [s.project, s]));
    const blocked = new Map(blockedProjects(desired).map((b) => [b.project, b]));
    return names.map((name) => {
      const status = work.get(name);
      const projectLive = lives.get(name) ?? { inventory: undefined, objects: [], applied: undefined };
      const summary = summarizeProject({
        name,
        desiredRevision: desired?.commit,
        blocked: blocked.get(name),
        work: status,
        all: work.get(ALL_PROJECTS),
        record: projectLive.inventory?.record,
        live: projectLive,
        workErrorSeenAt: errorsSeen.at(name, status?.lastError),
      });
      return { summary, objects: projectLive.objects };
    });
  };

  return {
    async projects(query = {}, visible) {
      const names = known();
      const shown = visible === undefined ? undefined : await visible(names);
      const listed = shown === undefined ? names : names.filter((n) => shown.has(n));
      const page = pageOf(listed, query, { key: (n) => n, comesAfter: (n, after) => n > after });
      const items = (await summarize(page.items)).map((p) => p.summary);
      return page.continue === undefined ? { items } : { items, continue: page.continue };
    },
    async project(name) {
      if (!known().includes(name)) return undefined;
      const [found] = await summarize([name]);
      return found === undefined ? undefined : { ...found.summary, objectList: found.objects };
    },
    async activity(query = {}) {
      const owner = state.get()?.model.settings.name;
      const [records, previews, synced] = await Promise.all([
        buildList.get(),
        previewList.get(),
        inventories.get(),
      ]);
      const entries = sortActivity([
        ...activity.list(),
        ...webhooks.recent().map(webhookEntry),
        ...records.map(buildEntry),
        ...synced.filter((i) => i.repository === owner).flatMap((i) => syncEntries(i.project, i.record)),
        ...previews.flatMap((p) => previewEntry(p) ?? []),
      ]).filter((e) => query.project === undefined || e.project === query.project);
      return pageOf(entries, query, {
        key: activityKey,
        scope: query.project,
        comesAfter: activityComesAfter,
      });
    },
    async builds(query = {}) {
      const records = await buildList.get();
      const { project } = query;
      return buildPage(
        project === undefined ? records : records.filter((r) => r.namespace === project),
        query,
        project,
      );
    },
    async buildLog(project, name) {
      try {
        await builds.get(project, name);
      } catch (error) {
        if (error instanceof GitshiftError && error.code === 'BUILD_NOT_FOUND') return undefined;
        throw error;
      }
      let text = '';
      const signal = AbortSignal.timeout(30_000);
      for await (const chunk of builds.logs(project, name, { follow: false, signal })) text += chunk;
      return text;
    },
    async previews(query = {}) {
      const previews = await previewList.get();
      return pageOf(previews, query, {
        key: (p) => p.namespace,
        comesAfter: (p, after) => p.namespace > after,
      });
    },
    subscribe: (listener) => watch.subscribe(listener),
  };
}

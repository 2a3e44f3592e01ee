import type { BuildRecord } from '../../buildplan/build-record.js';
import type { SyncRecord } from '../../reconciler/sync-record.js';
import { describeEdit, describeReason } from '../../writeback/write-back-edit.js';
import type { WriteBackWritten } from '../image-updates.js';
import type { RecentEvent } from '../recent-events.js';
import { commitLink } from './commit-link.js';
import type { ActivityEntry, PreviewSummary } from './status-view.js';

/** Write-back reasons that are image updates (a pushed or imported tag), not a build's output or a rollback. */
const IMAGE_SOURCES: ReadonlySet<string> = new Set(['registry', 'dockerhub', 'scheduled']);

/** One entry per commit a write-back made, linked to the commit on the forge where the URL says how. */
export function writeBackEntries(
  { commits, edits, reason }: WriteBackWritten,
  repositoryUrl: string,
  at: Date,
): ActivityEntry[] {
  const projects = [...new Set(edits.flatMap((e) => (e.type === 'image-stream-tag' ? [e.project] : [])))];
  const first = edits[0];
  const what =
    reason.summary ??
    (first === undefined ? 'write-back' : describeEdit(first)) +
      (edits.length > 1 ? ` (+${edits.length - 1} more)` : '');
  return commits.map((commit) => ({
    at: at.toISOString(),
    kind: IMAGE_SOURCES.has(reason.source) ? 'image-update' : 'write-back',
    summary: `${what}: commit ${commit.slice(0, 12)}`,
    ...(projects.length === 1 ? { project: projects[0] } : {}),
    ...linkOf(commitLink(repositoryUrl, commit)),
    fields: { commit, reason: describeReason(reason), edits: edits.map(describeEdit), projects },
  }));
}

/** An accepted webhook and what it started. */
export function webhookEntry(event: RecentEvent): ActivityEntry {
  const { fields } = event;
  const text = (key: string): string | undefined =>
    typeof fields[key] === 'string' || typeof fields[key] === 'number' ? String(fields[key]) : undefined;
  const project =
    text('project') ?? (event.event === 'build-trigger' ? text('buildConfig')?.split('/')[0] : undefined);
  const detail = [text('repository') ?? text('image') ?? text('buildConfig') ?? text('project'), text('ref')]
    .filter((part) => part !== undefined)
    .join(' ');
  const action = text('action');
  return {
    at: isoOf(event.at),
    kind: 'webhook',
    summary: `${event.event}${detail === '' ? '' : ` ${detail}`}${action === undefined ? '' : `: ${action}`}`,
    ...(project === undefined ? {} : { project }),
    fields: { event: event.event, ...fields },
  };
}

/** A build as it stands: when it finished, or started, or was made. */
export function buildEntry(build: BuildRecord): ActivityEntry {
  const { status, spec } = build;
  const at = status.completionTimestamp ?? status.startTimestamp ?? build.creationTimestamp;
  return {
    at: isoOf(at),
    kind: 'build',
    summary: `build ${build.namespace}/${build.name} ${status.phase}${status.message === undefined ? '' : `: ${status.message}`}`,
    project: build.namespace,
    link: `/api/v1/projects/${build.namespace}/builds/${build.name}/log`,
    fields: {
      buildConfig: spec.buildConfig,
      phase: status.phase,
      cause: spec.cause.message,
      ...(status.writeBackCommit === undefined ? {} : { writeBackCommit: status.writeBackCommit }),
    },
  };
}

/** What a project's sync record dates: the last change, the last error, the last drift. */
export function syncEntries(project: string, record: SyncRecord): ActivityEntry[] {
  const entries: ActivityEntry[] = [];
  if (record.changedAt !== undefined)
    entries.push({
      at: isoOf(record.changedAt),
      kind: 'sync',
      summary: `${project} synced${record.revision === undefined ? '' : ` to ${record.revision.slice(0, 12)}`}`,
      project,
      fields: { revision: record.revision },
    });
  if (record.lastError !== undefined)
    entries.push({
      at: isoOf(record.lastError.at),
      kind: 'sync',
      summary: `${project} failed to sync: ${record.lastError.message}`,
      project,
      fields: { error: record.lastError.message },
    });
  if (record.drift !== undefined)
    entries.push({
      at: isoOf(record.drift.at),
      kind: 'sync',
      summary: `${project}: ${record.drift.objects.length} object(s) changed behind Git's back, ${record.drift.healed ? 'put back' : 'left in place'}`,
      project,
      fields: { drift: record.drift.objects },
    });
  return entries;
}

/** A preview, dated when its namespace was made. */
export function previewEntry(preview: PreviewSummary): ActivityEntry | undefined {
  if (preview.createdAt === undefined) return undefined;
  return {
    at: isoOf(preview.createdAt),
    kind: 'preview',
    summary: `preview of ${preview.pull} (${preview.project}) in ${preview.namespace}`,
    project: preview.project,
    ...linkOf(preview.urls[0]),
    fields: { pull: preview.pull, namespace: preview.namespace, urls: preview.urls },
  };
}

/** What names an entry in a continue token: its time first, so tokens compare in the listing's order. */
export function activityKey(entry: ActivityEntry): string {
  return `${entry.at}|${entry.kind}|${entry.project ?? ''}|${entry.summary}`;
}

/** Newest first; entries of the same moment in key order, so every listing has one order. */
export function sortActivity(entries: readonly ActivityEntry[]): ActivityEntry[] {
  return entries
    .map((entry) => ({ entry, key: activityKey(entry) }))
    .sort((a, b) => compareActivity(a.entry.at, a.key, b.entry.at, b.key))
    .map(({ entry }) => entry);
}

/** Whether `entry` comes after the entry keyed `after` in sortActivity's order: tokens outlive their entry. */
export function activityComesAfter(entry: ActivityEntry, after: string): boolean {
  const at = after.slice(0, after.indexOf('|'));
  return compareActivity(entry.at, activityKey(entry), at, after) > 0;
}

function compareActivity(atA: string, keyA: string, atB: string, keyB: string): number {
  if (atA !== atB) return atA < atB ? 1 : -1;
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** One format (toISOString's), so times from Kubernetes (no milliseconds) and serve's compare as text. */
function isoOf(time: string | undefined): string {
  const date = new Date(time ?? 0);
  return Number.isNaN(date.getTime()) ? new Date(0).toISOString() : date.toISOString();
}

function linkOf(link: string | undefined): { readonly link?: string } {
  return link === undefined ? {} : { link };
}

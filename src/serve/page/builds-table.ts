import type { BuildSummary } from '../view/status-view.js';
import { badge, buildLink, dataTable, timeCell, type PageContext } from './components.js';
import { formatDuration } from './format.js';
import { html, type SafeHtml } from './html.js';

/** Builds with their phase and duration, each linking to its log. */
export function buildsTable(builds: readonly BuildSummary[], context: PageContext): SafeHtml {
  return dataTable({
    id: 'builds-table',
    columns: ['Build', 'Phase', 'Cause', 'Started', 'Duration'],
    empty: 'No builds.',
    rows: builds.map((build) => [
      buildLink(build.namespace, build.name),
      badge(build.status.phase),
      build.spec.cause.message,
      timeCell(build.status.startTimestamp ?? build.creationTimestamp, context.now),
      buildDuration(build, context.now),
    ]),
  });
}

/** The recorded duration, or how long a running build has run so far. */
export function buildDuration(build: BuildSummary, now: Date): SafeHtml {
  if (build.status.durationMs !== undefined) return html`${formatDuration(build.status.durationMs)}`;
  const started = Date.parse(build.status.startTimestamp ?? '');
  if (build.status.phase !== 'Running' || Number.isNaN(started)) return html`<span class="none">—</span>`;
  return html`${formatDuration(Math.max(0, now.getTime() - started))} so far`;
}

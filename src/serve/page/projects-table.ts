import type { ProjectSummary } from '../view/status-view.js';
import { badge, dataTable, projectLink, revisionCell, timeCell, type PageContext } from './components.js';
import { html, type SafeHtml } from './html.js';

/** Every project: sync state, revision, health, drift, last change and error. */
export function projectsTable(projects: readonly ProjectSummary[], context: PageContext): SafeHtml {
  return dataTable({
    id: 'projects-table',
    columns: ['Project', 'Sync', 'Revision', 'Health', 'Objects', 'Drift', 'Changed', 'Last error'],
    empty: 'No projects yet: serve has not loaded a revision of the config repository.',
    rows: projects.map((project) => [
      projectLink(project.name),
      syncCell(project),
      revisionsCell(project, context),
      badge(project.health),
      project.objects,
      driftText(project, context.now),
      timeCell(project.lastChangedAt, context.now),
      project.lastError === undefined ? html`<span class="none">—</span>` : project.lastError.message,
    ]),
  });
}

/**
 * The commit the cluster has, and the one serve moves it to when that differs.
 * Synced means the cluster has the tracked commit, so with no recorded
 * revision that commit is shown.
 */
export function revisionsCell(project: ProjectSummary, context: PageContext): SafeHtml {
  const { desiredRevision } = project;
  const applied = appliedRevision(project);
  if (desiredRevision === undefined || desiredRevision === applied) return revisionCell(applied, context);
  return html`${revisionCell(applied, context)} → ${revisionCell(desiredRevision, context)}`;
}

/** The commit the cluster has: recorded, or the tracked one when Synced. */
export function appliedRevision(project: ProjectSummary): string | undefined {
  return project.revision ?? (project.syncState === 'Synced' ? project.desiredRevision : undefined);
}

/** The state, with why when serve says. */
export function syncCell(project: ProjectSummary): SafeHtml {
  return project.syncReason === undefined
    ? badge(project.syncState)
    : html`${badge(project.syncState)}
        <div class="reason">${project.syncReason}</div>`;
}

/** "2 objects put back 3 min ago", naming them on hover. */
export function driftText({ drift }: ProjectSummary, now: Date): SafeHtml {
  if (drift === undefined) return html`<span class="none">none seen</span>`;
  const count = drift.objects.length;
  const objects = drift.objects.map(({ object, fields }) => `${object} (${fields.join(', ')})`).join('; ');
  return html`<span title="${objects}"
      >${count} ${count === 1 ? 'object' : 'objects'} ${drift.healed ? 'put back' : 'drifted'}</span
    >
    ${timeCell(drift.at, now)}`;
}

/** Blocked projects and their first manifest errors. */
export function blockedList(projects: readonly ProjectSummary[]): SafeHtml {
  const blocked = projects.filter((project) => project.blocked !== undefined);
  if (blocked.length === 0) return html``;
  const items = blocked.map(
    (project) =>
      html`<li>
        ${projectLink(project.name)}: ${project.blocked?.reason ?? ''}
        <ul class="errors">
          ${(project.blocked?.errors ?? []).map((error) => html`<li>${error}</li>`)}
        </ul>
      </li>`,
  );
  return html`<section id="blocked" class="alert" aria-labelledby="blocked-title">
    <h2 id="blocked-title">Blocked</h2>
    <ul>
      ${items}
    </ul>
  </section>`;
}

import { activityTable } from './activity-table.js';
import { buildsTable } from './builds-table.js';
import { section, type PageContext } from './components.js';
import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';
import type { OverviewModel } from './page-models.js';
import { previewsTable } from './previews-table.js';
import { blockedList, projectsTable } from './projects-table.js';

/** `/`: projects, blocked ones with their errors, recent activity, builds and previews. */
export function renderOverview(model: OverviewModel, context: PageContext): SafeHtml {
  const projects = model.projects.items;
  const next = model.projects.continue;
  const main = html`<h1>Status</h1>
    <p class="summary">${summaryLine(model)}</p>
    ${blockedList(projects)}
    ${section(
      'projects',
      'Projects',
      html`${projectsTable(projects, context)}${
        next === undefined
          ? ''
          : html`<p class="more"><a href="/?projects=${encodeURIComponent(next)}">Next projects</a></p>`
      }`,
    )}
    ${section('activity', 'Recent activity', activityTable(model.activity, context))}
    ${section('builds', 'Builds', buildsTable(model.builds, context))}
    ${section('previews', 'Previews', previewsTable(model.previews, context))}`;
  return layout({ title: 'Status', main });
}

/** "3 projects: 2 Synced, 1 Failed." */
function summaryLine({ projects }: OverviewModel): string {
  const counts = new Map<string, number>();
  for (const project of projects.items)
    counts.set(project.syncState, (counts.get(project.syncState) ?? 0) + 1);
  const states = [...counts].map(([state, count]) => `${count} ${state}`).join(', ');
  const total = `${projects.items.length}${projects.continue === undefined ? '' : '+'}`;
  return `${total} ${projects.items.length === 1 ? 'project' : 'projects'}${states === '' ? '.' : `: ${states}.`}`;
}

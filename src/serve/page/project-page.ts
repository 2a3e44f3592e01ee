import type { ProjectObject } from '../view/status-view.js';
import { projectActions } from './action-forms.js';
import { activityTable } from './activity-table.js';
import { buildsTable } from './builds-table.js';
import { badge, dataTable, revisionCell, section, timeCell, type PageContext } from './components.js';
import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';
import type { ProjectModel } from './page-models.js';
import { appliedRevision, driftText, syncCell } from './projects-table.js';

/** `/ui/projects/<name>`: the project's state, its objects with health, actions, activity and builds. */
export function renderProject({ project, activity, builds }: ProjectModel, context: PageContext): SafeHtml {
  const buildConfigs = project.objectList
    .filter((object) => object.kind === 'BuildConfig')
    .map((object) => object.name);
  const main = html`<p class="crumbs"><a href="/">Status</a> / project</p>
    <h1>${project.name}</h1>
    <dl class="facts">
      <div>
        <dt>Sync</dt>
        <dd>${syncCell(project)}</dd>
      </div>
      <div>
        <dt>Revision</dt>
        <dd>${revisionCell(appliedRevision(project), context)}</dd>
      </div>
      <div>
        <dt>Reconciling to</dt>
        <dd>${revisionCell(project.desiredRevision, context)}</dd>
      </div>
      <div>
        <dt>Health</dt>
        <dd>${badge(project.health)}</dd>
      </div>
      <div>
        <dt>Last change</dt>
        <dd>${timeCell(project.lastChangedAt, context.now)}</dd>
      </div>
      <div>
        <dt>Drift</dt>
        <dd>${driftText(project, context.now)}</dd>
      </div>
      ${
        project.shard === undefined
          ? ''
          : html`<div>
              <dt>Shard</dt>
              <dd>${project.shard}</dd>
            </div>`
      }
    </dl>
    ${project.lastError === undefined ? '' : html`<p class="error" id="last-error">Last error ${timeCell(project.lastError.at, context.now)}: ${project.lastError.message}</p>`}
    ${
      project.blocked === undefined
        ? ''
        : html`<section id="blocked" class="alert" aria-labelledby="blocked-title">
            <h2 id="blocked-title">Blocked</h2>
            <p>${project.blocked.reason}</p>
            <ul class="errors">
              ${project.blocked.errors.map((error) => html`<li>${error}</li>`)}
            </ul>
          </section>`
    }
    ${section('actions', 'Actions', projectActions(project.name, buildConfigs, context))}
    ${section('objects', 'Objects', objectsTable(project.objectList))}
    ${section('activity', 'Activity', activityTable(activity, context))}
    ${section('builds', 'Builds', buildsTable(builds, context))}`;
  return layout({ title: project.name, main });
}

function objectsTable(objects: readonly ProjectObject[]): SafeHtml {
  return dataTable({
    id: 'objects-table',
    columns: ['Kind', 'Name', 'Health', 'Message'],
    empty: 'No objects applied.',
    rows: objects.map((object) => [
      html`<span title="${object.apiVersion}">${object.kind}</span>`,
      object.namespace === undefined ? object.name : `${object.namespace}/${object.name}`,
      badge(object.health),
      object.message,
    ]),
  });
}

import type { ActivityEntry } from '../view/status-view.js';
import { badge, dataTable, projectLink, timeCell, type PageContext } from './components.js';
import { fieldText } from './format.js';
import { html, linkOrText, type SafeHtml } from './html.js';

/** Recorded fields shown per entry; the rest are in the API's /events. */
const FIELDS_SHOWN = 8;

/** Webhooks and what each started, image updates, write-back commits (linked to the forge), syncs, builds. */
export function activityTable(entries: readonly ActivityEntry[], context: PageContext): SafeHtml {
  return dataTable({
    id: 'activity-table',
    columns: ['When', 'Kind', 'Project', 'What', 'Details'],
    empty: 'Nothing has happened since serve started.',
    rows: entries.map((entry) => [
      timeCell(entry.at, context.now),
      badge(entry.kind),
      entry.project === undefined ? html`<span class="none">—</span>` : projectLink(entry.project),
      linkOrText(entry.summary, entry.link),
      fieldList(entry.fields),
    ]),
  });
}

function fieldList(fields: Readonly<Record<string, unknown>>): SafeHtml {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return html``;
  const shown = entries.slice(0, FIELDS_SHOWN).map(
    ([key, value]) =>
      html`<div>
        <dt>${key}</dt>
        <dd>${fieldText(value)}</dd>
      </div>`,
  );
  return html`<dl class="fields">${shown}</dl>`;
}

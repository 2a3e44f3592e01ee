import type { PreviewSummary } from '../view/status-view.js';
import { badge, dataTable, projectLink, timeCell, type PageContext } from './components.js';
import { html, linkOrText, type SafeHtml } from './html.js';

/** Pull requests' previews with their URLs. */
export function previewsTable(previews: readonly PreviewSummary[], context: PageContext): SafeHtml {
  return dataTable({
    id: 'previews-table',
    columns: ['Pull request', 'Project', 'Namespace', 'Health', 'URLs', 'Created'],
    empty: 'No previews.',
    rows: previews.map((preview) => [
      preview.pull,
      projectLink(preview.project),
      preview.namespace,
      badge(preview.health),
      preview.urls.length === 0
        ? html`<span class="none">no host</span>`
        : html`<ul class="urls">
            ${preview.urls.map((url) => html`<li>${linkOrText(url, url)}</li>`)}
          </ul>`,
      timeCell(preview.createdAt, context.now),
    ]),
  });
}

import { html, linkOrText, type HtmlValue, type SafeHtml } from './html.js';
import { shortRevision, timeAgo } from './format.js';

/**
 * The pieces every page is made of: sections, tables that turn into cards on
 * a phone, state badges, times and revisions.
 */

/** What every page's renderers need besides the view's data. */
export interface PageContext {
  readonly now: Date;
  /** The forge's page of a commit of the config repository, when serve knows its forge. */
  readonly commitLink: (sha: string) => string | undefined;
  /** Whether serve takes actions at all (it has API tokens). */
  readonly actionsEnabled: boolean;
}

export function section(id: string, title: string, body: HtmlValue): SafeHtml {
  return html`<section id="${id}" aria-labelledby="${id}-title">
    <h2 id="${id}-title">${title}</h2>
    ${body}
  </section>`;
}

export interface TableOptions {
  readonly id: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly HtmlValue[])[];
  /** Shown instead of an empty table. */
  readonly empty: string;
}

/** A table that scrolls sideways on a narrow screen, or becomes one card per row (each cell labelled by its column). */
export function dataTable({ id, columns, rows, empty }: TableOptions): SafeHtml {
  if (rows.length === 0) return html`<p class="empty" id="${id}">${empty}</p>`;
  const head = columns.map((column) => html`<th scope="col">${column}</th>`);
  const body = rows.map(
    (cells) =>
      html`<tr>
        ${cells.map((cell, index) => html`<td data-label="${columns[index] ?? ''}">${cell}</td>`)}
      </tr>`,
  );
  return html`<div class="table-wrap">
    <table id="${id}" class="cards">
      <thead>
        <tr>
          ${head}
        </tr>
      </thead>
      <tbody>
        ${body}
      </tbody>
    </table>
  </div>`;
}

/** A state as a coloured word; the class comes from the word, kept to letters so it is never markup. */
export function badge(state: string): SafeHtml {
  const tone = state.toLowerCase().replace(/[^a-z]/g, '');
  return html`<span class="badge badge-${tone}">${state}</span>`;
}

export function timeCell(at: string | undefined, now: Date): SafeHtml {
  if (at === undefined) return html`<span class="none">—</span>`;
  return html`<time datetime="${at}" title="${at}">${timeAgo(at, now)}</time>`;
}

/** A config repository commit, short, linked to the forge when the link is known. */
export function revisionCell(sha: string | undefined, context: PageContext): SafeHtml {
  if (sha === undefined) return html`<span class="none">—</span>`;
  return html`<code title="${sha}">${linkOrText(shortRevision(sha), context.commitLink(sha))}</code>`;
}

export function projectLink(name: string): SafeHtml {
  return html`<a href="/ui/projects/${encodeURIComponent(name)}">${name}</a>`;
}

export function buildLink(project: string, name: string, text = `${project}/${name}`): SafeHtml {
  return html`<a href="/ui/builds/${encodeURIComponent(project)}/${encodeURIComponent(name)}">${text}</a>`;
}

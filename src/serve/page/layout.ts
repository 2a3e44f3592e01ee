import { assetPath } from './assets.js';
import { html, type SafeHtml } from './html.js';

export interface LayoutInput {
  /** The page's own title, before "· gitshift". */
  readonly title: string;
  readonly main: SafeHtml;
  /** Whether the page follows the view's changes (/ui/live). Default: true; one-off answers do not. */
  readonly live?: boolean;
}

/**
 * Every page's frame: the viewport for phones, an icon, one stylesheet and one
 * deferred script from /ui/assets/ (nothing inline, so the CSP can refuse inline code),
 * the header with its navigation and the token field that script shows, and
 * `main`, the part live updates swap.
 */
export function layout({ title, main, live = true }: LayoutInput): SafeHtml {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · gitshift</title>
        <link rel="icon" href="${assetPath('favicon.svg')}" type="image/svg+xml" />
        <link rel="stylesheet" href="${assetPath('status.css')}" />
        <script src="${assetPath('status.js')}" defer></script>
      </head>
      <body ${live ? html`data-live="/ui/live"` : ''}>
        <header class="top">
          <a class="brand" href="/">gitshift</a>
          <nav aria-label="Sections">
            <a href="/#projects">Projects</a> <a href="/#activity">Activity</a> <a href="/#builds">Builds</a>
            <a href="/#previews">Previews</a>
          </nav>
          <form id="token-form" class="token-form" hidden>
            <label for="token-field">API token for actions</label>
            <input id="token-field" type="password" autocomplete="off" spellcheck="false" />
            <button type="submit">Keep for this tab</button>
            <button type="button" id="token-forget">Forget</button>
          </form>
        </header>
        ${
          live
            ? html`<p id="live-state" class="live-state">
                Live updates need JavaScript: reload to see changes.
              </p>`
            : ''
        }
        <div id="notice" class="notice" role="status" aria-live="polite"></div>
        <main id="main">${main}</main>
      </body>
    </html> `;
}

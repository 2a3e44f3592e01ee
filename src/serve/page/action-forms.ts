import type { PageContext } from './components.js';
import { html, type SafeHtml } from './html.js';

/**
 * The forms of actions that change state. Without JavaScript each posts its
 * token field to a /ui/actions/ path, which forwards to the API; with it,
 * status.js sends the same action straight to `data-api` with the token kept
 * for the tab (the per-form token field is then hidden). Never a GET, never
 * a token in a URL.
 */
function actionForm(options: {
  readonly action: string;
  readonly api: string;
  readonly label: string;
  readonly button: string;
  readonly hidden: Readonly<Record<string, string>>;
}): SafeHtml {
  const inputs = Object.entries(options.hidden).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );
  return html`<form
    class="action"
    method="post"
    action="${options.action}"
    data-api="${options.api}"
    data-label="${options.label}"
  >
    ${inputs}<label class="token-input"
      >API token <input type="password" name="token" autocomplete="off" /></label
    ><button type="submit">${options.button}</button>
  </form>`;
}

export function resyncForm(project: string): SafeHtml {
  return actionForm({
    action: '/ui/actions/sync',
    api: `/api/v1/projects/${encodeURIComponent(project)}/sync`,
    label: `Resync of ${project}`,
    button: 'Resync now',
    hidden: { project },
  });
}

export function startBuildForm(project: string, buildConfig: string): SafeHtml {
  return actionForm({
    action: '/ui/actions/build',
    api: `/api/v1/projects/${encodeURIComponent(project)}/buildconfigs/${encodeURIComponent(buildConfig)}/builds`,
    label: `A build of ${buildConfig}`,
    button: `Start a build of ${buildConfig}`,
    hidden: { project, buildConfig },
  });
}

/** The project's actions, or why there are none. */
export function projectActions(
  project: string,
  buildConfigs: readonly string[],
  context: PageContext,
): SafeHtml {
  if (!context.actionsEnabled)
    return html`<p class="empty">Actions are off: serve has no API token (give it api.tokenFile).</p>`;
  return html`<p class="hint">Actions need the API token.</p>
    <div class="actions">
      ${resyncForm(project)}${buildConfigs.map((name) => startBuildForm(project, name))}
    </div>`;
}

import { isFinished } from '../../buildplan/build-record.js';
import { buildDuration } from './builds-table.js';
import { badge, projectLink, revisionCell, timeCell, type PageContext } from './components.js';
import { html, type SafeHtml } from './html.js';
import { layout } from './layout.js';
import type { BuildModel } from './page-models.js';

/**
 * `/ui/builds/<project>/<name>`: the build's record and its log, escaped. A
 * running build's log carries `data-following`, so status.js keeps
 * re-reading it and scrolls with it.
 */
export function renderBuild({ project, name, build, log }: BuildModel, context: PageContext): SafeHtml {
  const running = build !== undefined && !isFinished(build.status.phase);
  const facts =
    build === undefined
      ? html`<p class="empty">The build's record is no longer listed; its log is kept.</p>`
      : html`<dl class="facts">
          <div>
            <dt>Phase</dt>
            <dd>${badge(build.status.phase)}</dd>
          </div>
          <div>
            <dt>Cause</dt>
            <dd>${build.spec.cause.message}</dd>
          </div>
          <div>
            <dt>Strategy</dt>
            <dd>${build.spec.strategy}</dd>
          </div>
          <div>
            <dt>Source</dt>
            <dd>
              ${build.spec.revision?.commit === undefined ? html`<span class="none">—</span>` : html`<code>${build.spec.revision.commit.slice(0, 12)}</code>`}
              ${build.spec.revision?.message ?? ''}
            </dd>
          </div>
          <div>
            <dt>Started</dt>
            <dd>${timeCell(build.status.startTimestamp ?? build.creationTimestamp, context.now)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>${buildDuration(build, context.now)}</dd>
          </div>
          ${
            build.status.reason === undefined
              ? ''
              : html`<div>
                  <dt>Reason</dt>
                  <dd>${build.status.reason}: ${build.status.message ?? ''}</dd>
                </div>`
          }
          ${
            build.status.writeBackCommit === undefined
              ? ''
              : html`<div>
                  <dt>Write-back</dt>
                  <dd>${revisionCell(build.status.writeBackCommit, context)}</dd>
                </div>`
          }
        </dl>`;
  const main = html`<p class="crumbs"><a href="/">Status</a> / ${projectLink(project)} / build</p>
    <h1>${name}</h1>
    ${facts}
    <section id="log-section" aria-labelledby="log-title">
      <h2 id="log-title">Log${running ? ' (following)' : ''}</h2>
      <pre id="log" class="log" ${running ? html` data-following="true"` : ''}>
${printable(log) || html`<span class="none">No output yet.</span>`}</pre>
    </section>`;
  return layout({ title: `${name} · ${project}`, main });
}

/** Terminal colour codes and other control characters dropped; newlines and tabs kept. */
export function printable(log: string): string {
  // \p{Cc}: control characters, ESC (which starts a colour code) among them.
  return log.replace(/\p{Cc}\[[0-9;?]*[ -/]*[@-~]/gu, '').replace(/(?![\t\n])\p{Cc}/gu, '');
}

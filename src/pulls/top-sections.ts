import { compareProblems, type Problem } from '../errors/problem.js';
import type { Section } from './comment-sections.js';
import { guardWarnings } from './guard-warnings.js';
import { escapeText, inlineCode, link, plural, shorten, thousands } from './markdown.js';
import type { PlanCommentInput, PreviewLine } from './plan-comment-input.js';
import { PLAN_COMMENT_MARKER } from './plan-marker.js';
import { allCounts, isNotable, type ProjectCounts } from './plan-counts.js';
import { shortSha, summaryParts } from './plan-summary.js';

/**
 * The parts of the plan comment above the diffs, which a reviewer needs
 * whole: summary, guard warnings, problems, the table, skipped and unchanged
 * projects, notes, previews.
 */
export interface TopSections {
  readonly sections: Section[];
  /** Which sections give up items first when the comment is too long. */
  readonly shrinkOrder: number[];
}

export function topSections(input: PlanCommentInput): TopSections {
  const sections: Section[] = [];
  const order: Record<string, number> = {};
  const add = (name: string, section: Section | undefined): void => {
    if (section === undefined) return;
    order[name] = sections.length;
    sections.push(section);
  };
  const header = `${PLAN_COMMENT_MARKER}\n**gitshift plan** for ${inlineCode(shortSha(input.headSha))}: ${summaryParts(input).map(escapeText).join(' · ')}`;
  add('header', { head: [header], items: [], more: () => '' });
  add('guards', guardSection(input));
  add('problems', problemSection(input.problems));
  add('table', tableSection(input));
  add('skipped', skippedSection(input));
  add('unchanged', unchangedSection(input));
  add('notes', notesSection(input));
  add('previews', previewSection(input.previews));
  const shrinkOrder = ['unchanged', 'skipped', 'table', 'problems', 'guards', 'previews']
    .map((name) => order[name])
    .filter((i): i is number => i !== undefined);
  return { sections, shrinkOrder };
}

function guardSection(input: PlanCommentInput): Section | undefined {
  const warnings = input.sync === undefined ? [] : guardWarnings(input.sync);
  if (warnings.length === 0) return undefined;
  return {
    head: ['#### ⚠ Prune guards the merge would trip'],
    items: warnings.map(
      (w) => `- ${w.refusal ? '✗' : '⚠'} **${escapeText(w.project)}**: ${escapeText(w.message)}`,
    ),
    more: (n) => `- … and ${plural(n, 'more warning')}`,
  };
}

function problemSection(problems: readonly Problem[]): Section | undefined {
  if (problems.length === 0) return undefined;
  const errors = problems.filter((p) => p.severity === 'error').length;
  const sorted = [...problems].sort(
    (a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) || compareProblems(a, b),
  );
  const counts = [
    errors > 0 ? plural(errors, 'error') : '',
    errors < problems.length ? plural(problems.length - errors, 'warning') : '',
  ]
    .filter((c) => c !== '')
    .join(', ');
  return {
    head: [`#### ${errors > 0 ? '✗' : '⚠'} Validation problems: ${counts}`],
    items: sorted.map((p) => {
      const field = p.field === '' ? '' : ` ${inlineCode(p.field)}:`;
      return `- ${p.severity === 'error' ? '✗' : '⚠'} ${inlineCode(`${p.file}:${p.line}:${p.col}`)}${field} ${escapeText(p.message)} \\[${p.code}\\]`;
    }),
    more: (n) => `- … and ${plural(n, 'more problem')}`,
  };
}

function tableSection(input: PlanCommentInput): Section | undefined {
  const rows = input.sync === undefined ? [] : allCounts(input.sync).filter(isNotable);
  if (rows.length === 0) return undefined;
  return {
    head: ['| Project | Create | Update | Drift | Prune | |', '|---|--:|--:|--:|--:|---|'],
    items: rows.map(
      (c) =>
        `| ${escapeText(c.project)} | ${thousands(c.creates)} | ${thousands(c.updates)} | ${thousands(c.drift)} | ${pruneCell(c)} | ${rowNote(c)} |`,
    ),
    more: (n) => `| … and ${plural(n, 'more project')} | | | | | |`,
  };
}

function pruneCell(c: ProjectCounts): string {
  return c.refusedPrunes > 0
    ? `${thousands(c.prunes)} (${thousands(c.refusedPrunes)} refused)`
    : thousands(c.prunes);
}

function rowNote(c: ProjectCounts): string {
  if (c.removal === 'deleted') return '⚠ folder removed: project deleted';
  if (c.removal === 'refused') return '✗ folder removed: deletion refused';
  return c.refusedPrunes > 0 ? '✗ prune refused' : '';
}

function skippedSection(input: PlanCommentInput): Section | undefined {
  const skipped = input.sync?.skipped ?? [];
  if (skipped.length === 0) return undefined;
  return {
    head: ['#### Not planned'],
    items: skipped.map((s) => `- **${escapeText(s.name)}**: ${escapeText(shorten(s.reason, 500))}`),
    more: (n) => `- … and ${plural(n, 'more project')}`,
  };
}

function unchangedSection(input: PlanCommentInput): Section | undefined {
  const quiet = input.sync === undefined ? [] : allCounts(input.sync).filter((c) => !isNotable(c));
  if (quiet.length === 0) return undefined;
  return {
    head: [`<details><summary>${plural(quiet.length, 'project')} planned without changes</summary>`, ''],
    items: quiet.map((c) => `- ${escapeText(c.project)}`),
    more: (n) => `- … and ${thousands(n)} more`,
    after: ['', '</details>'],
  };
}

function notesSection(input: PlanCommentInput): Section | undefined {
  const notes: string[] = [];
  if (input.changed.settings) notes.push('> gitshift.yaml changed: every project was planned.');
  if (!input.changed.complete)
    notes.push('> The forge did not list every file this pull request changes: every project was planned.');
  if (
    input.sync !== undefined &&
    !input.changed.settings &&
    input.changed.complete &&
    input.changed.projects.length === 0
  )
    notes.push('> This pull request changes no project.');
  return notes.length === 0 ? undefined : { head: notes, items: [], more: () => '' };
}

const STATE_MARK: Record<PreviewLine['state'], string> = {
  waiting: '⏸ waiting',
  building: '⏳ building',
  deploying: '⏳ deploying',
  ready: '✅ ready',
  degraded: '⚠ degraded',
  failed: '✗ failed',
  'needs-approval': '🔒 needs approval',
  deleted: '🗑 deleted',
};

export function previewSection(previews: readonly PreviewLine[]): Section | undefined {
  if (previews.length === 0) return undefined;
  return {
    head: ['#### Previews', '', '| Project | Namespace | URL | State |', '|---|---|---|---|'],
    items: previews.map((p) => {
      const urls = p.urls.length === 0 ? '—' : p.urls.map((url) => link(url, url)).join('<br>');
      const message = p.message === undefined ? '' : `: ${escapeText(shorten(p.message, 300))}`;
      return `| ${escapeText(p.project)} | ${escapeText(p.namespace)} | ${urls} | ${STATE_MARK[p.state]}${message} |`;
    }),
    more: (n) => `| … and ${plural(n, 'more preview')} | | | |`,
  };
}

import { compareProblems, type Problem } from '../errors/problem.js';
import { fitSections, SECTION_GAP, type Section } from './comment-sections.js';
import { guardWarnings } from './guard-warnings.js';
import {
  codeFence,
  escapeHtml,
  escapeText,
  inlineCode,
  link,
  plural,
  shorten,
  thousands,
} from './markdown.js';
import type { PlanCommentInput, PreviewLine } from './plan-comment-input.js';
import { allCounts, changeCount, isNotable, type ProjectCounts } from './plan-counts.js';
import { shortSha, summaryParts } from './plan-summary.js';
import { projectDiffs, type ProjectDiff } from './project-diff.js';

export { fullPlanText } from './full-plan-text.js';

/** First line of every plan comment: how the forge client finds the PR's one comment again. */
export const PLAN_COMMENT_MARKER = '<!-- gitshift:plan -->';

/** GitHub's limit on a comment body. */
export const DEFAULT_MAX_CHARS = 65_536;

/**
 * The pull request's plan comment, in markdown, at most `maxChars` long. What
 * decides a review (summary, table, problems, guard warnings, previews) is
 * kept whole; the per-project diffs are cut first, and a last line says how
 * much is left out and where to read it.
 */
export function planComment(input: PlanCommentInput): string {
  const max = input.maxChars ?? DEFAULT_MAX_CHARS;
  const diffs = input.sync === undefined ? [] : projectDiffs(input.sync, input.builds);
  const top = topSections(input);
  const timing = `<sub>planned in ${seconds(input.elapsedMs)} · ${escapeText(input.repository)}#${input.number} at ${inlineCode(shortSha(input.headSha))}</sub>`;
  // Room for the longest tail this plan could need, so cutting the diffs never pushes the tail out.
  const reserve =
    tail(input, sumChanges(diffs), diffs.length).length + SECTION_GAP.length * 2 + timing.length;
  const fixed = fitSections(top.sections, top.shrinkOrder, max - reserve);
  let room = max - reserve - joined(fixed).length;
  const shown: string[] = [];
  let hiddenChanges = 0;
  let hiddenProjects = 0;
  for (const diff of diffs) {
    const block = detailsBlock(diff);
    if (hiddenProjects === 0 && block.length + SECTION_GAP.length <= room) {
      shown.push(block);
      room -= block.length + SECTION_GAP.length;
      continue;
    }
    const kept = hiddenProjects === 0 ? entriesWithin(diff, room - SECTION_GAP.length) : 0;
    if (kept > 0) {
      const partial = detailsBlock(diff, kept);
      shown.push(partial);
      room -= partial.length + SECTION_GAP.length;
    }
    hiddenChanges += diff.entries.slice(kept).filter((e) => e.change).length;
    hiddenProjects++;
  }
  const parts = [...fixed, ...shown];
  if (hiddenProjects > 0) parts.push(tail(input, hiddenChanges, hiddenProjects));
  parts.push(timing);
  const body = joined(parts);
  // Only a pathological head (a summary longer than the limit) gets here: the limit holds regardless.
  return body.length <= max ? body : `${body.slice(0, max - 1)}…`;
}

interface TopSections {
  readonly sections: Section[];
  /** Which sections give up items first when the comment is too long. */
  readonly shrinkOrder: number[];
}

function topSections(input: PlanCommentInput): TopSections {
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

function previewSection(previews: readonly PreviewLine[]): Section | undefined {
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

/** A project's collapsible diff with its first `kept` entries (all by default); those left out say so inside it. */
function detailsBlock(diff: ProjectDiff, kept = diff.entries.length): string {
  const [open, close] = detailsFrame(diff);
  const lines = diff.entries.slice(0, kept).flatMap((e) => e.lines);
  const hidden = diff.entries.length - kept;
  if (hidden > 0) lines.push(moreEntries(hidden));
  return [open, ...lines, close].join('\n');
}

/** What surrounds the diff lines; the fence is chosen from every entry, so a cut block keeps the same frame. */
function detailsFrame(diff: ProjectDiff): readonly [string, string] {
  const [fenceOpen, fenceClose] = codeFence(
    'diff',
    diff.entries.flatMap((e) => e.lines),
  );
  const summary = `<details><summary>${escapeHtml(diff.counts.project)}: ${escapeHtml(countsText(diff.counts))}</summary>`;
  return [`${summary}\n\n${fenceOpen}`, `${fenceClose}\n\n</details>`];
}

function moreEntries(hidden: number): string {
  return `… ${plural(hidden, 'more entry', 'more entries')} not shown`;
}

function countsText(c: ProjectCounts): string {
  const parts = [
    [c.creates, 'to create'],
    [c.updates, 'to update'],
    [c.drift, 'drifted'],
    [c.prunes, 'to prune'],
    [c.refusedPrunes, 'deletions refused'],
  ] as const;
  const text = parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${thousands(n)} ${what}`)
    .join(', ');
  return text === '' ? 'no changes' : text;
}

/** How many of the diff's entries fit in `room` characters as a cut block, counted without building it. */
function entriesWithin(diff: ProjectDiff, room: number): number {
  const [open, close] = detailsFrame(diff);
  let length = open.length + close.length + 1;
  let kept = 0;
  for (const entry of diff.entries) {
    const next = length + entry.lines.reduce((n, line) => n + line.length + 1, 0);
    if (next + moreEntries(diff.entries.length - kept - 1).length + 1 > room) break;
    length = next;
    kept++;
  }
  return kept;
}

function tail(input: PlanCommentInput, changes: number, projects: number): string {
  const where =
    input.fullPlanUrl === undefined
      ? 'run `gitshift plan` on the pull request branch to see them all'
      : `full plan at ${link(input.fullPlanUrl, input.fullPlanUrl)}`;
  return `**… and ${thousands(changes)} more ${changes === 1 ? 'change' : 'changes'} in ${plural(projects, 'project')} not shown**: ${where}`;
}

function sumChanges(diffs: readonly ProjectDiff[]): number {
  return diffs.reduce((n, d) => n + changeCount(d.counts), 0);
}

function joined(parts: readonly string[]): string {
  return parts.join(SECTION_GAP);
}

/** `1.2 s`; `0.4 s` below a second. */
export function seconds(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

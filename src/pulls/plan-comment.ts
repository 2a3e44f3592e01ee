import { fitSections, SECTION_GAP } from './comment-sections.js';
import { escapeText, inlineCode, link, plural, thousands } from './markdown.js';
import type { PlanCommentInput } from './plan-comment-input.js';
import { changeCount } from './plan-counts.js';
import { seconds, shortSha } from './plan-summary.js';
import { projectDiffs, type ProjectDiff } from './project-diff.js';
import { detailsBlock, entriesWithin } from './project-details.js';
import { topSections } from './top-sections.js';

export { fullPlanText } from './full-plan-text.js';
export { PLAN_COMMENT_MARKER } from './plan-marker.js';

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

function tail(input: PlanCommentInput, changes: number, projects: number): string {
  const where =
    input.fullPlanUrl === undefined
      ? 'run `gitshift plan` on the pull request branch to see them all'
      : `full plan at ${link(input.fullPlanUrl, input.fullPlanUrl)}`;
  const what =
    changes === 0
      ? `details of ${plural(projects, 'project')}`
      : `and ${thousands(changes)} more ${changes === 1 ? 'change' : 'changes'} in ${plural(projects, 'project')}`;
  return `**… ${what} not shown**: ${where}`;
}

function sumChanges(diffs: readonly ProjectDiff[]): number {
  return diffs.reduce((n, d) => n + changeCount(d.counts), 0);
}

function joined(parts: readonly string[]): string {
  return parts.join(SECTION_GAP);
}

import { codeFence, escapeHtml, plural, thousands } from './markdown.js';
import type { ProjectCounts } from './plan-counts.js';
import type { ProjectDiff } from './project-diff.js';

/** A project's collapsible diff with its first `kept` entries (all by default); those left out say so inside it. */
export function detailsBlock(diff: ProjectDiff, kept = diff.entries.length): string {
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
export function entriesWithin(diff: ProjectDiff, room: number): number {
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

/**
 * A part of a comment that can give up its items when the comment is too
 * long: a head, the items (rows, list entries), a line saying how many were
 * left out, and what closes it.
 */
export interface Section {
  readonly head: readonly string[];
  readonly items: readonly string[];
  /** The line that stands for `hidden` items left out. */
  readonly more: (hidden: number) => string;
  readonly after?: readonly string[];
}

/** Sections are separated by a blank line. */
export const SECTION_GAP = '\n\n';

export function renderSection(section: Section, shown = section.items.length): string {
  const hidden = section.items.length - shown;
  return [
    ...section.head,
    ...section.items.slice(0, shown),
    ...(hidden > 0 ? [section.more(hidden)] : []),
    ...(section.after ?? []),
  ].join('\n');
}

/**
 * The sections rendered within `budget` characters (gaps included): while they
 * are too long, the sections named by `shrinkOrder` give up items from their
 * end, one section after the other, each only as much as is still too much.
 */
export function fitSections(
  sections: readonly Section[],
  shrinkOrder: readonly number[],
  budget: number,
): string[] {
  const rendered = sections.map((s) => renderSection(s));
  const total = (): number =>
    rendered.reduce((n, text) => n + text.length, 0) + SECTION_GAP.length * Math.max(0, rendered.length - 1);
  for (const index of shrinkOrder) {
    const section = sections[index];
    const current = rendered[index];
    if (section === undefined || current === undefined || total() <= budget) continue;
    const target = current.length - (total() - budget);
    rendered[index] = renderSection(section, mostItemsWithin(section, target));
  }
  return rendered;
}

/** The largest number of items whose rendering fits `target` characters (0 when none does). */
function mostItemsWithin(section: Section, target: number): number {
  let low = 0;
  let high = section.items.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (renderSection(section, middle).length <= target) low = middle;
    else high = middle - 1;
  }
  return low;
}

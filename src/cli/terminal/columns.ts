import { stripVTControlCharacters } from 'node:util';

/** A cell's width on screen: its characters without the escape codes that colour them. */
export function visibleWidth(text: string): number {
  return [...stripVTControlCharacters(text)].length;
}

/**
 * Rows as aligned columns, `gap` spaces apart, measured by visible width so
 * that a coloured cell lines up with a plain one; the last column is not
 * padded, and no line ends in spaces.
 */
export function alignColumns(
  rows: readonly (readonly string[])[],
  { gap = 2 }: { readonly gap?: number } = {},
): string {
  const widths: number[] = [];
  for (const row of rows)
    row.forEach((cell, column) => {
      widths[column] = Math.max(widths[column] ?? 0, visibleWidth(cell));
    });
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === row.length - 1
            ? cell
            : cell + ' '.repeat((widths[column] ?? 0) - visibleWidth(cell) + gap),
        )
        .join('')
        .trimEnd(),
    )
    .map((line) => `${line}\n`)
    .join('');
}

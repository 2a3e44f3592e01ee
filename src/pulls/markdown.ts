/**
 * Text from a repository (project names, messages, values) put into a
 * comment's markdown: it must read as the text it is, never as markup, a
 * table's column break or an HTML tag.
 */

/** Free text in a paragraph or a list item: one line, every markdown and HTML character taken literally. */
export function escapeText(text: string): string {
  // Line-start markup (`#`, `-`, `+`) cannot occur: every use puts the text after a prefix. A `@` would mention someone.
  return oneLine(text).replace(/[\\`*_[\]<>|~&@]/g, (c) =>
    c === '&' ? '&amp;' : c === '@' ? '@\u200b' : `\\${c}`,
  );
}

/** HTML content (`<summary>`): where markdown is not read, only `<`, `>` and `&` matter. */
export function escapeHtml(text: string): string {
  return oneLine(text).replace(
    /[<>&"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c,
  );
}

/** A code span that holds any text, backticks included: its fence is longer than any run of backticks inside. */
export function inlineCode(text: string): string {
  const line = oneLine(text);
  const fence = '`'.repeat(longestRun(line, '`') + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** The opening and closing fence of a code block that no line of `lines` can close early. */
export function codeFence(language: string, lines: readonly string[]): readonly [string, string] {
  const fence = '`'.repeat(lines.reduce((n, line) => Math.max(n, longestRun(line, '`') + 1), 3));
  return [`${fence}${language}`, fence];
}

/** A link whose text and address cannot break out of the markdown around it. */
export function link(text: string, url: string): string {
  return `[${escapeText(text)}](${url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)})`;
}

/** `text` cut to `max` characters with an ellipsis. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Control characters (newlines among them) written as JSON escapes: every value stays on its line. */
export function oneLine(text: string): string {
  let line = '';
  for (const c of text) {
    const code = c.charCodeAt(0);
    line += code >= 0x20 && code !== 0x7f ? c : code === 0x7f ? '\\u007f' : JSON.stringify(c).slice(1, -1);
  }
  return line;
}

/** `1234567` → `1,234,567`, the same on every machine. */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `3 projects`, `1 project`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${thousands(n)} ${n === 1 ? one : many}`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

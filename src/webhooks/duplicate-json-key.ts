import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  closingQuote,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-chars.js';

/**
 * The first key that an object of `text` holds twice, or undefined. `text`
 * must already be valid JSON (JSON.parse accepted it): JSON.parse keeps the
 * last of two equal keys and other readers the first, so a body with one is
 * ambiguous and refused, as the generic hook's YAML reader refuses it.
 * One pass over the text, no second tree.
 */
export function duplicateJsonKey(text: string): string | undefined {
  // Per open container: the keys seen so far in an object, null for an array.
  const open: (Set<string> | null)[] = [];
  let expectingKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const end = stringEnd(text, i);
      const keys = open[open.length - 1];
      if (expectingKey && keys !== undefined && keys !== null) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (keys.has(key)) return key;
        keys.add(key);
        expectingKey = false;
      }
      i = end;
    } else if (c === OPEN_BRACE) {
      open.push(new Set());
      expectingKey = true;
    } else if (c === OPEN_BRACKET) {
      open.push(null);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      open.pop();
    } else if (c === COMMA) {
      expectingKey = open[open.length - 1] instanceof Set;
    }
  }
  return undefined;
}

/** The index of the quote closing the string that opens at `start` (the text's end when none does). */
function stringEnd(text: string, start: number): number {
  const quote = closingQuote(text, start);
  return quote === -1 ? text.length : quote;
}

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

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/** The index of the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  let i = text.indexOf('"', start + 1);
  while (i !== -1) {
    let backslashes = 0;
    for (let j = i - 1; text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return i;
    i = text.indexOf('"', i + 1);
  }
  return text.length;
}

/** The character codes JSON's structure is made of, and the one search both JSON scanners share. */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACKET = 0x5d;
export const COMMA = 0x2c;
export const COLON = 0x3a;

/**
 * The index of the quote that closes the string opening at `start` (one not
 * escaped by an odd run of backslashes), found with indexOf; -1 when the
 * text ends first.
 */
export function closingQuote(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1);
  while (quote !== -1) {
    let backslashes = 0;
    for (let j = quote - 1; text.charCodeAt(j) === BACKSLASH; j--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return -1;
}

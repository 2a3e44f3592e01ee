/**
 * Reads only the fields asked for from a JSON document, skipping the rest
 * without building it: a 25 KB GitHub push is mostly its commits, which serve
 * never reads, and building them is most of what a delivery costs.
 *
 * What is picked is parsed by JSON.parse (from its own slice of the text), so
 * it is exactly what JSON.parse of the whole would give, the last of two equal
 * keys included. What is skipped is checked for structure — brackets, commas,
 * colons, keys, closed strings, numbers and literals, nesting at most
 * MAX_DEPTH — but the contents of its strings are not decoded: a skipped
 * string holding a raw control character or a bad escape passes, as nothing
 * reads it. Anything else that is not JSON is a JsonPickError with the offset.
 */

import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  closingQuote,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-chars.js';

/** Which fields to read: `true` for the value as JSON.parse gives it, a nested shape to pick inside an object. */
export interface PickShape {
  readonly [key: string]: true | PickShape;
}

export class JsonPickError extends SyntaxError {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at position ${offset}`);
    this.name = 'JsonPickError';
  }
}

/** Deeper documents are refused rather than risk the stack. */
const MAX_DEPTH = 512;

/**
 * The fields of `shape` found in the object that `text` is, as an object of
 * the same shape (fields absent from the text are absent here). A nested
 * shape whose value is not an object gives that value whole, so the caller's
 * checks see what was sent. Throws JsonPickError when `text` is not a JSON
 * object.
 */
export function pickJson(text: string, shape: PickShape): Record<string, unknown> {
  const start = whitespace(text, 0);
  if (text.charCodeAt(start) !== OPEN_BRACE) throw new JsonPickError('expected a JSON object', start);
  const { value, end } = pickObject(text, start, shape, 0);
  const rest = whitespace(text, end);
  if (rest !== text.length) throw new JsonPickError('unexpected text after the JSON value', rest);
  return value;
}

function pickObject(
  text: string,
  start: number,
  shape: PickShape,
  depth: number,
): { value: Record<string, unknown>; end: number } {
  if (depth > MAX_DEPTH) throw new JsonPickError(`nested deeper than ${MAX_DEPTH}`, start);
  const value: Record<string, unknown> = {};
  const wantedKeys = Object.keys(shape);
  let i = whitespace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) return { value, end: i + 1 };
  for (;;) {
    const keyEnd = keyEndAt(text, i);
    const key = wantedKey(text, i, keyEnd, wantedKeys);
    const valueStart = afterColon(text, keyEnd);
    const wanted = key === undefined ? undefined : shape[key];
    let valueEnd: number;
    if (key === undefined || wanted === undefined) {
      valueEnd = skipValue(text, valueStart, depth + 1);
    } else if (wanted !== true && text.charCodeAt(valueStart) === OPEN_BRACE) {
      const nested = pickObject(text, valueStart, wanted, depth + 1);
      setOwn(value, key, nested.value);
      valueEnd = nested.end;
    } else {
      valueEnd = skipValue(text, valueStart, depth + 1);
      setOwn(value, key, JSON.parse(text.slice(valueStart, valueEnd)) as unknown);
    }
    i = whitespace(text, valueEnd);
    const next = text.charCodeAt(i);
    if (next === CLOSE_BRACE) return { value, end: i + 1 };
    if (next !== COMMA) throw new JsonPickError("expected ',' or '}'", i);
    i = whitespace(text, i + 1);
  }
}

/**
 * Which of the wanted keys the key in quotes from `start` to `end` is, if any:
 * compared in place, as most keys of a payload are not wanted and need not be
 * copied out; one with an escape is decoded first.
 */
function wantedKey(text: string, start: number, end: number, wanted: readonly string[]): string | undefined {
  const length = end - start - 2;
  let escaped = false;
  for (let i = start + 1; i < end - 1 && !escaped; i++) escaped = text.charCodeAt(i) === BACKSLASH;
  if (escaped) {
    const key = JSON.parse(text.slice(start, end)) as string;
    return wanted.includes(key) ? key : undefined;
  }
  for (const key of wanted) if (key.length === length && text.startsWith(key, start + 1)) return key;
  return undefined;
}

/** An own data property, as JSON.parse makes it: a key `__proto__` must not set the prototype. */
function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
  else object[key] = value;
}

/** Just past the key in quotes at `at`. */
function keyEndAt(text: string, at: number): number {
  if (text.charCodeAt(at) !== QUOTE) throw new JsonPickError('expected a key in quotes', at);
  return stringEnd(text, at);
}

/** Where the value after a key ending at `keyEnd` starts. */
function afterColon(text: string, keyEnd: number): number {
  const colon = whitespace(text, keyEnd);
  if (text.charCodeAt(colon) !== COLON) throw new JsonPickError("expected ':' after a key", colon);
  return whitespace(text, colon + 1);
}

/** Where the JSON value starting at `start` ends, its structure checked. */
export function skipValue(text: string, start: number, depth = 0): number {
  const c = text.charCodeAt(start);
  if (c === QUOTE) return stringEnd(text, start);
  if (c === OPEN_BRACE) return skipObject(text, start, depth);
  if (c === OPEN_BRACKET) return skipArray(text, start, depth);
  if (c === LETTER_T && text.startsWith('true', start)) return start + 4;
  if (c === LETTER_F && text.startsWith('false', start)) return start + 5;
  if (c === LETTER_N && text.startsWith('null', start)) return start + 4;
  NUMBER.lastIndex = start;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  throw new JsonPickError(start >= text.length ? 'unexpected end of JSON' : 'unexpected character', start);
}

function skipObject(text: string, start: number, depth: number): number {
  if (depth > MAX_DEPTH) throw new JsonPickError(`nested deeper than ${MAX_DEPTH}`, start);
  let i = whitespace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACE) return i + 1;
  for (;;) {
    i = whitespace(text, skipValue(text, afterColon(text, keyEndAt(text, i)), depth + 1));
    const next = text.charCodeAt(i);
    if (next === CLOSE_BRACE) return i + 1;
    if (next !== COMMA) throw new JsonPickError("expected ',' or '}'", i);
    i = whitespace(text, i + 1);
  }
}

function skipArray(text: string, start: number, depth: number): number {
  if (depth > MAX_DEPTH) throw new JsonPickError(`nested deeper than ${MAX_DEPTH}`, start);
  let i = whitespace(text, start + 1);
  if (text.charCodeAt(i) === CLOSE_BRACKET) return i + 1;
  for (;;) {
    i = whitespace(text, skipValue(text, i, depth + 1));
    const next = text.charCodeAt(i);
    if (next === CLOSE_BRACKET) return i + 1;
    if (next !== COMMA) throw new JsonPickError("expected ',' or ']'", i);
    i = whitespace(text, i + 1);
  }
}

/** Just past the quote closing the string that opens at `start`. */
function stringEnd(text: string, start: number): number {
  const quote = closingQuote(text, start);
  if (quote === -1) throw new JsonPickError('unterminated string', start);
  return quote + 1;
}

function whitespace(text: string, start: number): number {
  // Compact JSON has none: one comparison, and the loop only for indented text.
  if (text.charCodeAt(start) > SPACE) return start;
  let i = start;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c !== SPACE && c !== NEWLINE && c !== RETURN && c !== TAB) return i;
    i++;
  }
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const SPACE = 0x20;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const TAB = 0x09;
const LETTER_T = 0x74;
const LETTER_F = 0x66;
const LETTER_N = 0x6e;

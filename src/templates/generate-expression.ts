import { pickIndex } from './seeded-bytes.js';

/** One piece of an expression: fixed text, or N characters drawn from a set. */
export type ExpressionPart =
  { readonly literal: string } | { readonly charset: string; readonly count: number };

export type ParsedExpression =
  | { readonly ok: true; readonly parts: readonly ExpressionPart[] }
  | { readonly ok: false; readonly message: string };

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '~!@#$%^&*()-_+={}[]\\|<,>.?/"\';:`';

/** The classes of OpenShift's expression generator. */
export const NAMED_CLASSES: Readonly<Record<string, string>> = {
  w: `${LOWER}${UPPER}${DIGITS}_`,
  d: DIGITS,
  a: `${LOWER}${UPPER}`,
  A: SYMBOLS,
};

export const MAX_COUNT = 255;

/**
 * Parses a `from` expression such as `[a-zA-Z0-9]{12}`, `\w{8}` or
 * `admin[a-z]{4}`: character classes and `\w \d \a \A`, each optionally
 * followed by `{N}` with N from 1 to 255; anything else is literal text.
 */
export function parseExpression(expression: string): ParsedExpression {
  if (expression === '') return { ok: false, message: 'expression is empty' };
  const parts: ExpressionPart[] = [];
  let i = 0;
  while (i < expression.length) {
    const char = expression[i] as string;
    let charset: string | undefined;
    if (char === '[') {
      const end = expression.indexOf(']', i + 1);
      if (end === -1) return { ok: false, message: `'[' at position ${i + 1} is never closed` };
      const expanded = expandClass(expression.slice(i + 1, end));
      if (!expanded.ok) return expanded;
      charset = expanded.charset;
      i = end + 1;
    } else if (char === '\\') {
      const named = expression[i + 1];
      const set = named === undefined ? undefined : NAMED_CLASSES[named];
      if (set === undefined)
        return { ok: false, message: `unknown class '\\${named ?? ''}'; use \\w, \\d, \\a or \\A` };
      charset = set;
      i += 2;
    }
    if (charset === undefined) {
      if (char === '{' || char === '}' || char === ']')
        return { ok: false, message: `'${char}' at position ${i + 1} follows no class` };
      parts.push({ literal: char });
      i++;
      continue;
    }
    const count = readCount(expression, i);
    if (!count.ok) return count;
    parts.push({ charset, count: count.count });
    i = count.next;
  }
  return { ok: true, parts };
}

/** Draws a value for a parsed expression from a byte stream. */
export function generateValue(parts: readonly ExpressionPart[], nextByte: () => number): string {
  let out = '';
  for (const part of parts) {
    if ('literal' in part) {
      out += part.literal;
      continue;
    }
    for (let n = 0; n < part.count; n++)
      out += part.charset[pickIndex(nextByte, part.charset.length)] as string;
  }
  return out;
}

function expandClass(body: string): { ok: true; charset: string } | { ok: false; message: string } {
  if (body === '') return { ok: false, message: "'[]' is an empty character class" };
  const chars = new Set<string>();
  let i = 0;
  while (i < body.length) {
    const char = body[i] as string;
    if (char === '\\') {
      const set = NAMED_CLASSES[body[i + 1] ?? ''];
      if (set === undefined)
        return { ok: false, message: `unknown class '\\${body[i + 1] ?? ''}' inside [${body}]` };
      for (const c of set) chars.add(c);
      i += 2;
    } else if (body[i + 1] === '-' && i + 2 < body.length) {
      const from = char.charCodeAt(0);
      const to = (body[i + 2] as string).charCodeAt(0);
      if (to < from)
        return { ok: false, message: `range '${char}-${body[i + 2] ?? ''}' in [${body}] runs backwards` };
      for (let code = from; code <= to; code++) chars.add(String.fromCharCode(code));
      i += 3;
    } else {
      chars.add(char);
      i++;
    }
  }
  if (chars.size > 256) return { ok: false, message: `[${body}] has more than 256 characters` };
  return { ok: true, charset: [...chars].sort().join('') };
}

function readCount(
  expression: string,
  at: number,
): { ok: true; count: number; next: number } | { ok: false; message: string } {
  if (expression[at] !== '{') return { ok: true, count: 1, next: at };
  const end = expression.indexOf('}', at);
  const body = end === -1 ? '' : expression.slice(at + 1, end);
  if (end === -1 || !/^\d+$/.test(body))
    return { ok: false, message: `'{' at position ${at + 1} must hold a length such as {12}` };
  const count = Number(body);
  if (count < 1 || count > MAX_COUNT)
    return { ok: false, message: `length ${count} is out of range; it must be from 1 to ${MAX_COUNT}` };
  return { ok: true, count, next: end + 1 };
}

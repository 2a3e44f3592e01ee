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
/** The order ranges run in, as in OpenShift's generator: `[a-Z]` is every letter, `[0-a]` runs backwards. */
const RANGE_ORDER = `${LOWER}${UPPER}${DIGITS}${SYMBOLS}`;

/** The named classes of OpenShift's expression generator, written inside `[...]`. */
export const NAMED_CLASSES: Readonly<Record<string, string>> = {
  w: `${LOWER}${UPPER}${DIGITS}_`,
  d: DIGITS,
  a: `${LOWER}${UPPER}${DIGITS}`,
  A: SYMBOLS,
};

export const MAX_COUNT = 255;
/**
 * The longest value an expression may generate. OpenShift sets none, so
 * `[\w]{255}` written 100,000 times in a file under the size cap would
 * draw 25 MB for one parameter before any output limit could count it; no
 * secret needs more than this.
 */
export const MAX_GENERATED_LENGTH = 65_536;

// What OpenShift generates: a class of letters, digits, '-' and '\' followed by a length.
const GENERATOR = /\[([a-zA-Z0-9\-\\]+)\]\{([0-9]+)\}/g;
// A class OpenShift accepts starts with a named class or ends with a range.
const WELL_FORMED = /\[\\[wdaA]|(?:[a-zA-Z0-9]-[a-zA-Z0-9])+\]/;
// The pieces of a class: `\w`, `a-z`, or a character (two adjacent ones are a range of their own).
const CLASS_PIECE = /\\?[a-zA-Z0-9]-?[a-zA-Z0-9]?/g;

/**
 * Parses a `from` expression the way `oc process` reads it
 * (openshift/library-go, pkg/template/generator): each `[class]{N}` is N
 * characters drawn from the class, N from 1 to 255; everything else,
 * `\w{8}` or `[a-z]` without a length included, is literal text. A class holds
 * ranges such as `a-z` and the named classes `\w` (letters, digits, `_`), `\d`,
 * `\a` (letters and digits) and `\A` (symbols). Unlike OpenShift, whose ranges
 * leave out their last character, `[a-z]` includes `z`.
 */
export function parseExpression(expression: string): ParsedExpression {
  if (expression === '') return { ok: false, message: 'expression is empty' };
  const parts: ExpressionPart[] = [];
  let last = 0;
  for (const match of expression.matchAll(GENERATOR)) {
    const [whole, body = '', digits = ''] = match;
    if (match.index > last) parts.push({ literal: expression.slice(last, match.index) });
    last = match.index + whole.length;
    if (!WELL_FORMED.test(`[${body}]`))
      return {
        ok: false,
        message: `malformed class [${body}]: use ranges such as a-z, or \\w, \\d, \\a, \\A`,
      };
    const count = Number(digits);
    if (count < 1 || count > MAX_COUNT)
      return { ok: false, message: `length ${digits} is out of range; it must be from 1 to ${MAX_COUNT}` };
    const charset = expandClass(body);
    if (!charset.ok) return charset;
    parts.push({ charset: charset.charset, count });
  }
  if (last < expression.length) parts.push({ literal: expression.slice(last) });
  const length = parts.reduce((sum, part) => sum + ('literal' in part ? part.literal.length : part.count), 0);
  if (length > MAX_GENERATED_LENGTH)
    return {
      ok: false,
      message: `would generate ${length.toLocaleString('en')} characters, over the limit of ${MAX_GENERATED_LENGTH.toLocaleString('en')}`,
    };
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
  const chars = new Set<string>();
  for (const [piece] of body.matchAll(CLASS_PIECE)) {
    const from = piece[0] as string;
    const to = piece[piece.length - 1] as string;
    if (from === '\\') {
      const named = piece.length === 2 ? NAMED_CLASSES[to] : undefined;
      if (named === undefined)
        return { ok: false, message: `'${piece}' in [${body}] is not a class; use \\w, \\d, \\a or \\A` };
      for (const c of named) chars.add(c);
      continue;
    }
    const start = RANGE_ORDER.indexOf(from);
    const end = RANGE_ORDER.lastIndexOf(to);
    if (end < start)
      return {
        ok: false,
        message: `range '${from}-${to}' in [${body}] runs backwards; ranges run a-z, then A-Z, then 0-9`,
      };
    for (const c of RANGE_ORDER.slice(start, end + 1)) chars.add(c);
  }
  // Sorted, so the same class always draws the same characters for the same bytes.
  return { ok: true, charset: [...chars].sort().join('') };
}

import { isMap, isNode, isPair, isScalar, isSeq, type Document } from 'yaml';
import { stringifyJson } from '../values/lossless-json.js';

/** How a JSON file is laid out: what the printer copies from it. */
export interface JsonLayout {
  /** One level of indentation: spaces or a tab; empty for a file on one line. */
  readonly indent: string;
  /** Whether the file ends with a newline. */
  readonly finalNewline: boolean;
  /** Whether the file starts with a byte order mark. */
  readonly bom: boolean;
}

/**
 * The layout of a JSON file (newlines already `\n`): its indentation unit is
 * the smallest indentation of any line, a tab when lines are indented with
 * tabs; a file whose lines are not indented is printed on one line.
 */
export function jsonLayoutOf(text: string): JsonLayout {
  let indent: string | undefined;
  for (const match of text.matchAll(/\n([ \t]+)[^ \t\n]/g)) {
    const found = match[1] ?? '';
    if (found.startsWith('\t')) {
      indent = '\t';
      break;
    }
    if (indent === undefined || found.length < indent.length) indent = found;
  }
  return {
    indent: (indent ?? '').slice(0, 8),
    finalNewline: text.endsWith('\n'),
    bom: text.startsWith('\ufeff'),
  };
}

/**
 * The JSON text of a document parsed from a JSON file (`source` is the text
 * it was parsed from) after edits, printed as `JSON.stringify(value, null,
 * indent)` would print it: keys in the tree's order, `{}` and `[]` when
 * empty. A scalar the edit did not change is written as its source spelled
 * it — `1.0`, `1e3`, `9223372036854775807`, `"caf\u00e9"` stay as they are —
 * so numbers are never rounded through a double; new and changed values are
 * written by JSON.stringify.
 */
export function printJsonDocument(document: Document.Parsed, source: string, layout: JsonLayout): string {
  const { indent } = layout;
  const colon = indent === '' ? ':' : ': ';
  const print = (node: unknown, depth: number): string => {
    if (isScalar(node)) return scalarText(node.value, node.range, source);
    if (isNode(node) && !isMap(node) && !isSeq(node)) return print(node.toJSON(), depth);
    const entries: string[] = [];
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key : undefined;
        const keyText = scalarText(String(key === undefined ? pair.key : key.value), key?.range, source);
        entries.push(`${keyText}${colon}${print(pair.value, depth + 1)}`);
      }
    } else if (isSeq(node)) {
      for (const item of node.items) entries.push(print(isPair(item) ? item.value : item, depth + 1));
    } else if (Array.isArray(node)) {
      for (const item of node) entries.push(print(item, depth + 1));
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node))
        if (value !== undefined) entries.push(`${JSON.stringify(key)}${colon}${print(value, depth + 1)}`);
    } else {
      return leafText(node);
    }
    const [open, close] = isSeq(node) || Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    if (entries.length === 0) return `${open}${close}`;
    if (indent === '') return `${open}${entries.join(',')}${close}`;
    const inner = `\n${indent.repeat(depth + 1)}`;
    return `${open}${inner}${entries.join(`,${inner}`)}\n${indent.repeat(depth)}${close}`;
  };
  return `${layout.bom ? '\ufeff' : ''}${print(document.contents, 0)}${layout.finalNewline ? '\n' : ''}`;
}

/** A scalar as its source spelled it, when that still means its value; else as JSON. */
function scalarText(value: unknown, range: readonly number[] | null | undefined, source: string): string {
  if (range !== undefined && range !== null) {
    const [start, end] = range;
    const token = source.slice(start, end);
    try {
      if (Object.is(JSON.parse(token), value)) return token;
    } catch (error) {
      // A token JSON cannot read is respelled below; anything else is a fault.
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return leafText(value);
}

/** A number, string, boolean or null as JSON; a bigint with all its digits. */
function leafText(value: unknown): string {
  return value === undefined ? 'null' : stringifyJson(value);
}

/**
 * JSON lines without the commas that end them. The printed and the original
 * text are merged line by line (mergeLines) without their separating commas,
 * so that an entry added after a line the file spells its own way
 * (`"metadata": {"name": "web"}`) does not make that line a conflict; the
 * commas are then put back by placeJsonCommas.
 */
export function withoutJsonCommas(lines: readonly string[]): string[] {
  return lines.map((line) => line.replace(/,([ \t]*)$/, '$1'));
}

// A line ends with a value (a string, number, literal, object or array) …
const ENDS_A_VALUE = /["\d\]}el][ \t]*$/;
// … and the next one starts another entry, not the end of the collection.
const STARTS_AN_ENTRY = /^[ \t\ufeff]*["[{\-\dtfn]/;

/**
 * Puts a comma after every line that ends a value when the next line with
 * content starts another entry, as JSON needs between entries. Lines are
 * whole tokens (JSON strings cannot span lines), so this is the only place a
 * separator can go; a layout it does not fit is caught by the read-back.
 */
export function placeJsonCommas(lines: readonly string[]): string[] {
  const out = [...lines];
  let next: number | undefined;
  for (let i = out.length - 1; i >= 0; i--) {
    const line = out[i] as string;
    if (line.trim() === '') continue;
    const following = next === undefined ? undefined : out[next];
    if (following !== undefined && ENDS_A_VALUE.test(line) && STARTS_AN_ENTRY.test(following))
      out[i] = line.replace(/([ \t]*)$/, ',$1');
    next = i;
  }
  return out;
}

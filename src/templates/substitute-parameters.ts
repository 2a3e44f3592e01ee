import { judgeJsonNumbers, type NumberJudgement, type NumberOutOfRange } from '../model/number-range.js';
import { jsonBytes, measureJson, utf8Bytes } from './output-size.js';

const WHOLE_JSON_REFERENCE = /^\$\{\{([a-zA-Z0-9_]+)\}\}$/;
const REFERENCE = /\$\{\{([a-zA-Z0-9_]+)\}\}|\$\{([a-zA-Z0-9_]+)\}/g;

type Path = readonly (string | number)[];

export interface Substitution {
  readonly value: unknown;
  /** Parameter names referenced but not defined, with the field path where each appeared. */
  readonly undefinedReferences: readonly { readonly name: string; readonly path: Path }[];
  /** `${{NAME}}` references whose value holds a number JSON cannot carry. */
  readonly numbersOutOfRange: readonly {
    readonly name: string;
    readonly path: Path;
    readonly judgement: NumberOutOfRange;
  }[];
}

/**
 * The final parameter values, with what each becomes when referenced, worked
 * out once per parameter however often it is referenced.
 */
export interface ParameterTable {
  readonly values: ReadonlyMap<string, string>;
  /** UTF-8 bytes of the value, as `${NAME}` inserts it. */
  textBytes(name: string): number;
  /** What `${{NAME}}` alone in a string becomes: its size, and whether its numbers survive JSON. */
  asJson(name: string): { readonly bytes: number; readonly numbers: NumberJudgement };
}

export function parameterTable(values: ReadonlyMap<string, string>): ParameterTable {
  const textBytes = new Map<string, number>();
  const asJson = new Map<string, { bytes: number; numbers: NumberJudgement }>();
  return {
    values,
    textBytes(name) {
      let bytes = textBytes.get(name);
      if (bytes === undefined) textBytes.set(name, (bytes = utf8Bytes(values.get(name) ?? '')));
      return bytes;
    },
    asJson(name) {
      let facts = asJson.get(name);
      if (facts === undefined) {
        const text = values.get(name) ?? '';
        const parsed = parseJson(text);
        facts = parsed.ok
          ? { bytes: jsonBytes(parsed.value), numbers: judgeJsonNumbers(text) }
          : { bytes: utf8Bytes(text) + 2, numbers: { ok: true } };
        asJson.set(name, facts);
      }
      return facts;
    },
  };
}

/**
 * Replaces `${NAME}` in every string value (never in keys, as OpenShift does).
 * A string that is exactly `${{NAME}}` takes the value as JSON, so
 * `replicas: ${{REPLICAS}}` becomes a number; a value that is not JSON stays
 * a string. Unknown names are left as they are and reported. Keys are copied
 * as own keys, `__proto__` included, as `oc process` keeps them.
 *
 * Check `substitutedBytes` first: this builds the strings it is asked for.
 */
export function substituteParameters(value: unknown, table: ParameterTable, path: Path = []): Substitution {
  const undefinedReferences: { name: string; path: Path }[] = [];
  const numbersOutOfRange: { name: string; path: Path; judgement: NumberOutOfRange }[] = [];
  const walk = (node: unknown, at: Path): unknown => {
    if (typeof node === 'string') {
      const whole = WHOLE_JSON_REFERENCE.exec(node)?.[1];
      if (whole !== undefined && table.values.has(whole)) {
        const { numbers } = table.asJson(whole);
        if (!numbers.ok) numbersOutOfRange.push({ name: whole, path: at, judgement: numbers });
        return parseJsonOrKeep(table.values.get(whole) as string);
      }
      return substituteText(node, table.values, (name) => undefinedReferences.push({ name, path: at }));
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...at, i]));
    if (typeof node === 'object' && node !== null) {
      // Object.fromEntries defines its keys, so `__proto__` stays data; `out[key] =` would set the prototype.
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, walk(inner, [...at, key])]));
    }
    return node;
  };
  return { value: walk(value, path), undefinedReferences, numbersOutOfRange };
}

/** The size of what `substituteParameters` would build, as compact JSON in UTF-8, counted without building it. */
export function substitutedBytes(value: unknown, table: ParameterTable): number {
  return measureJson(value, (text) => substitutedStringBytes(text, table));
}

function substitutedStringBytes(text: string, table: ParameterTable): number {
  const whole = WHOLE_JSON_REFERENCE.exec(text)?.[1];
  if (whole !== undefined && table.values.has(whole)) return table.asJson(whole).bytes;
  let bytes = 2;
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const name = (match[1] ?? match[2]) as string;
    bytes += utf8Bytes(text.slice(last, match.index));
    bytes += table.values.has(name) ? table.textBytes(name) : utf8Bytes(match[0]);
    last = match.index + match[0].length;
  }
  return bytes + utf8Bytes(text.slice(last));
}

function substituteText(
  text: string,
  parameters: ReadonlyMap<string, string>,
  onUndefined: (name: string) => void,
): string {
  return text.replace(
    REFERENCE,
    (match: string, jsonName: string | undefined, plainName: string | undefined) => {
      const name = (jsonName ?? plainName) as string;
      const value = parameters.get(name);
      if (value === undefined) {
        onUndefined(name);
        return match;
      }
      return value;
    },
  );
}

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(value) as unknown };
  } catch {
    // Not JSON: OpenShift would emit it unquoted; the closest faithful value is the string itself.
    return { ok: false };
  }
}

function parseJsonOrKeep(value: string): unknown {
  const parsed = parseJson(value);
  return parsed.ok ? parsed.value : value;
}

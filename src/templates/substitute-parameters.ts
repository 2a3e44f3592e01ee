import {
  judgeJsonNumbers,
  type NumberJudgement,
  type NumberOutOfRange,
} from '../yaml/values/number-range.js';
import { parseJson as parseJsonExactly } from '../yaml/values/lossless-json.js';
import { jsonBytes, measureJson, utf8Bytes } from './output-size.js';

// As library-go's template processing (pkg/template/templateprocessing/template.go) matches them:
// `${{NAME}}` only as a whole string, `${NAME}` anywhere.
const WHOLE_JSON_REFERENCE = /^\$\{\{([a-zA-Z0-9_]+)\}\}$/;
const REFERENCE = /\$\{([a-zA-Z0-9_]+)\}/g;
const JSON_REFERENCE_IN_TEXT = /\$\{\{([a-zA-Z0-9_]+)\}\}/;

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
  /** `${{NAME}}` inside a longer string, which `oc process` leaves as written. */
  readonly referencesLeftAsText: readonly { readonly name: string; readonly path: Path }[];
  /** Keys that became the same as another key of their object; the path ends with the key as written. */
  readonly keyConflicts: readonly { readonly key: string; readonly path: Path }[];
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
 * Replaces parameter references the way `oc process` does, in string values
 * and in map keys alike. `${NAME}` is replaced anywhere in a string. A string
 * that is exactly `${{NAME}}` takes the value as JSON, so
 * `replicas: ${{REPLICAS}}` becomes a number; a value that is not JSON stays a
 * string. `${{NAME}}` inside a longer string is left as written, as `oc`
 * leaves it, and reported. A key takes values as text: keys are strings.
 * Unknown names are left as they are and reported. Keys are copied as own
 * keys, `__proto__` included, as `oc process` keeps them.
 *
 * Check `substitutedBytes` first: this builds the strings it is asked for.
 */
export function substituteParameters(value: unknown, table: ParameterTable, path: Path = []): Substitution {
  const undefinedReferences: { name: string; path: Path }[] = [];
  const numbersOutOfRange: { name: string; path: Path; judgement: NumberOutOfRange }[] = [];
  const referencesLeftAsText: { name: string; path: Path }[] = [];
  const keyConflicts: { key: string; path: Path }[] = [];
  const text = (node: string, at: Path): string => {
    const inText = JSON_REFERENCE_IN_TEXT.exec(node)?.[1];
    if (inText !== undefined) referencesLeftAsText.push({ name: inText, path: at });
    return substituteText(node, table.values, (name) => undefinedReferences.push({ name, path: at }));
  };
  const walk = (node: unknown, at: Path): unknown => {
    if (typeof node === 'string') {
      const whole = WHOLE_JSON_REFERENCE.exec(node)?.[1];
      if (whole === undefined) return text(node, at);
      if (!table.values.has(whole)) {
        undefinedReferences.push({ name: whole, path: at });
        return node;
      }
      const { numbers } = table.asJson(whole);
      if (!numbers.ok) numbersOutOfRange.push({ name: whole, path: at, judgement: numbers });
      return parseJsonOrKeep(table.values.get(whole) as string);
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, [...at, i]));
    if (typeof node === 'object' && node !== null) {
      const entries: [string, unknown][] = [];
      const seen = new Set<string>();
      for (const [key, inner] of Object.entries(node)) {
        const keyPath = [...at, key];
        const newKey = substituteKey(key, table, (name) => undefinedReferences.push({ name, path: keyPath }));
        if (seen.has(newKey)) keyConflicts.push({ key, path: keyPath });
        seen.add(newKey);
        entries.push([newKey, walk(inner, keyPath)]);
      }
      // Object.fromEntries defines its keys, so `__proto__` stays data; `out[key] =` would set the prototype.
      return Object.fromEntries(entries);
    }
    return node;
  };
  const substituted = walk(value, path);
  return { value: substituted, undefinedReferences, numbersOutOfRange, referencesLeftAsText, keyConflicts };
}

/**
 * A key or a label as `oc process` substitutes it: as text, where a whole
 * `${{NAME}}` is the value as written (a JSON string gives its content).
 */
export function substituteKey(
  key: string,
  table: ParameterTable,
  onUndefined: (name: string) => void,
): string {
  const whole = WHOLE_JSON_REFERENCE.exec(key)?.[1];
  if (whole === undefined) return substituteText(key, table.values, onUndefined);
  const value = table.values.get(whole);
  if (value === undefined) {
    onUndefined(whole);
    return key;
  }
  const parsed = parseJson(value);
  return parsed.ok && typeof parsed.value === 'string' ? parsed.value : value;
}

/** The size of what `substituteParameters` would build, as compact JSON in UTF-8, counted without building it. */
export function substitutedBytes(value: unknown, table: ParameterTable): number {
  return measureJson(
    value,
    (text) => substitutedStringBytes(text, table),
    (key) => substitutedTextBytes(key, table) + 2,
  );
}

function substitutedStringBytes(text: string, table: ParameterTable): number {
  const whole = WHOLE_JSON_REFERENCE.exec(text)?.[1];
  if (whole !== undefined && table.values.has(whole)) return table.asJson(whole).bytes;
  return substitutedTextBytes(text, table) + 2;
}

/** UTF-8 bytes of a text after `${NAME}` substitution (a whole `${{NAME}}` counts as `${NAME}` would: keys take it as text). */
function substitutedTextBytes(text: string, table: ParameterTable): number {
  const whole = WHOLE_JSON_REFERENCE.exec(text)?.[1];
  if (whole !== undefined && table.values.has(whole)) return table.textBytes(whole);
  let bytes = 0;
  let last = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const name = match[1] as string;
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
  return text.replace(REFERENCE, (match: string, name: string) => {
    const value = parameters.get(name);
    if (value === undefined) {
      onUndefined(name);
      return match;
    }
    return value;
  });
}

function parseJson(value: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: parseJsonExactly(value) };
  } catch {
    // Not JSON: OpenShift would emit it unquoted; the closest faithful value is the string itself.
    return { ok: false };
  }
}

function parseJsonOrKeep(value: string): unknown {
  const parsed = parseJson(value);
  return parsed.ok ? parsed.value : value;
}

/**
 * A Template's `labels` substituted as `oc process` substitutes them: keys and
 * values as text, a whole `${{NAME}}` included (label values are strings).
 */
export function substituteLabels(
  labels: Readonly<Record<string, unknown>>,
  table: ParameterTable,
): Substitution {
  const undefinedReferences: { name: string; path: Path }[] = [];
  const keyConflicts: { key: string; path: Path }[] = [];
  const entries: [string, unknown][] = [];
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(labels)) {
    const onUndefined = (at: Path) => (name: string) => undefinedReferences.push({ name, path: at });
    const newKey = substituteKey(key, table, onUndefined(['labels', key]));
    if (seen.has(newKey)) keyConflicts.push({ key, path: ['labels', key] });
    seen.add(newKey);
    const newValue =
      typeof value === 'string' ? substituteKey(value, table, onUndefined(['labels', key])) : value;
    entries.push([newKey, newValue]);
  }
  return {
    value: Object.fromEntries(entries),
    undefinedReferences,
    numbersOutOfRange: [],
    referencesLeftAsText: [],
    keyConflicts,
  };
}

/** The size of what `substituteLabels` would build, counted without building it. */
export function substitutedLabelBytes(
  labels: Readonly<Record<string, unknown>>,
  table: ParameterTable,
): number {
  const textBytes = (text: string): number => substitutedTextBytes(text, table) + 2;
  return measureJson(labels, textBytes, textBytes);
}

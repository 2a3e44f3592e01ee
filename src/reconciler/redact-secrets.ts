import type { ObjectRef } from '../kube/object-ref.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import type { FieldChange } from './field-diff.js';

/**
 * A Secret's value in a plan: only its size. Written as `REDACTED (N bytes)`
 * as text and in JSON (toJSON), so no output path shows the value itself.
 */
export class RedactedValue {
  constructor(readonly bytes: number) {}

  toString(): string {
    return `REDACTED (${this.bytes} bytes)`;
  }

  toJSON(): string {
    return this.toString();
  }
}

// kubectl apply keeps the whole last applied object, values included, in this annotation.
const LAST_APPLIED_PATH = 'metadata.annotations.kubectl.kubernetes.io/last-applied-configuration';
const VALUE_MAPS = ['data', 'stringData'] as const;
type ValueMap = (typeof VALUE_MAPS)[number];

export function isSecret(ref: ObjectRef): boolean {
  return ref.kind === 'Secret' && ref.apiVersion === 'v1';
}

/**
 * The changes of an object as a plan may show them: for a Secret, each key of
 * `data` and `stringData` with its size instead of its value (one change per
 * key when the whole map appears or goes), and the last-applied annotation
 * likewise. Other objects' changes are returned as they are.
 */
export function redactChanges(ref: ObjectRef, changes: readonly FieldChange[]): readonly FieldChange[] {
  if (!isSecret(ref)) return changes;
  return changes.flatMap((change) => {
    const map = VALUE_MAPS.find((name) => change.path === name);
    if (map !== undefined && (isRecord(change.from) || isRecord(change.to))) return perKey(map, change);
    return [
      { path: change.path, from: redact(change.path, change.from), to: redact(change.path, change.to) },
    ];
  });
}

function perKey(map: ValueMap, change: FieldChange): FieldChange[] {
  const from = isRecord(change.from) ? change.from : {};
  const to = isRecord(change.to) ? change.to : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return keys.map((key) => ({
    path: `${map}.${key}`,
    from: from[key] === undefined ? undefined : sizeOf(map, from[key]),
    to: to[key] === undefined ? undefined : sizeOf(map, to[key]),
  }));
}

/** `value` found at `path` of a Secret, with every value-bearing field in it replaced by its size. */
function redact(path: string, value: unknown): unknown {
  if (value === undefined) return undefined;
  const map = VALUE_MAPS.find((name) => path === name || path.startsWith(`${name}.`));
  if (map !== undefined)
    return path === map && isRecord(value)
      ? mapValues(value, (_, inner) => sizeOf(map, inner))
      : sizeOf(map, value);
  if (path === LAST_APPLIED_PATH) return sizeOf('stringData', value);
  // A change higher up (the whole object, metadata, its annotations) carries the values below it.
  if ((path === '' || LAST_APPLIED_PATH.startsWith(`${path}.`)) && isRecord(value))
    return mapValues(value, (key, inner) => redact(path === '' ? key : `${path}.${key}`, inner));
  return value;
}

function mapValues(
  record: Readonly<Record<string, unknown>>,
  change: (key: string, value: unknown) => unknown,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(key, value)]));
}

/** Bytes of the value: decoded for `data` (base64), UTF-8 for `stringData` and annotations. */
function sizeOf(map: ValueMap, value: unknown): RedactedValue {
  const text = typeof value === 'string' ? value : stringifyJson(value);
  if (map === 'data' && typeof value === 'string')
    return new RedactedValue(Buffer.from(text, 'base64').length);
  return new RedactedValue(Buffer.byteLength(text, 'utf8'));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

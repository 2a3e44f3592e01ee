import { stringifyJson } from '../yaml/values/lossless-json.js';

/** One field that differs between two versions of an object. */
export interface FieldChange {
  /** Dotted path, `spec.template.spec.containers[web].image` (list items by name when they have one). */
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}

// Fields the server owns, or that change on every write: never a difference worth showing.
const SERVER_METADATA = new Set([
  'resourceVersion',
  'managedFields',
  'generation',
  'uid',
  'creationTimestamp',
  'selfLink',
]);

/**
 * The fields of `desired` that `live` does not hold with the same value. Extra
 * fields in `live` (defaults, other managers' fields, status) are not drift.
 * Lists whose items have names (containers, env, ports, volumes) are matched
 * by name, the way server-side apply merges them.
 */
export function missingFields(desired: unknown, live: unknown, path = ''): FieldChange[] {
  if (Array.isArray(desired)) {
    if (!Array.isArray(live)) return [{ path, from: live, to: desired }];
    if (isNamedList(desired) && isNamedList(live)) {
      return desired.flatMap((item) => {
        const name = item['name'];
        const match = live.find((other) => other['name'] === name);
        return missingFields(item, match, `${path}[${String(name)}]`);
      });
    }
    if (desired.length !== live.length) return [{ path, from: live, to: desired }];
    return desired.flatMap((item, i) => missingFields(item, live[i], `${path}[${i}]`));
  }
  if (isPlainObject(desired)) {
    if (!isPlainObject(live)) return [{ path, from: live, to: desired }];
    return Object.entries(desired).flatMap(([key, value]) =>
      path === 'metadata' && SERVER_METADATA.has(key) ? [] : missingFields(value, live[key], join(path, key)),
    );
  }
  return sameScalar(desired, live) ? [] : [{ path, from: live, to: desired }];
}

/**
 * Every field that differs between two whole objects, both ways, leaving out
 * status and what the server owns: the diff a plan shows for an update, taken
 * between the live object and the server's dry run of the apply.
 */
export function changedFields(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (path === 'status') return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      path === 'metadata' && SERVER_METADATA.has(key)
        ? []
        : changedFields(before[key], after[key], join(path, key)),
    );
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (isNamedList(before) && isNamedList(after)) {
      const names = [...new Set([...before, ...after].map((item) => String(item['name'])))];
      return names.flatMap((name) =>
        changedFields(
          before.find((item) => String(item['name']) === name),
          after.find((item) => String(item['name']) === name),
          `${path}[${name}]`,
        ),
      );
    }
    if (before.length === after.length)
      return before.flatMap((item, i) => changedFields(item, after[i], `${path}[${i}]`));
  }
  return stringifyJson(before) === stringifyJson(after) ? [] : [{ path, from: before, to: after }];
}

function sameScalar(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // The API server may hand back `80` for `"80"` in int-or-string fields and the like.
  return (
    (typeof a === 'number' || typeof a === 'bigint' || typeof a === 'string') &&
    (typeof b === 'number' || typeof b === 'bigint' || typeof b === 'string') &&
    String(a) === String(b)
  );
}

function isNamedList(list: unknown[]): list is Record<string, unknown>[] {
  return list.length > 0 && list.every((item) => isPlainObject(item) && typeof item['name'] === 'string');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

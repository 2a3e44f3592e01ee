import fc from 'fast-check';

/** Where to go at each level of a value: an index taken modulo the keys (or items) there. */
export const valuePath: fc.Arbitrary<readonly number[]> = fc.array(fc.nat(), { minLength: 1, maxLength: 8 });

/**
 * A copy of `value` with the value at the end of `path` replaced, or removed
 * when `replacement` is null. The walk stops early at a scalar.
 */
export function replacedAt(value: unknown, path: readonly number[], replacement: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return replacement;
  if (Array.isArray(value)) {
    if (value.length === 0) return replacement === null ? value : [replacement];
    const i = step % value.length;
    const copy = [...value];
    if (rest.length === 0 && replacement === null) copy.splice(i, 1);
    else copy[i] = replacedAt(copy[i], rest, replacement);
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value);
    if (keys.length === 0) return replacement;
    const key = keys[step % keys.length] as string;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    if (rest.length === 0 && replacement === null) delete copy[key];
    else copy[key] = replacedAt(copy[key], rest, replacement);
    return copy;
  }
  return replacement;
}

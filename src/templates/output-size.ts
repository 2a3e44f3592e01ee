/**
 * Sizes as the limits on Template output count them: a value as compact JSON
 * in UTF-8, escapes not counted. Counting walks the value and adds up lengths;
 * it never builds the text.
 */
export function jsonBytes(value: unknown): number {
  return measureJson(value, (text) => utf8Bytes(text) + 2);
}

/**
 * The compact JSON size of a value whose string values take `stringBytes`
 * each and whose keys take `keyBytes` each (quotes included).
 */
export function measureJson(
  value: unknown,
  stringBytes: (text: string) => number,
  keyBytes: (key: string) => number = (key) => utf8Bytes(key) + 2,
): number {
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value).length;
  if (Array.isArray(value)) {
    let bytes = 2 + Math.max(0, value.length - 1);
    for (const item of value) bytes += measureJson(item, stringBytes, keyBytes);
    return bytes;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    let bytes = 2 + Math.max(0, entries.length - 1);
    for (const [key, inner] of entries)
      bytes += keyBytes(key) + 1 + measureJson(inner, stringBytes, keyBytes);
    return bytes;
  }
  return 4; // null
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** `204800000` as `204,800,000`, the same on every machine (no locale). */
export function groupDigits(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

import { isInteger, isSafeNumber, parse, stringify } from 'lossless-json';

/**
 * JSON that carries Kubernetes' int64 fields exactly. A JavaScript number holds
 * integers only up to ±2^53, so `9223372036854775807` would be rounded by
 * `JSON.parse`; here such an integer is a `bigint`, from the manifest through
 * template processing and rendering to the API server and back.
 */

// The shortest number that can be an integer beyond 2^53 has 16 digits; without one JSON.parse is exact, and several times faster.
// A number stands at the start of the text or after `:`, `,` or `[`; a run of digits inside a string
// (a hex hash in an annotation) rarely does, and when it does the exact parse is merely slower.
const LONG_NUMBER = /(?:^|[:,[])[\t\n\r ]*-?\d{16}/;

/** Parses JSON, with integers beyond ±2^53 as `bigint`; throws SyntaxError as JSON.parse does. */
export function parseJson(text: string): unknown {
  if (!LONG_NUMBER.test(text)) return JSON.parse(text) as unknown;
  return parse(text, null, exactNumber);
}

function exactNumber(text: string): number | bigint {
  return isInteger(text) && !isSafeNumber(text) ? BigInt(text) : Number(text);
}

/**
 * `JSON.stringify` that writes a `bigint` as its digits. Values without one take
 * JSON.stringify itself; the same text either way.
 */
export function stringifyJson(value: unknown, space?: string | number): string {
  try {
    return JSON.stringify(value, null, space);
  } catch (error) {
    // JSON.stringify refuses a bigint with a TypeError; any other fault is not ours to hide.
    if (!(error instanceof TypeError) || !holdsBigInt(value)) throw error;
    const text = stringify(value, null, space);
    if (text === undefined) throw error;
    return text;
  }
}

/**
 * Compact JSON with object keys sorted, so that equal values give equal text
 * whatever their key order (hashes, "is this a change?"). Undefined members
 * are left out as JSON.stringify leaves them; a `bigint` is written exactly.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? 'null';
}

/** Whether a value holds a `bigint` anywhere. */
export function holdsBigInt(value: unknown): boolean {
  if (typeof value === 'bigint') return true;
  if (Array.isArray(value)) return value.some(holdsBigInt);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(holdsBigInt);
  return false;
}

/** A copy with every `bigint` as the nearest number, for code that only judges shapes and types (schema checks). */
export function withBigIntsAsNumbers(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(withBigIntsAsNumbers);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withBigIntsAsNumbers(inner)]),
    );
  return value;
}

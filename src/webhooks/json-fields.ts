import { duplicateJsonKey } from './duplicate-json-key.js';
import { reject } from './rejection.js';

export type JsonObject = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses JSON text; 400 naming the sender when it is not JSON, or when an
 * object holds a key twice (readers disagree on which counts). Default
 * `uniqueKeys`: true; GitHub's endpoint turns it off, as its bodies are
 * HMAC-verified before parsing and the scan would cost a tenth of a delivery.
 */
export function parseJson(text: string, what: string, { uniqueKeys = true } = {}): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    throw reject.badRequest(`${what} is not valid JSON: ${(error as Error).message}`);
  }
  const duplicate = uniqueKeys ? duplicateJsonKey(text) : undefined;
  if (duplicate !== undefined)
    throw reject.badRequest(`${what} has duplicate key ${JSON.stringify(clip(duplicate))} in one object`);
  return value;
}

/** UTF-8 text of the body; 400 when it is not UTF-8 (JSON always is). */
export function utf8Text(body: Buffer, what: string): string {
  try {
    return DECODER.decode(body);
  } catch {
    throw reject.badRequest(`${what} is not valid UTF-8`);
  }
}

const DECODER = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The object at `name`, or 422 saying what was expected. */
export function objectField(parent: JsonObject, key: string, name: string): JsonObject {
  const value = parent[key];
  if (!isObject(value)) throw reject.unprocessable(`${name} must be an object`);
  return value;
}

export function stringField(
  parent: JsonObject,
  key: string,
  name: string,
  pattern?: { test(value: string): boolean },
): string {
  const value = parent[key];
  if (typeof value !== 'string' || value === '')
    throw reject.unprocessable(`${name} must be a non-empty string`);
  if (pattern !== undefined && !pattern.test(value))
    throw reject.unprocessable(`${name} ${JSON.stringify(clip(value))} is not valid`);
  return value;
}

/** Undefined when absent or null; 422 when present with the wrong type. */
export function optionalStringField(parent: JsonObject, key: string, name: string): string | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw reject.unprocessable(`${name} must be a string`);
  return value;
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

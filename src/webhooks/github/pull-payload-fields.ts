import { isObject, stringField, type JsonObject } from '../json-fields.js';
import { reject } from '../rejection.js';

/**
 * Field readers for the pull request payloads: an absent field is named as
 * missing, a present one of the wrong type as what it must be, both 422.
 */

export function requiredObject(parent: JsonObject, key: string, name: string): JsonObject {
  const value = present(parent, key, name);
  if (!isObject(value)) throw reject.unprocessable(`${name} must be an object`);
  return value;
}

export function requiredString(
  parent: JsonObject,
  key: string,
  name: string,
  pattern?: { test(value: string): boolean },
): string {
  present(parent, key, name);
  return stringField(parent, key, name, pattern);
}

/** A string that may be empty (a comment's body). */
export function requiredText(parent: JsonObject, key: string, name: string): string {
  const value = present(parent, key, name);
  if (typeof value !== 'string') throw reject.unprocessable(`${name} must be a string`);
  return value;
}

/** A pull request or issue number. */
export function requiredNumber(parent: JsonObject, key: string, name: string): number {
  const value = present(parent, key, name);
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw reject.unprocessable(`${name} must be a positive integer`);
  return value;
}

export function requiredBoolean(parent: JsonObject, key: string, name: string): boolean {
  const value = present(parent, key, name);
  if (typeof value !== 'boolean') throw reject.unprocessable(`${name} must be true or false`);
  return value;
}

/** The `login` of a user object: the author of a PR or a comment. */
export function userLogin(parent: JsonObject, key: string, name: string): string {
  return requiredString(requiredObject(parent, key, name), 'login', `${name}.login`);
}

function present(parent: JsonObject, key: string, name: string): unknown {
  const value = parent[key];
  if (value === undefined || value === null) throw reject.unprocessable(`${name} is missing`);
  return value;
}

import { isObject, optionalStringField, stringField, type JsonObject } from '../json-fields.js';
import { reject } from '../rejection.js';
import type { GenericWebhookPayload } from '../webhook-event.js';

/**
 * OpenShift's generic webhook body (`type`, `git`, `env`), every field
 * optional, copied field by field so nothing unchecked reaches the sink.
 * Fields OpenShift does not define are dropped.
 */
export function toGenericPayload(value: unknown): GenericWebhookPayload | undefined {
  if (value === null || value === undefined) return undefined;
  if (!isObject(value)) throw reject.unprocessable('the generic payload must be an object');
  const type = optionalStringField(value, 'type', 'type');
  const git = optionalObject(value, 'git', 'git');
  const env = value['env'];
  if (env !== undefined && env !== null && !Array.isArray(env))
    throw reject.unprocessable('env must be a list');
  return {
    ...(type === undefined ? {} : { type }),
    ...(git === undefined ? {} : { git: gitOf(git) }),
    ...(Array.isArray(env) ? { env: env.map(envVar) } : {}),
  };
}

function gitOf(git: JsonObject): NonNullable<GenericWebhookPayload['git']> {
  const strings = Object.fromEntries(
    (['uri', 'ref', 'commit', 'message'] as const)
      .map((key) => [key, optionalStringField(git, key, `git.${key}`)] as const)
      .filter(([, v]) => v !== undefined),
  );
  const author = optionalObject(git, 'author', 'git.author');
  const committer = optionalObject(git, 'committer', 'git.committer');
  return {
    ...strings,
    ...(author === undefined ? {} : { author: person(author, 'git.author') }),
    ...(committer === undefined ? {} : { committer: person(committer, 'git.committer') }),
  };
}

function person(value: JsonObject, name: string): { name?: string; email?: string } {
  const who = optionalStringField(value, 'name', `${name}.name`);
  const email = optionalStringField(value, 'email', `${name}.email`);
  return { ...(who === undefined ? {} : { name: who }), ...(email === undefined ? {} : { email }) };
}

function envVar(value: unknown, i: number): { name: string; value?: string } {
  if (!isObject(value)) throw reject.unprocessable(`env[${i}] must be an object with a name`);
  const name = stringField(value, 'name', `env[${i}].name`);
  const text = optionalStringField(value, 'value', `env[${i}].value`);
  return text === undefined ? { name } : { name, value: text };
}

function optionalObject(parent: JsonObject, key: string, name: string): JsonObject | undefined {
  const value = parent[key];
  if (value === undefined || value === null) return undefined;
  if (!isObject(value)) throw reject.unprocessable(`${name} must be an object`);
  return value;
}

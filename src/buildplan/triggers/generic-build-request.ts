import { parse as parseYaml } from 'yaml';
import type { Manifest } from '../../model/manifest.js';
import { isRecord } from '../../model/values.js';
import { branchOf } from './branch-match.js';
import { gitSourceOf, webhookTriggerSettings } from './build-config-fields.js';
import { firstLine, type TriggeredBuild } from './triggered-build.js';

/**
 * What OpenShift's generic webhook makes of a body: a build (with the git
 * revision and env it names), a skip with the reason (its `git.ref` is not the
 * BuildConfig's), or a problem with the body, which the endpoint answers 400.
 */
export type GenericBuildDecision =
  | { readonly kind: 'build'; readonly build: TriggeredBuild; readonly notes: readonly string[] }
  | { readonly kind: 'skip'; readonly reason: string }
  | { readonly kind: 'invalid'; readonly problem: string };

export interface GenericBuildInput {
  readonly project: string;
  readonly buildConfig: Manifest;
  /** The body as parsed (parseGenericBody); undefined for a request without one. */
  readonly body: unknown;
  readonly deliveryId?: string | undefined;
}

/** git would take a ref starting with `-` as an option; branch names people use fit this set. */
const REF = /^(?!-)[\w./@+=,-]{1,255}$/;
const COMMIT = /^[0-9a-f]{4,64}$/i;
/** Kubernetes' environment variable names. */
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
const GIT_TEXT = ['uri', 'ref', 'commit', 'message'] as const;

/**
 * Reads OpenShift's GenericWebHookEvent (`git.uri/ref/commit/author/committer/message`,
 * `env`) for one BuildConfig: env is honoured only when its Generic trigger
 * says `allowEnv` (otherwise dropped, with a note); a `git.ref` other than the
 * BuildConfig's `ref` starts nothing, as in OpenShift. When the BuildConfig
 * names no ref the request's ref is taken: a generic body does not say the
 * repository's default branch, and whoever holds the secret may ask for any.
 */
export function genericBuildRequest({
  project,
  buildConfig,
  body,
  deliveryId,
}: GenericBuildInput): GenericBuildDecision {
  const name = `${project}/${buildConfig.name}`;
  const trigger = webhookTriggerSettings(buildConfig, 'Generic');
  if (trigger === undefined) return { kind: 'skip', reason: `${name} has no Generic trigger` };
  const read = readGenericBody(body);
  if ('problem' in read) return { kind: 'invalid', problem: read.problem };
  const notes: string[] = [];
  const { git, env } = read;
  const configRef = gitSourceOf(buildConfig)?.ref;
  if (git?.ref !== undefined && configRef !== undefined && branchOf(git.ref) !== branchOf(configRef))
    return {
      kind: 'skip',
      reason: `branch ${branchOf(git.ref)} does not match ref ${branchOf(configRef)} of ${name}`,
    };
  if (env.length > 0 && !trigger.allowEnv)
    notes.push(`env dropped: the Generic trigger of ${name} does not set allowEnv`);
  const keptEnv = trigger.allowEnv ? env : [];
  const subject = firstLine(git?.message);
  return {
    kind: 'build',
    notes,
    build: {
      project,
      buildConfig: buildConfig.name,
      ...(git?.commit === undefined ? {} : { commit: git.commit }),
      ...(git?.ref === undefined ? {} : { ref: git.ref }),
      ...(keptEnv.length === 0 ? {} : { env: keptEnv }),
      cause: {
        type: 'GenericWebHook',
        message: `generic webhook${subject === undefined ? '' : `: ${subject}`}`,
        ...(deliveryId === undefined ? {} : { deliveryId }),
      },
    },
  };
}

/** The fields of the body a build uses, checked. */
export interface GenericBody {
  readonly git?: {
    readonly uri?: string;
    readonly ref?: string;
    readonly commit?: string;
    readonly message?: string;
    readonly author?: Person;
    readonly committer?: Person;
  };
  readonly env: readonly { readonly name: string; readonly value: string }[];
}

export interface Person {
  readonly name?: string;
  readonly email?: string;
}

/**
 * The body text as OpenShift reads it: JSON, or YAML for `application/yaml`.
 * Empty text is no body. A problem names what is wrong.
 */
export function parseGenericBody(
  text: string,
  mediaType: string | undefined,
): { readonly value: unknown } | { readonly problem: string } {
  if (text.trim() === '') return { value: undefined };
  try {
    if (mediaType === 'application/yaml' || mediaType === 'text/yaml')
      return { value: parseYaml(text, { maxAliasCount: 100, uniqueKeys: true }) as unknown };
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    const format = mediaType === 'application/yaml' || mediaType === 'text/yaml' ? 'YAML' : 'JSON';
    return { problem: `the body is not valid ${format}: ${(error as Error).message}` };
  }
}

/** Checks the body field by field; fields OpenShift does not define are ignored, as OpenShift does. */
export function readGenericBody(body: unknown): GenericBody | { readonly problem: string } {
  if (body === undefined || body === null) return { env: [] };
  if (!isRecord(body))
    return { problem: `the body must be an object with git and env, not ${describe(body)}` };
  const git = body['git'];
  const env = body['env'];
  const gitRead = git === undefined || git === null ? undefined : readGit(git);
  if (gitRead !== undefined && 'problem' in gitRead) return gitRead;
  const envRead = env === undefined || env === null ? [] : readEnv(env);
  if ('problem' in envRead) return envRead;
  return { ...(gitRead === undefined ? {} : { git: gitRead }), env: envRead };
}

function readGit(git: unknown): NonNullable<GenericBody['git']> | { problem: string } {
  if (!isRecord(git)) return { problem: `git must be an object, not ${describe(git)}` };
  const out: { -readonly [K in keyof NonNullable<GenericBody['git']>]: NonNullable<GenericBody['git']>[K] } =
    {};
  for (const key of GIT_TEXT) {
    const value = git[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return { problem: `git.${key} must be a string, not ${describe(value)}` };
    out[key] = value;
  }
  if (out.ref !== undefined && !REF.test(out.ref))
    return { problem: `git.ref ${JSON.stringify(clip(out.ref))} is not a branch or ref name` };
  if (out.commit !== undefined && !COMMIT.test(out.commit))
    return { problem: `git.commit ${JSON.stringify(clip(out.commit))} is not a commit id (hex)` };
  for (const key of ['author', 'committer'] as const) {
    const person = readPerson(git[key], `git.${key}`);
    if (person !== undefined && 'problem' in person) return person;
    if (person !== undefined) out[key] = person;
  }
  return out;
}

function readPerson(value: unknown, field: string): Person | { problem: string } | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value)) return { problem: `${field} must be an object with name and email` };
  const person: { name?: string; email?: string } = {};
  for (const key of ['name', 'email'] as const) {
    const text = value[key];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string')
      return { problem: `${field}.${key} must be a string, not ${describe(text)}` };
    person[key] = text;
  }
  return person;
}

function readEnv(env: unknown): { name: string; value: string }[] | { problem: string } {
  if (!Array.isArray(env)) return { problem: `env must be a list of {name, value}, not ${describe(env)}` };
  const out: { name: string; value: string }[] = [];
  for (const [i, entry] of env.entries()) {
    if (!isRecord(entry))
      return { problem: `env[${i}] must be an object with a name, not ${describe(entry)}` };
    const name = entry['name'];
    if (typeof name !== 'string' || name === '') return { problem: `env[${i}] has no name` };
    if (!ENV_NAME.test(name))
      return { problem: `env[${i}].name ${JSON.stringify(clip(name))} is not an environment variable name` };
    if (entry['valueFrom'] !== undefined)
      return { problem: `env[${i}] (${name}): valueFrom is not accepted from a webhook; give value` };
    const value = entry['value'];
    if (value !== undefined && value !== null && typeof value !== 'string')
      return { problem: `env[${i}].value (${name}) must be a string, not ${describe(value)}` };
    out.push({ name, value: typeof value === 'string' ? value : '' });
  }
  return out;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function clip(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

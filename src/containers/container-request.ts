import { checkLabelName } from '../model/names.js';

/** What a person asks for when they create a container (after OpenStack's containers service: Zun). */
export interface ContainerRequest {
  /** A DNS-1123 label: the Job's name and the file's. */
  readonly name: string;
  /** A pull spec, as written; the API checks its registry and manifest. */
  readonly image: string;
  /** Runs instead of the image's entrypoint and command, as a pod's `command` does. */
  readonly command?: readonly string[];
  /** In the order given. */
  readonly env?: readonly EnvVar[];
  /** An absolute path. */
  readonly workingDir?: string;
  /** Limits, as Kubernetes quantities (`500m`, `1`; `64Mi`, `1G`). */
  readonly resources?: { readonly cpu?: string; readonly memory?: string };
}

export interface EnvVar {
  readonly name: string;
  readonly value: string;
}

/** Why a request was refused: which field, and what it must be. */
export type RequestVerdict =
  | { readonly valid: true; readonly request: ContainerRequest }
  | { readonly valid: false; readonly field: string; readonly reason: string };

const FIELDS = ['name', 'image', 'command', 'env', 'workingDir', 'resources'] as const;
/** Kubernetes' rule for environment variable names (`IsEnvVarName`). */
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
/** A Kubernetes quantity: a number with an optional decimal or binary suffix, no exponent. */
const QUANTITY = /^(?:\d+(?:\.\d+)?|\.\d+)(?:m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$/;
export const REQUEST_LIMITS = { commandItems: 256, envEntries: 100, text: 32 * 1024, image: 512 } as const;

/**
 * Reads a create request's parsed JSON body. Unknown fields are refused
 * rather than ignored, so a misspelt `comand` is a 400 and not a container
 * that runs the image's default. Strings may hold anything but NUL (no
 * process can take it in an argument or the environment): the manifest is
 * written by a YAML library, never by pasting text, so no value can leave
 * the field it is written into.
 */
export function checkContainerRequest(body: unknown): RequestVerdict {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refuse(
      '',
      'the body must be a JSON object {name, image, command?, env?, workingDir?, resources?}',
    );
  const fields = body as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0)
    return refuse(
      unknown[0] ?? '',
      `unknown field(s) ${unknown.join(', ')}: a container takes ${FIELDS.join(', ')}`,
    );
  const { name, image, command, env, workingDir, resources } = fields;
  if (typeof name !== 'string') return refuse('name', 'name is required: a DNS-1123 label such as hello-1');
  const badName = checkLabelName(name, 'container');
  if (badName !== undefined) return refuse('name', badName.message);
  if (typeof image !== 'string' || image.trim() === '')
    return refuse('image', 'image is required: a pull spec such as registry.example.com/team/app:1.0');
  if (image.length > REQUEST_LIMITS.image || /\s/.test(image) || hasControlCharacter(image))
    return refuse(
      'image',
      `image must be a pull spec of at most ${REQUEST_LIMITS.image} characters, without spaces or control characters`,
    );
  const parts: Partial<Record<keyof ContainerRequest, unknown>> = { name, image };
  if (command !== undefined) {
    const checked = checkCommand(command);
    if (typeof checked === 'string') return refuse('command', checked);
    parts.command = checked;
  }
  if (env !== undefined) {
    const checked = checkEnv(env);
    if ('reason' in checked) return refuse(checked.field, checked.reason);
    parts.env = checked.env;
  }
  if (workingDir !== undefined) {
    if (typeof workingDir !== 'string' || !workingDir.startsWith('/') || !isText(workingDir))
      return refuse('workingDir', 'workingDir must be an absolute path');
    parts.workingDir = workingDir;
  }
  if (resources !== undefined) {
    const checked = checkResources(resources);
    if ('reason' in checked) return refuse(checked.field, checked.reason);
    parts.resources = checked.resources;
  }
  return { valid: true, request: parts as ContainerRequest };
}

function checkCommand(command: unknown): readonly string[] | string {
  if (!Array.isArray(command) || command.length === 0)
    return 'command must be a non-empty list of strings, e.g. ["echo", "hello"]';
  if (command.length > REQUEST_LIMITS.commandItems)
    return `command has ${command.length} items; the limit is ${REQUEST_LIMITS.commandItems}`;
  const bad = command.findIndex((item) => typeof item !== 'string' || !isText(item));
  if (bad >= 0)
    return `command[${bad}] must be a string without NUL, at most ${REQUEST_LIMITS.text} characters`;
  return command as string[];
}

/** `{NAME: value}` or `[{name, value}]`; names as Kubernetes takes them, each once. */
function checkEnv(
  env: unknown,
): { readonly env: readonly EnvVar[] } | { readonly field: string; readonly reason: string } {
  if (typeof env !== 'object' || env === null)
    return { field: 'env', reason: 'env must be an object {NAME: value} or a list of {name, value}' };
  const entries: readonly unknown[] = Array.isArray(env)
    ? (env as unknown[])
    : Object.entries(env).map(([name, value]: [string, unknown]) => ({ name, value }));
  if (entries.length > REQUEST_LIMITS.envEntries)
    return {
      field: 'env',
      reason: `env has ${entries.length} entries; the limit is ${REQUEST_LIMITS.envEntries}`,
    };
  const seen = new Set<string>();
  const vars: EnvVar[] = [];
  for (const [index, entry] of entries.entries()) {
    const field = `env[${index}]`;
    const { name, value, ...rest } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    if (Object.keys(rest).length > 0) return { field, reason: `${field} takes only name and value` };
    if (typeof name !== 'string' || !ENV_NAME.test(name) || name.length > 256)
      return {
        field: `${field}.name`,
        reason: `${field}.name ${JSON.stringify(name)} is not an environment variable name (letters, digits, '_', '-', '.', not starting with a digit)`,
      };
    if (seen.has(name)) return { field: `${field}.name`, reason: `${field}.name ${name} is given twice` };
    seen.add(name);
    if (typeof value !== 'string' || !isText(value))
      return {
        field: `${field}.value`,
        reason: `${field}.value must be a string without NUL, at most ${REQUEST_LIMITS.text} characters`,
      };
    vars.push({ name, value });
  }
  return { env: vars };
}

function checkResources(
  resources: unknown,
):
  | { readonly resources: { readonly cpu?: string; readonly memory?: string } }
  | { readonly field: string; readonly reason: string } {
  if (typeof resources !== 'object' || resources === null || Array.isArray(resources))
    return { field: 'resources', reason: 'resources must be an object {cpu?, memory?}' };
  const { cpu, memory, ...rest } = resources as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0)
    return {
      field: `resources.${extra[0]}`,
      reason: `unknown field(s) resources.${extra.join(', resources.')}: resources take cpu and memory`,
    };
  const out: { cpu?: string; memory?: string } = {};
  for (const [key, value] of [
    ['cpu', cpu],
    ['memory', memory],
  ] as const) {
    if (value === undefined) continue;
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !QUANTITY.test(text) || Number.parseFloat(text) === 0)
      return {
        field: `resources.${key}`,
        reason: `resources.${key} must be a Kubernetes quantity above 0, e.g. ${key === 'cpu' ? '500m or 1' : '64Mi or 1Gi'}`,
      };
    out[key] = text;
  }
  return { resources: out };
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

function isText(value: string): boolean {
  return value.length <= REQUEST_LIMITS.text && !value.includes('\u0000');
}

function refuse(field: string, reason: string): RequestVerdict {
  return { valid: false, field, reason };
}

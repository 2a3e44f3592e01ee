import { ApiRefusal } from './api-errors.js';

/** What a manual build may ask for, from the JSON body or (binary builds) the query. */
export interface StartBuildFields {
  readonly commit?: string;
  readonly ref?: string;
  readonly env?: readonly { readonly name: string; readonly value: string }[];
}

/** Kubernetes' rule for environment variable names (`IsEnvVarName`). */
const ENV_NAME = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/;
/** An abbreviated or full object name, SHA-1 or SHA-256. */
const COMMIT = /^[0-9a-fA-F]{4,64}$/;
const MAX_ENV = 100;

/**
 * Reads `{commit?, ref?, env?: [{name, value}]}`. Unknown fields are refused
 * rather than ignored, so a misspelt `comit` is a 400 and not a build of the
 * branch head.
 */
export function parseStartBody(body: Buffer): StartBuildFields {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (error) {
    throw invalid(`the body is not JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('the body must be a JSON object {commit?, ref?, env?}');
  const fields = parsed as Record<string, unknown>;
  const unknown = Object.keys(fields).filter((key) => !['commit', 'ref', 'env'].includes(key));
  if (unknown.length > 0)
    throw invalid(`unknown field(s) ${unknown.join(', ')}: the body takes commit, ref and env`);
  const { commit, ref, env } = fields;
  return {
    ...(commit === undefined ? {} : { commit: checkCommit(commit) }),
    ...(ref === undefined ? {} : { ref: checkRef(ref) }),
    ...(env === undefined ? {} : { env: checkEnv(env) }),
  };
}

/** A binary build's fields, from the query: `commit`, `ref`, and `env=NAME=value` repeated. */
export function parseStartQuery(query: URLSearchParams): StartBuildFields {
  const unknown = [...new Set(query.keys())].filter((key) => !['commit', 'ref', 'env'].includes(key));
  if (unknown.length > 0)
    throw invalid(
      `unknown query parameter(s) ${unknown.join(', ')}: a binary build takes commit, ref and env`,
    );
  const commit = query.get('commit');
  const ref = query.get('ref');
  const env = query.getAll('env').map((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 1) throw invalid(`env '${pair}' must be NAME=value`);
    return { name: pair.slice(0, equals), value: pair.slice(equals + 1) };
  });
  return {
    ...(commit === null ? {} : { commit: checkCommit(commit) }),
    ...(ref === null ? {} : { ref: checkRef(ref) }),
    ...(env.length === 0 ? {} : { env: checkEnv(env) }),
  };
}

function checkCommit(value: unknown): string {
  if (typeof value !== 'string' || !COMMIT.test(value))
    throw invalid(
      `commit must be a commit's hexadecimal name (4 to 64 digits), not ${JSON.stringify(value)}`,
    );
  return value;
}

/** A branch or tag name as git takes it (`git check-ref-format`, the rules that matter here). */
function checkRef(value: unknown): string {
  if (
    typeof value !== 'string' ||
    value === '' ||
    value.length > 255 ||
    value.startsWith('-') ||
    value.startsWith('/') ||
    value.endsWith('/') ||
    value.endsWith('.lock') ||
    value.includes('..') ||
    value.includes('@{') ||
    /[\s~^:?*[\\]/.test(value) ||
    hasControlCharacter(value)
  )
    throw invalid(`ref must be a branch or tag name, not ${JSON.stringify(value)}`);
  return value;
}

function checkEnv(value: unknown): { name: string; value: string }[] {
  if (!Array.isArray(value)) throw invalid('env must be a list of {name, value}');
  if (value.length > MAX_ENV) throw invalid(`env has ${value.length} entries; the limit is ${MAX_ENV}`);
  return value.map((entry: unknown, index) => {
    const {
      name,
      value: text,
      ...rest
    } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !ENV_NAME.test(name))
      throw invalid(
        `env[${index}].name must be an environment variable name (letters, digits, '_', '-', '.', not starting with a digit)`,
      );
    if (typeof text !== 'string') throw invalid(`env[${index}].value must be a string`);
    if (Object.keys(rest).length > 0) throw invalid(`env[${index}] takes only name and value`);
    return { name, value: text };
  });
}

function invalid(reason: string): ApiRefusal {
  return new ApiRefusal(400, 'BUILD_REQUEST_INVALID', reason);
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

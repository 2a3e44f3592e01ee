import { createRequire } from 'node:module';
import type { Ajv, AnySchemaObject, ErrorObject, Options } from 'ajv';
import type addFormats from 'ajv-formats';
import type { ProblemCode } from '../errors/index.js';
import { GitshiftError } from '../errors/index.js';
import { fieldPathFromPointer, formatFieldPath, type FieldPath } from '../yaml/read/field-path.js';
import { holdsBigInt, withBigIntsAsNumbers } from '../yaml/values/lossless-json.js';

/** A schema violation, located by field path; the loader turns it into a Problem. */
export interface SchemaIssue {
  readonly code: ProblemCode;
  readonly path: FieldPath;
  readonly message: string;
  /** The issue is about the key itself (an unknown field), not its value. */
  readonly atKey: boolean;
}

export interface SchemaValidator {
  /** Kinds that have a schema. */
  readonly kinds: readonly string[];
  validate(kind: string, value: unknown): SchemaIssue[];
}

export interface SchemaSet {
  /** The schema of each kind (and of `Settings`). */
  readonly byKind: Readonly<Record<string, AnySchemaObject>>;
  /** Schemas that others reference with `$ref` by `$id`. */
  readonly shared: readonly AnySchemaObject[];
  /**
   * The same schemas compiled at build time (`npm run generate`), by kind; when
   * given, they are used and nothing is compiled at run time.
   */
  readonly precompiled?: Readonly<Record<string, CompiledSchema>>;
}

/** What the validator uses of an Ajv validation function, compiled at run time or standalone. */
export type CompiledSchema = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The Ajv options of the validators, at run time and in the generated standalone code alike. */
export const AJV_OPTIONS = {
  allErrors: true,
  strict: true,
  allowUnionTypes: true,
  verbose: true,
} as const satisfies Options;

/**
 * The options of the validators that also fill in the schema's `default`s
 * (Settings and ServeConfig only, see scripts/generate-validators.ts): the
 * schema is then the one place of those defaults. Never for manifest kinds,
 * whose rendered output and plans must not gain fields the user did not write.
 */
export const AJV_DEFAULTING_OPTIONS = { ...AJV_OPTIONS, useDefaults: true } as const satisfies Options;

/** Compiles the schemas once (or takes them precompiled); validation then takes microseconds per object. */
export function createSchemaValidator(set: SchemaSet): SchemaValidator {
  const compiled = new Map(Object.entries(set.precompiled ?? compileSchemas(set)));
  return {
    kinds: [...compiled.keys()].sort(),
    validate(kind, value) {
      const validate = compiled.get(kind);
      if (validate === undefined) throw new Error(`no schema for kind ${kind}`);
      if (validate(value)) return [];
      // The validators know numbers only; an exact int64 (a bigint) is judged by its nearest number.
      if (holdsBigInt(value) && validate(withBigIntsAsNumbers(value))) return [];
      return issuesFromErrors(validate.errors ?? []);
    },
  };
}

function compileSchemas(set: SchemaSet): Record<string, CompiledSchema> {
  // Loaded here, not at import, so that a start with precompiled validators never loads Ajv's compiler.
  const require = createRequire(import.meta.url);
  const { Ajv: Compiler } = require('ajv') as { Ajv: typeof Ajv };
  const withFormats = require('ajv-formats') as typeof addFormats;
  const ajv = new Compiler(AJV_OPTIONS);
  withFormats.default(ajv);
  const compiled: Record<string, CompiledSchema> = {};
  try {
    for (const shared of set.shared) ajv.addSchema(shared);
    for (const [kind, schema] of Object.entries(set.byKind)) compiled[kind] = ajv.compile(schema);
  } catch (error) {
    throw new GitshiftError(
      'SCHEMA_INVALID',
      `the bundled JSON Schemas do not compile: ${String(error)}`,
      {},
      {
        cause: error,
      },
    );
  }
  return compiled;
}

/**
 * Turns Ajv's errors into one issue per real mistake: the branch errors of a
 * failed `oneOf`/`anyOf` between types are folded into one "must be A or B",
 * and `if`/`then` wrappers are dropped because their inner errors say more.
 */
export function issuesFromErrors(errors: readonly ErrorObject[]): SchemaIssue[] {
  const unions = new Set(
    errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf').map((e) => e.instancePath),
  );
  const issues: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const union = unions.has(error.instancePath);
    if (union && ['type', 'enum', 'const', 'pattern'].includes(error.keyword)) continue;
    const issue =
      union && (error.keyword === 'oneOf' || error.keyword === 'anyOf')
        ? unionIssue(error, errors)
        : toIssue(error);
    const key = `${issue.code}|${formatFieldPath(issue.path)}|${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function toIssue(error: ErrorObject): SchemaIssue {
  const path = fieldPathFromPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params['missingProperty']);
      return {
        code: 'SCHEMA_REQUIRED',
        path: [...path, missing],
        message: `required field '${missing}' is missing`,
        atKey: false,
      };
    }
    case 'additionalProperties': {
      const extra = String(params['additionalProperty']);
      const known = knownProperties(error.parentSchema);
      const hint = closest(extra, known);
      const message = `unknown field '${extra}'${hint === undefined ? '' : `; did you mean '${hint}'?`}`;
      return { code: 'SCHEMA_UNKNOWN_FIELD', path: [...path, extra], message, atKey: true };
    }
    case 'enum':
      return {
        code: 'SCHEMA_ENUM',
        path,
        message: `${describe(error.data)} is not allowed; must be one of ${listOf(params['allowedValues'])}`,
        atKey: false,
      };
    case 'const':
      return {
        code: 'SCHEMA_ENUM',
        path,
        message: `must be ${JSON.stringify(params['allowedValue'])}`,
        atKey: false,
      };
    case 'type':
      return {
        code: 'SCHEMA_TYPE',
        path,
        message: `must be ${article(String(params['type']))}, not ${typeName(error.data)}`,
        atKey: false,
      };
    case 'pattern':
    case 'format':
      return {
        code: 'SCHEMA_PATTERN',
        path,
        message: `${describe(error.data)} ${error.message ?? 'is malformed'}`,
        atKey: false,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return {
        code: 'SCHEMA_RANGE',
        path,
        message: `${describe(error.data)}: ${error.message ?? 'out of range'}`,
        atKey: false,
      };
    case 'oneOf':
    case 'anyOf':
      return { code: 'SCHEMA_ONE_OF', path, message: 'matches none of the allowed forms', atKey: false };
    default:
      return {
        code: 'SCHEMA_VIOLATION',
        path,
        message: error.message ?? `fails the '${error.keyword}' rule`,
        atKey: false,
      };
  }
}

function unionIssue(union: ErrorObject, errors: readonly ErrorObject[]): SchemaIssue {
  const branches = errors.filter((e) => e.instancePath === union.instancePath && e.keyword === 'type');
  const types = [...new Set(branches.map((e) => String((e.params as Record<string, unknown>)['type'])))];
  const path = fieldPathFromPointer(union.instancePath);
  if (types.length === 0)
    return { code: 'SCHEMA_ONE_OF', path, message: 'matches none of the allowed forms', atKey: false };
  return {
    code: 'SCHEMA_TYPE',
    path,
    message: `must be ${types.map(article).join(' or ')}, not ${typeName(union.data)}`,
    atKey: false,
  };
}

function knownProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties === undefined ? [] : Object.keys(properties);
}

/** The known name nearest to a typo, if it is near enough to be a likely intent. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => String(v)).join(', ') : String(values);
}

function describe(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : (JSON.stringify(value) ?? 'undefined');
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the string '${value}'`;
  return `${typeof value} ${JSON.stringify(value) ?? 'undefined'}`;
}

function article(type: string): string {
  switch (type) {
    case 'object':
      return 'a mapping';
    case 'array':
      return 'a list';
    case 'integer':
      return 'an integer';
    default:
      return `a ${type}`;
  }
}

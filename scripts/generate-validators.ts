/**
 * Generates src/model/generated/validators.ts from schemas/: Ajv's standalone
 * code for every schema, so the CLI validates with functions compiled at build
 * time instead of compiling the schemas (about 150 ms with its garbage) at
 * every start. One export per kind, named by the schema's `title`; schemas
 * without a `type` (common.schema.json) only hold shared definitions. Also
 * src/model/generated/defaulting-validators.ts: the same for DEFAULTED_SCHEMAS,
 * compiled with `useDefaults`, so that validating a copy fills in its defaults.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { AJV_DEFAULTING_OPTIONS, AJV_OPTIONS } from '../src/model/schema-validator.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMAS = join(ROOT, 'schemas');
export const VALIDATORS = join(ROOT, 'src', 'model', 'generated', 'validators.ts');
export const SCHEMA_FILES = join(ROOT, 'src', 'model', 'generated', 'schema-files.ts');
export const DEFAULTING_VALIDATORS = join(ROOT, 'src', 'model', 'generated', 'defaulting-validators.ts');

/**
 * The schemas whose `default`s gitshift applies by validating a copy with
 * Ajv's `useDefaults` (src/model/schema-defaults.ts); their generated types
 * get a `<Title>WithDefaults` view too (generate-types.ts). Manifest kinds are
 * never among them: their defaults would change rendered output and plans.
 */
export const DEFAULTED_SCHEMAS: readonly string[] = ['serve-config.schema.json', 'settings.schema.json'];

const HEADER = `/* eslint-disable */
// @ts-nocheck
// DO NOT EDIT: generated from schemas/*.schema.json by \`npm run generate\` (Ajv standalone code).
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
`;

const DEFAULTING_HEADER = HEADER.replace(
  '(Ajv standalone code)',
  '(Ajv standalone code with useDefaults: validating fills in the defaults)',
);

const SCHEMA_FILES_HEADER = `/* eslint-disable */
// DO NOT EDIT: generated from schemas/*.schema.json by \`npm run generate\`.`;

/** The schemas of `schemas/`, by file name, sorted. */
export function readSchemas(): [file: string, schema: AnySchemaObject][] {
  return readdirSync(SCHEMAS)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file) => [file, JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as AnySchemaObject]);
}

/**
 * The standalone validation module and the module that imports the schemas
 * themselves (to compile at run time, as tests do), by absolute path, with
 * their content.
 */
export function generateValidators(): Map<string, string> {
  const ajv = new Ajv({ ...AJV_OPTIONS, code: { source: true, esm: true, lines: true } });
  addFormats.default(ajv);
  const exports: Record<string, string> = {};
  const imports: string[] = [];
  const byKind: string[] = [];
  const shared: string[] = [];
  for (const [file, schema] of readSchemas()) {
    if (typeof schema.$id !== 'string') throw new Error(`schemas/${file} has no $id`);
    ajv.addSchema(schema);
    const name = basename(file, '.schema.json').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    imports.push(`import ${name} from '../../../schemas/${file}' with { type: 'json' };`);
    if (schema['type'] === undefined) {
      shared.push(name);
      continue;
    }
    if (typeof schema['title'] !== 'string') throw new Error(`schemas/${file} has no title to name its kind`);
    exports[schema['title']] = schema.$id;
    byKind.push(`  ${schema['title']}: ${name},`);
  }
  const schemaFiles = [
    SCHEMA_FILES_HEADER,
    ...imports,
    '',
    '/** The schema of each kind, named by its title. */',
    `export const byKind = {\n${byKind.join('\n')}\n};`,
    '',
    '/** Schemas without a type of their own: definitions that others `$ref` by `$id`. */',
    `export const shared = [${shared.join(', ')}];`,
    '',
  ].join('\n');
  return new Map([
    [VALIDATORS, `${HEADER}${standaloneCode.default(ajv, exports)}\n`],
    [DEFAULTING_VALIDATORS, `${DEFAULTING_HEADER}${generateDefaultingValidators()}\n`],
    [SCHEMA_FILES, schemaFiles],
  ]);
}

/** Standalone validators of DEFAULTED_SCHEMAS that fill in the defaults of the value they validate. */
function generateDefaultingValidators(): string {
  const ajv = new Ajv({ ...AJV_DEFAULTING_OPTIONS, code: { source: true, esm: true, lines: true } });
  addFormats.default(ajv);
  const exports: Record<string, string> = {};
  for (const [file, schema] of readSchemas()) {
    ajv.addSchema(schema);
    if (DEFAULTED_SCHEMAS.includes(file)) exports[String(schema['title'])] = String(schema.$id);
  }
  return standaloneCode.default(ajv, exports);
}

/**
 * Generates src/model/generated/ from schemas/: one file of TypeScript types per
 * schema, a barrel, and the validators precompiled (generate-validators.ts). `--check` compares instead of writing and exits 1 when
 * the files on disk are stale.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { generateValidators } from './generate-validators.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCHEMAS = join(ROOT, 'schemas');
export const GENERATED = join(ROOT, 'src', 'model', 'generated');
const COMMON = 'common.schema.json';
const COMMON_REF = /^common\.schema\.json#\/definitions\//;

const banner = (file: string): string =>
  `/* eslint-disable */\n// DO NOT EDIT: generated from schemas/${file} by \`npm run generate\`.\n`;

/** The generated files, by absolute path, with their content. */
export async function generateTypes(): Promise<Map<string, string>> {
  const common = readSchema(COMMON);
  const commonDefinitions = (common['definitions'] ?? {}) as Record<string, JSONSchema>;
  const files = new Map<string, string>();
  const barrel: string[] = [];
  const commonNames = Object.values(commonDefinitions).map((d) => String(d.title));
  files.set(join(GENERATED, 'common.ts'), await compileCommon(commonDefinitions));
  barrel.push(`export type { ${[...commonNames].sort().join(', ')} } from './common.js';`);

  for (const file of readdirSync(SCHEMAS)
    .filter((f) => f.endsWith('.schema.json') && f !== COMMON)
    .sort()) {
    // Shared definitions are copied in, so each schema compiles on its own; the barrel exports them once.
    const schema = inlineCommon(readSchema(file), commonDefinitions);
    const compiled = await compile(schema, String(schema.title), {
      bannerComment: banner(file),
      // Lengths are checked by validation; tuple types for minItems only get in the way.
      ignoreMinAndMaxItems: true,
      unreachableDefinitions: false,
      style: { singleQuote: true, printWidth: 110 },
    });
    const name = basename(file, '.schema.json');
    const code = useCommonTypes(compiled, commonNames);
    files.set(join(GENERATED, `${name}.ts`), code);
    const own = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1] as string).sort();
    barrel.push(`export type { ${own.join(', ')} } from './${name}.js';`);
  }
  files.set(join(GENERATED, 'index.ts'), `${banner('*.schema.json')}${barrel.join('\n')}\n`);
  for (const [path, content] of generateValidators()) files.set(path, content);
  return files;
}

async function compileCommon(definitions: Record<string, JSONSchema>): Promise<string> {
  const holder: JSONSchema = {
    title: 'CommonDefinitions',
    type: 'object',
    properties: Object.fromEntries(Object.keys(definitions).map((k) => [k, { $ref: `#/definitions/${k}` }])),
    definitions,
    additionalProperties: false,
  };
  const code = await compile(holder, 'CommonDefinitions', {
    bannerComment: banner(COMMON),
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  // The holder type only exists to reach every definition.
  return code.replace(/export interface CommonDefinitions \{[\s\S]*?\n\}\n/, '');
}

/**
 * Each schema is compiled with the shared definitions copied in; here those
 * copies (and the numbered variants the generator makes of them, such as
 * StringMap1) are dropped and imported from common.ts instead.
 */
function useCommonTypes(code: string, commonNames: readonly string[]): string {
  const isCommon = (name: string): boolean => commonNames.includes(name.replace(/\d+$/, ''));
  const lines = code.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const declaration = /^export (interface|type) (\w+)/.exec(lines[i] ?? '');
    if (declaration === null || !isCommon(declaration[2] ?? '')) {
      kept.push(lines[i] ?? '');
      continue;
    }
    // Drop the doc comment just above, then the declaration up to its end.
    if (kept.at(-1)?.trim() === '*/') {
      while (kept.length > 0 && !(kept.at(-1) ?? '').trim().startsWith('/**')) kept.pop();
      kept.pop();
    }
    const ends =
      declaration[1] === 'interface' ? (line: string) => line === '}' : (line: string) => line.endsWith(';');
    while (i < lines.length && !ends(lines[i] ?? '')) i++;
  }
  const body = kept
    .join('\n')
    .replace(/\b([A-Z]\w*?)\d+\b/g, (match: string, base: string) =>
      commonNames.includes(base) ? base : match,
    );
  const used = commonNames.filter((name) => new RegExp(`\\b${name}\\b`).test(body)).sort();
  const [bannerEnd] = [body.indexOf('\n', body.indexOf('DO NOT EDIT'))];
  const imports = used.length === 0 ? '' : `\nimport type { ${used.join(', ')} } from './common.js';\n`;
  return `${body.slice(0, bannerEnd + 1)}${imports}${body.slice(bannerEnd + 1)}`;
}

function readSchema(file: string): JSONSchema {
  return JSON.parse(readFileSync(join(SCHEMAS, file), 'utf8')) as JSONSchema;
}

function inlineCommon(schema: JSONSchema, common: Record<string, JSONSchema>): JSONSchema {
  const text = JSON.stringify(schema).replace(
    /"\$ref":"common\.schema\.json#\/definitions\//g,
    '"$ref":"#/definitions/',
  );
  const local = JSON.parse(text) as JSONSchema;
  const used = Object.keys(common).filter(
    (name) => text.includes(`"#/definitions/${name}"`) || JSON.stringify(schema).includes(`${name}"`),
  );
  const definitions = { ...(local.definitions ?? {}) };
  // Shared definitions may refer to each other; copy them all when any is used.
  if (used.length > 0)
    for (const [name, definition] of Object.entries(common)) definitions[name] ??= rewrite(definition);
  const { $id: _id, ...rest } = local;
  return { ...rest, definitions };
}

function rewrite(definition: JSONSchema): JSONSchema {
  return JSON.parse(JSON.stringify(definition).replace(COMMON_REF, '#/definitions/')) as JSONSchema;
}

async function run(): Promise<number> {
  const check = process.argv.includes('--check');
  const files = await generateTypes();
  const stale = [...files].filter(
    ([path, content]) => !existsSync(path) || readFileSync(path, 'utf8') !== content,
  );
  const extra = existsSync(GENERATED)
    ? readdirSync(GENERATED)
        .map((f) => join(GENERATED, f))
        .filter((path) => !files.has(path))
    : [];
  if (check) {
    for (const [path] of stale) console.error(`stale: ${path}`);
    for (const path of extra) console.error(`no schema: ${path}`);
    if (stale.length + extra.length > 0) console.error('run `npm run generate`');
    return stale.length + extra.length > 0 ? 1 : 0;
  }
  mkdirSync(GENERATED, { recursive: true });
  for (const path of extra) rmSync(path);
  for (const [path, content] of stale) writeFileSync(path, content);
  console.log(`generated ${files.size} files in src/model/generated (${stale.length} changed)`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await run();
}

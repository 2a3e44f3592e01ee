/**
 * Generates src/model/generated/ from schemas/: one file of TypeScript types per
 * schema, a `<Title>WithDefaults` view of the schemas whose defaults loading
 * fills in, a barrel, and the validators precompiled (generate-validators.ts).
 * `--check` compares instead of writing and exits 1 when the files on disk are stale.
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { DEFAULTED_SCHEMAS, generateValidators } from './generate-validators.js';

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
    barrel.push(barrelLine(code, name));
    if (!DEFAULTED_SCHEMAS.includes(file)) continue;
    const defaulted = await compileWithDefaults(schema, file, name, commonNames);
    files.set(join(GENERATED, `${name}-with-defaults.ts`), defaulted);
    barrel.push(barrelLine(defaulted, `${name}-with-defaults`));
  }
  files.set(join(GENERATED, 'index.ts'), `${banner('*.schema.json')}${barrel.join('\n')}\n`);
  for (const [path, content] of generateValidators()) files.set(path, content);
  return files;
}

function barrelLine(code: string, module: string): string {
  const own = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((m) => m[1] as string).sort();
  return `export type { ${own.join(', ')} } from './${module}.js';`;
}

/**
 * The types of a schema after validation filled in its defaults: a property
 * with a `default` is required. Titled parts whose shape that changes are
 * named `<Title>WithDefaults`; the others stay the base file's types.
 */
async function compileWithDefaults(
  schema: JSONSchema,
  file: string,
  name: string,
  commonNames: readonly string[],
): Promise<string> {
  const title = String(schema.title);
  const unchanged = new Set<string>();
  const definitions = (schema.definitions ?? {}) as Record<string, JSONSchema>;
  const resolve = (node: JSONSchema): JSONSchema => {
    const ref = /^#\/definitions\/(.+)$/.exec(node.$ref ?? '');
    return ref === null ? node : (definitions[ref[1] ?? ''] ?? node);
  };
  const hasDefaults = (node: JSONSchema, seen = new Set<JSONSchema>()): boolean => {
    const target = resolve(node);
    if (seen.has(target)) return false;
    seen.add(target);
    const children = [
      ...Object.values(target.properties ?? {}),
      ...(typeof target.items === 'object' && !Array.isArray(target.items) ? [target.items] : []),
    ];
    return children.some((child) => child.default !== undefined || hasDefaults(child, seen));
  };
  const transform = (node: JSONSchema, root = false): JSONSchema => {
    if (!root && typeof node.title === 'string' && !hasDefaults(node)) {
      unchanged.add(node.title);
      return { tsType: node.title };
    }
    const copy: JSONSchema = { ...node };
    if (typeof node.title === 'string') copy.title = `${node.title}WithDefaults`;
    if (node.properties !== undefined) {
      const properties = Object.entries(node.properties);
      copy.properties = Object.fromEntries(properties.map(([key, child]) => [key, transform(child)]));
      const defaulted = properties.filter(([, child]) => child.default !== undefined).map(([key]) => key);
      const required = [...(Array.isArray(node.required) ? node.required : []), ...defaulted];
      if (required.length > 0) copy.required = [...new Set(required)];
    }
    if (typeof node.items === 'object' && !Array.isArray(node.items)) copy.items = transform(node.items);
    if (node.definitions !== undefined)
      copy.definitions = Object.fromEntries(
        Object.entries(node.definitions).map(([key, child]) => [key, transform(child)]),
      );
    return copy;
  };
  const transformed = transform(schema, true);
  transformed.description = `${title} as loading returns it: validation filled in every field the schema gives a default.`;
  const compiled = await compile(transformed, `${title}WithDefaults`, {
    bannerComment: banner(file),
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: false,
    style: { singleQuote: true, printWidth: 110 },
  });
  const code = useCommonTypes(compiled, commonNames);
  const [bannerEnd] = [code.indexOf('\n', code.indexOf('DO NOT EDIT'))];
  // A part replaced inside another replaced part (a $ref'd definition) is not named in the code.
  const used = [...unchanged].filter((type) => new RegExp(`\\b${type}\\b`).test(code)).sort();
  const imports = `\nimport type { ${used.join(', ')} } from './${name}.js';\n`;
  return used.length === 0 ? code : `${code.slice(0, bannerEnd + 1)}${imports}${code.slice(bannerEnd + 1)}`;
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

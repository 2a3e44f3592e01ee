/**
 * The semantic YAML editor's fuzz targets: for any document with comments
 * and any edit, the result parses to exactly the original with the edit
 * applied (deep-equal everywhere else, every other document too) and every
 * comment is kept; a refusal is a typed WRITEBACK_* error.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { parseAllDocuments } from 'yaml';
import { GitshiftError } from '../../src/errors/index.js';
import { setField, type FieldEdit } from '../../src/writeback/edits/set-field.js';
import {
  setImageStreamTag,
  type ImageStreamTagEdit,
} from '../../src/writeback/edits/set-image-stream-tag.js';
import { configFilesFromMap } from '../../src/yaml/edit/config-files.js';
import type { FieldPath } from '../../src/yaml/read/field-path.js';
import { countComments, key, layout, printDocuments, scalar, tree } from './fuzz-yaml-documents.js';
import type { FuzzTarget, Generated } from './fuzz-target.js';

const FILE = 'projects/shop/all.yaml';
const JSON_FILE = 'projects/shop/all.json';
const SELECTOR = { kind: 'ConfigMap', name: 'target' } as const;

/** A manifest: identity fields, then any fields. */
const manifest = (name: string) =>
  fc.dictionary(key, tree, { maxKeys: 5 }).map((fields) => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    ...fields,
    metadata: {
      name,
      ...(typeof fields['metadata'] === 'object' &&
      fields['metadata'] !== null &&
      !Array.isArray(fields['metadata'])
        ? fields['metadata']
        : {}),
    },
  }));

/** The documents of a file: the target among others, perhaps inside a `kind: List`. */
const file = fc
  .record({
    before: fc.array(manifest('other'), { maxLength: 2 }),
    target: manifest('target'),
    after: fc.array(manifest('after'), { maxLength: 2 }),
    inList: fc.boolean(),
  })
  .map(({ before, target, after, inList }) => [
    ...before,
    inList ? { apiVersion: 'v1', kind: 'List', items: [...after, target] } : target,
    ...(inList ? [] : after),
  ]);

/** Which field to set, as indexes into the target's fields, and what to set it to. */
const fieldEdit = fc.record({
  pick: fc.nat(),
  newKeys: fc.array(key, { maxLength: 3 }),
  scalarValue: scalar,
  anyValue: tree,
});

type Json = unknown;

/** Paths of the target's fields an edit may set: scalars (replaced) and maps (given new keys), never its identity. */
function editablePaths(value: Json, path: FieldPath = []): { path: FieldPath; isMap: boolean }[] {
  const identity = ['apiVersion', 'kind', 'metadata.name'];
  if (identity.includes(path.join('.'))) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => editablePaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    const inner = Object.entries(value).flatMap(([k, v]) => editablePaths(v, [...path, k]));
    return [{ path, isMap: true }, ...inner];
  }
  return path.length === 0 ? [] : [{ path, isMap: false }];
}

function withFieldSet(value: Json, path: FieldPath, replacement: Json): Json {
  const [step, ...rest] = path;
  if (step === undefined) return replacement;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = withFieldSet(copy[step as number], rest, replacement);
    return copy;
  }
  const object = typeof value === 'object' && value !== null ? (value as Record<string, Json>) : {};
  return { ...object, [step]: withFieldSet(object[step], rest, replacement) };
}

function targetOf(documents: readonly Json[]): { value: Json; prefix: FieldPath; index: number } {
  for (const [index, document] of documents.entries()) {
    const object = document as Record<string, any>;
    if (object['kind'] === 'List') {
      const items = object['items'] as Json[];
      const at = items.findIndex((item: any) => item?.metadata?.name === 'target');
      return { value: items[at], prefix: ['items', at], index };
    }
    if (object['metadata']?.name === 'target') return { value: document, prefix: [], index };
  }
  throw new Error('no target document');
}

const valuesOf = (text: string): Json[] =>
  parseAllDocuments(text).map((d) => (Array.isArray(d) ? undefined : plain(d.toJS())));

/** A value with plain objects only: generated maps may have no prototype, parsed ones do. */
function plain(value: Json): Json {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(copy, k, { value: plain(v), enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A refusal must be typed; what it refused is then left alone. */
function typedRefusal(error: unknown): void {
  if (!(error instanceof GitshiftError) || !error.code.startsWith('WRITEBACK_')) throw error;
}

/**
 * The field an edit sets and its value: a scalar replaced by a scalar, or
 * new keys below a map given any value; undefined when the pick finds none.
 */
function chooseEdit(
  target: Json,
  { pick, newKeys, scalarValue, anyValue }: Generated<typeof fieldEdit>,
): { path: FieldPath; value: Json } | undefined {
  const candidates = editablePaths(target);
  const chosen = candidates[pick % candidates.length];
  if (chosen === undefined) return undefined;
  if (!chosen.isMap) return { path: chosen.path, value: scalarValue };
  // A key the map has already would be replaced whole, not added: keep to fresh ones.
  if (Object.hasOwn(valueAt(target, chosen.path) as object, newKeys[0] ?? 'fuzzed')) return undefined;
  return { path: [...chosen.path, ...newKeys, 'fuzzed'], value: anyValue };
}

function checkFieldEdit(
  values: readonly Json[],
  style: Generated<typeof layout>,
  choice: Generated<typeof fieldEdit>,
): void {
  const { text, comments } = printDocuments(values, style);
  const before = valuesOf(text);
  const target = targetOf(before);
  const chosen = chooseEdit(target.value, choice);
  if (chosen === undefined) return;
  const { path, value } = chosen;
  const edit: FieldEdit = { file: FILE, selector: SELECTOR, path, value };
  let result;
  try {
    result = setField(configFilesFromMap(new Map([[FILE, text]])), edit);
  } catch (error) {
    typedRefusal(error);
    return;
  }
  const expected = before.map((document, i) =>
    i === target.index ? plain(withFieldSet(document, [...target.prefix, ...path], value)) : document,
  );
  const after = valuesOf(result.text);
  if (!isDeepStrictEqual(withoutNegativeZero(after), withoutNegativeZero(expected)))
    throw new Error(
      `the edit of ${JSON.stringify(path)} read back otherwise:\n--- before\n${text}\n--- after\n${result.text}`,
    );
  const kept = countComments(result.text, comments);
  const had = countComments(text, comments);
  if (!isDeepStrictEqual(kept, had))
    throw new Error(
      `comments lost or doubled (${had.join(',')} → ${kept.join(',')}):\n--- before\n${text}\n--- after\n${result.text}`,
    );
}

/**
 * Values as JSON carries them to the cluster, where -0 is 0: setting -0 where
 * 0 stands is an edit that changes nothing, and the file is left as it was.
 */
function withoutNegativeZero<T>(value: T): T {
  if (Object.is(value, -0)) return 0 as T;
  if (Array.isArray(value)) return value.map(withoutNegativeZero) as T;
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    Object.defineProperty(copy, k, {
      value: withoutNegativeZero(v),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return copy as T;
}

function valueAt(value: Json, path: FieldPath): Json {
  return path.reduce<any>((v, step) => v?.[step], value);
}

/** The same edits on a JSON file: the result parses to exactly the edited value. */
function checkJsonFieldEdit(
  values: readonly Json[],
  indent: 0 | 2 | 4 | '\t',
  choice: Generated<typeof fieldEdit>,
): void {
  const text = `${JSON.stringify(values[0], null, indent)}\n`;
  const target = targetOf([JSON.parse(text)]);
  const chosen = chooseEdit(target.value, choice);
  if (chosen === undefined) return;
  const { path, value } = chosen;
  let result;
  try {
    result = setField(configFilesFromMap(new Map([[JSON_FILE, text]])), {
      file: JSON_FILE,
      selector: SELECTOR,
      path,
      value,
    });
  } catch (error) {
    typedRefusal(error);
    return;
  }
  const expected = withFieldSet(JSON.parse(text), [...target.prefix, ...path], value);
  const after: unknown = JSON.parse(result.text);
  // JSON has no -0: the edited file rightly says 0.
  if (!isDeepStrictEqual(plain(after), JSON.parse(JSON.stringify(expected))))
    throw new Error(
      `the JSON edit of ${JSON.stringify(path)} read back otherwise:\n--- before\n${text}\n--- after\n${result.text}`,
    );
}

// ImageStreams: any fields beside a well-formed tag history, then a stream of pushes.
const digest = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;
const tagName = fc.constantFrom('latest', 'on', '1.10', 'v1', 'y', 'True', 'stable');
const imageStream = fc
  .record({
    fields: fc.dictionary(
      key.filter((k) => !['apiVersion', 'kind', 'metadata', 'status'].includes(k)),
      tree,
      { maxKeys: 3 },
    ),
    tags: fc.option(
      fc.uniqueArray(fc.record({ tag: tagName, items: fc.array(fc.nat({ max: 20 }), { maxLength: 12 }) }), {
        maxLength: 3,
        selector: (entry) => entry.tag,
      }),
    ),
  })
  .map(({ fields, tags }) => ({
    apiVersion: 'image.openshift.io/v1',
    kind: 'ImageStream',
    metadata: { name: 'web' },
    ...fields,
    ...(tags === null
      ? {}
      : {
          status: {
            tags: tags.map(({ tag, items }) => ({
              tag,
              items: items.map((n) => ({
                created: '2026-01-01T00:00:00Z',
                dockerImageReference: `r/web@${digest(n)}`,
                image: digest(n),
              })),
            })),
          },
        }),
  }));

const push = fc.record({
  tag: tagName,
  n: fc.nat({ max: 20 }),
  historyLimit: fc.integer({ min: 1, max: 12 }),
});

function checkTagPushes(
  others: readonly Json[],
  stream: Json,
  style: Generated<typeof layout>,
  pushes: readonly Generated<typeof push>[],
): void {
  const { text: original, comments } = printDocuments([...others, stream], style);
  const values = valuesOf(original);
  interface TagEntry {
    tag: string;
    items: { created: string; dockerImageReference: string; image: string }[];
  }
  const expected = structuredClone(values.at(-1)) as { status?: { tags?: TagEntry[] } };
  let text = original;
  let dropped = false;
  for (const { tag, n, historyLimit } of pushes) {
    const edit: ImageStreamTagEdit = {
      project: 'shop',
      stream: 'web',
      tag,
      image: digest(n),
      dockerImageReference: `r/web@${digest(n)}`,
      created: '2026-11-22T10:00:00Z',
      historyLimit,
    };
    text = setImageStreamTag(configFilesFromMap(new Map([[FILE, text]])), edit).text;
    expected.status ??= {};
    expected.status.tags ??= [];
    let entry = expected.status.tags.find((t) => t.tag === tag);
    if (entry === undefined) expected.status.tags.push((entry = { tag, items: [] }));
    if (entry.items[0]?.image !== edit.image) {
      entry.items.unshift({
        created: edit.created,
        dockerImageReference: edit.dockerImageReference,
        image: edit.image,
      });
      if (entry.items.splice(historyLimit).length > 0) dropped = true;
    }
  }
  const after = valuesOf(text);
  if (!isDeepStrictEqual(after, [...values.slice(0, -1), expected]))
    throw new Error(`tag pushes read back otherwise:\n--- before\n${original}\n--- after\n${text}`);
  // Items past the history limit leave the file with their comments; every other comment stays.
  if (!dropped && !isDeepStrictEqual(countComments(text, comments), countComments(original, comments)))
    throw new Error(`comments lost or doubled:\n--- before\n${original}\n--- after\n${text}`);
}

export const yamlEditTargets: readonly FuzzTarget[] = [
  {
    name: 'yaml edit: setField on any YAML with comments reads back as exactly the edit, comments kept',
    testRuns: 800,
    property: () => fc.property(file, layout, fieldEdit, checkFieldEdit),
  },
  {
    name: 'yaml edit: setField on any JSON file reads back as exactly the edit',
    testRuns: 500,
    property: () =>
      fc.property(
        manifest('target').map((d) => [d]),
        fc.constantFrom<0 | 2 | 4 | '\t'>(0, 2, 4, '\t'),
        fieldEdit,
        checkJsonFieldEdit,
      ),
  },
  {
    name: 'yaml edit: tag pushes on any ImageStream with comments give the tag history and nothing else',
    testRuns: 300,
    property: () =>
      fc.property(
        fc.array(manifest('other'), { maxLength: 2 }),
        imageStream,
        layout,
        fc.array(push, { minLength: 1, maxLength: 6 }),
        checkTagPushes,
      ),
  },
];

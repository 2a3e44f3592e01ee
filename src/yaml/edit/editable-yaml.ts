import {
  isMap,
  isScalar,
  isSeq,
  parseAllDocuments,
  visit,
  type Document,
  type ToStringOptions,
  type YAMLMap,
} from 'yaml';
import { GitshiftError, type Problem } from '../../errors/index.js';
import { judgeNumber } from '../values/number-range.js';
import { isListKind } from '../read/list-kinds.js';
import { manifestFormat, type ManifestFormat } from '../read/manifest-format.js';
import { findJsonSyntaxError } from '../read/json-syntax-error.js';
import { parseManifestFile } from '../read/parse-manifest-file.js';
import { mergeLines } from './line-merge.js';
import { jsonLayoutOf, placeJsonCommas, printJsonDocument, withoutJsonCommas } from './print-json.js';
import { judgeReadBack } from './read-back.js';

/**
 * A manifest file parsed for editing: every document, with comments and
 * source styles kept. A `.json` file is parsed by the same YAML parser (JSON
 * is YAML) once it is known to be JSON, and printed back as JSON.
 */
export interface EditableYaml {
  readonly path: string;
  readonly text: string;
  readonly format: ManifestFormat;
  readonly documents: readonly Document.Parsed[];
}

/** Which object of a file an edit is about. */
export interface ObjectSelector {
  readonly kind: string;
  readonly name: string;
}

/** Parses a file for editing; a file that is not valid YAML (or JSON, for `.json`) is a typed error naming it. */
export function parseEditableYaml(path: string, text: string): EditableYaml {
  const format = manifestFormat(path) ?? 'yaml';
  if (format === 'json') checkJson(path, text);
  const documents = parseAllDocuments(normalizeNewlines(text), { uniqueKeys: true, prettyErrors: true });
  const all = Array.isArray(documents) ? documents : [documents];
  for (const document of all) {
    const [error] = document.errors;
    if (error !== undefined) {
      throw new GitshiftError('WRITEBACK_FILE_INVALID', `${path} is not valid YAML: ${error.message}`, {
        file: path,
      });
    }
  }
  for (const document of all) readIntegersExactly(document);
  return { path, text, format, documents: all };
}

/**
 * An integer beyond ±2^53 within int64 (`9223372036854775807`) becomes the
 * `bigint` the loader reads it as, so that it is printed with all its digits
 * and the read-back compares exact values.
 */
function readIntegersExactly(document: Document.Parsed): void {
  visit(document, {
    Scalar(_key, node) {
      if (typeof node.value !== 'number' || typeof node.source !== 'string') return;
      const judgement = judgeNumber(node.source, node.value);
      if (judgement.ok && judgement.exact !== undefined) node.value = judgement.exact;
    },
  });
}

/** A `.json` file must be JSON, as the loader reads it: YAML that is not JSON would be edited, then refused. */
function checkJson(path: string, text: string): void {
  const json = text.startsWith('\ufeff') ? text.slice(1) : text;
  // An empty file holds no objects, as the loader reads it.
  if (/^[ \t\n\r]*$/.test(json)) return;
  try {
    JSON.parse(json);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const found = findJsonSyntaxError(json) ?? { offset: 0, message: error.message };
    const before = json.slice(0, found.offset);
    const line = before.split('\n').length;
    const col = found.offset - before.lastIndexOf('\n');
    const at = `line ${line}, column ${col}`;
    throw new GitshiftError('WRITEBACK_FILE_INVALID', `${path} is not valid JSON: ${at}: ${found.message}`, {
      file: path,
    });
  }
}

/** An object found in a file, and the document that owns it (new nodes are made by their document). */
export interface FoundObject {
  readonly document: Document.Parsed;
  readonly object: YAMLMap;
}

/**
 * The mapping node of the object with this kind and name: a whole document,
 * or an item of a list document — `kind: List` or any `*List` the loader
 * reads as one (isListKind), a list inside a list read through. Undefined
 * when the file has none.
 */
export function findObject(file: EditableYaml, selector: ObjectSelector): FoundObject | undefined {
  for (const document of file.documents) {
    const object = findIn(document.contents, selector);
    if (object !== undefined) return { document, object };
  }
  return undefined;
}

function findIn(node: unknown, selector: ObjectSelector): YAMLMap | undefined {
  if (!isMap(node)) return undefined;
  if (matches(node, selector)) return node;
  const items = isListKind(scalarAt(node, ['kind'])) ? node.get('items', true) : undefined;
  if (!isSeq(items)) return undefined;
  for (const item of items.items) {
    const found = findIn(item, selector);
    if (found !== undefined) return found;
  }
  return undefined;
}

function matches(object: YAMLMap, { kind, name }: ObjectSelector): boolean {
  return scalarAt(object, ['kind']) === kind && scalarAt(object, ['metadata', 'name']) === name;
}

/** The value of a scalar at a path; undefined for a collection or a missing node. */
export function scalarAt(object: YAMLMap, path: readonly (string | number)[]): unknown {
  const node: unknown = object.getIn(path, true);
  return isScalar(node) ? node.value : undefined;
}

/**
 * The file's text after its documents were edited in place. Lines the edit
 * did not touch keep their exact spelling (see mergeLines); the result is
 * read back as gitshift's loader reads it and must mean exactly what the
 * edited documents mean, else the file is printed whole by `yaml` — right in
 * meaning, if not in style. When even that would not load cleanly (a problem
 * the file did not have before, a field reading back as something else), the
 * edit is refused with WRITEBACK_RESULT_INVALID naming the file and field
 * (the one at fault, else the last of the `edited` fields: applyEdits finds
 * the edit at fault by applying them again one by one): a write-back never
 * commits a file its own loader refuses.
 */
export function printEditedFile(
  file: EditableYaml,
  original: string,
  edited: readonly string[] = [],
): string {
  const ours = normalizeNewlines(original);
  const print = (documents: readonly Document.Parsed[], source: string): string =>
    file.format === 'json'
      ? documents.map((document) => printJsonDocument(document, source, jsonLayoutOf(ours))).join('')
      : documents
          .map((document) =>
            document.toString(printOptionsFor(ours.slice(document.range[0], document.range[2]))),
          )
          .join('');
  const printed = print(file.documents, normalizeNewlines(file.text));
  const crlf = original.includes('\r\n');
  const restore = (text: string): string => (crlf ? text.replace(/\n/g, '\r\n') : text);
  let problemsBefore: readonly Problem[] | undefined;
  const before = (): readonly Problem[] =>
    (problemsBefore ??= parseManifestFile(file.path, new TextEncoder().encode(original)).problems);
  const merge = (base: string[], kept: string[], edits: string[]): string[] =>
    file.format === 'json'
      ? placeJsonCommas(
          mergeLines(withoutJsonCommas(base), withoutJsonCommas(kept), withoutJsonCommas(edits)),
        )
      : mergeLines(base, kept, edits);
  let merged: string | undefined;
  const originalDocuments = parseEditableYaml(file.path, ours).documents;
  try {
    const base = print(originalDocuments, ours);
    merged = restore(merge(base.split('\n'), ours.split('\n'), printed.split('\n')).join('\n'));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  if (
    merged !== undefined &&
    parsesStrictly(file.format, merged) &&
    judgeReadBack(file.path, merged, file.documents, before).ok
  )
    return merged;
  const whole = restore(printed);
  const judged = judgeReadBack(file.path, whole, file.documents, before);
  if (judged.ok) return whole;
  // Last, the edited documents printed whole and the others as they were: the printer can change
  // what an untouched document's block scalar reads back as (`|2-` under an indent of 4).
  if (file.format === 'yaml' && originalDocuments.length === file.documents.length) {
    const single = (document: Document.Parsed, source: string): string => print([document], source);
    const editedSource = normalizeNewlines(file.text);
    const partial = restore(
      file.documents
        .map((document, i) => {
          const original = originalDocuments[i] as Document.Parsed;
          const untouched = single(original, ours) === single(document, editedSource);
          const next = originalDocuments[i + 1];
          return untouched
            ? ours.slice(original.range[0], next === undefined ? ours.length : next.range[0])
            : single(document, editedSource);
        })
        .join(''),
    );
    if (parsesStrictly(file.format, partial) && judgeReadBack(file.path, partial, file.documents, before).ok)
      return partial;
  }

  const field = judged.field ?? edited.at(-1) ?? 'the file';
  throw new GitshiftError(
    'WRITEBACK_RESULT_INVALID',
    `${file.path}: ${field}: ${judged.reason}; the edit is refused`,
    { file: file.path, field },
  );
}

/**
 * A merge can join lines of two styles: a line re-printed at the printer's
 * indentation inside a flow collection the original indents further is
 * refused by YAML 1.2 (and by `yaml`), though js-yaml, the loader's quick
 * reader, takes it. The merged text must satisfy the strict reader too.
 */
function parsesStrictly(format: ManifestFormat, text: string): boolean {
  if (format === 'json') return true;
  return parseAllDocuments(text, { uniqueKeys: true }).every((document) => document.errors.length === 0);
}

/**
 * Printing options closest to the file's own style, so that the printed base
 * differs from the original on as few lines as possible.
 */
function printOptionsFor(text: string): ToStringOptions {
  // The smallest indentation of any line (a `- ` item counts at its dash) is the step.
  let smallest = Infinity;
  for (const match of text.matchAll(/^( +)[^ \n#]/gm))
    smallest = Math.min(smallest, match[1]?.length ?? Infinity);
  const indent = smallest === Infinity ? 2 : Math.min(smallest, 8);
  // A sequence under a key, at the key's own indentation, means sequences are not indented.
  const indentSeq = !/^( *)[^ \n#-][^\n]*:[ \t]*\n\1- /m.test(text);
  const flowCollectionPadding = !/[[{][^ \]}\n]/.test(text);
  return { indent, indentSeq, flowCollectionPadding, lineWidth: 0, minContentWidth: 0 };
}

function normalizeNewlines(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

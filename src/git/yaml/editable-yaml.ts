import {
  isMap,
  isScalar,
  isSeq,
  parseAllDocuments,
  type Document,
  type ToStringOptions,
  type YAMLMap,
} from 'yaml';
import { GitshiftError, type Problem } from '../../errors/index.js';
import { parseYamlFile } from '../../model/yaml/parse-yaml-file.js';
import { mergeLines } from './line-merge.js';
import { judgeReadBack } from './read-back.js';

/** A YAML file parsed for editing: every document, with comments and source styles kept. */
export interface EditableYaml {
  readonly path: string;
  readonly text: string;
  readonly documents: readonly Document.Parsed[];
}

/** Which object of a file an edit is about. */
export interface ObjectSelector {
  readonly kind: string;
  readonly name: string;
}

/** Parses a file for editing; a file that is not valid YAML is a typed error naming it. */
export function parseEditableYaml(path: string, text: string): EditableYaml {
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
  return { path, text, documents: all };
}

/** An object found in a file, and the document that owns it (new nodes are made by their document). */
export interface FoundObject {
  readonly document: Document.Parsed;
  readonly object: YAMLMap;
}

/**
 * The mapping node of the object with this kind and name: a whole document,
 * or an item of a `kind: List` document. Undefined when the file has none.
 */
export function findObject(file: EditableYaml, selector: ObjectSelector): FoundObject | undefined {
  for (const document of file.documents) {
    const root = document.contents;
    if (!isMap(root)) continue;
    if (matches(root, selector)) return { document, object: root };
    const items = scalarAt(root, ['kind']) === 'List' ? root.get('items', true) : undefined;
    if (!isSeq(items)) continue;
    for (const item of items.items)
      if (isMap(item) && matches(item, selector)) return { document, object: item };
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
  const print = (documents: readonly Document.Parsed[]): string =>
    documents
      .map((document) => document.toString(printOptionsFor(ours.slice(document.range[0], document.range[2]))))
      .join('');
  const printed = print(file.documents);
  const crlf = original.includes('\r\n');
  const restore = (text: string): string => (crlf ? text.replace(/\n/g, '\r\n') : text);
  let problemsBefore: readonly Problem[] | undefined;
  const before = (): readonly Problem[] =>
    (problemsBefore ??= parseYamlFile(file.path, new TextEncoder().encode(original)).problems);
  let merged: string | undefined;
  try {
    const base = print(parseEditableYaml(file.path, ours).documents);
    merged = restore(mergeLines(base.split('\n'), ours.split('\n'), printed.split('\n')).join('\n'));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  if (merged !== undefined && judgeReadBack(file.path, merged, file.documents, before).ok) return merged;
  const whole = restore(printed);
  const judged = judgeReadBack(file.path, whole, file.documents, before);
  if (judged.ok) return whole;
  const field = judged.field ?? edited.at(-1) ?? 'the file';
  throw new GitshiftError(
    'WRITEBACK_RESULT_INVALID',
    `${file.path}: ${field}: ${judged.reason}; the edit is refused`,
    { file: file.path, field },
  );
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

import {
  isMap,
  isScalar,
  isSeq,
  parseAllDocuments,
  type Document,
  type ToStringOptions,
  type YAMLMap,
} from 'yaml';
import { GitshiftError } from '../../errors/index.js';
import { mergeLines } from './line-merge.js';

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
 * re-parsed and must mean exactly what the edited documents mean, else the
 * file is printed whole by `yaml` — right in meaning, if not in style.
 */
export function printEditedFile(file: EditableYaml, original: string): string {
  const ours = normalizeNewlines(original);
  const print = (documents: readonly Document.Parsed[]): string =>
    documents
      .map((document) => document.toString(printOptionsFor(ours.slice(document.range[0], document.range[2]))))
      .join('');
  const edited = print(file.documents);
  const crlf = original.includes('\r\n');
  const restore = (text: string): string => (crlf ? text.replace(/\n/g, '\r\n') : text);
  let merged: string;
  try {
    const base = print(parseEditableYaml(file.path, ours).documents);
    merged = mergeLines(base.split('\n'), ours.split('\n'), edited.split('\n')).join('\n');
  } catch (error) {
    if (error instanceof RangeError) return restore(edited);
    throw error;
  }
  return restore(sameMeaning(merged, file.documents) ? merged : edited);
}

function sameMeaning(candidate: string, expected: readonly Document.Parsed[]): boolean {
  const parsed = parseAllDocuments(candidate, { uniqueKeys: true }) as Document.Parsed[];
  if (parsed.length !== expected.length || parsed.some((document) => document.errors.length > 0))
    return false;
  return parsed.every(
    (document, i) => JSON.stringify(document.toJS()) === JSON.stringify(expected[i]?.toJS()),
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

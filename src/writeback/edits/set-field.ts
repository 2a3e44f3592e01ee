import { isCollection, isMap, isNode, isScalar, isSeq } from 'yaml';
import { GitshiftError } from '../../errors/index.js';
import { formatFieldPath, type FieldPath } from '../../yaml/read/field-path.js';
import { canonicalJson } from '../../yaml/values/lossless-json.js';
import type { ConfigFiles, FileEdit } from '../../yaml/edit/config-files.js';
import { findObject, type ObjectSelector } from '../../yaml/edit/editable-yaml.js';
import { manifestFormat } from '../../yaml/read/manifest-format.js';
import { quoteAmbiguousStrings } from '../../yaml/values/quote-ambiguous.js';
import { YamlEditSession, type EditResult } from '../../yaml/edit/edit-session.js';

/** "Set this field of this object in this file to this value." */
export interface FieldEdit {
  /** Path of the file, relative to the config repository root. */
  readonly file: string;
  /** The object: a document of the file, or an item of a `kind: List` or `*List` in it. */
  readonly selector: ObjectSelector;
  /** Keys and list indexes from the object's root; missing maps on the way are created. */
  readonly path: FieldPath;
  /** Any JSON value. */
  readonly value: unknown;
}

/**
 * Sets one field, keeping the rest of the file as it is written. A scalar
 * replaced by a scalar keeps its quoting and comments; a string that would
 * read back as something else unquoted (`on`, `1.10`) is double-quoted.
 * Unchanged when the field already holds an equal value. A result gitshift's
 * loader would refuse is a typed error (WRITEBACK_RESULT_INVALID).
 */
export function setField(files: ConfigFiles, edit: FieldEdit): FileEdit {
  const session = new YamlEditSession(files);
  const result = setFieldIn(session, edit);
  return { ...result, text: session.print().get(result.file) ?? files.read(result.file) ?? '' };
}

/** `setField` within a batch: the files stay parsed in the session. */
export function setFieldIn(session: YamlEditSession, edit: FieldEdit): EditResult {
  checkFieldEdit(edit);
  const file = session.open(edit.file);
  if (file === undefined) {
    throw new GitshiftError('WRITEBACK_TARGET_NOT_FOUND', `${edit.file} does not exist`, { file: edit.file });
  }
  const found = findObject(file, edit.selector);
  if (found === undefined) {
    const { kind, name } = edit.selector;
    throw new GitshiftError('WRITEBACK_TARGET_NOT_FOUND', `${edit.file} has no ${kind} '${name}'`, {
      file: edit.file,
      kind,
      name,
    });
  }
  const { document, object } = found;
  const current: unknown = object.getIn(edit.path, true);
  const currentValue: unknown = isNode(current) ? current.toJSON() : current;
  if (current !== undefined && canonicalJson(currentValue) === canonicalJson(edit.value)) {
    return { file: edit.file, changed: false };
  }
  if (isScalar(current) && isPrimitive(edit.value)) {
    current.value = edit.value;
    quoteAmbiguousStrings(current);
  } else {
    // The first segment of the path that setIn creates (or replaces): all below it is new.
    let kept = 0;
    while (kept < edit.path.length - 1 && isCollection(object.getIn(edit.path.slice(0, kept + 1), true)))
      kept++;
    try {
      object.setIn(edit.path, document.createNode(edit.value));
    } catch (error) {
      // yaml refuses to walk through a scalar ("Expected YAML collection at …").
      throw new GitshiftError(
        'WRITEBACK_EDIT_INVALID',
        `${edit.file}: cannot set ${formatFieldPath(edit.path)} of ${edit.selector.kind} '${edit.selector.name}': ${(error as Error).message}`,
        { file: edit.file },
        { cause: error },
      );
    }
    quoteNewEntry(kept === 0 ? object : object.getIn(edit.path.slice(0, kept), true), edit.path[kept]);
  }
  session.markChanged(edit.file, formatFieldPath(edit.path));
  return { file: edit.file, changed: true };
}

/** Quotes what setIn wrote at `key` of `parent`: the key itself when new, and everything below it. */
function quoteNewEntry(parent: unknown, key: string | number | undefined): void {
  if (isMap(parent)) {
    const pair = parent.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
    // A key that was already there is the author's; only a new one is a bare string.
    if (pair !== undefined) quoteAmbiguousStrings(typeof pair.key === 'string' ? pair : pair.value);
  } else if (isSeq(parent) && typeof key === 'number') {
    quoteAmbiguousStrings(parent.items[key]);
  }
}

function isPrimitive(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function checkFieldEdit(edit: FieldEdit): void {
  const segments = edit.file.split('/');
  if (
    edit.file.startsWith('/') ||
    segments.some((s) => s === '..' || s === '') ||
    manifestFormat(edit.file) === undefined
  ) {
    throw new GitshiftError(
      'WRITEBACK_EDIT_INVALID',
      `'${edit.file}' is not a YAML or JSON file path inside the repository`,
      {
        file: edit.file,
      },
    );
  }
  if (edit.path.length === 0) {
    throw new GitshiftError(
      'WRITEBACK_EDIT_INVALID',
      `${edit.file}: an empty field path would replace the whole object`,
      {
        file: edit.file,
      },
    );
  }
}

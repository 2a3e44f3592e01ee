import { isMap, isScalar, isSeq, type Document, type YAMLMap, type YAMLSeq } from 'yaml';
import { GitshiftError } from '../../errors/index.js';
import type { ConfigFiles, FileEdit } from '../../yaml/edit/config-files.js';
import { findObject, scalarAt, type EditableYaml, type FoundObject } from '../../yaml/edit/editable-yaml.js';
import { YamlEditSession, type EditResult } from '../../yaml/edit/edit-session.js';
import { manifestFormat } from '../../yaml/read/manifest-format.js';
import { quoteAmbiguousStrings } from '../../yaml/values/quote-ambiguous.js';

/** "Tag `tag` of ImageStream `stream` in `project` now points at `image`." */
export interface ImageStreamTagEdit {
  readonly project: string;
  readonly stream: string;
  readonly tag: string;
  /** The manifest digest, `sha256:<64 hex>`. */
  readonly image: string;
  /** The digest-pinned pull spec, `registry/ns/app@sha256:…`. */
  readonly dockerImageReference: string;
  /** When the image was tagged, RFC 3339. */
  readonly created: string;
  /**
   * Keep at most this many items in the tag's history; older ones leave the
   * file (Git history still has them). Default: DEFAULT_TAG_HISTORY.
   */
  readonly historyLimit?: number;
}

/**
 * Every image push adds an item, so without a cap a busy tag's file grows
 * for ever. Ten covers `oc rollback`-style lookups of recent images; older
 * ones are in Git history, which rollback reads anyway.
 */
export const DEFAULT_TAG_HISTORY = 10;

/**
 * Prepends the image to `status.tags[tag].items` of the ImageStream, wherever
 * it is in the manifests of `projects/<project>/` (`.yaml`, `.yml` or `.json`;
 * any document, also inside a `kind: List` or any `*List`),
 * creating `status`, `tags` and the tag entry when absent, and drops the
 * items beyond `historyLimit`. Unchanged when the newest item already has
 * this digest, so replaying an edit is harmless. A tag like `on` or `1.10` is
 * written quoted; a result gitshift's loader would refuse is a typed error
 * (WRITEBACK_RESULT_INVALID).
 */
export function setImageStreamTag(files: ConfigFiles, edit: ImageStreamTagEdit): FileEdit {
  const session = new YamlEditSession(files);
  const result = setImageStreamTagIn(session, edit);
  return { ...result, text: session.print().get(result.file) ?? files.read(result.file) ?? '' };
}

/** `setImageStreamTag` within a batch: the files stay parsed in the session. */
export function setImageStreamTagIn(session: YamlEditSession, edit: ImageStreamTagEdit): EditResult {
  checkImageStreamTagEdit(edit);
  const unreadable: GitshiftError[] = [];
  for (const path of session.list(`projects/${edit.project}`)) {
    if (manifestFormat(path) === undefined) continue;
    let file: EditableYaml | undefined;
    try {
      file = session.open(path);
    } catch (error) {
      // A broken file elsewhere in the project only matters if the stream is not found at all.
      if (error instanceof GitshiftError && error.code === 'WRITEBACK_FILE_INVALID') {
        unreadable.push(error);
        continue;
      }
      throw error;
    }
    const found =
      file === undefined ? undefined : findObject(file, { kind: 'ImageStream', name: edit.stream });
    if (found === undefined) continue;
    const changed = prependTagItem(found, edit, `${path}: ImageStream ${edit.stream}`);
    if (changed) session.markChanged(path, `ImageStream ${edit.stream} tag ${edit.tag}`);
    return { file: path, changed };
  }
  const [firstUnreadable] = unreadable;
  if (firstUnreadable !== undefined) throw firstUnreadable;
  throw new GitshiftError(
    'WRITEBACK_TARGET_NOT_FOUND',
    `no ImageStream '${edit.stream}' in projects/${edit.project}/`,
    { project: edit.project, stream: edit.stream },
  );
}

/** Prepends the tag item in the document tree; false when the newest item already has the digest. */
function prependTagItem({ document, object }: FoundObject, edit: ImageStreamTagEdit, at: string): boolean {
  const status = mapAt(object, 'status', document, at);
  const tags = seqAt(status, 'tags', document, at);
  let entry = tags.items.find((item): item is YAMLMap => isMap(item) && scalarAt(item, ['tag']) === edit.tag);
  if (entry === undefined) {
    entry = document.createNode({ tag: edit.tag, items: [] });
    quoteAmbiguousStrings(entry);
    tags.items.push(entry);
  }
  const items = seqAt(entry, 'items', document, at);
  const newest = items.items[0];
  if (isMap(newest) && scalarAt(newest, ['image']) === edit.image) return false;
  const item = document.createNode({
    created: edit.created,
    dockerImageReference: edit.dockerImageReference,
    image: edit.image,
  });
  // The time is quoted, so that YAML 1.1 readers do not turn it into a date.
  quoteAmbiguousStrings(item);
  items.items.unshift(item);
  const limit = edit.historyLimit ?? DEFAULT_TAG_HISTORY;
  if (items.items.length > limit) items.items.splice(limit);
  return true;
}

/** The map under `key`, created when absent or empty. */
function mapAt(parent: YAMLMap, key: string, document: Document, at: string): YAMLMap {
  const node = collectionAt(parent, key, document, at, 'mapping');
  if (!isMap(node)) throw notA(at, key, 'mapping');
  return node;
}

/** The sequence under `key`, created when absent or empty. */
function seqAt(parent: YAMLMap, key: string, document: Document, at: string): YAMLSeq {
  const node = collectionAt(parent, key, document, at, 'list');
  if (!isSeq(node)) throw notA(at, key, 'list');
  return node;
}

function collectionAt(
  parent: YAMLMap,
  key: string,
  document: Document,
  at: string,
  kind: 'mapping' | 'list',
): unknown {
  const node: unknown = parent.get(key, true);
  if (node === undefined || node === null || (isScalar(node) && node.value === null)) {
    const created = document.createNode(kind === 'mapping' ? {} : []);
    parent.set(key, created);
    return created;
  }
  if (isScalar(node)) throw notA(at, key, kind);
  // An empty flow `{}` or `[]` is a placeholder; the new entries read better in block style.
  if ((isMap(node) || isSeq(node)) && node.items.length === 0) node.flow = false;
  return node;
}

function notA(at: string, key: string, kind: string): GitshiftError {
  return new GitshiftError('WRITEBACK_FILE_INVALID', `${at}: ${key} is not a ${kind}`, { key });
}

const DNS_LABEL = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;
const DOCKER_TAG = /^[\w][\w.-]{0,127}$/;
const DIGEST = /^sha256:[a-f0-9]{64}$/;

/** Names become paths and YAML: reject anything that is not what OpenShift itself accepts. */
function checkImageStreamTagEdit(edit: ImageStreamTagEdit): void {
  const bad = (field: string, why: string): never => {
    throw new GitshiftError('WRITEBACK_EDIT_INVALID', `image stream tag edit: ${field} ${why}`, { field });
  };
  if (!DNS_LABEL.test(edit.project)) bad('project', `'${edit.project}' is not a project name`);
  if (!/^[a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?$/.test(edit.stream))
    bad('stream', `'${edit.stream}' is not a name`);
  if (!DOCKER_TAG.test(edit.tag)) bad('tag', `'${edit.tag}' is not an image tag`);
  if (!DIGEST.test(edit.image)) bad('image', `'${edit.image}' is not a sha256 digest`);
  if (!edit.dockerImageReference.includes('@'))
    bad('dockerImageReference', 'must be digest-pinned (name@sha256:…)');
  if (Number.isNaN(Date.parse(edit.created))) bad('created', `'${edit.created}' is not a time`);
  const limit = edit.historyLimit;
  if (limit !== undefined && (!Number.isSafeInteger(limit) || limit < 1))
    bad('historyLimit', `must be a whole number of at least 1, not ${limit}`);
}

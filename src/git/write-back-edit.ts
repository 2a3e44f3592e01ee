import { formatFieldPath } from '../model/field-path.js';
import { overlayConfigFiles, type ConfigFiles, type FileEdit } from './yaml/config-files.js';
import { setField, type FieldEdit } from './yaml/set-field.js';
import { setImageStreamTag, type ImageStreamTagEdit } from './yaml/set-image-stream-tag.js';

/** A semantic edit: what should be true of the repository, not a patch of text. */
export type WriteBackEdit =
  ({ readonly type: 'image-stream-tag' } & ImageStreamTagEdit) | ({ readonly type: 'field' } & FieldEdit);

/** Why an edit is made, for the commit message. */
export interface WriteBackReason {
  /** What asked for it: `registry`, `dockerhub`, `build`, `rollback`, … */
  readonly source: string;
  /** The event: `push`, `build complete`, … */
  readonly event: string;
  /** The webhook delivery id, when there is one. */
  readonly deliveryId?: string;
}

/** Applies one edit to the files; the text of the file it touched. */
export function applyEdit(files: ConfigFiles, edit: WriteBackEdit): FileEdit {
  return edit.type === 'image-stream-tag' ? setImageStreamTag(files, edit) : setField(files, edit);
}

export type BatchOutcome =
  { readonly ok: true; readonly edit: FileEdit } | { readonly ok: false; readonly error: unknown };

/**
 * Applies edits in order, each seeing the files as the ones before left them,
 * so several edits of one file in one batch compose. An edit that fails is
 * reported and the others still apply.
 */
export function applyEdits(
  files: ConfigFiles,
  edits: readonly WriteBackEdit[],
): { changed: Map<string, string>; outcomes: BatchOutcome[] } {
  const changed = new Map<string, string>();
  const view = overlayConfigFiles(files, changed);
  const outcomes = edits.map((edit): BatchOutcome => {
    try {
      const result = applyEdit(view, edit);
      if (result.changed) changed.set(result.file, result.text);
      return { ok: true, edit: result };
    } catch (error) {
      return { ok: false, error };
    }
  });
  return { changed, outcomes };
}

/** One line for a commit message: "ImageStream shop/web tag latest → sha256:0123456789ab". */
export function describeEdit(edit: WriteBackEdit): string {
  if (edit.type === 'image-stream-tag') {
    return `ImageStream ${edit.project}/${edit.stream} tag ${edit.tag} → ${edit.image.slice(0, 19)}`;
  }
  const value = JSON.stringify(edit.value) ?? 'null';
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `${edit.selector.kind} ${edit.selector.name} in ${edit.file}: ${formatFieldPath(edit.path)} = ${shown}`;
}

/** "registry push, delivery 1f2e…": the why of an edit. */
export function describeReason({ source, event, deliveryId }: WriteBackReason): string {
  return `${source} ${event}${deliveryId === undefined ? '' : `, delivery ${deliveryId}`}`;
}

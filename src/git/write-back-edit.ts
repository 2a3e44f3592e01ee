import { formatFieldPath } from '../model/field-path.js';
import type { ConfigFiles } from './yaml/config-files.js';
import { YamlEditSession, type EditResult } from './yaml/edit-session.js';
import { setFieldIn, type FieldEdit } from './yaml/set-field.js';
import { setImageStreamTagIn, type ImageStreamTagEdit } from './yaml/set-image-stream-tag.js';

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
  /** The commit's subject when the edits serve one purpose (a rollback), instead of naming the first edit. */
  readonly summary?: string;
}

/** Applies one edit within a batch's session. */
export function applyEdit(session: YamlEditSession, edit: WriteBackEdit): EditResult {
  return edit.type === 'image-stream-tag' ? setImageStreamTagIn(session, edit) : setFieldIn(session, edit);
}

export type BatchOutcome =
  { readonly ok: true; readonly edit: EditResult } | { readonly ok: false; readonly error: unknown };

/**
 * Applies edits in order, each seeing the files as the ones before left them,
 * so several edits of one file in one batch compose; each changed file is
 * printed once. An edit that fails is reported and the others still apply.
 */
export function applyEdits(
  files: ConfigFiles,
  edits: readonly WriteBackEdit[],
): { changed: Map<string, string>; outcomes: BatchOutcome[] } {
  const session = new YamlEditSession(files);
  const outcomes = edits.map((edit): BatchOutcome => {
    try {
      return { ok: true, edit: applyEdit(session, edit) };
    } catch (error) {
      return { ok: false, error };
    }
  });
  return { changed: session.print(), outcomes };
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

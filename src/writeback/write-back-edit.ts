import type { GitshiftError } from '../errors/index.js';
import { formatFieldPath } from '../yaml/read/field-path.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import type { ConfigFiles } from '../yaml/edit/config-files.js';
import { YamlEditSession, type EditResult } from '../yaml/edit/edit-session.js';
import { setFieldIn, type FieldEdit } from './edits/set-field.js';
import { setImageStreamTagIn, type ImageStreamTagEdit } from './edits/set-image-stream-tag.js';

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
 * So is an edit whose file gitshift's loader would refuse afterwards
 * (WRITEBACK_RESULT_INVALID): it is found among the edits of that file, which
 * are applied again one at a time, and only it is refused.
 */
export function applyEdits(
  files: ConfigFiles,
  edits: readonly WriteBackEdit[],
): { changed: Map<string, string>; outcomes: BatchOutcome[] } {
  const session = new YamlEditSession(files);
  const outcomes = edits.map((edit) => applyOne(session, edit));
  const { printed, refused } = session.printChecked();
  if (refused.size > 0) refuseEditsAtFault(files, edits, outcomes, printed, refused);
  return { changed: printed, outcomes };
}

function applyOne(session: YamlEditSession, edit: WriteBackEdit): BatchOutcome {
  try {
    return { ok: true, edit: applyEdit(session, edit) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * Re-applies the edits of the refused files one by one on fresh copies, each
 * kept only while its file still loads as meant; `outcomes` and `printed` are
 * updated in place. Costs a parse per edit of those files, and runs only when
 * a file was refused.
 */
function refuseEditsAtFault(
  files: ConfigFiles,
  edits: readonly WriteBackEdit[],
  outcomes: BatchOutcome[],
  printed: Map<string, string>,
  refused: ReadonlyMap<string, GitshiftError>,
): void {
  const kept: WriteBackEdit[] = [];
  outcomes.forEach((outcome, i) => {
    if (!outcome.ok || !refused.has(outcome.edit.file)) return;
    const edit = edits[i] as WriteBackEdit;
    const session = new YamlEditSession(files);
    for (const earlier of kept) applyEdit(session, earlier);
    const again = applyOne(session, edit);
    if (!again.ok) {
      outcomes[i] = again;
      return;
    }
    const checked = session.printChecked();
    const refusal = checked.refused.get(again.edit.file);
    if (refusal !== undefined) {
      outcomes[i] = { ok: false, error: refusal };
      return;
    }
    kept.push(edit);
    outcomes[i] = again;
    for (const path of refused.keys()) {
      const text = checked.printed.get(path);
      if (text !== undefined) printed.set(path, text);
    }
  });
}

/** One line for a commit message: "ImageStream shop/web tag latest → sha256:0123456789ab". */
export function describeEdit(edit: WriteBackEdit): string {
  if (edit.type === 'image-stream-tag') {
    return `ImageStream ${edit.project}/${edit.stream} tag ${edit.tag} → ${edit.image.slice(0, 19)}`;
  }
  const value = edit.value === undefined ? 'null' : stringifyJson(edit.value);
  const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value;
  return `${edit.selector.kind} ${edit.selector.name} in ${edit.file}: ${formatFieldPath(edit.path)} = ${shown}`;
}

/** "registry push, delivery 1f2e…": the why of an edit. */
export function describeReason({ source, event, deliveryId }: WriteBackReason): string {
  return `${source} ${event}${deliveryId === undefined ? '' : `, delivery ${deliveryId}`}`;
}

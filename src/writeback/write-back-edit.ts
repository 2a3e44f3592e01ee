import type { GitshiftError } from '../errors/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { formatFieldPath } from '../yaml/read/field-path.js';
import { stringifyJson } from '../yaml/values/lossless-json.js';
import type { ConfigFiles } from '../yaml/edit/config-files.js';
import { YamlEditSession, type EditResult } from '../yaml/edit/edit-session.js';
import { setFieldIn, type FieldEdit } from './edits/set-field.js';
import { setImageStreamTagIn, type ImageStreamTagEdit } from './edits/set-image-stream-tag.js';
import { FileOverlay, type AddFileEdit, type RemoveFileEdit } from './edits/whole-file.js';

/** A semantic edit: what should be true of the repository, not a patch of text. */
export type WriteBackEdit =
  | ({ readonly type: 'image-stream-tag' } & ImageStreamTagEdit)
  | ({ readonly type: 'field' } & FieldEdit)
  | ({ readonly type: 'add-file' } & AddFileEdit)
  | ({ readonly type: 'remove-file' } & RemoveFileEdit);

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
  /**
   * Who asked, when a person did (a container created through the API): the
   * commit's author. Edits of different authors never share a commit.
   * Default: write-back's own author.
   */
  readonly author?: CommitAuthor;
}

/** Applies one edit within a batch's session; whole-file edits change the overlay the session reads. */
export function applyEdit(session: YamlEditSession, overlay: FileOverlay, edit: WriteBackEdit): EditResult {
  switch (edit.type) {
    case 'image-stream-tag':
      return setImageStreamTagIn(session, edit);
    case 'field':
      return setFieldIn(session, edit);
    case 'add-file':
      return overlay.add(edit);
    case 'remove-file':
      return overlay.remove(edit);
  }
}

export type BatchOutcome =
  { readonly ok: true; readonly edit: EditResult } | { readonly ok: false; readonly error: unknown };

/** What a batch's edits do to the files: new text by path, paths removed, each edit's outcome. */
export interface AppliedEdits {
  readonly changed: Map<string, string>;
  readonly removed: Set<string>;
  readonly outcomes: BatchOutcome[];
}

/**
 * Applies edits in order, each seeing the files as the ones before left them,
 * so several edits of one file in one batch compose (a file added and then
 * edited, say); each changed file is printed once. An edit that fails is reported and the others still apply.
 * So is an edit whose file gitshift's loader would refuse afterwards
 * (WRITEBACK_RESULT_INVALID): it is found among the edits of that file, which
 * are applied again one at a time, and only it is refused.
 */
export function applyEdits(files: ConfigFiles, edits: readonly WriteBackEdit[]): AppliedEdits {
  const overlay = new FileOverlay(files);
  const session = new YamlEditSession(overlay);
  const outcomes = edits.map((edit) => applyOne(session, overlay, edit));
  const { printed, refused } = session.printChecked();
  if (refused.size > 0) refuseEditsAtFault(overlay, edits, outcomes, printed, refused);
  const changed = new Map([...overlay.added, ...printed]);
  for (const path of overlay.removed) changed.delete(path);
  return { changed, removed: new Set(overlay.removed), outcomes };
}

function applyOne(session: YamlEditSession, overlay: FileOverlay, edit: WriteBackEdit): BatchOutcome {
  try {
    return { ok: true, edit: applyEdit(session, overlay, edit) };
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
    const edit = edits[i] as WriteBackEdit;
    // A whole-file edit is in `files` already; only the field edits after it are tried one by one.
    if (!outcome.ok || !refused.has(outcome.edit.file) || isWholeFile(edit)) return;
    // The batch's whole-file edits stay as they were: `files` is the overlay they left.
    const overlay = new FileOverlay(files);
    const session = new YamlEditSession(overlay);
    for (const earlier of kept) applyEdit(session, overlay, earlier);
    const again = applyOne(session, overlay, edit);
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

function isWholeFile(edit: WriteBackEdit): boolean {
  return edit.type === 'add-file' || edit.type === 'remove-file';
}

/** One line for a commit message: "ImageStream shop/web tag latest → sha256:0123456789ab". */
export function describeEdit(edit: WriteBackEdit): string {
  if (edit.type === 'add-file') return `add ${edit.file}`;
  if (edit.type === 'remove-file') return `remove ${edit.file}`;
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

import { GitshiftError } from '../../errors/index.js';
import { classifyPath } from '../../model/repository-layout.js';
import type { ConfigFiles } from '../../yaml/edit/config-files.js';
import type { EditResult } from '../../yaml/edit/edit-session.js';
import { parseEditableYaml } from '../../yaml/edit/editable-yaml.js';

/** "This manifest file should exist with this text" (a container's Job, say). */
export interface AddFileEdit {
  /** Path of the file, relative to the config repository root: a manifest under `projects/<name>/`. */
  readonly file: string;
  /** The whole file. */
  readonly text: string;
}

/** "This manifest file should not exist": the reconciler then prunes what it held. */
export interface RemoveFileEdit {
  readonly file: string;
}

/**
 * The files of a batch as its whole-file edits leave them, over the files
 * read at the base commit: field edits later in the batch see a file added
 * earlier in it, and not one removed.
 */
export class FileOverlay implements ConfigFiles {
  readonly added = new Map<string, string>();
  readonly removed = new Set<string>();

  constructor(private readonly base: ConfigFiles) {}

  list(folder: string): readonly string[] {
    const prefix = `${folder.replace(/\/+$/, '')}/`;
    const paths = new Set([
      ...this.base.list(folder),
      ...[...this.added.keys()].filter((p) => p.startsWith(prefix)),
    ]);
    return [...paths].filter((path) => !this.removed.has(path)).sort();
  }

  read(path: string): string | undefined {
    if (this.removed.has(path)) return undefined;
    return this.added.get(path) ?? this.base.read(path);
  }

  /**
   * Adds the file. The same text already there is no change (a journaled
   * add replayed after a kill lands once); other text there is
   * WRITEBACK_FILE_EXISTS, so a create never overwrites what someone else made.
   */
  add({ file, text }: AddFileEdit): EditResult {
    checkManifestPath(file);
    // A file gitshift's loader could not read would block its whole project.
    parseEditableYaml(file, text);
    const existing = this.read(file);
    if (existing === text) return { file, changed: false };
    if (existing !== undefined)
      throw new GitshiftError('WRITEBACK_FILE_EXISTS', `${file} exists already with other content`, { file });
    this.removed.delete(file);
    this.added.set(file, text);
    return { file, changed: true };
  }

  /** Removes the file; one that is not there is no change. */
  remove({ file }: RemoveFileEdit): EditResult {
    checkManifestPath(file);
    if (this.read(file) === undefined) return { file, changed: false };
    this.added.delete(file);
    if (this.base.read(file) !== undefined) this.removed.add(file);
    return { file, changed: true };
  }
}

/** Whole files are written only where the loader reads manifests: under `projects/<name>/`, no `..`. */
function checkManifestPath(file: string): void {
  if (classifyPath(file).role !== 'manifest')
    throw new GitshiftError(
      'WRITEBACK_EDIT_INVALID',
      `file edit: ${JSON.stringify(file)} is not a manifest path under projects/<name>/`,
      { file },
    );
}

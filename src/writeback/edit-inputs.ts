import type { PrivateClone } from './private-clone.js';
import type { WriteBackEdit } from './write-back-edit.js';

/** What an edit reads: the project folder of a tag edit, the file of a field or whole-file edit. */
function inputOf(edit: WriteBackEdit): string {
  return edit.type === 'image-stream-tag' ? `projects/${edit.project}` : edit.file;
}

/** The files the edits look at (path → text), read from the commit they will build on. */
export async function readEditInputs(
  clone: PrivateClone,
  commit: string,
  edits: readonly WriteBackEdit[],
  cache: object,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const folders = new Set<string>();
  for (const edit of edits) {
    // Unsafe names are left to the edit itself, which rejects them with a typed error.
    if (edit.type === 'image-stream-tag') {
      if (/^[a-z0-9][-a-z0-9]*$/.test(edit.project)) folders.add(inputOf(edit));
    } else if (!edit.file.split('/').includes('..') && !files.has(edit.file)) {
      const text = await clone.readFile(commit, edit.file, cache);
      if (text !== undefined) files.set(edit.file, text);
    }
  }
  for (const folder of folders) {
    for (const [path, text] of await clone.readFolder(commit, folder)) files.set(path, text);
  }
  return files;
}

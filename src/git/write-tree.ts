import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { writeLooseObject, treeContent, type TreeItem } from './loose-object.js';

/**
 * Writes the tree of `baseTree` with some files replaced (path → text) and
 * returns its id. Only the trees on the way to a changed file are read and
 * rewritten; every other subtree is reused by its id.
 */
export async function writeTreeWithChanges(
  gitdir: string,
  baseTree: string | undefined,
  changed: ReadonlyMap<string, string>,
  cache: object,
): Promise<string> {
  const items = new Map<string, TreeItem>();
  if (baseTree !== undefined) {
    for (const entry of (await git.readTree({ fs, gitdir, oid: baseTree, cache })).tree) {
      // isomorphic-git spells a folder's mode 040000; in a tree object it is 40000.
      items.set(entry.path, { mode: entry.mode.replace(/^0+/, ''), name: entry.path, oid: entry.oid });
    }
  }
  const below = new Map<string, Map<string, string>>();
  for (const [path, text] of changed) {
    const slash = path.indexOf('/');
    if (slash < 0) {
      const oid = writeLooseObject(gitdir, 'blob', Buffer.from(text, 'utf8'));
      items.set(path, { mode: items.get(path)?.mode ?? '100644', name: path, oid });
      continue;
    }
    const folder = path.slice(0, slash);
    const inFolder = below.get(folder) ?? new Map<string, string>();
    inFolder.set(path.slice(slash + 1), text);
    below.set(folder, inFolder);
  }
  for (const [folder, inFolder] of below) {
    const existing = items.get(folder);
    const oid = await writeTreeWithChanges(
      gitdir,
      existing?.mode === '40000' ? existing.oid : undefined,
      inFolder,
      cache,
    );
    items.set(folder, { mode: '40000', name: folder, oid });
  }
  return writeLooseObject(gitdir, 'tree', treeContent([...items.values()]));
}

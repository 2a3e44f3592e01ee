import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { treeContent, writeLooseObject, type TreeItem } from '../git/loose-object.js';

/**
 * Writes the tree `tree` without the files at `paths` and returns its id. A
 * folder left empty goes too (git keeps no empty folders); a path that is not
 * there changes nothing. Only the trees on the way to a removed file are
 * rewritten, as in writeTreeWithChanges.
 */
export async function removeFromTree(
  gitdir: string,
  tree: string,
  paths: ReadonlySet<string>,
  cache: object,
): Promise<string> {
  return (
    (await without(gitdir, tree, [...paths], cache)) ?? writeLooseObject(gitdir, 'tree', treeContent([]))
  );
}

/** The tree without `paths`, or undefined when nothing is left in it. */
async function without(
  gitdir: string,
  tree: string,
  paths: readonly string[],
  cache: object,
): Promise<string | undefined> {
  const items = new Map<string, TreeItem>();
  for (const entry of (await git.readTree({ fs, gitdir, oid: tree, cache })).tree)
    items.set(entry.path, { mode: entry.mode.replace(/^0+/, ''), name: entry.path, oid: entry.oid });
  const below = new Map<string, string[]>();
  for (const path of paths) {
    const slash = path.indexOf('/');
    if (slash < 0) {
      if (items.get(path)?.mode !== '40000') items.delete(path);
      continue;
    }
    const folder = path.slice(0, slash);
    below.set(folder, [...(below.get(folder) ?? []), path.slice(slash + 1)]);
  }
  for (const [folder, inFolder] of below) {
    const existing = items.get(folder);
    if (existing?.mode !== '40000') continue;
    const oid = await without(gitdir, existing.oid, inFolder, cache);
    if (oid === undefined) items.delete(folder);
    else items.set(folder, { ...existing, oid });
  }
  return items.size === 0 ? undefined : writeLooseObject(gitdir, 'tree', treeContent([...items.values()]));
}

import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { GitshiftError } from '../errors/index.js';
import { snapshotFromFiles } from '../snapshot/snapshot.js';
import type { GitSnapshot } from './read-git-snapshot.js';

export interface ReadGitSnapshotIsomorphicOptions {
  readonly dir: string;
  readonly ref?: string;
  readonly path?: string;
}

const REGULAR_FILE = new Set(['100644', '100755']);

/**
 * The same snapshot as `readGitSnapshot`, read in-process by isomorphic-git.
 * Kept as the peer that bench/git.bench.ts measures readGitSnapshot against.
 */
export async function readGitSnapshotIsomorphic({
  dir,
  ref = 'HEAD',
  path = '',
}: ReadGitSnapshotIsomorphicOptions): Promise<GitSnapshot> {
  // One cache for the whole read: without it every object lookup re-reads the pack index.
  const cache = {};
  const gitdir = fs.existsSync(`${dir}/.git`) ? `${dir}/.git` : dir;
  let commit: string;
  try {
    commit = /^[0-9a-f]{40}$/.test(ref) ? ref : await git.resolveRef({ fs, gitdir, ref });
  } catch (error) {
    throw new GitshiftError('GIT_UNREADABLE', `${dir} has no commit '${ref}'`, { dir }, { cause: error });
  }
  const files = new Map<string, Uint8Array>();
  const root = path.replace(/^\/+|\/+$/g, '');
  const { tree } = await git.readTree({
    fs,
    gitdir,
    oid: commit,
    cache,
    ...(root === '' ? {} : { filepath: root }),
  });
  const walk = async (entries: typeof tree, prefix: string): Promise<void> => {
    for (const entry of entries) {
      const full = prefix === '' ? entry.path : `${prefix}/${entry.path}`;
      if (entry.type === 'tree') {
        if (entry.path === 'node_modules') continue;
        const sub = await git.readTree({ fs, gitdir, oid: entry.oid, cache });
        await walk(sub.tree, full);
      } else if (entry.type === 'blob' && REGULAR_FILE.has(entry.mode)) {
        const { blob } = await git.readBlob({ fs, gitdir, oid: entry.oid, cache });
        files.set(full, blob);
      }
    }
  };
  await walk(tree, '');
  const origin = `${dir}@${commit.slice(0, 12)}${root === '' ? '' : `:${root}`}`;
  return { ...snapshotFromFiles(origin, files), commit };
}

import * as fs from 'node:fs';
import git from 'isomorphic-git';
import { GitshiftError } from '../errors/index.js';
import { isLoaderInput } from '../model/repository-layout.js';
import { DEFAULT_MAX_FILE_BYTES } from '../yaml/read/yaml-limits.js';
import { snapshotFromListing, type ListedFile, type SkippedEntry } from '../snapshot/snapshot.js';
import type { GitSnapshot } from './read-git-snapshot.js';

export interface ReadGitSnapshotIsomorphicOptions {
  readonly dir: string;
  readonly ref?: string;
  readonly path?: string;
}

const REGULAR_FILE = new Set(['100644', '100755']);

/**
 * The files `readGitSnapshot` reads, read in-process by isomorphic-git: kept
 * as the peer that bench/git.bench.ts measures readGitSnapshot against. It
 * reads the same blobs (the loader's inputs) but, knowing no size without
 * reading, lists only those, and reads an oversized one before dropping it.
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
  const files = new Map<string, ListedFile>();
  const skipped: SkippedEntry[] = [];
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
        if (!isLoaderInput(full)) continue;
        const { blob } = await git.readBlob({ fs, gitdir, oid: entry.oid, cache });
        const kept = blob.byteLength <= DEFAULT_MAX_FILE_BYTES;
        files.set(full, { size: blob.byteLength, content: kept ? blob : undefined });
      } else if (entry.mode === '120000') {
        // The link's text only (the path it names), as readGitSnapshot reads it; never what it names.
        const { blob } = await git.readBlob({ fs, gitdir, oid: entry.oid, cache });
        skipped.push({ path: full, reason: 'symlink', target: Buffer.from(blob).toString('utf8') });
      } else {
        skipped.push({ path: full, reason: 'submodule' });
      }
    }
  };
  await walk(tree, '');
  const origin = `${dir}@${commit.slice(0, 12)}${root === '' ? '' : `:${root}`}`;
  const unread = `files over ${DEFAULT_MAX_FILE_BYTES} bytes are dropped`;
  return { ...snapshotFromListing(origin, files, skipped, unread), commit };
}

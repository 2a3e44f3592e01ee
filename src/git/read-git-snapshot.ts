import { GitshiftError } from '../errors/index.js';
import { isInLoaderScope, isLoaderInput } from '../model/repository-layout.js';
import { DEFAULT_MAX_FILE_BYTES } from '../yaml/read/yaml-limits.js';
import {
  snapshotFromListing,
  type ListedFile,
  type SkippedEntry,
  type SkipReason,
  type Snapshot,
} from '../snapshot/snapshot.js';
import { readBlobs, type WantedBlob } from './cat-file-batch.js';
import { systemGit, type GitRunner } from './git-runner.js';
import { resolveCommit, type GitRevision } from './git-revision.js';
import { runGitChecked } from './run-git-checked.js';

/** A snapshot that knows the commit it was read from. */
export interface GitSnapshot extends Snapshot {
  readonly commit: string;
}

export type ReadGitSnapshotOptions = {
  /** A git repository, bare or with a work tree. Its work tree is never read or changed. */
  readonly dir: string;
  /** A folder of the repository to treat as the config repository's root. Default: the whole tree. */
  readonly path?: string;
  /** Read only these files and folders (relative to `path`), e.g. one project and `gitshift.yaml`. Default: everything. */
  readonly only?: readonly string[];
  /** Default: the system git. */
  readonly git?: GitRunner;
  /**
   * Files larger than this are listed with their size but not read: the
   * loader reports them as too large from the size alone. Default: the
   * loader's own cap, 1 MiB.
   */
  readonly maxFileBytes?: number;
  /**
   * Blobs by id from earlier reads: only the others are read from git, and
   * afterwards it holds exactly this snapshot's blobs — those the loader
   * reads, never an ignored or oversized file. A reader of commit after
   * commit (the daemon) reads only what each commit changed.
   */
  readonly blobCache?: Map<string, Uint8Array>;
} & GitRevision;

// Regular files only, as readDirectory does: symlinks and submodules are listed as skipped, never read.
const REGULAR_FILE = new Set(['100644', '100755']);
const SKIPPED_SEGMENT = new Set(['node_modules']);

interface TreeFile extends WantedBlob {
  readonly path: string;
}

interface TreeEntry extends SkippedEntry {
  readonly oid: string;
  readonly size: number;
}

// A link's text is a path; a longer one is no path any system resolves.
const MAX_LINK_BYTES = 4096;

/**
 * Reads a commit's tree without a checkout: `git ls-tree -l` lists every
 * file with its size, and one `git cat-file --batch`, parsed as it streams,
 * reads just the files the loader uses (`isLoaderInput`) up to the size cap.
 * Every other file is listed with its size and never read, so a large blob
 * anywhere in the tree costs nothing. Measured against isomorphic-git's
 * in-process reads in bench/git.bench.ts, it is the faster of the two for a
 * 10,000-file tree (bench/RESULTS.md, "## git").
 */
export async function readGitSnapshot(options: ReadGitSnapshotOptions): Promise<GitSnapshot> {
  const { dir, git = systemGit(), path = '', maxFileBytes = DEFAULT_MAX_FILE_BYTES } = options;
  const commit = await resolveCommit(git, dir, options);
  const root = path.replace(/^\/+|\/+$/g, '');
  const treeish = root === '' ? commit : `${commit}:${root}`;
  if (root !== '') {
    const type = await git.run(['cat-file', '-t', treeish], { cwd: dir });
    if (type.exitCode !== 0 || type.stdout.toString('utf8').trim() !== 'tree') {
      throw new GitshiftError('GIT_UNREADABLE', `${dir}@${commit.slice(0, 12)} has no folder ${root}`, {
        dir,
        commit,
        path: root,
      });
    }
  }
  const pathspecs = options.only === undefined ? [] : ['--', ...options.only];
  const listing = await runGitChecked(git, ['ls-tree', '-r', '-l', '-z', treeish, ...pathspecs], {
    cwd: dir,
    what: `list the tree of ${commit}`,
    code: 'GIT_UNREADABLE',
  });
  const { files, skipped: entries } = parseTreeListing(listing.toString('utf8'));
  const skipped = await withLinkTargets(git, dir, entries);
  const loaded = files.filter((file) => file.size <= maxFileBytes && isLoaderInput(file.path));
  const cache = options.blobCache;
  const blobs = await readBlobs(
    git,
    dir,
    loaded.filter((file) => cache?.has(file.oid) !== true),
  );
  if (cache !== undefined) {
    const kept = new Map<string, Uint8Array>();
    for (const { oid } of loaded) {
      const content = blobs.get(oid) ?? cache.get(oid);
      if (content !== undefined) kept.set(oid, content);
    }
    cache.clear();
    for (const [oid, content] of kept) {
      cache.set(oid, content);
      blobs.set(oid, content);
    }
  }
  const listed = new Map<string, ListedFile>();
  for (const file of files) listed.set(file.path, { size: file.size });
  for (const file of loaded) {
    const content = blobs.get(file.oid);
    if (content === undefined) {
      throw new GitshiftError('GIT_UNREADABLE', `${dir}: blob ${file.oid} of ${file.path} is missing`, {
        dir,
        commit,
      });
    }
    listed.set(file.path, { size: file.size, content });
  }
  const origin = `${dir}@${commit.slice(0, 12)}${root === '' ? '' : `:${root}`}`;
  const unread = `only gitshift.yaml and manifests of at most ${maxFileBytes} bytes are read`;
  return { ...snapshotFromListing(origin, listed, skipped, unread), commit };
}

/** `git ls-tree -r -l -z` records: `<mode> <type> <oid> <size, padded>\t<path>`. */
function parseTreeListing(listing: string): { files: TreeFile[]; skipped: TreeEntry[] } {
  const files: TreeFile[] = [];
  const skipped: TreeEntry[] = [];
  for (const record of listing.split('\0')) {
    const tab = record.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, oid, size] = record.slice(0, tab).split(/ +/);
    const path = record.slice(tab + 1);
    if (mode === undefined || oid === undefined) continue;
    if (path.split('/').some((segment) => SKIPPED_SEGMENT.has(segment))) continue;
    if (type === 'blob' && REGULAR_FILE.has(mode)) files.push({ path, oid, size: Number(size) });
    else skipped.push({ path, reason: skipReason(mode, type), oid, size: Number(size) });
  }
  return { files, skipped };
}

/**
 * The text of each symlink where the loader would have looked (a link's blob
 * is the path it names), so the loader can refuse one that leads out of the
 * repository. What it names is never read: it is not in the repository.
 */
async function withLinkTargets(
  git: GitRunner,
  dir: string,
  entries: readonly TreeEntry[],
): Promise<SkippedEntry[]> {
  const links = entries.filter(
    (entry) => entry.reason === 'symlink' && entry.size <= MAX_LINK_BYTES && isInLoaderScope(entry.path),
  );
  const texts = await readBlobs(git, dir, links);
  return entries.map(({ path, reason, oid }) => {
    const text = reason === 'symlink' ? texts.get(oid) : undefined;
    return text === undefined
      ? { path, reason }
      : { path, reason, target: Buffer.from(text).toString('utf8') };
  });
}

function skipReason(mode: string, type: string | undefined): SkipReason {
  if (mode === '120000') return 'symlink';
  if (type === 'commit') return 'submodule';
  return 'special-file';
}

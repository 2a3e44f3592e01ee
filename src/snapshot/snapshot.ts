/** Why an entry of a config repository is not among a snapshot's files. */
export type SkipReason = 'symlink' | 'submodule' | 'special-file';

/** An entry that is not a regular file: listed so that the loader can say it was skipped, never read or followed. */
export interface SkippedEntry {
  readonly path: string;
  readonly reason: SkipReason;
  /**
   * What a symlink's text says it points to (never followed), when the
   * reader read it: the loader refuses a link that leads out of the repository.
   */
  readonly target?: string;
}

/**
 * The files of a config repository at one point in time: a directory on disk,
 * or a git tree at a commit. The pure core reads only through this interface.
 */
export interface Snapshot {
  /** Where the files came from, for messages: a directory path or `repo@commit`. */
  readonly origin: string;
  /** Every regular file's path, relative to the root, with forward slashes, sorted. */
  readonly paths: readonly string[];
  /** Symlinks, submodules and special files (FIFOs, devices), sorted by path; none is in `paths`. */
  readonly skipped: readonly SkippedEntry[];
  /** Size in bytes of a file, known without reading it. */
  size(path: string): number;
  /**
   * The bytes of a file. A reader may hold only what the loader uses
   * (`isLoaderInput`, up to its size cap): asking for anything else throws.
   */
  read(path: string): Uint8Array;
}

/** A snapshot held in memory: what readers of disk or git build, and what tests use. */
export function snapshotFromFiles(
  origin: string,
  files: ReadonlyMap<string, Uint8Array | string>,
  skipped: readonly SkippedEntry[] = [],
): Snapshot {
  const encoder = new TextEncoder();
  const bytes = new Map<string, Uint8Array>();
  for (const [path, content] of files) {
    bytes.set(path, typeof content === 'string' ? encoder.encode(content) : content);
  }
  const paths = [...bytes.keys()].sort();
  return {
    origin,
    paths,
    skipped: sortedByPath(skipped),
    size: (path) => requireFile(bytes, path).byteLength,
    read: (path) => requireFile(bytes, path),
  };
}

/** A file of a listing: its size always, its bytes only when they were read. */
export interface ListedFile {
  readonly size: number;
  readonly content?: Uint8Array | undefined;
}

/**
 * A snapshot of a listing whose files were read only in part: every file has
 * a path and a size, and only those the reader chose to read have bytes.
 * `unread` says why a file has none, for the error when it is asked for.
 */
export function snapshotFromListing(
  origin: string,
  files: ReadonlyMap<string, ListedFile>,
  skipped: readonly SkippedEntry[],
  unread: string,
): Snapshot {
  const listed = (path: string): ListedFile => {
    const file = files.get(path);
    if (file === undefined) throw new Error(`snapshot ${origin} has no file ${path}`);
    return file;
  };
  return {
    origin,
    paths: [...files.keys()].sort(),
    skipped: sortedByPath(skipped),
    size: (path) => listed(path).size,
    read: (path) => {
      const { size, content } = listed(path);
      if (content === undefined)
        throw new Error(`snapshot ${origin}: ${path} (${size} bytes) was not read: ${unread}`);
      return content;
    },
  };
}

function sortedByPath(entries: readonly SkippedEntry[]): SkippedEntry[] {
  return [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

function requireFile(files: ReadonlyMap<string, Uint8Array>, path: string): Uint8Array {
  const content = files.get(path);
  if (content === undefined) throw new Error(`snapshot has no file ${path}`);
  return content;
}

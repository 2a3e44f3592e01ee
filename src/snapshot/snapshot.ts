/**
 * The files of a config repository at one point in time: a directory on disk,
 * or a git tree at a commit. The pure core reads only through this interface.
 */
export interface Snapshot {
  /** Where the files came from, for messages: a directory path or `repo@commit`. */
  readonly origin: string;
  /** Every file path, relative to the root, with forward slashes, sorted. */
  readonly paths: readonly string[];
  /** Size in bytes of a file, known without reading it. */
  size(path: string): number;
  /** The bytes of a file. */
  read(path: string): Uint8Array;
}

/** A snapshot held in memory: what readers of disk or git build, and what tests use. */
export function snapshotFromFiles(origin: string, files: ReadonlyMap<string, Uint8Array | string>): Snapshot {
  const encoder = new TextEncoder();
  const bytes = new Map<string, Uint8Array>();
  for (const [path, content] of files) {
    bytes.set(path, typeof content === 'string' ? encoder.encode(content) : content);
  }
  const paths = [...bytes.keys()].sort();
  return {
    origin,
    paths,
    size: (path) => requireFile(bytes, path).byteLength,
    read: (path) => requireFile(bytes, path),
  };
}

function requireFile(files: ReadonlyMap<string, Uint8Array>, path: string): Uint8Array {
  const content = files.get(path);
  if (content === undefined) throw new Error(`snapshot has no file ${path}`);
  return content;
}

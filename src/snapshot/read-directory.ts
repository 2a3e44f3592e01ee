import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
} from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import type { SkippedEntry, Snapshot } from './snapshot.js';

// Version control and dependency folders are never part of a config repository.
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

/**
 * A snapshot of a directory on disk. Files are read when asked for, not
 * before; symlinks are listed as skipped and never followed, nor are FIFOs,
 * sockets or devices opened.
 */
export function readDirectory(root: string): Snapshot {
  const absolute = resolve(root);
  let isDirectory: boolean;
  try {
    isDirectory = statSync(absolute).isDirectory();
  } catch (error) {
    throw new GitshiftError(
      'SNAPSHOT_UNREADABLE',
      `cannot read ${root}: ${(error as Error).message}`,
      { root },
      { cause: error },
    );
  }
  if (!isDirectory) throw new GitshiftError('SNAPSHOT_UNREADABLE', `${root} is not a directory`, { root });
  const paths: string[] = [];
  const skipped: SkippedEntry[] = [];
  const walk = (directory: string): void => {
    // Dirents carry lstat's answer: a link to a folder is a link, not a folder.
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (SKIPPED_DIRECTORIES.has(entry.name)) continue;
      const full = join(directory, entry.name);
      const path = relative(absolute, full).split(sep).join('/');
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) paths.push(path);
      // A link's own text is read, so the loader can tell one that leads out; what it names is never opened.
      else if (entry.isSymbolicLink()) skipped.push({ path, reason: 'symlink', target: readlinkSync(full) });
      else skipped.push({ path, reason: 'special-file' });
    }
  };
  walk(absolute);
  paths.sort();
  skipped.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    origin: root,
    paths,
    skipped,
    size: (path) => lstatSync(join(absolute, path)).size,
    read: (path) => readRegularFile(join(absolute, path), path),
  };
}

// Not following a link that replaced the file since the walk, nor waiting on a FIFO for a writer.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

function readRegularFile(file: string, path: string): Uint8Array {
  const fd = openSync(file, OPEN_FLAGS);
  try {
    if (!fstatSync(fd).isFile()) {
      throw new GitshiftError('SNAPSHOT_UNREADABLE', `${path} is not a regular file`, { path });
    }
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

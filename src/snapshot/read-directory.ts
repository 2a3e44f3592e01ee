import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import type { Snapshot } from './snapshot.js';

// Version control and dependency folders are never part of a config repository.
const SKIPPED_DIRECTORIES = new Set(['.git', 'node_modules']);

/** A snapshot of a directory on disk. Files are read when asked for, not before. */
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
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const full = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (entry.isFile()) {
        paths.push(relative(absolute, full).split(sep).join('/'));
      }
    }
  };
  walk(absolute);
  paths.sort();
  return {
    origin: root,
    paths,
    size: (path) => statSync(join(absolute, path)).size,
    read: (path) => readFileSync(join(absolute, path)),
  };
}

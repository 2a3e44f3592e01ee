import type { Dirent } from 'node:fs';
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { create } from 'tar';
import { GitshiftError } from '../../errors/index.js';
import { throwIfAborted } from '../../runtime/index.js';

export interface PackDirectoryOptions {
  /** The directory to pack (`start-build --from-dir`). */
  readonly directory: string;
  /** The tar.gz to write. */
  readonly archive: string;
  /** Bytes of file content it may hold. Default: 1 GiB, what unpacking takes by default. */
  readonly maxBytes?: number;
  readonly signal?: AbortSignal;
}

export interface PackedDirectory {
  readonly entries: number;
  /** Bytes of file content. */
  readonly bytes: number;
}

const DEFAULT_MAX_BYTES = 1024 ** 3;
/** Git's own data is no build source, here as in `oc start-build --from-dir`'s upload. */
const SKIPPED = new Set(['.git']);

/**
 * A tar.gz of a directory for a binary build: every file, directory and
 * symbolic link under it, `.git` left out at any depth. Refused
 * (BUILD_ARCHIVE_INVALID, naming the path) before anything is written: a
 * symbolic link that points outside the directory (its files would not be
 * in the archive, and the build would see another machine's), a socket, FIFO
 * or device, or more than `maxBytes` of content. Owners are left out.
 */
export async function packDirectory({
  directory,
  archive,
  maxBytes = DEFAULT_MAX_BYTES,
  signal,
}: PackDirectoryOptions): Promise<PackedDirectory> {
  const root = await realRoot(directory);
  const walk = { root, directory, maxBytes, paths: [] as string[], bytes: 0, signal };
  await collect(walk, '');
  throwIfAborted(signal, `packing ${directory}`);
  // Explicit paths without recursion: what was checked is exactly what is packed, in a stable order.
  await create({ gzip: true, file: archive, cwd: directory, portable: true, noDirRecurse: true }, walk.paths);
  return { entries: walk.paths.length, bytes: walk.bytes };
}

interface Walk {
  readonly root: string;
  readonly directory: string;
  readonly maxBytes: number;
  readonly paths: string[];
  bytes: number;
  readonly signal: AbortSignal | undefined;
}

async function collect(walk: Walk, at: string): Promise<void> {
  throwIfAborted(walk.signal, `packing ${walk.directory}`);
  let children: Dirent[];
  try {
    children = await readdir(join(walk.directory, at), { withFileTypes: true });
  } catch (error) {
    throw refusal(walk.directory, at || '.', `cannot be read: ${(error as Error).message}`, error);
  }
  children.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const child of children) {
    if (SKIPPED.has(child.name)) continue;
    const path = at === '' ? child.name : `${at}/${child.name}`;
    if (child.isDirectory()) {
      walk.paths.push(path);
      await collect(walk, path);
    } else if (child.isFile()) {
      walk.bytes += (await lstat(join(walk.directory, path))).size;
      if (walk.bytes > walk.maxBytes)
        throw refusal(walk.directory, path, `takes the content past the limit of ${walk.maxBytes} bytes`);
      walk.paths.push(path);
    } else if (child.isSymbolicLink()) {
      await checkLink(walk, path);
      walk.paths.push(path);
    } else {
      throw refusal(walk.directory, path, 'is a socket, FIFO or device, which builds do not take');
    }
  }
}

/** A link must lead inside the directory, followed as the kernel follows it (or, dangling, as written). */
async function checkLink(walk: Walk, path: string): Promise<void> {
  const full = join(walk.directory, path);
  const target = await readlink(full);
  if (isAbsolute(target))
    throw refusal(walk.directory, path, `is a symbolic link to ${target}: an absolute target leads outside`);
  let landed: string;
  try {
    landed = await realpath(full);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw refusal(walk.directory, path, 'cannot be followed', error);
    landed = resolve(dirname(join(walk.root, path)), target);
  }
  const inside = relative(walk.root, landed);
  if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
    throw refusal(
      walk.directory,
      path,
      `is a symbolic link to ${target}, which leads outside ${walk.directory}`,
    );
}

async function realRoot(directory: string): Promise<string> {
  try {
    const root = await realpath(directory);
    if (!(await lstat(root)).isDirectory()) throw new Error('not a directory');
    return root;
  } catch (error) {
    throw new GitshiftError(
      'BUILD_SOURCE_FAILED',
      `cannot pack ${directory}: ${(error as Error).message}`,
      { directory },
      { cause: error },
    );
  }
}

function refusal(directory: string, path: string, why: string, cause?: unknown): GitshiftError {
  return new GitshiftError(
    'BUILD_ARCHIVE_INVALID',
    `cannot pack ${directory}: ${path} ${why}`,
    { directory, path, reason: why },
    cause === undefined ? undefined : { cause },
  );
}

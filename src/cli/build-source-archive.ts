import { open, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { create as createTar } from 'tar';
import { packDirectory } from '../builds/source/pack-directory.js';
import { GitshiftError } from '../errors/index.js';

/** A binary build's source, ready to upload: a file, its media type, and what removes it afterwards. */
export interface SourceArchive {
  readonly file: string;
  readonly mediaType: 'application/x-tar' | 'application/gzip';
  /** What the upload is, for the progress line: "directory ./app", "file app.jar". */
  readonly describe: string;
  cleanup(): Promise<void>;
}

/**
 * `--from-dir DIR`: the directory packed as a tar.gz (builds/source/pack-directory.ts:
 * `.git` left out, a link out of the directory or a device refused, naming the path).
 */
export async function archiveOfDirectory(directory: string, signal: AbortSignal): Promise<SourceArchive> {
  const dir = await mkdtemp(join(tmpdir(), 'gitshift-start-build-'));
  const file = join(dir, 'source.tar.gz');
  try {
    const packed = await packDirectory({ directory, archive: file, signal });
    return {
      file,
      mediaType: 'application/gzip',
      describe: `directory ${directory} (${packed.entries} entries, ${packed.bytes} bytes of content)`,
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `--from-archive A`: a tar or tar.gz sent as it is. Its type is read from
 * its first bytes, not its name, so serve is told the truth; anything else
 * is refused here rather than after the upload.
 */
export async function archiveFromFile(path: string): Promise<SourceArchive> {
  await requireFile(path, '--from-archive');
  const head = Buffer.alloc(512);
  const handle = await open(path, 'r');
  let length: number;
  try {
    ({ bytesRead: length } = await handle.read(head, 0, 512, 0));
  } finally {
    await handle.close();
  }
  const gzip = length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
  const tar = length >= 262 && head.subarray(257, 262).toString('latin1') === 'ustar';
  if (!gzip && !tar)
    throw new GitshiftError(
      'USAGE',
      `--from-archive ${path}: not a tar or gzip-compressed tar archive; for a single file use --from-file`,
    );
  return {
    file: path,
    mediaType: gzip ? 'application/gzip' : 'application/x-tar',
    describe: `archive ${path}`,
    cleanup: () => Promise.resolve(),
  };
}

/**
 * `--from-file F`: the build's whole source is that one file, placed in the
 * build context under its own name (as `oc start-build --from-file` does),
 * sent as a one-entry tar.gz. A symbolic link is followed: the file it
 * names is what the user means.
 */
export async function archiveOfOneFile(path: string): Promise<SourceArchive> {
  await requireFile(path, '--from-file');
  const dir = await mkdtemp(join(tmpdir(), 'gitshift-start-build-'));
  const file = join(dir, 'source.tar.gz');
  try {
    await createTar({ file, gzip: true, portable: true, follow: true, cwd: dirname(path) }, [basename(path)]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new GitshiftError(
      'USAGE',
      `--from-file ${path}: cannot archive it: ${(error as Error).message}`,
      {},
      { cause: error },
    );
  }
  return {
    file,
    mediaType: 'application/gzip',
    describe: `file ${path}`,
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

async function requireFile(path: string, flag: string): Promise<void> {
  let isFile: boolean;
  try {
    isFile = (await stat(path)).isFile();
  } catch (error) {
    throw new GitshiftError(
      'USAGE',
      `${flag} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (!isFile)
    throw new GitshiftError(
      'USAGE',
      `${flag} ${path}: not a file${flag === '--from-file' ? '; for a directory use --from-dir' : ''}`,
    );
}

import { createReadStream, type Stats } from 'node:fs';
import { mkdir, open, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser, Unpack, type ReadEntry } from 'tar';
import { GitshiftError } from '../../errors/index.js';
import { abortedError, onAbort, throwIfAborted } from '../../runtime/index.js';

export interface ArchiveLimits {
  /** Bytes of file content the archive may unpack to. Default: 1 GiB. */
  readonly maxBytes?: number;
  /** Entries (files, directories, links) it may hold. Default: 100,000. */
  readonly maxEntries?: number;
}

export interface UnpackArchiveOptions extends ArchiveLimits {
  /** A tar archive, optionally gzip-compressed (told by its first bytes, not its name). */
  readonly archive: string;
  /** Where to unpack: an empty directory, or none yet (created). */
  readonly destination: string;
  readonly signal?: AbortSignal;
}

/** What an archive holds, as checked. */
export interface ArchiveSummary {
  readonly entries: number;
  /** Bytes of file content. */
  readonly bytes: number;
}

const DEFAULT_MAX_BYTES = 1024 ** 3;
const DEFAULT_MAX_ENTRIES = 100_000;
/** Kernels give up resolving a path after 40 symbolic links; so does the check. */
const MAX_LINK_HOPS = 40;
const GZIP_MAGIC = [0x1f, 0x8b];
const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const REFUSED_TYPES: Readonly<Record<string, string>> = {
  CharacterDevice: 'is a device file',
  BlockDevice: 'is a device file',
  FIFO: 'is a FIFO',
};

/**
 * Unpacks a binary build's archive, checking all of it before anything is
 * written: no absolute paths or `..`, no symbolic link that leads outside
 * (resolved through the archive's other links, as the kernel would), no hard
 * link to anything but a file before it, no entry written through a
 * symbolic link, no device, FIFO or other special entry, and at most
 * `maxEntries` entries and `maxBytes` of content; the decompressed stream is
 * capped too, so a gzip bomb stops at the cap. Each refusal is
 * BUILD_ARCHIVE_INVALID naming the entry; after one nothing is left in
 * the destination. The unpack pass checks each entry against the listing
 * again, so an archive changed in between is refused too. Owners and
 * setuid, setgid and sticky bits are not restored.
 */
export async function unpackArchive(options: UnpackArchiveOptions): Promise<ArchiveSummary> {
  const summary = await checkArchive(options.archive, options, options.signal);
  const created = await prepareDestination(options.destination);
  try {
    await extract(options, summary);
    return { entries: summary.entries, bytes: summary.bytes };
  } catch (error) {
    await clear(options.destination, created);
    throw error;
  }
}

interface CheckedArchive extends ArchiveSummary {
  /** `type path` of each entry in order, for the unpack pass to compare against. */
  readonly listing: readonly string[];
  /** Decompressed bytes the stream may hold: the unpack pass stops there too. */
  readonly streamCap: number;
}

/** Lists the archive and refuses it (BUILD_ARCHIVE_INVALID) unless every entry is safe to unpack. */
export async function checkArchive(
  archive: string,
  limits: ArchiveLimits = {},
  signal?: AbortSignal,
): Promise<CheckedArchive> {
  const inspection = new ArchiveInspection(archive, limits);
  // A refusal aborts the parser, which fails the feed with it: never a throw from inside node-tar's callbacks.
  const parser: Parser = new Parser({
    strict: true,
    onReadEntry: (entry) => refuseWith(parser, () => inspection.entry(entry)),
  });
  parser.on('ignoredEntry', (entry: ReadEntry) => refuseWith(parser, () => inspection.ignored(entry)));
  await feed(archive, parser, 'end', inspection.streamCap, signal);
  return inspection.finish();
}

function refuseWith(parser: Parser, check: () => void): void {
  try {
    check();
  } catch (error) {
    parser.abort(error as Error);
  }
}

/** The checks of one archive, entry by entry and then across entries (links). */
class ArchiveInspection {
  readonly streamCap: number;
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly listing: string[] = [];
  private readonly files = new Set<string>();
  private readonly symlinks = new Map<string, string>();
  private readonly paths: string[] = [];
  private bytes = 0;

  constructor(
    private readonly archive: string,
    { maxBytes = DEFAULT_MAX_BYTES, maxEntries = DEFAULT_MAX_ENTRIES }: ArchiveLimits,
  ) {
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    // Content, plus a header block and padding per entry and room for long names.
    this.streamCap = maxBytes + maxEntries * 2048 + 1024 * 1024;
  }

  entry(entry: ReadEntry): void {
    entry.resume();
    const path = this.safePath(entry.path, entry.path);
    const refused = REFUSED_TYPES[entry.type];
    if (refused !== undefined) throw this.invalid(entry.path, refused);
    if (this.listing.length >= this.maxEntries)
      throw this.invalid(entry.path, `is past the limit of ${this.maxEntries} entries`);
    this.listing.push(`${entry.type} ${path}`);
    if (path === '') {
      if (entry.type !== 'Directory') throw this.invalid(entry.path, 'names the destination itself');
      return;
    }
    this.paths.push(path);
    if (FILE_TYPES.has(entry.type)) {
      this.bytes += entry.size ?? 0;
      if (this.bytes > this.maxBytes)
        throw this.invalid(entry.path, `takes the content past the limit of ${this.maxBytes} bytes`);
      this.files.add(path);
    } else if (entry.type === 'SymbolicLink') {
      const target = entry.linkpath ?? '';
      if (target.startsWith('/'))
        throw this.invalid(entry.path, `is a symbolic link to ${target}, outside the archive`);
      this.symlinks.set(path, target);
    } else if (entry.type === 'Link') {
      const target = this.safePath(entry.linkpath ?? '', entry.path);
      if (!this.files.has(target))
        throw this.invalid(
          entry.path,
          `is a hard link to ${entry.linkpath ?? ''}, which is no file before it`,
        );
    } else if (entry.type !== 'Directory') {
      throw this.invalid(entry.path, `is a ${entry.type} entry, which builds do not take`);
    }
  }

  /** Entries node-tar skips: sparse files, tape headers, oversized metadata. */
  ignored(entry: ReadEntry): void {
    throw this.invalid(entry.path || '(metadata)', `is a ${entry.type} entry, which builds do not take`);
  }

  /** Checks that need every entry: where symbolic links lead, and what is written through them. */
  finish(): CheckedArchive {
    for (const [path, target] of this.symlinks) {
      const resolved = resolveWithin(parentOf(path), target, this.symlinks, 0);
      if (resolved === 'outside')
        throw this.invalid(path, `is a symbolic link to ${target}, which leads outside the archive`);
      if (resolved === 'loop')
        throw this.invalid(path, `is a symbolic link to ${target}, in a loop of links`);
    }
    for (const path of this.paths) {
      const through = prefixesOf(path).find((prefix) => this.symlinks.has(prefix));
      if (through !== undefined)
        throw this.invalid(path, `would be written through the symbolic link ${through}`);
    }
    return {
      entries: this.listing.length,
      bytes: this.bytes,
      listing: this.listing,
      streamCap: this.streamCap,
    };
  }

  /** `./a//b/` → `a/b`; refuses absolute paths and `..`. */
  private safePath(raw: string, entry: string): string {
    if (raw.includes('\0')) throw this.invalid(entry, 'has a NUL byte in its name');
    if (raw.startsWith('/')) throw this.invalid(entry, `names the absolute path ${raw}`);
    const segments = raw.split('/').filter((s) => s !== '' && s !== '.');
    if (segments.includes('..')) throw this.invalid(entry, `climbs out with .. (${raw})`);
    return segments.join('/');
  }

  private invalid(entry: string, why: string): GitshiftError {
    return new GitshiftError(
      'BUILD_ARCHIVE_INVALID',
      `the archive ${this.archive} is refused: entry ${JSON.stringify(entry.slice(0, 200))} ${why}; nothing was unpacked`,
      { archive: this.archive, entry, reason: why },
    );
  }
}

/**
 * Follows `target` from directory `start` as the kernel would, expanding the
 * archive's own symbolic links on the way: the segments it ends at, or
 * where it escapes the archive's root, or a loop.
 */
function resolveWithin(
  start: readonly string[],
  target: string,
  links: ReadonlyMap<string, string>,
  hops: number,
): string[] | 'outside' | 'loop' {
  if (target.startsWith('/')) return 'outside';
  let stack = [...start];
  for (const segment of target.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (stack.length === 0) return 'outside';
      stack.pop();
      continue;
    }
    stack.push(segment);
    const link = links.get(stack.join('/'));
    if (link === undefined) continue;
    if (hops >= MAX_LINK_HOPS) return 'loop';
    const resolved = resolveWithin(stack.slice(0, -1), link, links, hops + 1);
    if (!Array.isArray(resolved)) return resolved;
    stack = resolved;
  }
  return stack;
}

function parentOf(path: string): string[] {
  return path.split('/').slice(0, -1);
}

/** `a/b/c` → `a`, `a/b`. */
function prefixesOf(path: string): string[] {
  const segments = path.split('/');
  return segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1).join('/'));
}

/** The second pass: node-tar writes, every entry compared against the checked listing first. */
async function extract(options: UnpackArchiveOptions, checked: CheckedArchive): Promise<void> {
  let index = 0;
  const unpack = new Unpack({
    cwd: options.destination,
    strict: true,
    preserveOwner: false,
    preservePaths: false,
    filter: (_path: string, entry: ReadEntry | Stats) => {
      const read = entry as ReadEntry;
      const safe = read.path
        .split('/')
        .filter((s) => s !== '' && s !== '.')
        .join('/');
      if (checked.listing[index] !== `${read.type} ${safe}`) {
        unpack.abort(
          new GitshiftError(
            'BUILD_ARCHIVE_INVALID',
            `the archive ${options.archive} changed while it was unpacked (entry ${JSON.stringify(read.path)}); it is refused`,
            { archive: options.archive, entry: read.path },
          ),
        );
        return false;
      }
      index += 1;
      // Owners are not restored (preserveOwner), nor setuid, setgid and sticky bits.
      if (read.mode !== undefined) read.mode &= 0o777;
      return true;
    },
  });
  // Unpack says 'close' once everything is on disk.
  await feed(options.archive, unpack, 'close', checked.streamCap, options.signal);
  if (index !== checked.listing.length)
    throw new GitshiftError(
      'BUILD_ARCHIVE_INVALID',
      `the archive ${options.archive} changed while it was unpacked (${index} of ${checked.listing.length} entries); it is refused`,
      { archive: options.archive },
    );
}

/** A tar parser or unpacker: written to, ended, and failing through 'error' or a throw from its callbacks. */
interface TarSink {
  write(chunk: Buffer): boolean;
  end(): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end' | 'close', listener: () => void): unknown;
  once(event: 'drain', listener: () => void): unknown;
}

/**
 * Streams the archive into `sink`, gunzipped when its first bytes say gzip,
 * stopping at `cap` decompressed bytes (a gzip bomb is refused there) or when
 * `signal` aborts. Resolves when the sink says `finished`.
 */
async function feed(
  archive: string,
  sink: TarSink,
  finished: 'end' | 'close',
  cap: number,
  signal?: AbortSignal,
): Promise<void> {
  throwIfAborted(signal, `unpacking ${archive}`);
  const gzip = await startsWithGzip(archive);
  const file = createReadStream(archive);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > cap)
        callback(
          new GitshiftError(
            'BUILD_ARCHIVE_INVALID',
            `the archive ${archive} is refused: it decompresses to more than ${cap} bytes; nothing was unpacked`,
            { archive },
          ),
        );
      else callback(null, chunk);
    },
  });
  const stages: Readable[] = gzip ? [file, createGunzip(), counter] : [file, counter];
  const source = stages.reduce((upstream, next) => upstream.pipe(next as Transform));
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      stopListening();
      for (const stage of stages) stage.destroy();
      reject(error instanceof GitshiftError ? error : unreadable(archive, error));
    };
    let stopListening = (): void => undefined;
    for (const stage of stages) stage.on('error', fail);
    sink.on('error', fail);
    if (signal !== undefined)
      stopListening = onAbort(signal, () => fail(abortedError(signal, `unpacking ${archive}`)));
    source.on('data', (chunk: Buffer) => {
      try {
        if (!sink.write(chunk)) {
          source.pause();
          sink.once('drain', () => source.resume());
        }
      } catch (error) {
        fail(error as Error);
      }
    });
    // Done when the sink has handled everything, not when the file is read: node-tar may still be at work.
    sink.on(finished, () => {
      if (settled) return;
      settled = true;
      stopListening();
      resolve();
    });
    source.on('end', () => {
      try {
        sink.end();
      } catch (error) {
        fail(error as Error);
      }
    });
  });
}

async function startsWithGzip(archive: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(archive, 'r');
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } catch (error) {
    throw unreadable(archive, error);
  } finally {
    await handle?.close();
  }
}

function unreadable(archive: string, error: unknown): GitshiftError {
  const reason = error instanceof Error ? error.message : String(error);
  return new GitshiftError(
    'BUILD_ARCHIVE_INVALID',
    `the archive ${archive} cannot be read as tar or tar.gz: ${reason}; nothing was unpacked`,
    { archive, reason },
    { cause: error },
  );
}

/** Creates the destination, or checks that it is empty; says whether it was created. */
async function prepareDestination(destination: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(destination);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw destinationError(destination, error);
    await mkdir(destination, { recursive: true });
    return true;
  }
  if (entries.length > 0)
    throw new GitshiftError('BUILD_SOURCE_FAILED', `cannot unpack into ${destination}: it is not empty`, {
      destination,
    });
  return false;
}

/** Leaves nothing behind: the destination removed when it was created here, else emptied. */
async function clear(destination: string, created: boolean): Promise<void> {
  if (created) {
    await rm(destination, { recursive: true, force: true });
    return;
  }
  for (const name of await readdir(destination))
    await rm(join(destination, name), { recursive: true, force: true });
}

function destinationError(destination: string, error: unknown): GitshiftError {
  return new GitshiftError(
    'BUILD_SOURCE_FAILED',
    `cannot unpack into ${destination}: ${(error as Error).message}`,
    { destination },
    { cause: error },
  );
}

import {
  closeSync,
  constants,
  fdatasync,
  fdatasyncSync,
  fsyncSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { promisify } from 'node:util';

const fdatasyncAsync = promisify(fdatasync);

/** How much zero-filled room the log file gets at a time. */
export const LOG_CHUNK_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/**
 * The delivery log's bytes: whole lines, then zeros to the end of the file
 * (also a log written before the file was preallocated, which has none).
 * Where the lines end: after the last newline before the first zero byte, so
 * a line torn by a crash is not among them.
 */
export function deliveryLogLines(bytes: Buffer): Buffer {
  const zero = bytes.indexOf(0);
  const written = zero === -1 ? bytes : bytes.subarray(0, zero);
  return written.subarray(0, written.lastIndexOf(NEWLINE) + 1);
}

/**
 * The delivery log's file, written in place into room that was filled with
 * zeros beforehand, a chunk at a time. An fdatasync after writing into that
 * room changes no metadata (not the size, no new blocks), so the file system
 * has no journal commit to make for it: appended to, each fdatasync was one,
 * queued with those of whatever else syncs on the same disk (with serve
 * syncing, the API server's etcd). Here a flush took 205–321 µs in place
 * against 256–589 µs appended (bench/RESULTS.md, issue 19).
 *
 * Writes are synchronous and go at the end of the lines, one writer at a time
 * (the replay store's drain); `flush` makes them durable. Only the bytes
 * before `end` are the log's: what lies after it is zeros, so a crash in the
 * middle of a write leaves a torn line that `open` cuts off.
 */
export class DeliveryLogFile {
  private constructor(
    private fd: number,
    private readonly path: string,
    /** Where the lines end and the next write goes. */
    private written: number,
    /** The file's size: zeros from `written` to here. */
    private allocated: number,
  ) {}

  /**
   * Opens (creating it when missing) the log at `path` and reads its lines.
   * Anything after them that is not zeros (a torn line, or lines written
   * after a first zero by a crash that wrote pages out of order) is zeroed
   * and synced first: a later write that ends right before such a line must
   * not make it read as the log's.
   */
  static open(path: string): { file: DeliveryLogFile; lines: Buffer; created: boolean } {
    let bytes = Buffer.alloc(0);
    let created = false;
    try {
      bytes = readFileSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      created = true;
    }
    const lines = deliveryLogLines(bytes);
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    const file = new DeliveryLogFile(fd, path, lines.length, bytes.length);
    try {
      const tail = bytes.subarray(lines.length);
      if (!tail.equals(Buffer.alloc(tail.length))) {
        file.zero(lines.length, bytes.length);
        fdatasyncSync(fd);
      }
    } catch (error) {
      closeSync(fd);
      throw error;
    }
    return { file, lines, created };
  }

  get end(): number {
    return this.written;
  }

  /** Writes `bytes` after the lines (filling more room with zeros first when needed); they are durable after `flush`. */
  write(bytes: Buffer): void {
    if (this.written + bytes.length > this.allocated) {
      const room = Math.max(LOG_CHUNK_BYTES, this.written + bytes.length - this.allocated);
      // Synced by the flush that follows this write, with it: zeros not yet durable are a crash's torn tail.
      this.writeAt(Buffer.alloc(room), this.allocated);
      this.allocated += room;
    }
    const at = this.written;
    // Counted before writing: a write that fails half-way leaves bytes that cutBack must zero.
    this.written += bytes.length;
    this.writeAt(bytes, at);
  }

  /** Makes what was written durable, in libuv's thread pool. */
  flush(): Promise<void> {
    return fdatasyncAsync(this.fd);
  }

  /** Makes what was written durable, on this thread. */
  flushSync(): void {
    fdatasyncSync(this.fd);
  }

  /**
   * Forgets what was written after `end` (a write or flush that failed):
   * zeroed, so a shorter write later cannot leave part of it to be read as
   * the log's. Throws when the zeros cannot be written either.
   */
  cutBack(end: number): void {
    if (end >= this.written) return;
    this.zero(end, this.written);
    this.written = end;
  }

  /** Takes the file now at the path (the log rewritten and renamed over the old one), `size` bytes of lines. */
  reopen(size: number): void {
    closeSync(this.fd);
    this.fd = openSync(this.path, constants.O_RDWR);
    this.written = size;
    this.allocated = size;
  }

  close(): void {
    closeSync(this.fd);
  }

  private zero(from: number, to: number): void {
    this.writeAt(Buffer.alloc(to - from), from);
  }

  private writeAt(bytes: Buffer, position: number): void {
    for (let offset = 0; offset < bytes.length;)
      offset += writeSync(this.fd, bytes, offset, bytes.length - offset, position + offset);
  }
}

/** Syncs a directory, so that a file created or renamed in it survives a crash. */
export function syncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

import { mkdirSync } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { GitshiftError } from '../errors/index.js';
import type { Logger } from '../observability/logger.js';
import { DeliveryLogFile, syncDirectory } from './delivery-log-file.js';
import { FlushPlacement } from './flush-placement.js';

export interface ReplayStoreOptions {
  /** Directory of the delivery log; created when missing. */
  readonly dir: string;
  /** How long an id is remembered. Default: 3 days. */
  readonly retentionMs?: number;
  /** Ids kept at most; the oldest are forgotten beyond it, with a warning. Default: 2,000,000 (~200 MB). */
  readonly maxEntries?: number;
  /** The log is rewritten with only live ids once it holds this many lines and twice the live ones. Default: 100,000. */
  readonly compactAfterLines?: number;
  readonly now?: () => number;
  readonly log?: Logger | undefined;
}

interface PendingWrite {
  readonly text: string;
  /** Ids this write makes durable (empty for forgetting). */
  readonly committing: readonly string[];
  readonly lines: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

export const DELIVERY_LOG = 'deliveries.log';
const THREE_DAYS_MS = 3 * 24 * 3600 * 1000;
/** Ids are written as they are: one token of printable ASCII. */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The ids of deliveries already taken, so a replay is processed once, also
 * after a restart. An append-only log (`a <ms> <id>` / `d <ms> <id>` lines)
 * in the state directory (delivery-log-file.ts: written in place into room
 * filled with zeros beforehand): ids claimed at once are made durable by one
 * write and one fdatasync (group commit; the fdatasync on the event loop or in
 * the thread pool, as FlushPlacement says), the log is rewritten with only the
 * live ids when it grows, and a torn last line from a crash is cut off on open.
 */
export class ReplayStore {
  private readonly seenAt = new Map<string, number>();
  /** Claimed but not yet on disk: left out of a compaction, which must not make them durable early. */
  private readonly uncommitted = new Set<string>();
  private readonly queue: PendingWrite[] = [];
  private readonly path: string;
  private readonly retentionMs: number;
  private readonly maxEntries: number;
  private readonly compactAfterLines: number;
  private readonly now: () => number;
  private readonly log: Logger | undefined;
  private readonly placement = new FlushPlacement();
  private file: DeliveryLogFile | undefined;
  private linesInFile = 0;
  private draining: Promise<void> | undefined;
  private closed = false;
  private warnedFull = false;

  private constructor(private readonly options: ReplayStoreOptions) {
    this.path = join(options.dir, DELIVERY_LOG);
    this.retentionMs = options.retentionMs ?? THREE_DAYS_MS;
    this.maxEntries = options.maxEntries ?? 2_000_000;
    this.compactAfterLines = options.compactAfterLines ?? 100_000;
    this.now = options.now ?? Date.now;
    this.log = options.log;
  }

  /** Loads the log (synchronously: this runs once, at start) and opens it for appending. */
  static open(options: ReplayStoreOptions): ReplayStore {
    const store = new ReplayStore(options);
    store.load();
    return store;
  }

  get size(): number {
    return this.seenAt.size;
  }

  has(key: string): boolean {
    return this.seenAt.has(key);
  }

  /**
   * Marks the id as taken and says whether it was new. Synchronous, so two
   * copies of a delivery arriving together cannot both win; `commit` then
   * makes the claim durable.
   */
  claim(key: string): boolean {
    if (!KEY.test(key))
      throw new GitshiftError(
        'WEBHOOK_CONFIG_INVALID',
        `replay id ${JSON.stringify(key)} is not one printable token`,
      );
    if (this.closed) throw this.closedError();
    if (this.seenAt.has(key)) return false;
    this.seenAt.set(key, this.now());
    this.uncommitted.add(key);
    if (this.seenAt.size > this.maxEntries) this.evictOldest();
    return true;
  }

  /** Resolves once the claimed ids are on disk; rejects (WEBHOOK_STATE_UNWRITABLE) when they cannot be written. */
  commit(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return Promise.resolve();
    const text = keys.map((key) => `a ${this.seenAt.get(key) ?? this.now()} ${key}\n`).join('');
    return this.append(text, keys, keys.length);
  }

  /**
   * Forgets ids whose delivery failed after the claim, so the sender's retry
   * is processed. Durable like a commit.
   */
  forget(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      this.seenAt.delete(key);
      this.uncommitted.delete(key);
    }
    if (keys.length === 0) return Promise.resolve();
    return this.append(keys.map((key) => `d ${this.now()} ${key}\n`).join(''), [], keys.length);
  }

  /** Waits for pending writes and closes the log. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.draining !== undefined) await this.draining;
    this.file?.close();
  }

  private append(text: string, committing: readonly string[], lines: number): Promise<void> {
    if (this.closed) return Promise.reject(this.closedError());
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ text, committing, lines, resolve, reject });
      this.draining ??= this.drain();
    });
  }

  /**
   * One write and one fdatasync for everything queued while the previous
   * batch was being written, and for what arrived in the same turn of the
   * event loop: the first batch is taken once the loop has read every request
   * that was ready.
   */
  private async drain(): Promise<void> {
    try {
      // Also what makes `this.draining ??= this.drain()` hold this drain: one that ran to its end
      // without awaiting would clear `draining` before being assigned to it, and no drain would start again.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0);
        const file = this.openFile();
        const endBefore = file.end;
        try {
          // Written here (into the page cache: microseconds), flushed where the placement says.
          file.write(Buffer.from(batch.map((b) => b.text).join('')));
          if (this.placement.place(batch.length) === 'loop') this.flushOnLoop(file);
          else await file.flush();
          this.linesInFile += batch.reduce((sum, b) => sum + b.lines, 0);
          for (const b of batch) {
            for (const key of b.committing) this.uncommitted.delete(key);
            b.resolve();
          }
        } catch (error) {
          // A full disk can take part of a batch: cut it off, or the next append would continue its torn line.
          this.cutBack(file, endBefore);
          const wrapped = this.unwritable(error, 'append to');
          for (const b of batch) b.reject(wrapped);
        }
        this.expire();
        if (this.linesInFile >= this.compactAfterLines && this.linesInFile >= 2 * this.seenAt.size)
          await this.compact();
      }
    } finally {
      // Cleared in the same step that found the queue empty (no await between), so an append
      // that comes after always starts a new drain instead of waiting on this finished one.
      this.draining = undefined;
    }
  }

  private flushOnLoop(file: DeliveryLogFile): void {
    const started = this.now();
    file.flushSync();
    this.placement.flushedOnLoop(this.now() - started);
  }

  private openFile(): DeliveryLogFile {
    if (this.file === undefined) throw this.closedError();
    return this.file;
  }

  private cutBack(file: DeliveryLogFile, end: number): void {
    try {
      file.cutBack(end);
    } catch (error) {
      this.log?.warn({ error: (error as Error).message }, 'webhook-replay-cut-back-failed');
    }
  }

  private load(): void {
    try {
      mkdirSync(this.options.dir, { recursive: true });
      const opened = DeliveryLogFile.open(this.path);
      this.file = opened.file;
      const lines = opened.lines.toString('latin1').split('\n');
      lines.pop();
      const cutoff = this.now() - this.retentionMs;
      for (const line of lines) {
        const [op, at, key] = line.split(' ');
        if (key === undefined || !KEY.test(key)) continue;
        if (op === 'd') this.seenAt.delete(key);
        else if (op === 'a' && Number(at) >= cutoff) this.seenAt.set(key, Number(at));
      }
      // A new file's name is durable only once its directory is synced: the deliveries answered
      // after their lines' fdatasync must not go with the file in a crash.
      if (opened.created) syncDirectory(this.options.dir);
      this.linesInFile = lines.length;
    } catch (error) {
      throw this.unwritable(error, 'open');
    }
  }

  private expire(): void {
    const cutoff = this.now() - this.retentionMs;
    for (const [key, at] of this.seenAt) {
      // Insertion order is arrival order: the first live id ends the scan.
      if (at >= cutoff) break;
      this.seenAt.delete(key);
      this.uncommitted.delete(key);
    }
  }

  private evictOldest(): void {
    const oldest = this.seenAt.keys().next();
    if (oldest.done === true) return;
    this.seenAt.delete(oldest.value);
    this.uncommitted.delete(oldest.value);
    if (!this.warnedFull) {
      this.warnedFull = true;
      this.log?.warn(
        {
          maxEntries: this.maxEntries,
          hint: 'the oldest delivery ids are forgotten early; raise maxEntries',
        },
        'webhook-replay-store-full',
      );
    }
  }

  /**
   * Rewrites the log with the live ids: to a temporary file, synced, renamed
   * over the old one, and the directory synced, so a crash leaves one or the other.
   * Runs between batches, when nothing is being appended. A failure keeps the old log.
   */
  private async compact(): Promise<void> {
    const temporary = `${this.path}.compact`;
    try {
      let text = '';
      let lines = 0;
      for (const [key, at] of this.seenAt) {
        if (this.uncommitted.has(key)) continue;
        text += `a ${at} ${key}\n`;
        lines += 1;
      }
      const file = await open(temporary, 'w');
      try {
        await file.writeFile(text);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temporary, this.path);
      const dir = await open(this.options.dir, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
      this.openFile().reopen(Buffer.byteLength(text, 'latin1'));
      this.linesInFile = lines;
    } catch (error) {
      this.log?.warn(
        { path: this.path, error: error instanceof Error ? error.message : String(error) },
        'webhook-replay-compaction-failed',
      );
    }
  }

  private unwritable(error: unknown, what: string): GitshiftError {
    const reason = error instanceof Error ? error.message : String(error);
    return new GitshiftError(
      'WEBHOOK_STATE_UNWRITABLE',
      `cannot ${what} the webhook delivery log ${this.path}: ${reason}; check that the state directory is writable`,
      { path: this.path },
      { cause: error },
    );
  }

  private closedError(): GitshiftError {
    return new GitshiftError('WEBHOOK_STATE_UNWRITABLE', `the webhook delivery log ${this.path} is closed`, {
      path: this.path,
    });
  }
}

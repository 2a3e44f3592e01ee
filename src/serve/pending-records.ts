import { createHash } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** What every pending record carries: whose it is and when its delivery came. */
export interface PendingRecord {
  readonly key: string;
  readonly receivedAt: number;
}

/** What an earlier serve left, oldest first, and the files that could not be read (named with why). */
export interface LeftRecords<T extends PendingRecord> {
  readonly records: T[];
  readonly unreadable: string[];
}

/**
 * Deliveries answered 202 whose work has not ended, one JSON file per key in
 * `dir`, so a serve killed between its answer and the work leaves that work
 * to the next one. A record is written aside, synced and renamed over the
 * last, so a kill leaves the old record or the new one, never half of one.
 */
export class PendingRecords<T extends PendingRecord> {
  readonly #dir: string;
  readonly #isRecord: (value: Partial<T>) => boolean;
  readonly #what: string;

  /** `isRecord` tells a file's parsed JSON is a `T`; `what` names one in the problem of a file that is not. */
  constructor(dir: string, isRecord: (value: Partial<T>) => boolean, what: string) {
    this.#dir = dir;
    this.#isRecord = isRecord;
    this.#what = what;
    mkdirSync(dir, { recursive: true });
  }

  /** Keeps `record` durably, replacing the key's last one; throws when it cannot (the delivery must then be refused). */
  record(record: T): void {
    const path = this.#path(record.key);
    const partial = `${path}.partial`;
    const fd = openSync(partial, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify(record));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  }

  /**
   * The work of the key's delivery ended: its record goes. With `receivedAt`,
   * only when the record is still that delivery's (a newer one may have replaced it).
   */
  settle(key: string, receivedAt?: number): void {
    const path = this.#path(key);
    if (receivedAt !== undefined) {
      const kept = this.#read(path);
      if (kept === undefined || 'problem' in kept || kept.receivedAt !== receivedAt) return;
    }
    rmSync(path, { force: true });
  }

  left(): LeftRecords<T> {
    const records: T[] = [];
    const unreadable: string[] = [];
    for (const name of readdirSync(this.#dir)) {
      const path = join(this.#dir, name);
      // A record being written when serve died: the delivery it held was never answered.
      if (name.endsWith('.partial')) {
        rmSync(path, { force: true });
        continue;
      }
      const kept = this.#read(path);
      if (kept === undefined) continue;
      if ('problem' in kept) unreadable.push(`${path}: ${kept.problem}`);
      else records.push(kept);
    }
    return { records: records.sort((a, b) => a.receivedAt - b.receivedAt), unreadable };
  }

  #path(key: string): string {
    return join(this.#dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  }

  #read(path: string): T | { readonly problem: string } | undefined {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const value = JSON.parse(text) as Partial<T> | null;
      if (
        value === null ||
        typeof value !== 'object' ||
        typeof value.key !== 'string' ||
        typeof value.receivedAt !== 'number' ||
        !this.#isRecord(value)
      )
        return { problem: `not a ${this.#what} record` };
      return value as T;
    } catch (error) {
      return { problem: (error as Error).message };
    }
  }
}

import { appendFileSync, existsSync, readFileSync, truncateSync } from 'node:fs';
import type { WriteBackEdit, WriteBackReason } from './write-back-edit.js';

/** An edit that was asked for and not yet pushed or reported. */
export interface JournalEntry {
  readonly id: string;
  readonly edit: WriteBackEdit;
  readonly reason: WriteBackReason;
}

/** An entry not settled, with the trailer id of the last commit it was pushed in, if a push was tried. */
export interface PendingEntry extends JournalEntry {
  readonly attempt?: string | undefined;
}

/** Where requested edits wait until they are settled, so a writer that dies does not lose them. */
export interface WriteBackJournal {
  /** Entries recorded and not settled, oldest first. */
  pending(): PendingEntry[];
  record(entry: JournalEntry): void;
  /**
   * The edits are about to be pushed in a commit with this `Gitshift-Writeback`
   * trailer: a writer that dies after the push landed and before settling
   * leaves the next one a way to tell (the commit is on the branch), so it
   * does not commit them a second time.
   */
  attempt(ids: readonly string[], writebackId: string): void;
  /** The edits were pushed, found unchanged, or reported as failed to whoever asked. */
  settle(ids: readonly string[]): void;
}

type Line =
  | { readonly op: 'request'; readonly entry: JournalEntry }
  | { readonly op: 'attempt'; readonly ids: string[]; readonly writebackId: string }
  | { readonly op: 'settle'; readonly ids: string[] };

/**
 * A journal in a JSON-lines file. Each record is one `appendFileSync`, so a
 * writer killed with -9 leaves at most a torn last line: that request was
 * never acknowledged (its caller got no answer), so it is skipped on reading.
 * The file is emptied whenever nothing is left pending.
 */
export function fileJournal(path: string): WriteBackJournal {
  // Each record starts with a newline, so one torn by a kill is ended by the next record, not merged with it.
  const append = (line: Line): void => appendFileSync(path, `\n${JSON.stringify(line)}`);
  const read = (): PendingEntry[] => {
    if (!existsSync(path)) return [];
    const entries = new Map<string, PendingEntry>();
    for (const text of readFileSync(path, 'utf8').split('\n')) {
      const line = parseLine(text);
      if (line?.op === 'request') entries.set(line.entry.id, line.entry);
      else if (line?.op === 'settle') for (const id of line.ids) entries.delete(id);
      else if (line?.op === 'attempt')
        for (const id of line.ids) {
          const entry = entries.get(id);
          if (entry !== undefined) entries.set(id, { ...entry, attempt: line.writebackId });
        }
    }
    return [...entries.values()];
  };
  return {
    pending: read,
    record: (entry) => append({ op: 'request', entry }),
    attempt: (ids, writebackId) => append({ op: 'attempt', ids: [...ids], writebackId }),
    settle(ids) {
      append({ op: 'settle', ids: [...ids] });
      if (read().length === 0) truncateSync(path, 0);
    },
  };
}

function parseLine(text: string): Line | undefined {
  if (text.trim() === '') return undefined;
  try {
    const value = JSON.parse(text) as Line;
    return value.op === 'request' || value.op === 'settle' || value.op === 'attempt' ? value : undefined;
  } catch {
    // Only the line a killed writer was appending can be torn; see fileJournal.
    return undefined;
  }
}

/** A journal that keeps nothing: edits die with the process. */
export function memoryJournal(): WriteBackJournal {
  const entries = new Map<string, JournalEntry>();
  return {
    pending: () => [...entries.values()],
    record: (entry) => void entries.set(entry.id, entry),
    attempt: () => undefined,
    settle: (ids) => ids.forEach((id) => entries.delete(id)),
  };
}

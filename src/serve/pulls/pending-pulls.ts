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
import type { PullRequestEvent } from '../../webhooks/webhook-event.js';

/** A pull request delivery answered 202 whose work has not ended yet. */
export interface PendingPull {
  readonly key: string;
  readonly event: PullRequestEvent;
  readonly receivedAt: number;
}

/**
 * Pull request deliveries accepted and not yet handled, one file per PR in
 * the state folder (`pulls/pending/`), so a serve killed between its 202 and
 * the plan or the preview leaves the work to the next one. A PR's record is
 * written before the delivery is answered, aside, synced and renamed over
 * the last, so a kill leaves the old record or the new one, never half of
 * one; it is removed once the work of that delivery (or a newer one) ended.
 */
export class PendingPulls {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  /** Keeps `event` as the PR's newest delivery. */
  record(key: string, event: PullRequestEvent, receivedAt: number): void {
    const path = this.#path(key);
    const partial = `${path}.partial`;
    const fd = openSync(partial, 'w', 0o600);
    try {
      writeSync(fd, JSON.stringify({ key, event, receivedAt } satisfies PendingPull));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  }

  /** The work of the delivery received at `receivedAt` ended: its record goes, unless a newer delivery replaced it. */
  settle(key: string, receivedAt: number): void {
    const path = this.#path(key);
    const kept = this.#read(path);
    if (kept !== undefined && 'key' in kept && kept.receivedAt === receivedAt) rmSync(path, { force: true });
  }

  /** What an earlier serve left, oldest first, and the files that could not be read (named with why). */
  left(): { readonly pulls: PendingPull[]; readonly unreadable: string[] } {
    const pulls: PendingPull[] = [];
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
      else pulls.push(kept);
    }
    return { pulls: pulls.sort((a, b) => a.receivedAt - b.receivedAt), unreadable };
  }

  #path(key: string): string {
    return join(this.#dir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}.json`);
  }

  #read(path: string): PendingPull | { readonly problem: string } | undefined {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const value = JSON.parse(text) as Partial<PendingPull>;
      if (
        typeof value.key !== 'string' ||
        typeof value.receivedAt !== 'number' ||
        value.event?.kind !== 'pull-request'
      )
        return { problem: 'not a pending pull request record' };
      return value as PendingPull;
    } catch (error) {
      return { problem: (error as Error).message };
    }
  }
}

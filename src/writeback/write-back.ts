import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';
import { backoffDelay, sleep as sleepOn, SYSTEM_CLOCK, type RetryPolicy } from '../runtime/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { DEFAULT_AUTHOR, writeBackMessage } from './commit-message.js';
import { systemGit, type GitRunner } from '../git/git-runner.js';
import { maskCredentials, secretsOfUrl } from '../observability/mask-credentials.js';
import type { WriteBackEdit, WriteBackReason } from './write-back-edit.js';
import {
  fileJournal,
  memoryJournal,
  type JournalEntry,
  type WriteBackJournal,
} from './write-back-journal.js';
import { GitRemoteFailure, PrivateClone } from './private-clone.js';
import { BatchApplier } from './batch-apply.js';

export interface WriteBackOptions {
  /** The config repository's remote; credentials in it are never printed. */
  readonly url: string;
  /** The branch edits are made on top of. */
  readonly branch: string;
  /** Push to this branch instead, and leave merging to people. Default: `branch`. */
  readonly targetBranch?: string;
  /** This writer's own directory: the private clone and the journal of pending edits. */
  readonly workDir: string;
  /** Default: DEFAULT_AUTHOR. */
  readonly author?: CommitAuthor;
  /** Default: the system git. */
  readonly git?: GitRunner;
  /** Default: sleep on the system clock (src/runtime). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Default: Math.random (jitter only). */
  readonly random?: () => number;
  /** The commit time. Default: the system clock. */
  readonly now?: () => Date;
  /** Default: randomUUID. */
  readonly newId?: () => string;
  /**
   * Retries after losing a push race. Default: 500 attempts, 2–4 ms apart, never growing. A lost race
   * means another writer made progress and the head just fetched is fresh: a loser that backed off
   * longer would only let fresh batches win again and starve (measured: bench/RESULTS.md, "## git").
   */
  readonly conflictRetry?: RetryPolicy;
  /**
   * After this writer lost a race, or found the branch moved by someone else, in the last 2 s, a
   * new batch waits this long or one typical attempt here, whichever is longer (jittered by ±50 %),
   * before its first attempt: edits arriving meanwhile share its commit, so contending writers
   * make fewer commits, and writers retrying a lost race go first. Default: 150 ms. Without
   * contention a batch starts at once (after `batchWindowMs`).
   */
  readonly contentionDelayMs?: number;
  /** Retries while the remote cannot be reached. Default: 5 attempts, 500 ms doubling to 8 s. */
  readonly outageRetry?: RetryPolicy;
  /** Wait this long after the first edit of a batch, so that edits arriving together share one commit. Default: 0. */
  readonly batchWindowMs?: number;
  /** At most this many edits per commit. Default: 100. */
  readonly maxBatch?: number;
  /** Keep pending edits in `workDir` so a writer started after a crash pushes them. Default: true. */
  readonly durable?: boolean;
  /** Called with each event worth logging; messages are already masked. */
  readonly log?: (event: WriteBackEvent) => void;
}

export type WriteBackOutcome =
  | {
      readonly status: 'committed';
      readonly commit: string;
      readonly writebackId: string;
      readonly attempts: number;
    }
  | { readonly status: 'unchanged' };

export type WriteBackEvent =
  | { readonly type: 'pushed'; readonly commit: string; readonly edits: number; readonly attempts: number }
  | {
      readonly type: 'retry';
      readonly why: 'rejected' | 'unavailable';
      readonly delayMs: number;
      readonly message: string;
    }
  /** An edit was dropped: not retried, its caller told with the same typed error. */
  | {
      readonly type: 'failed';
      readonly id: string;
      readonly code: GitshiftErrorCode;
      readonly message: string;
    }
  /** One fetch → apply → commit → push cycle and where its time went, for tracing latency. */
  | {
      readonly type: 'attempt';
      readonly edits: number;
      readonly outcome: 'pushed' | 'lost' | 'unchanged';
      readonly fetchMs: number;
      readonly applyMs: number;
      readonly commitMs: number;
      readonly pushMs: number;
    }
  /** The journal could not be written: settled edits may be pushed again (harmlessly) after a restart. */
  | { readonly type: 'journal-error'; readonly message: string };

interface Waiting extends JournalEntry {
  readonly settle: (
    result: { ok: true; outcome: WriteBackOutcome } | { ok: false; error: GitshiftError },
  ) => void;
}

/**
 * The one writer of a (repository, branch). Edits queue while a commit is
 * being made and go out together in the next one. Each attempt starts from
 * the remote's current head and re-applies the semantic edits, so a push that
 * loses a race is simply tried again on the new head — never rebased as text,
 * never forced.
 */
export class WriteBack {
  private readonly queue: Waiting[] = [];
  private draining: Promise<void> | undefined;
  private readonly clone: PrivateClone;
  private readonly journal: WriteBackJournal;
  private readonly secrets: readonly string[];
  /** When this writer last lost a push race (performance.now()). */
  private lastLostAt = -Infinity;
  /** When a fetch last found the branch moved by someone else: other writers are about. */
  private lastForeignAt = -Infinity;
  /** The branch head as this writer last knew it (fetched, or pushed by itself). */
  private knownHead: string | undefined;
  /** How long an attempt takes here lately (fetch to push), for how long to give way. */
  private typicalAttemptMs = 0;

  private constructor(private readonly options: WriteBackOptions) {
    const { url, workDir, git = systemGit(), durable = true } = options;
    this.secrets = secretsOfUrl(url);
    this.clone = new PrivateClone(git, join(workDir, 'clone.git'), url, this.secrets);
    this.journal = durable ? fileJournal(join(workDir, 'journal.jsonl')) : memoryJournal();
  }

  /** A writer with its clone ready; edits a previous writer left pending in `workDir` are queued again. */
  static async open(options: WriteBackOptions): Promise<WriteBack> {
    const writer = new WriteBack(options);
    const pending = writer.journal.pending();
    // Edits left pending mean the last writer died mid-work: its clone is not trusted.
    await writer.clone.open({ fresh: pending.length > 0 });
    for (const entry of pending) {
      // Nobody waits on a replayed edit any more: a failure is reported through `log` by fail().
      writer.enqueue(entry, () => undefined);
    }
    return writer;
  }

  /** Asks for an edit; resolves once it is on the remote (or found already true), rejects with a GitshiftError. */
  request(edit: WriteBackEdit, reason: WriteBackReason): Promise<WriteBackOutcome> {
    const { newId = randomUUID } = this.options;
    const entry: JournalEntry = { id: newId(), edit, reason };
    try {
      this.journal.record(entry);
    } catch (error) {
      // Not accepted, so not lost: the caller is told and may ask again.
      return Promise.reject(this.wrap(error, 'cannot record the edit in the journal'));
    }
    return new Promise((resolve, reject) => {
      this.enqueue(entry, (result) => (result.ok ? resolve(result.outcome) : reject(result.error)));
    });
  }

  /** Resolves when every edit asked for so far is settled. */
  async idle(): Promise<void> {
    while (this.draining !== undefined) await this.draining;
  }

  private enqueue(entry: JournalEntry, settle: Waiting['settle']): void {
    this.queue.push({ ...entry, settle });
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    const {
      batchWindowMs = 0,
      contentionDelayMs = 150,
      sleep = defaultSleep,
      random = Math.random,
      maxBatch = 100,
    } = this.options;
    while (this.queue.length > 0) {
      // Even a zero window lets edits asked for in the same turn of the event loop join this batch.
      // Under contention a new batch gives way for about one attempt: writers retrying a lost race
      // go first. Without it, a writer that just won starts its next batch before the losers have
      // even fetched, and keeps winning (measured: one writer lost 57 races in a row).
      const since = performance.now() - Math.max(this.lastLostAt, this.lastForeignAt);
      const giveWayMs = Math.max(contentionDelayMs, this.typicalAttemptMs);
      await sleep(
        since < CONTENTION_MEMORY_MS
          ? Math.max(batchWindowMs, Math.round(giveWayMs * (0.5 + random())))
          : batchWindowMs,
      );
      const batch = this.queue.splice(0, maxBatch);
      try {
        await this.writeBatch(batch);
      } catch (error) {
        // writeBatch settles its edits itself; this is for a fault in that bookkeeping, so no caller waits forever.
        this.fail(batch, error);
      }
    }
  }

  /** Commits and pushes one batch, retrying as the options say; settles every edit of it. */
  private async writeBatch(batch: Waiting[]): Promise<void> {
    const {
      branch,
      targetBranch = branch,
      author = DEFAULT_AUTHOR,
      sleep = defaultSleep,
      random = Math.random,
      newId = randomUUID,
      now = () => new Date(),
      conflictRetry = { attempts: 500, baseMs: 4, maxMs: 4 },
      outageRetry = { attempts: 5, baseMs: 500, maxMs: 8000 },
      maxBatch = 100,
    } = this.options;
    const writebackId = newId();
    let conflicts = 0;
    let outages = 0;
    let pushedOnce = false;
    const applier = new BatchApplier(this.clone);
    for (let attempt = 1; ; attempt++) {
      const t0 = performance.now();
      try {
        const base =
          (await this.clone.fetch(targetBranch)) ??
          (targetBranch === branch ? undefined : await this.clone.fetch(branch));
        if (base === undefined) {
          throw new GitshiftError(
            'GIT_UNREADABLE',
            `${this.masked(this.options.url)} has no branch ${branch}`,
            { branch },
          );
        }
        if (this.knownHead !== undefined && base !== this.knownHead) this.lastForeignAt = performance.now();
        this.knownHead = base;
        // One object cache per attempt: packs fetched since the last one are picked up.
        const cache = {};
        const t1 = performance.now();
        const { changed, outcomes } = await applier.apply(base, batch, cache);
        const applied: { waiting: Waiting; changed: boolean }[] = [];
        outcomes.forEach((outcome, i) => {
          const waiting = batch[i] as Waiting;
          if (outcome.ok) applied.push({ waiting, changed: outcome.edit.changed });
          else this.fail([waiting], outcome.error);
        });
        batch = applied.map(({ waiting }) => waiting);
        const changing = applied.filter((a) => a.changed).map(({ waiting }) => waiting);
        if (changed.size === 0) {
          this.trace(batch.length, 'unchanged', t0, t1, performance.now());
          // An earlier attempt may have landed although its push reported failure.
          const landed = pushedOnce ? await this.clone.findWriteBack(base, writebackId) : undefined;
          const outcome: WriteBackOutcome =
            landed === undefined
              ? { status: 'unchanged' }
              : { status: 'committed', commit: landed, writebackId, attempts: attempt };
          this.succeed(batch, () => outcome);
          return;
        }
        const message = writeBackMessage(changing, writebackId);
        const t2 = performance.now();
        const commit = await this.clone.commit(base, changed, message, author, now(), cache);
        const t3 = performance.now();
        pushedOnce = true;
        const lost = await this.clone.push(commit, targetBranch);
        const t4 = performance.now();
        this.trace(batch.length, lost === undefined ? 'pushed' : 'lost', t0, t1, t2, t3, t4);
        this.typicalAttemptMs =
          this.typicalAttemptMs === 0 ? t4 - t0 : 0.7 * this.typicalAttemptMs + 0.3 * (t4 - t0);
        if (lost === undefined) {
          this.knownHead = commit;
          this.emit({ type: 'pushed', commit, edits: changing.length, attempts: attempt });
          this.succeed(batch, (waiting) =>
            changing.includes(waiting)
              ? { status: 'committed', commit, writebackId, attempts: attempt }
              : { status: 'unchanged' },
          );
          return;
        }
        conflicts++;
        this.lastLostAt = performance.now();
        if (conflicts >= conflictRetry.attempts) {
          throw new GitshiftError(
            'GIT_PUSH_CONFLICT',
            `gave up pushing to ${targetBranch} of ${this.masked(this.options.url)} after ${conflicts} lost races`,
            { branch: targetBranch, attempts: conflicts },
          );
        }
        const delayMs = backoffDelay(conflicts, conflictRetry, random);
        this.emit({
          type: 'retry',
          why: 'rejected',
          delayMs,
          message: `push to ${targetBranch} lost a race: ${lost}`,
        });
        await sleep(delayMs);
        // Edits that arrived meanwhile ride along on the retry.
        batch = [...batch, ...this.queue.splice(0, Math.max(0, maxBatch - batch.length))];
      } catch (error) {
        if (!(error instanceof GitRemoteFailure)) {
          this.fail(batch, error);
          return;
        }
        outages++;
        if (outages >= outageRetry.attempts) {
          this.fail(
            batch,
            new GitshiftError(
              'GIT_REMOTE_UNAVAILABLE',
              `${error.message} (gave up after ${outages} attempts)`,
              {
                branch: targetBranch,
                attempts: outages,
              },
            ),
          );
          return;
        }
        const delayMs = backoffDelay(outages, outageRetry, random);
        this.emit({ type: 'retry', why: 'unavailable', delayMs, message: error.message });
        await sleep(delayMs);
      }
    }
  }

  private succeed(batch: readonly Waiting[], outcome: (waiting: Waiting) => WriteBackOutcome): void {
    this.settleJournal(batch);
    for (const waiting of batch) waiting.settle({ ok: true, outcome: outcome(waiting) });
  }

  private fail(batch: readonly Waiting[], error: unknown): void {
    const reported = this.wrap(error, 'write-back failed');
    this.settleJournal(batch);
    for (const waiting of batch) {
      this.emit({ type: 'failed', id: waiting.id, code: reported.code, message: reported.message });
      waiting.settle({ ok: false, error: reported });
    }
  }

  /** A journal that cannot be written must not leave callers waiting forever. */
  private settleJournal(batch: readonly Waiting[]): void {
    try {
      this.journal.settle(batch.map((waiting) => waiting.id));
    } catch (error) {
      this.emit({ type: 'journal-error', message: this.masked((error as Error).message) });
    }
  }

  private wrap(error: unknown, what: string): GitshiftError {
    if (error instanceof GitshiftError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new GitshiftError('GIT_COMMAND_FAILED', `${what}: ${this.masked(message)}`, {}, { cause: error });
  }

  /** Emits the phases of one attempt: fetch t0→t1, apply t1→t2, commit t2→t3, push t3→t4. */
  private trace(
    edits: number,
    outcome: 'pushed' | 'lost' | 'unchanged',
    t0: number,
    t1: number,
    t2: number,
    t3 = t2,
    t4 = t3,
  ): void {
    if (this.options.log === undefined) return;
    const ms = (a: number, b: number): number => Math.round((b - a) * 10) / 10;
    this.emit({
      type: 'attempt',
      edits,
      outcome,
      fetchMs: ms(t0, t1),
      applyMs: ms(t1, t2),
      commitMs: ms(t2, t3),
      pushMs: ms(t3, t4),
    });
  }

  private emit(event: WriteBackEvent): void {
    this.options.log?.(event);
  }

  private masked(text: string): string {
    return maskCredentials(text, this.secrets);
  }
}

/** How long a lost race counts as contention, for `contentionDelayMs`. */
const CONTENTION_MEMORY_MS = 2000;

function defaultSleep(ms: number): Promise<void> {
  return sleepOn(SYSTEM_CLOCK, ms);
}

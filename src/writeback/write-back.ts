import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';
import {
  abortedError,
  onAbort,
  sleep,
  SYSTEM_CLOCK,
  type Clock,
  type RetryPolicy,
} from '../runtime/index.js';
import type { CommitAuthor } from '../git/commit-author.js';
import { DEFAULT_AUTHOR } from './commit-message.js';
import { systemGit, type GitRunner } from '../git/git-runner.js';
import { maskCredentials, secretsOfUrl } from '../observability/mask-credentials.js';
import type { WriteBackEdit, WriteBackReason } from './write-back-edit.js';
import {
  fileJournal,
  memoryJournal,
  type JournalEntry,
  type PendingEntry,
  type WriteBackJournal,
} from './write-back-journal.js';
import { PrivateClone } from './private-clone.js';
import { BatchApplier } from './batch-apply.js';
import { decideRetry, NO_RETRIES_YET } from './retry-decision.js';
import {
  isPassingSystemError,
  writeAttempt,
  type AttemptOutcome,
  type AttemptPhases,
  type RefusedEdit,
} from './write-attempt.js';

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
  /** The time of commits, and the clock every wait (batch window, giving way, retry backoff) sleeps on. Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
  /** Default: Math.random (jitter only). */
  readonly random?: () => number;
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
  /**
   * The writer was closed with its signal aborted while these edits waited (for their batch or a
   * retry): their callers are told ABORTED, and they stay in the journal for the next writer.
   */
  | { readonly type: 'abandoned'; readonly edits: number; readonly message: string }
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
  /** Aborted when the writer is closed with an aborted signal: its waits end, its waiting edits are abandoned. */
  private readonly stopping = new AbortController();
  /** When this writer last lost a push race (clock.now()). */
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
    for (const entry of await writer.notLanded(pending)) {
      // Nobody waits on a replayed edit any more: a failure is reported through `log` by fail().
      writer.enqueue(entry, () => undefined);
    }
    return writer;
  }

  /**
   * The pending entries whose last push did not land: a writer killed after
   * its push and before settling left them, and applying them again on the
   * new head would commit them twice (an image put back on top of its tag).
   * Those found on the branch, by the trailer of the commit they were
   * pushed in, are settled here. When the branch cannot be read now, every
   * entry is replayed: a commit twice is better than an edit lost.
   */
  private async notLanded(pending: readonly PendingEntry[]): Promise<PendingEntry[]> {
    const attempts = new Set(
      pending.flatMap((entry) => (entry.attempt === undefined ? [] : [entry.attempt])),
    );
    if (attempts.size === 0) return [...pending];
    const { branch, targetBranch = branch } = this.options;
    const landed = new Set<string>();
    try {
      const head = await this.clone.fetch(targetBranch);
      if (head !== undefined)
        for (const writebackId of attempts)
          if ((await this.clone.findWriteBack(head, writebackId)) !== undefined) landed.add(writebackId);
    } catch (error) {
      this.emit({
        type: 'journal-error',
        message: `cannot tell which pending edits a killed writer pushed, so all are applied again: ${this.masked((error as Error).message)}`,
      });
      return [...pending];
    }
    const done = pending.filter((entry) => entry.attempt !== undefined && landed.has(entry.attempt));
    if (done.length > 0) this.settleJournal(done);
    return pending.filter((entry) => !done.includes(entry));
  }

  /** Asks for an edit; resolves once it is on the remote (or found already true), rejects with a GitshiftError. */
  request(edit: WriteBackEdit, reason: WriteBackReason): Promise<WriteBackOutcome> {
    const { newId = randomUUID } = this.options;
    const entry: JournalEntry = { id: newId(), edit, reason };
    try {
      this.journal.record(entry);
    } catch (error) {
      // Not accepted, so not lost: the caller is told and may ask again (a full disk passes: transient).
      const { code, message, data } = this.wrap(error, 'cannot record the edit in the journal');
      const transient = isPassingSystemError(error);
      return Promise.reject(new GitshiftError(code, message, data, { cause: error, transient }));
    }
    return new Promise((resolve, reject) => {
      this.enqueue(entry, (result) => (result.ok ? resolve(result.outcome) : reject(result.error)));
    });
  }

  /**
   * The commit of the target branch, as last fetched, that added `path` (a
   * container's manifest: the commit that created it); undefined when none did.
   */
  async addedIn(path: string): Promise<string | undefined> {
    const { branch, targetBranch = branch } = this.options;
    // A push does not move the clone's remote-tracking ref: this writer's own commit is the newer
    // head. Before its first attempt (a serve just started) the branch is fetched once.
    const head = this.knownHead ?? (await this.clone.fetch(targetBranch));
    return head === undefined ? undefined : this.clone.addedIn(head, path);
  }

  /** Resolves when every edit asked for so far is settled. */
  async idle(): Promise<void> {
    while (this.draining !== undefined) await this.draining;
  }

  /**
   * Resolves, like idle(), when every edit asked for so far is settled. Once
   * `signal` aborts, the writer stops waiting: a batch window or a retry's
   * backoff ends at once (an attempt under way still finishes), and the edits
   * still waiting are rejected with ABORTED but kept in the journal, so the
   * next writer on this `workDir` pushes them. Edits asked for after that are
   * treated alike.
   */
  async close(signal?: AbortSignal): Promise<void> {
    const stopListening =
      signal === undefined
        ? () => undefined
        : onAbort(signal, () => this.stopping.abort(signal.reason ?? new Error('write-back closed')));
    try {
      await this.idle();
    } finally {
      stopListening();
    }
  }

  private enqueue(entry: JournalEntry, settle: Waiting['settle']): void {
    this.queue.push({ ...entry, settle });
    this.startDraining();
  }

  private startDraining(): void {
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
      // An edit asked for after the loop last looked at the queue, and before this ran, would wait for ever.
      if (this.queue.length > 0) this.startDraining();
    });
  }

  private async drain(): Promise<void> {
    const {
      batchWindowMs = 0,
      contentionDelayMs = 150,
      clock = SYSTEM_CLOCK,
      random = Math.random,
      maxBatch = 100,
    } = this.options;
    const { signal } = this.stopping;
    while (this.queue.length > 0) {
      // Even a zero window lets edits asked for in the same turn of the event loop join this batch.
      // Under contention a new batch gives way for about one attempt: writers retrying a lost race
      // go first. Without it, a writer that just won starts its next batch before the losers have
      // even fetched, and keeps winning (measured: one writer lost 57 races in a row).
      const since = clock.now() - Math.max(this.lastLostAt, this.lastForeignAt);
      const giveWayMs = Math.max(contentionDelayMs, this.typicalAttemptMs);
      try {
        await sleep(
          clock,
          since < CONTENTION_MEMORY_MS
            ? Math.max(batchWindowMs, Math.round(giveWayMs * (0.5 + random())))
            : batchWindowMs,
          signal,
        );
      } catch (error) {
        this.abandon(this.queue.splice(0), error);
        return;
      }
      const batch = takeBatch(this.queue, maxBatch);
      try {
        await this.writeBatch(batch, signal);
      } catch (error) {
        // writeBatch settles its edits itself; this is for a fault in that bookkeeping, so no caller waits forever.
        this.fail(batch, error);
      }
    }
  }

  /**
   * Writes one batch: attempts (write-attempt.ts) until one pushes or finds
   * nothing to push, or the retry policy (retry-decision.ts) gives up; settles
   * every edit of it. Aborting `signal` ends a retry's wait at once and
   * abandons the batch: its edits stay in the journal for the next writer.
   */
  private async writeBatch(batch: Waiting[], signal: AbortSignal): Promise<void> {
    const {
      url,
      branch,
      targetBranch = branch,
      author: ownAuthor = DEFAULT_AUTHOR,
      clock = SYSTEM_CLOCK,
      random = Math.random,
      newId = randomUUID,
      conflictRetry = { attempts: 500, baseMs: 4, maxMs: 4 },
      outageRetry = { attempts: 5, baseMs: 500, maxMs: 8000 },
      maxBatch = 100,
    } = this.options;
    const policy = { conflict: conflictRetry, outage: outageRetry };
    // Every edit of a batch has the same author (takeBatch): whoever asked, else write-back itself.
    const author = batch[0]?.reason.author ?? ownAuthor;
    const context = { targetBranch, url: this.masked(url) };
    const writebackId = newId();
    const applier = new BatchApplier(this.clone);
    let tally = NO_RETRIES_YET;
    let pushedBefore = false;
    const attempted = new Set<string>();
    for (let attempt = 1; ; attempt++) {
      this.journalAttempt(batch, attempted, writebackId);
      const outcome = await writeAttempt({
        clone: this.clone,
        applier,
        entries: batch,
        branch,
        targetBranch,
        url,
        secrets: this.secrets,
        writebackId,
        author,
        now: () => new Date(clock.now()),
        pushedBefore,
      });
      pushedBefore ||= outcome.pushTried;
      batch = this.refuse(batch, outcome.refused);
      this.observe(outcome, batch.length);
      const decision = decideRetry(outcome, tally, policy, context, random);
      if (decision.action === 'fail') {
        this.fail(batch, decision.error);
        return;
      }
      if (decision.action === 'done') {
        this.settleDone(batch, outcome, writebackId, attempt);
        return;
      }
      this.emit({ type: 'retry', why: decision.why, delayMs: decision.delayMs, message: decision.message });
      try {
        await sleep(clock, decision.delayMs, signal);
      } catch (error) {
        this.abandon(batch, error);
        return;
      }
      tally = decision.tally;
      // Edits that arrived meanwhile ride along on the retry of a lost race, or of an outage: the
      // first attempt after the remote is back pushes everything that waited, in one commit.
      batch = [...batch, ...takeBatch(this.queue, maxBatch - batch.length, batch[0])];
    }
  }

  /** Settles the edits an attempt refused on their own; the rest of the batch. */
  private refuse(batch: Waiting[], refused: readonly RefusedEdit[]): Waiting[] {
    if (refused.length === 0) return batch;
    for (const { id, error } of refused)
      this.fail(
        batch.filter((waiting) => waiting.id === id),
        error,
      );
    const ids = new Set(refused.map(({ id }) => id));
    return batch.filter((waiting) => !ids.has(waiting.id));
  }

  /** What an attempt tells about the branch and contention, and its trace. */
  private observe(outcome: AttemptOutcome, edits: number): void {
    const { clock = SYSTEM_CLOCK } = this.options;
    if (outcome.base !== undefined) {
      if (this.knownHead !== undefined && outcome.base !== this.knownHead) this.lastForeignAt = clock.now();
      this.knownHead = outcome.base;
    }
    if (outcome.status === 'failed') return;
    this.trace(edits, outcome.status, outcome.phases);
    if (outcome.status === 'unchanged') return;
    const { fetchMs, applyMs, commitMs, pushMs } = outcome.phases;
    const ms = fetchMs + applyMs + commitMs + pushMs;
    this.typicalAttemptMs = this.typicalAttemptMs === 0 ? ms : 0.7 * this.typicalAttemptMs + 0.3 * ms;
    if (outcome.status === 'pushed') this.knownHead = outcome.commit;
    else this.lastLostAt = clock.now();
  }

  /** Settles a batch whose last attempt pushed it or found nothing to push. */
  private settleDone(
    batch: readonly Waiting[],
    outcome: AttemptOutcome,
    writebackId: string,
    attempts: number,
  ): void {
    if (outcome.status === 'pushed') {
      const { commit, changing } = outcome;
      this.emit({ type: 'pushed', commit, edits: changing.length, attempts });
      this.succeed(batch, (waiting) =>
        changing.includes(waiting.id)
          ? { status: 'committed', commit, writebackId, attempts }
          : { status: 'unchanged' },
      );
      return;
    }
    const landed = outcome.status === 'unchanged' ? outcome.landed : undefined;
    this.succeed(batch, () =>
      landed === undefined
        ? { status: 'unchanged' }
        : { status: 'committed', commit: landed, writebackId, attempts },
    );
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

  /** Tells the callers their edits were given up at a stop; the journal keeps them for the next writer. */
  private abandon(batch: readonly Waiting[], error: unknown): void {
    if (batch.length === 0) return;
    const reported =
      error instanceof GitshiftError && error.code === 'ABORTED'
        ? error
        : abortedError(this.stopping.signal, 'the write-back');
    this.emit({ type: 'abandoned', edits: batch.length, message: this.masked(reported.message) });
    for (const waiting of batch) waiting.settle({ ok: false, error: reported });
  }

  /** Journals the batch's edits not yet journaled as pushed under `writebackId`, before the push. */
  private journalAttempt(batch: readonly Waiting[], attempted: Set<string>, writebackId: string): void {
    const ids = batch.map((waiting) => waiting.id).filter((id) => !attempted.has(id));
    if (ids.length === 0) return;
    try {
      this.journal.attempt(ids, writebackId);
      for (const id of ids) attempted.add(id);
    } catch (error) {
      // Not fatal: only a writer killed after this push could then commit these edits a second time.
      this.emit({ type: 'journal-error', message: this.masked((error as Error).message) });
    }
  }

  /** A journal that cannot be written must not leave callers waiting forever. */
  private settleJournal(batch: readonly { readonly id: string }[]): void {
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

  /** Emits the phases of one attempt, for tracing latency. */
  private trace(edits: number, outcome: 'pushed' | 'lost' | 'unchanged', phases: AttemptPhases): void {
    if (this.options.log === undefined) return;
    const ms = (value: number): number => Math.round(value * 10) / 10;
    this.emit({
      type: 'attempt',
      edits,
      outcome,
      fetchMs: ms(phases.fetchMs),
      applyMs: ms(phases.applyMs),
      commitMs: ms(phases.commitMs),
      pushMs: ms(phases.pushMs),
    });
  }

  private emit(event: WriteBackEvent): void {
    this.options.log?.(event);
  }

  private masked(text: string): string {
    return maskCredentials(text, this.secrets);
  }
}

/**
 * Takes up to `max` edits from the queue for one commit: those of the same
 * author as `like` (the first waiting, when not given), in order, leaving
 * the others queued for commits of their own authors.
 */
function takeBatch(queue: Waiting[], max: number, like: Waiting | undefined = queue[0]): Waiting[] {
  if (like === undefined || max <= 0) return [];
  const key = authorKey(like);
  const taken: Waiting[] = [];
  for (let i = 0; i < queue.length && taken.length < max;) {
    const waiting = queue[i] as Waiting;
    if (authorKey(waiting) === key) {
      taken.push(waiting);
      queue.splice(i, 1);
    } else i++;
  }
  return taken;
}

function authorKey({ reason }: Waiting): string {
  return reason.author === undefined ? '' : `${reason.author.name}\0${reason.author.email}`;
}

/** How long a lost race counts as contention, for `contentionDelayMs`. */
const CONTENTION_MEMORY_MS = 2000;

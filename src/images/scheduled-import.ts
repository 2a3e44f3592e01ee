import { GitshiftError } from '../errors/index.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import type { ImageStreamIndex, IndexedStream } from '../model/image-stream-index.js';
import { backoffDelay, mapBounded, SYSTEM_CLOCK, type Clock } from '../runtime/index.js';
import { editsForStreamTag } from './follow-push.js';
import { importPlan, repositoryTagSources, type ImportSource } from './import-plan.js';
import type { RegistryClient } from './registry-client.js';

export interface ScheduledImportOptions {
  /** The ImageStreams as last loaded from Git; undefined while nothing is loaded yet. */
  readonly streams: () => ImageStreamIndex | undefined;
  readonly registry: RegistryClient;
  /** Receives each stream's edits; serve hands them to WriteBack. A rejection counts as a failed poll. */
  readonly onEdits: (edits: readonly WriteBackEdit[], reason: WriteBackReason) => Promise<unknown>;
  /** How often each scheduled stream is polled. Default: 15 min, as OpenShift does. */
  readonly intervalMs?: number;
  /** At most this many tags of one stream are looked up per poll; the rest are reported and skipped. Default: 50. */
  readonly maxTagsPerStream?: number;
  /** At most this many tags are read from a followed repository's tag list. Default: 200. */
  readonly maxListedTags?: number;
  /** Streams polled at once. Default: 4. */
  readonly concurrency?: number;
  /** First delay after a failed poll; doubles per failure, jittered (half to all of it). Default: 30 s. */
  readonly baseBackoffMs?: number;
  /** Default: 1 h. */
  readonly maxBackoffMs?: number;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Default: Math.random (jitter of the backoff only). */
  readonly random?: () => number;
  readonly log?: (event: ScheduledImportEvent) => void;
}

export type ScheduledImportEvent =
  | { readonly type: 'imported'; readonly stream: string; readonly edits: number }
  | {
      readonly type: 'failed';
      readonly stream: string;
      readonly message: string;
      readonly failures: number;
      readonly retryInMs: number;
    }
  | { readonly type: 'capped'; readonly stream: string; readonly looked: number; readonly skipped: number }
  /** A round could not start (reading the streams failed); the next one is tried on schedule. */
  | { readonly type: 'round-failed'; readonly message: string };

export interface StreamImportStatus {
  /** `project/stream` */
  readonly stream: string;
  readonly failures: number;
  readonly lastError: string | undefined;
  /** Clock time of the next poll. */
  readonly nextPollAt: number;
}

interface StreamState {
  failures: number;
  lastError: string | undefined;
  nextPollAt: number;
  /** What the stream's plan was when last polled: a changed source is polled at once. */
  plan: string;
  /** Digest last handed to onEdits per tag, so a slow reload of Git does not send it twice. */
  readonly handed: Map<string, string>;
}

export const SCHEDULED_IMPORT_REASON: WriteBackReason = { source: 'scheduled', event: 'import' };

/**
 * Polls the registry for ImageStream tags with `importPolicy.scheduled: true`
 * and sends an edit when a tag's digest differs from the newest item in Git.
 * Each stream has its own schedule, backs off exponentially while it fails,
 * and streams are polled a few at a time.
 */
export class ScheduledImport {
  private readonly states = new Map<string, StreamState>();
  private readonly clock: Clock;
  private timer: unknown;
  private round: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly options: ScheduledImportOptions) {
    this.clock = options.clock ?? SYSTEM_CLOCK;
  }

  /** Polls what is due now, then keeps polling on schedule until stop(). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake(0);
  }

  /** Looks again now, e.g. after a new revision of the config repository added scheduled tags. */
  refresh(): void {
    if (!this.stopped) this.wake(0);
  }

  /** Stops the timer and waits for a poll under way to finish (its edits are still handed over). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    await this.round;
  }

  status(): StreamImportStatus[] {
    return [...this.states].map(([stream, state]) => ({
      stream,
      failures: state.failures,
      lastError: state.lastError,
      nextPollAt: state.nextPollAt,
    }));
  }

  /** One round: every scheduled stream that is due is polled. Resolves when all are done. */
  async pollDue(): Promise<void> {
    while (this.round !== undefined) await this.round;
    this.round = this.runRound().finally(() => {
      this.round = undefined;
    });
    await this.round;
  }

  private wake(delayMs: number): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      void this.pollDue()
        .catch((error: unknown) =>
          this.options.log?.({ type: 'round-failed', message: (error as Error).message }),
        )
        .finally(() => {
          if (!this.stopped) this.wake(this.untilNextPoll());
        });
    }, delayMs);
  }

  private untilNextPoll(): number {
    const { intervalMs = 900_000 } = this.options;
    const next = Math.min(...[...this.states.values()].map((s) => s.nextPollAt));
    return Number.isFinite(next) ? Math.max(0, next - this.clock.now()) : intervalMs;
  }

  private async runRound(): Promise<void> {
    const { concurrency = 4 } = this.options;
    const streams = this.options.streams();
    if (streams === undefined) return;
    const now = this.clock.now();
    const scheduled = new Map<string, { stream: IndexedStream; plan: string }>();
    for (const [key, stream] of streams) {
      const plan = importPlan(stream);
      if (plan !== undefined) scheduled.set(key, { stream, plan: JSON.stringify(plan) });
    }
    // Streams no longer scheduled (or gone from Git) are forgotten with their backoff.
    for (const key of this.states.keys()) if (!scheduled.has(key)) this.states.delete(key);
    const due = [...scheduled].filter(([key, { plan }]) => {
      const state = this.states.get(key);
      return state === undefined || state.plan !== plan || state.nextPollAt <= now;
    });
    await mapBounded(due, concurrency, ([key, { stream, plan }]) =>
      this.pollStream(key, stream, plan, streams),
    );
  }

  private async pollStream(
    key: string,
    stream: IndexedStream,
    plan: string,
    streams: ImageStreamIndex,
  ): Promise<void> {
    const {
      intervalMs = 900_000,
      baseBackoffMs = 30_000,
      maxBackoffMs = 3_600_000,
      random = Math.random,
      log,
    } = this.options;
    let state = this.states.get(key);
    if (state === undefined) {
      state = { failures: 0, lastError: undefined, nextPollAt: 0, plan, handed: new Map() };
      this.states.set(key, state);
    }
    state.plan = plan;
    try {
      const edits = await this.importStream(key, stream, streams, state);
      state.failures = 0;
      state.lastError = undefined;
      state.nextPollAt = this.clock.now() + intervalMs;
      if (edits > 0) log?.({ type: 'imported', stream: key, edits });
    } catch (error) {
      state.failures++;
      state.lastError = (error as Error).message;
      const retryInMs = backoffDelay(state.failures, { baseMs: baseBackoffMs, maxMs: maxBackoffMs }, random);
      state.nextPollAt = this.clock.now() + retryInMs;
      log?.({ type: 'failed', stream: key, message: state.lastError, failures: state.failures, retryInMs });
    }
  }

  /** Looks up the stream's tags and hands over the edits for those that moved; throws when any lookup failed. */
  private async importStream(
    key: string,
    stream: IndexedStream,
    streams: ImageStreamIndex,
    state: StreamState,
  ): Promise<number> {
    const { registry, onEdits, maxTagsPerStream = 50, maxListedTags = 200, log } = this.options;
    const plan = importPlan(stream);
    if (plan === undefined) return 0;
    const sources = new Map<string, ImportSource>(plan.tags.map((source) => [source.ref.tag, source]));
    const failures: unknown[] = [];
    if (plan.repository !== undefined) {
      try {
        const listed = await registry.listTags(plan.repository.image, { limit: maxListedTags });
        for (const source of repositoryTagSources(stream, plan.repository, listed.tags))
          if (!sources.has(source.ref.tag)) sources.set(source.ref.tag, source);
      } catch (error) {
        failures.push(error);
      }
    }
    const all = [...sources.values()];
    const looked = all.slice(0, Math.max(0, maxTagsPerStream));
    if (looked.length < all.length)
      log?.({ type: 'capped', stream: key, looked: looked.length, skipped: all.length - looked.length });

    const edits: WriteBackEdit[] = [];
    const handing = new Map<string, string>();
    for (const source of looked) {
      const newest = stream.statusTags.get(source.ref.tag)?.[0]?.['image'];
      let digest: string;
      try {
        // Most polls find nothing moved: a HEAD answer's claim is enough to skip the manifest read, and at
        // worst (a lying registry) holds an update back. What is committed is always read and hashed.
        const claimed = await registry.claimedDigest(source.image, source.tag);
        if (claimed !== undefined && (claimed === newest || claimed === state.handed.get(source.ref.tag)))
          digest = claimed;
        else ({ digest } = await registry.resolveTag(source.image, source.tag));
      } catch (error) {
        failures.push(error);
        continue;
      }
      if (newest === digest) {
        // Git has it: forget the hand-over, so a later revert in Git is imported again as OpenShift would.
        state.handed.delete(source.ref.tag);
        continue;
      }
      if (state.handed.get(source.ref.tag) === digest) continue;
      const created = new Date(this.clock.now()).toISOString();
      const pinned = { image: digest, dockerImageReference: `${source.written}@${digest}`, created };
      for (const edit of editsForStreamTag(streams, source.ref, pinned))
        edits.push({ type: 'image-stream-tag', ...edit });
      handing.set(source.ref.tag, digest);
    }
    if (edits.length > 0) {
      try {
        await onEdits(edits, SCHEDULED_IMPORT_REASON);
      } catch (error) {
        // A write-back that would make a file gitshift refuses is refused for good: offering the same
        // digests again would fail the same way on every poll. They are offered again once they move.
        if (error instanceof GitshiftError && error.code === 'WRITEBACK_RESULT_INVALID')
          for (const [tag, digest] of handing) state.handed.set(tag, digest);
        throw error;
      }
      for (const [tag, digest] of handing) state.handed.set(tag, digest);
    }
    const [first] = failures;
    if (first !== undefined) {
      // The first failure's code stands for the poll: a missing tag and an unreachable registry read differently.
      throw new GitshiftError(
        first instanceof GitshiftError ? first.code : 'REGISTRY_UNREACHABLE',
        `scheduled import of ImageStream ${key}: ${failures.length} of ${looked.length + (plan.repository === undefined ? 0 : 1)} lookups failed; first: ${(first as Error).message}`,
        { stream: key, failures: failures.length },
        { cause: first },
      );
    }
    return edits.length;
  }
}

import { backoffDelay, SYSTEM_CLOCK, type Clock } from '../runtime/index.js';

export interface PollerStart {
  /** Time between rounds while they succeed. */
  readonly intervalMs: number;
  /** After failures the wait doubles from `intervalMs` up to this. Default: 5 minutes, or `intervalMs` if longer. */
  readonly maxBackoffMs?: number;
  /** Failures of rounds the poller started itself or was asked for with `request()`. */
  readonly onError: (error: unknown, retryInMs: number) => void;
}

interface Polling extends PollerStart {
  timer: unknown;
}

/**
 * Runs one task (a round) at most once at a time: on an interval while
 * started, and whenever asked. A request made while a round runs is served by
 * one more round after it — the running one may have started before the
 * thing the requester knows about — and every request made meanwhile shares
 * that round. Failures never stop the interval; they stretch it, with
 * exponential backoff and jitter, until a round succeeds again.
 */
export class CoalescingPoller<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;
  private polling: Polling | undefined;
  private failures = 0;
  /** The wait before the next poll, as scheduled after the last round. */
  private nextDelayMs = 0;

  constructor(
    private readonly round: () => Promise<T>,
    /** Default: Math.random (jitter only). */
    private readonly random: () => number = Math.random,
    /** The clock its timer runs on. Default: the system clock. */
    private readonly clock: Clock = SYSTEM_CLOCK,
  ) {}

  /** A round that starts now, or after the running one; rejects with the round's error. */
  run(): Promise<T> {
    if (this.queued !== undefined) return this.queued;
    if (this.running === undefined) return this.startRound();
    const after = this.running.then(
      () => undefined,
      () => undefined,
    );
    this.queued = after.then(() => {
      this.queued = undefined;
      return this.startRound();
    });
    return this.queued;
  }

  /** Like `run()`, for callers that do not wait on the outcome: a failure goes to `onError` (or rejects when not started). */
  async request(): Promise<void> {
    try {
      await this.run();
    } catch (error) {
      if (this.polling === undefined) throw error;
      this.polling.onError(error, this.nextDelayMs);
    }
  }

  /** Polls from now on: the first round at once. Calling it again changes the interval. */
  start(options: PollerStart): void {
    if (this.polling?.timer !== undefined) this.clock.clearTimeout(this.polling.timer);
    this.polling = { ...options, timer: undefined };
    this.schedule(0);
  }

  /** Stops polling and waits for a round in progress (its outcome is not reported). */
  async stop(): Promise<void> {
    if (this.polling?.timer !== undefined) this.clock.clearTimeout(this.polling.timer);
    this.polling = undefined;
    const pending = this.queued ?? this.running;
    if (pending !== undefined)
      await pending.then(
        () => undefined,
        () => undefined,
      );
  }

  get started(): boolean {
    return this.polling !== undefined;
  }

  private startRound(): Promise<T> {
    const round = this.round().then(
      (value) => {
        this.failures = 0;
        return value;
      },
      (error: unknown) => {
        this.failures += 1;
        throw error;
      },
    );
    this.running = round.finally(() => {
      this.running = undefined;
      // Whoever asked for this round, the next poll is one interval (or backoff) after it.
      if (this.polling !== undefined && this.queued === undefined) {
        this.nextDelayMs = this.nextDelay(this.polling);
        this.schedule(this.nextDelayMs);
      }
    });
    return this.running;
  }

  private schedule(delayMs: number): void {
    const polling = this.polling;
    if (polling === undefined) return;
    if (polling.timer !== undefined) this.clock.clearTimeout(polling.timer);
    polling.timer = this.clock.setTimeout(() => {
      polling.timer = undefined;
      this.run().catch((error: unknown) => {
        // A round that ends after stop() is not reported: stop() promised as much.
        if (this.polling === polling) polling.onError(error, this.nextDelayMs);
      });
    }, delayMs);
  }

  private nextDelay({ intervalMs, maxBackoffMs = 300_000 }: PollerStart): number {
    if (this.failures === 0) return intervalMs;
    const maxMs = Math.max(intervalMs, maxBackoffMs);
    return backoffDelay(this.failures, { attempts: Infinity, baseMs: intervalMs, maxMs }, this.random);
  }
}

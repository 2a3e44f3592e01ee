import type { EventRecorder } from '../../events/event-recorder.js';
import type { KubeApi, LiveObject } from '../../kube/kube-api.js';
import { describeRef, refKey, type ObjectRef } from '../../kube/object-ref.js';
import type { Logger } from '../../observability/logger.js';
import { backoffDelay, isAborted, sleep, type Clock } from '../../runtime/index.js';
import { rolloutProgress } from './rollout-progress.js';
import type { AppliedGeneration } from '../../reconciler/sync-result.js';

export interface RolloutFollowerOptions {
  readonly api: Pick<KubeApi, 'get'>;
  readonly events: EventRecorder;
  readonly clock: Clock;
  /** serve's `events` logger. */
  readonly log: Logger;
  /** Rollouts followed at once; one beyond is announced (RolloutStarted) but not followed. Default: 50. */
  readonly maxFollowed?: number;
  /** The first read after the start; the wait doubles after each read up to maxPollMs. Default: 1 s. */
  readonly firstPollMs?: number;
  /** Default: 15 s. */
  readonly maxPollMs?: number;
  /** Following stops (logged) after this long; the controller's progress deadline is normally reached first. Default: 20 min. */
  readonly giveUpMs?: number;
}

interface Followed {
  readonly stop: AbortController;
  readonly done: Promise<void>;
}

/**
 * Follows the rollouts a sync started, in the background, off the sync's
 * path: RolloutStarted when the Deployment's new generation is known, then
 * its status read with backoff until RolloutFinished, or RolloutFailed
 * (Warning) when the controller reports ProgressDeadlineExceeded. A newer
 * rollout of the same Deployment replaces the one followed; `stop` ends
 * them all.
 */
export class RolloutFollower {
  readonly #options: RolloutFollowerOptions;
  readonly #followed = new Map<string, Followed>();
  readonly #stopping = new AbortController();

  constructor(options: RolloutFollowerOptions) {
    this.#options = options;
  }

  /**
   * The Deployment was applied with a new pod template at `commit`. Returns
   * at once. Given the apply's answer (its uid and new generation), the
   * rollout is announced from it; without, from a read of the Deployment.
   */
  started(ref: ObjectRef, commit: string, answer?: AppliedGeneration): void {
    if (this.#stopping.signal.aborted) return;
    const key = refKey(ref);
    this.#followed.get(key)?.stop.abort(new Error('a newer rollout replaced it'));
    const stop = new AbortController();
    const signal = AbortSignal.any([stop.signal, this.#stopping.signal]);
    const follow = this.#followed.size < (this.#options.maxFollowed ?? 50);
    const done = this.#follow(ref, commit.slice(0, 12), { follow, answer }, signal)
      .catch((error: unknown) => {
        if (!isAborted(error))
          this.#options.log.warn({ object: describeRef(ref), error: String(error) }, 'rollout-follow-failed');
      })
      .finally(() => {
        if (this.#followed.get(key)?.done === done) this.#followed.delete(key);
      });
    if (follow) this.#followed.set(key, { stop, done });
  }

  /** Rollouts being followed now. */
  get following(): number {
    return this.#followed.size;
  }

  async stop(): Promise<void> {
    this.#stopping.abort(new Error('serve is stopping'));
    await Promise.all([...this.#followed.values()].map((f) => f.done));
  }

  async #follow(
    ref: ObjectRef,
    at: string,
    { follow, answer }: { readonly follow: boolean; readonly answer: AppliedGeneration | undefined },
    signal: AbortSignal,
  ): Promise<void> {
    const {
      api,
      events,
      clock,
      log,
      firstPollMs = 1000,
      maxPollMs = 15_000,
      giveUpMs = 1_200_000,
    } = this.#options;
    // The apply's answer is the Deployment before its controller saw it: nothing to judge until the first read.
    let live: LiveObject | undefined = answer === undefined ? await api.get(ref, { signal }) : undefined;
    const started = answer ?? (live === undefined ? undefined : live.metadata);
    if (started === undefined) return;
    const generation = started.generation ?? 1;
    const regarding = { ...ref, uid: started.uid };
    events.record({
      regarding,
      type: 'Normal',
      reason: 'RolloutStarted',
      action: 'Rollout',
      note: `rolling out generation ${generation} (commit ${at})`,
    });
    if (!follow) {
      // A first sync of a thousand Deployments starts a thousand rollouts at once: a line each only when debugging.
      log.debug({ object: describeRef(ref), following: this.#followed.size }, 'rollout-not-followed');
      return;
    }
    const deadline = clock.now() + giveUpMs;
    for (let read = 1; ; read++) {
      const progress = live === undefined ? undefined : rolloutProgress(live, generation);
      if (progress?.state === 'complete' || progress?.state === 'failed') {
        const failed = progress.state === 'failed';
        events.record({
          regarding,
          type: failed ? 'Warning' : 'Normal',
          reason: failed ? 'RolloutFailed' : 'RolloutFinished',
          action: 'Rollout',
          note: `generation ${generation} (commit ${at}): ${failed ? `${progress.reason}: ` : ''}${progress.message}`,
        });
        return;
      }
      if (clock.now() >= deadline) {
        log.warn(
          { object: describeRef(ref), generation, progress: progress?.message ?? 'never read' },
          'rollout-follow-timeout',
        );
        return;
      }
      const delay = backoffDelay(read, { baseMs: firstPollMs, maxMs: maxPollMs });
      await sleep(
        clock,
        Math.min(delay, Math.max(0, deadline - clock.now())),
        signal,
        `the rollout of ${describeRef(ref)}`,
      );
      live = await api.get(ref, { signal });
      if (live === undefined) return;
    }
  }
}

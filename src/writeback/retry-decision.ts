import { GitshiftError } from '../errors/index.js';
import { backoffDelay, type RetryPolicy } from '../runtime/index.js';

/** How patient a batch is with each kind of failed attempt. */
export interface WriteRetryPolicy {
  /** After a push lost a race. */
  readonly conflict: RetryPolicy;
  /** After a transient failure: the remote could not be reached. */
  readonly outage: RetryPolicy;
}

/** The attempts of one batch that failed so far, by kind. */
export interface RetryTally {
  readonly lost: number;
  readonly outages: number;
}

export const NO_RETRIES_YET: RetryTally = { lost: 0, outages: 0 };

/** What an attempt came to, as far as retrying goes (an AttemptOutcome is one). */
export type AttemptVerdict =
  | { readonly status: 'pushed' | 'unchanged' }
  | { readonly status: 'lost'; readonly reason: string }
  | { readonly status: 'failed'; readonly error: GitshiftError };

export type RetryDecision =
  /** Pushed, or nothing to push: the batch is settled with the outcome. */
  | { readonly action: 'done' }
  /** Try again after `delayMs`; `tally` counts this attempt. */
  | {
      readonly action: 'retry';
      readonly why: 'rejected' | 'unavailable';
      readonly delayMs: number;
      readonly message: string;
      readonly tally: RetryTally;
    }
  /** Give up: the batch fails with this error. */
  | { readonly action: 'fail'; readonly error: GitshiftError };

/** Where the batch goes, for the messages of giving up. */
export interface RetryContext {
  readonly targetBranch: string;
  /** The remote, already masked. */
  readonly url: string;
}

/**
 * Whether a batch tries again after an attempt, and when: a lost race and a
 * transient failure are retried, each with its own policy and count, with the
 * runtime's jittered backoff; anything else is final. Pure: `random` is the jitter.
 */
export function decideRetry(
  verdict: AttemptVerdict,
  tally: RetryTally,
  policy: WriteRetryPolicy,
  { targetBranch, url }: RetryContext,
  random: () => number,
): RetryDecision {
  switch (verdict.status) {
    case 'pushed':
    case 'unchanged':
      return { action: 'done' };
    case 'lost': {
      const lost = tally.lost + 1;
      if (lost >= policy.conflict.attempts) {
        return {
          action: 'fail',
          error: new GitshiftError(
            'GIT_PUSH_CONFLICT',
            `gave up pushing to ${targetBranch} of ${url} after ${lost} lost races`,
            { branch: targetBranch, attempts: lost },
          ),
        };
      }
      return {
        action: 'retry',
        why: 'rejected',
        delayMs: backoffDelay(lost, policy.conflict, random),
        message: `push to ${targetBranch} lost a race: ${verdict.reason}`,
        tally: { ...tally, lost },
      };
    }
    case 'failed': {
      const { error } = verdict;
      if (!error.transient) return { action: 'fail', error };
      const outages = tally.outages + 1;
      if (outages >= policy.outage.attempts) {
        return {
          action: 'fail',
          error: new GitshiftError(
            'GIT_REMOTE_UNAVAILABLE',
            `${error.message} (gave up after ${outages} attempts)`,
            { branch: targetBranch, attempts: outages },
            { cause: error },
          ),
        };
      }
      return {
        action: 'retry',
        why: 'unavailable',
        delayMs: backoffDelay(outages, policy.outage, random),
        message: error.message,
        tally: { ...tally, outages },
      };
    }
  }
}

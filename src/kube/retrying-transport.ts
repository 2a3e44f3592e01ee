import {
  abortedError,
  backoffDelay,
  isAborted,
  retryAfterMs,
  sleep,
  SYSTEM_CLOCK,
  type Clock,
  type RetryPolicy,
} from '../runtime/index.js';
import { isRetriedFailure, isRetriedStatus } from './retry-decision.js';
import type { KubeTransport } from './transport.js';

export interface RetryingOptions {
  /** Default: 6 attempts, 200 ms doubling up to 5 s, jittered. */
  readonly policy?: RetryPolicy;
  /** Default: the system clock. */
  readonly clock?: Clock;
  /** Default: Math.random (jitter only). */
  readonly random?: () => number;
}

export const KUBE_RETRY_POLICY: RetryPolicy = { attempts: 6, baseMs: 200, maxMs: 5000 };

/**
 * Sends each request again, with the one jittered backoff, while it fails
 * transiently: unanswered (refused, reset, timed out) or answered 429, 500,
 * 502, 503 or 504, waiting at least what a `Retry-After` asks (up to the
 * policy's cap). Every request gitshift makes is idempotent (GET, LIST,
 * server-side apply, DELETE), so retrying is safe. The last answer is
 * returned as it is; an aborted signal ends the waiting at once.
 */
export function retrying(transport: KubeTransport, options: RetryingOptions = {}): KubeTransport {
  const { policy = KUBE_RETRY_POLICY, clock = SYSTEM_CLOCK, random = Math.random } = options;
  return {
    async send(request, signal) {
      let lastFailure: string | undefined;
      for (let attempt = 1; ; attempt++) {
        let retryAfter: string | undefined;
        try {
          const response = await transport.send(request, signal);
          if (!isRetriedStatus(response.status) || attempt >= policy.attempts) return response;
          retryAfter = response.retryAfter;
          lastFailure = `HTTP ${response.status}`;
        } catch (error) {
          if (!isRetriedFailure(error) || attempt >= policy.attempts) throw error;
          lastFailure = (error as Error).message;
        }
        const delayMs = backoffDelay(attempt, policy, random, retryAfterMs(retryAfter, clock.now()));
        try {
          await sleep(clock, delayMs, signal);
        } catch (error) {
          // Abandoned while retrying: say what kept failing (connection refused, 503), not only the deadline.
          throw isAborted(error) && signal !== undefined
            ? abortedError(signal, `${request.method} ${request.path} (last failure: ${lastFailure})`)
            : error;
        }
      }
    },
  };
}

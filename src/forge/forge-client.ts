import { Octokit } from '@octokit/rest';
import type { Logger } from '../observability/logger.js';
import {
  abortedError,
  backoffDelay,
  retryAfterMs,
  sleep,
  SYSTEM_CLOCK,
  type Clock,
  type RetryPolicy,
} from '../runtime/index.js';
import type { ForgeKind } from '../webhooks/webhook-event.js';
import { ForgeError, isUnavailable } from './forge-error.js';
import { readForgeFailure } from './forge-failure.js';

export interface ForgeClientOptions {
  readonly kind: ForgeKind;
  /** `https://api.github.com`, or `<gitea>/api/v1`. */
  readonly apiUrl: string;
  readonly token: string;
  readonly retry: RetryPolicy;
  /** Each request (each attempt, each page) must be answered within this. */
  readonly timeoutMs: number;
  readonly clock?: Clock;
  readonly random?: () => number;
  readonly log?: Logger | undefined;
  /** Default: the global fetch. */
  readonly fetch?: typeof globalThis.fetch;
}

/** What a request carries into the retry hook besides its signal: the Forge method it serves. */
export interface ForgeRequestOptions {
  readonly signal?: AbortSignal;
  readonly forgeMethod: string;
}

/** The `request` option of one octokit call made for `forgeMethod`. */
export function forgeRequest(forgeMethod: string, signal: AbortSignal | undefined): ForgeRequestOptions {
  return signal === undefined ? { forgeMethod } : { forgeMethod, signal };
}

/**
 * An Octokit whose every request (every page of a listing included) is
 * retried while the forge is unavailable, with the project's one backoff and
 * the forge's Retry-After, within a per-request deadline and the caller's
 * signal; a request that still fails becomes a ForgeError naming the Forge
 * method, what was asked and what the forge answered. @octokit/rest carries
 * no retry or throttling plugin of its own, so nothing else retries.
 */
export function createForgeClient(options: ForgeClientOptions): Octokit {
  const { kind, apiUrl, token, retry, timeoutMs, clock = SYSTEM_CLOCK, random = Math.random, log } = options;
  const forgeName = `${kind === 'github' ? 'GitHub' : 'Gitea'} at ${apiUrl}`;
  const baseUrl = apiUrl.replace(/\/+$/, '');
  const octokit = new Octokit({
    baseUrl,
    auth: token,
    userAgent: 'gitshift',
    // octokit's request log prints every request and failure (its debug line holds the headers, the token among them).
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    ...(options.fetch === undefined ? {} : { request: { fetch: options.fetch } }),
  });
  const hide = (text: string): string => (token === '' ? text : text.split(token).join('***'));

  octokit.hook.wrap('request', async (request, requestOptions) => {
    const { signal, forgeMethod = 'request' } = (requestOptions.request ??
      {}) as Partial<ForgeRequestOptions>;
    const parsed = octokit.request.endpoint.parse(requestOptions);
    const asked = hide(`${parsed.method} ${parsed.url.replace(baseUrl, '')}`);
    const what = `${forgeMethod}: ${asked}`;
    for (let attempt = 1; ; attempt++) {
      const deadline = AbortSignal.timeout(timeoutMs);
      const attemptSignal = signal === undefined ? deadline : AbortSignal.any([signal, deadline]);
      try {
        // Set in place: before-after-hook hands the inner hooks the options object it was given, not ours.
        requestOptions.request = { ...requestOptions.request, signal: attemptSignal };
        return await request(requestOptions);
      } catch (error) {
        if (signal?.aborted === true) throw abortedError(signal, `${forgeName} ${what}`);
        const failure = readForgeFailure(error);
        const status = failure.answered ? failure.status : undefined;
        const detail = hide(
          deadline.aborted && !failure.answered ? `no answer within ${timeoutMs} ms` : failure.detail,
        );
        if (!isUnavailable(status) || attempt >= retry.attempts) {
          const tried = attempt > 1 ? ` (${attempt} attempts)` : '';
          const message = failure.answered
            ? `${forgeName} answered ${failure.status} to ${what}${tried}: ${detail}`
            : `${forgeName} did not answer ${what}${tried}: ${detail}`;
          throw new ForgeError(message, { method: forgeMethod, request: asked, status });
        }
        const retryAfter = failure.answered ? retryAfterMs(failure.retryAfter, clock.now()) : undefined;
        const delayMs = backoffDelay(attempt, retry, random, retryAfter);
        log?.warn(
          { forge: kind, method: forgeMethod, request: asked, status, attempt, delayMs, detail },
          'forge request failed; retrying',
        );
        await sleep(clock, delayMs, signal, `${forgeName} ${what}`);
      }
    }
  });
  return octokit;
}

import { GitshiftError } from '../errors/index.js';
import type { Logger } from '../observability/logger.js';
import {
  SYSTEM_CLOCK,
  abortable,
  retryTransient,
  throwIfAborted,
  type Clock,
  type RetryPolicy,
} from '../runtime/index.js';
import { issueServiceToken, type ServiceToken, type ServiceUser } from './service-token.js';

export type { ServiceUser } from './service-token.js';

/** Keystone's transient failures (a restart, a 503) are retried briefly: a request waits on this. */
export const KEYSTONE_RETRY_POLICY: RetryPolicy = { attempts: 3, baseMs: 100, maxMs: 1000 };

export interface KeystoneClientOptions {
  /** The identity API's base, without `/v3`: `https://keystone.example.com:5000`. */
  readonly url: string;
  readonly serviceUser: ServiceUser;
  /** Each request (one attempt) must be answered within this. Default: 5 s. */
  readonly timeoutMs?: number;
  /** Default: KEYSTONE_RETRY_POLICY. */
  readonly retry?: RetryPolicy;
  /** Default: SYSTEM_CLOCK. */
  readonly clock?: Clock;
  readonly log?: Logger | undefined;
  /** Default: the global fetch (tests wrap it to count what reaches Keystone). */
  readonly fetch?: typeof fetch;
}

/** What Keystone answered: 2xx or 404 (an unknown token, user or project); every other status is thrown. */
export interface KeystoneAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

export interface KeystoneRequest {
  /** Extra headers, e.g. X-Subject-Token. */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Keystone's identity API as gitshift's service user. */
export interface KeystoneClient {
  /** The identity API's base, without `/v3`. */
  readonly url: string;
  /** `path` under `/v3` (`/auth/tokens`, `/users?name=…`). */
  get(path: string, request?: KeystoneRequest, signal?: AbortSignal): Promise<KeystoneAnswer>;
  /** Drops the service token: the next request issues a new one (the password files are read again). */
  forgetServiceToken(): void;
}

/**
 * A client of Keystone's identity API that authenticates as the service user
 * (its password read from files on each issue, so a rotated file takes
 * effect at the next token): the service token is issued once, renewed
 * before it expires and once more when Keystone answers 401 (it was revoked,
 * or Keystone lost its keys). Each attempt has its own timeout; unreachable
 * Keystone and 5xx/429 answers are KEYSTONE_UNREACHABLE (transient, retried
 * with the runtime's backoff); a refusal (400, 401 after renewal, 403) is
 * KEYSTONE_REFUSED.
 */
export function createKeystoneClient(options: KeystoneClientOptions): KeystoneClient {
  const {
    url,
    serviceUser,
    timeoutMs = 5000,
    retry = KEYSTONE_RETRY_POLICY,
    clock = SYSTEM_CLOCK,
    log,
    fetch: fetchImpl = fetch,
  } = options;
  let token: ServiceToken | undefined;
  let issuing: Promise<ServiceToken> | undefined;

  const attempt = async (
    input: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
  ): Promise<Response> => {
    throwIfAborted(signal, 'a request to Keystone');
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      return await fetchImpl(input, {
        ...init,
        signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]),
      });
    } catch (error) {
      throwIfAborted(signal, 'a request to Keystone');
      const why = timeout.aborted ? `no answer within ${timeoutMs} ms` : (error as Error).message;
      throw new GitshiftError(
        'KEYSTONE_UNREACHABLE',
        `Keystone at ${url} is unreachable: ${why}`,
        { url },
        { cause: error, transient: true },
      );
    }
  };

  const serviceToken = async (signal: AbortSignal | undefined): Promise<string> => {
    if (token !== undefined && clock.now() < token.renewAt) return token.id;
    // One sign-in for every request waiting on it, on no one caller's signal (each waiter may give up alone).
    issuing ??= issueServiceToken({ url, serviceUser, clock, send: attempt, signal: undefined })
      .then((issued) => {
        log?.debug({ expiresAt: new Date(issued.expiresAt).toISOString() }, 'keystone service token issued');
        return issued;
      })
      .finally(() => {
        issuing = undefined;
      });
    token = await abortable(issuing, signal, 'the Keystone service sign-in');
    return token.id;
  };

  const once = async (path: string, request: KeystoneRequest, signal: AbortSignal | undefined) => {
    for (let renewed = false; ; renewed = true) {
      const id = await serviceToken(signal);
      const response = await attempt(
        `${url}/v3${path}`,
        {
          method: 'GET',
          headers: { accept: 'application/json', ...request.headers, 'x-auth-token': id },
        },
        signal,
      );
      if (response.status === 401 && !renewed) {
        // The service token was revoked or its keys rotated away: a new one, once.
        await response.body?.cancel();
        if (token?.id === id) token = undefined;
        continue;
      }
      return answerOf(response, path);
    }
  };

  return {
    url,
    get: (path, request = {}, signal) =>
      retryTransient(() => once(path, request, signal), {
        policy: retry,
        clock,
        signal: signal ?? new AbortController().signal,
        onRetry: (error, delayMs) =>
          log?.warn({ code: error.code, delayMs, path: pathOnly(path) }, 'keystone request retried'),
      }),
    forgetServiceToken: () => {
      token = undefined;
    },
  };
}

/** The answer, or the error its status stands for (the body's message kept, it never holds a token). */
async function answerOf(response: Response, path: string): Promise<KeystoneAnswer> {
  const text = await response.text();
  const body = parseJson(text);
  if (response.ok || response.status === 404)
    return { status: response.status, body, headers: response.headers };
  const message = keystoneMessage(body) ?? text.slice(0, 200);
  const where = pathOnly(path);
  if (response.status >= 500 || response.status === 429)
    throw new GitshiftError(
      'KEYSTONE_UNREACHABLE',
      `Keystone answered ${response.status} to ${where}: ${message}`,
      { status: response.status, path: where },
      { transient: true },
    );
  const hint =
    response.status === 401
      ? ' (the service user is not let in: check its name, password and domain)'
      : response.status === 403
        ? ' (the service user lacks a role this needs: admin, or reader on the system)'
        : '';
  throw new GitshiftError(
    'KEYSTONE_REFUSED',
    `Keystone refused ${where} (${response.status})${hint}: ${message}`,
    {
      status: response.status,
      path: where,
    },
  );
}

/** Keystone's errors are `{"error": {"code", "title", "message"}}`. */
export function keystoneMessage(body: unknown): string | undefined {
  const error = (body as { error?: { message?: unknown } } | undefined)?.error;
  return typeof error?.message === 'string' ? error.message : undefined;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page): callers see no body and the status says what happened.
    return undefined;
  }
}

/** A path without its query: names in a query are the caller's, not the log's. */
function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

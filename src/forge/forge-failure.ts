/**
 * What an @octokit/request failure says, read once: whether the forge
 * answered (and with what), or why it did not. octokit reports an unanswered
 * request as a RequestError with status 500 and no response; the response is
 * what tells the two apart.
 */
export type ForgeFailure =
  | {
      readonly answered: true;
      readonly status: number;
      readonly detail: string;
      readonly retryAfter: string | undefined;
    }
  | { readonly answered: false; readonly detail: string };

interface OctokitErrorShape {
  readonly status?: unknown;
  readonly message?: unknown;
  readonly cause?: unknown;
  readonly response?: {
    readonly status?: unknown;
    readonly headers?: Record<string, unknown>;
    readonly data?: unknown;
  };
}

export function readForgeFailure(error: unknown): ForgeFailure {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as OctokitErrorShape;
  const response = shape.response;
  if (response !== undefined && typeof response.status === 'number') {
    const retryAfter = response.headers?.['retry-after'];
    return {
      answered: true,
      status: response.status,
      detail: answerDetail(response.data, shape.message),
      retryAfter:
        typeof retryAfter === 'string' || typeof retryAfter === 'number' ? String(retryAfter) : undefined,
    };
  }
  return { answered: false, detail: innermostMessage(error) };
}

/** The forge's own words: `message` of a JSON error body (GitHub and Gitea both), else octokit's. */
function answerDetail(data: unknown, fallback: unknown): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { message?: unknown }).message === 'string'
  ) {
    return (data as { message: string }).message;
  }
  if (typeof data === 'string' && data.trim() !== '') return data.trim().slice(0, 300);
  return typeof fallback === 'string' ? fallback : 'no reason given';
}

/** "fetch failed" says nothing: the cause (ECONNREFUSED, a timeout) does. */
function innermostMessage(error: unknown): string {
  let current: unknown = error;
  let message = 'unknown failure';
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    message =
      typeof code === 'string' && !current.message.includes(code)
        ? `${current.message} (${code})`
        : current.message;
    current = current.cause;
  }
  return message;
}

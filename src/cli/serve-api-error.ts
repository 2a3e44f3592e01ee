import { GitshiftError, type GitshiftErrorCode } from '../errors/index.js';

/** Codes of serve's answers kept as they are: the build's own (a CLI exit status can tell them apart). */
const KEPT_CODES: ReadonlySet<string> = new Set<GitshiftErrorCode>([
  'BUILD_NOT_FOUND',
  'BUILD_REQUEST_INVALID',
  'BUILD_ARCHIVE_INVALID',
  'BUILD_CONFIG_UNSUPPORTED',
  'BUILD_FAILED',
  'BUILD_SOURCE_FAILED',
  'BUILD_EXECUTOR_FAILED',
  'KUBE_API',
]);

/** A refusal or failure serve's build API answered with, as a GitshiftError carrying serve's reason. */
export class ServeApiError extends GitshiftError {
  /** The HTTP status. */
  readonly status: number;
  /** The code serve gave (its own, e.g. UNAUTHENTICATED, or a GitshiftError code). */
  readonly serveCode: string | undefined;

  constructor(status: number, serveCode: string | undefined, message: string, code: GitshiftErrorCode) {
    super(code, message, { status, serveCode }, { transient: status === 503 });
    this.name = 'ServeApiError';
    this.status = status;
    this.serveCode = serveCode;
  }
}

/**
 * The error for a non-2xx answer of serve, from its `{error: {code, message}}`
 * body (or its text, when a proxy answered): a wrong token says which file
 * it came from; a build code is kept; any other refusal is a bad request and
 * any other failure serve's.
 */
export function serveApiError(
  status: number,
  bodyText: string,
  tokenFile: string | undefined,
): ServeApiError {
  const { code, message } = readErrorBody(bodyText);
  const reason = message ?? (bodyText.trim().slice(0, 200) || `HTTP ${status}`);
  if (status === 401)
    return new ServeApiError(
      status,
      code,
      tokenFile === undefined
        ? `serve asks for a token (its api.anonymousRead is off): pass --token-file FILE or set GITSHIFT_TOKEN_FILE (${reason})`
        : `serve refused the token from ${tokenFile}: ${reason}`,
      'USAGE',
    );
  const kept = code !== undefined && KEPT_CODES.has(code) ? (code as GitshiftErrorCode) : undefined;
  const fallback: GitshiftErrorCode = status < 500 ? 'BUILD_REQUEST_INVALID' : 'BUILD_EXECUTOR_FAILED';
  const suffix = code !== undefined && kept === undefined ? ` (serve: ${code})` : '';
  return new ServeApiError(status, code, `${reason}${suffix}`, kept ?? fallback);
}

function readErrorBody(text: string): { code?: string; message?: string } {
  try {
    const parsed = JSON.parse(text) as unknown;
    const error = (parsed as { error?: unknown } | null)?.error;
    // serve's own answers outside the build API (the API switched off, shutting down) are {error: "<reason>"}.
    if (typeof error === 'string') return { message: error };
    if (typeof error !== 'object' || error === null) return {};
    const { code, message } = error as Record<string, unknown>;
    return {
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  } catch {
    return {};
  }
}

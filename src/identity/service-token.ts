import { readFile } from 'node:fs/promises';
import { GitshiftError } from '../errors/index.js';
import type { Clock } from '../runtime/index.js';

/** gitshift's own Keystone user: its name and password in files on serve's machine, never in Git. */
export interface ServiceUser {
  readonly nameFile: string;
  readonly passwordFile: string;
  /** The user's domain, by name. */
  readonly domain: string;
  /** A project (by name, in the same domain) to scope the token to; undefined: a system-scoped token. */
  readonly project?: string | undefined;
}

/** A service token and when to stop using it. */
export interface ServiceToken {
  readonly id: string;
  readonly expiresAt: number;
  /** A little before expiresAt: a request never goes out with a token about to expire. */
  readonly renewAt: number;
}

export interface IssueServiceTokenOptions {
  /** The identity API's base, without `/v3`. */
  readonly url: string;
  readonly serviceUser: ServiceUser;
  readonly clock: Clock;
  /** Sends one request, with the client's timeout; unreachable Keystone is thrown. */
  readonly send: (url: string, init: RequestInit, signal: AbortSignal | undefined) => Promise<Response>;
  readonly signal: AbortSignal | undefined;
}

/** How long before its expiry a service token is replaced: a tenth of its life, at most 5 minutes. */
const RENEW_SHARE = 0.1;
const RENEW_MAX_MS = 5 * 60_000;

/**
 * `POST /v3/auth/tokens` with the password method: the token is the
 * X-Subject-Token header, its expiry the body's `token.expires_at`. The
 * name and password files are read here, on every issue.
 */
export async function issueServiceToken({
  url,
  serviceUser,
  clock,
  send,
  signal,
}: IssueServiceTokenOptions): Promise<ServiceToken> {
  const [name, password] = await Promise.all([
    secretFile(serviceUser.nameFile, 'name'),
    secretFile(serviceUser.passwordFile, 'password'),
  ]);
  const domain = { name: serviceUser.domain };
  const scope =
    serviceUser.project === undefined
      ? { system: { all: true } }
      : { project: { name: serviceUser.project, domain } };
  const issuedAt = clock.now();
  const response = await send(
    `${url}/v3/auth/tokens?nocatalog`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        auth: { identity: { methods: ['password'], password: { user: { name, domain, password } } }, scope },
      }),
    },
    signal,
  );
  const body = (await response.json().catch(() => undefined)) as
    { token?: { expires_at?: unknown }; error?: { message?: unknown } } | undefined;
  const id = response.headers.get('x-subject-token');
  if (response.status >= 500 || response.status === 429)
    throw new GitshiftError(
      'KEYSTONE_UNREACHABLE',
      `Keystone at ${url} answered ${response.status} to the service user's sign-in`,
      { url, status: response.status },
      { transient: true },
    );
  if (response.status !== 201 || id === null) {
    const message = typeof body?.error?.message === 'string' ? `: ${body.error.message}` : '';
    throw new GitshiftError(
      'KEYSTONE_REFUSED',
      `Keystone refused the service user (from ${serviceUser.nameFile} and ${serviceUser.passwordFile}, domain ${serviceUser.domain}, ${serviceUser.project === undefined ? 'system scope' : `project ${serviceUser.project}`}): ${response.status}${message}`,
      { url, status: response.status },
    );
  }
  const expiresAt = Date.parse(String(body?.token?.expires_at));
  // Without a readable expiry the token is used for a minute, then another is issued.
  const until = Number.isNaN(expiresAt) ? issuedAt + 60_000 : expiresAt;
  const renewAt = until - Math.min(RENEW_MAX_MS, (until - issuedAt) * RENEW_SHARE);
  return { id, expiresAt: until, renewAt };
}

/** A file's text without its trailing newline; a file that cannot be read names itself, never its content. */
async function secretFile(path: string, what: string): Promise<string> {
  try {
    const text = (await readFile(path, 'utf8')).replace(/\r?\n$/, '');
    if (text === '') throw new Error('the file is empty');
    return text;
  } catch (error) {
    throw new GitshiftError(
      'KEYSTONE_REFUSED',
      `cannot read the Keystone service user's ${what} from ${path}: ${(error as Error).message}`,
      { path },
      { cause: error },
    );
  }
}

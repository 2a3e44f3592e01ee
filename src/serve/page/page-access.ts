import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SYSTEM_CLOCK, type Clock } from '../../runtime/index.js';
import { secretMatches } from '../../webhooks/secret-match.js';
import { checkBearer } from '../api/bearer-token.js';

export const SESSION_COOKIE = 'gitshift_session';

export interface PageAccessOptions {
  /** Whether anyone may read the page (`api.anonymousRead`). */
  readonly anonymousRead: boolean;
  /** The API tokens serve accepts now. */
  readonly tokens: () => readonly string[];
  /** How long a signed-in browser may read. Default: 12 h. */
  readonly sessionTtlMs?: number;
  /** Sessions kept at once; the oldest goes first. Default: 1,000. */
  readonly maxSessions?: number;
  /** Default: the system clock. */
  readonly clock?: Clock;
}

export type SignIn =
  { readonly ok: true; readonly setCookie: string } | { readonly ok: false; readonly reason: string };

/** Who may read the page when it is not open to everyone. */
export interface PageAccess {
  /** Anyone when reads are anonymous; else a request with the bearer token or a signed-in session's cookie. */
  mayRead(req: IncomingMessage): boolean;
  /** A token posted by the sign-in form: a session cookie (`secure` when the browser came over https), or why not. */
  signIn(token: string, secure: boolean): SignIn;
}

interface Session {
  readonly token: string;
  readonly expires: number;
}

/**
 * The page's read access. A browser cannot send a header on a plain link, so
 * the token, posted once, opens a session: a random id in an HttpOnly,
 * SameSite=Strict cookie, held in memory (a restart signs everyone out) and
 * valid only while its token is still one serve accepts. Actions never take
 * the session: they need the token itself.
 */
export function createPageAccess({
  anonymousRead,
  tokens,
  sessionTtlMs = 12 * 3600_000,
  maxSessions = 1000,
  clock = SYSTEM_CLOCK,
}: PageAccessOptions): PageAccess {
  const sessions = new Map<string, Session>();
  const sessionOf = (req: IncomingMessage): Session | undefined => {
    const id = cookieValue(req.headers.cookie, SESSION_COOKIE);
    const session = id === undefined ? undefined : sessions.get(id);
    if (id === undefined || session === undefined) return undefined;
    if (session.expires > clock.now() && secretMatches(tokens(), session.token)) return session;
    sessions.delete(id);
    return undefined;
  };
  return {
    mayRead: (req) =>
      anonymousRead ||
      (req.headers.authorization !== undefined && checkBearer(req.headers.authorization, tokens()).ok) ||
      sessionOf(req) !== undefined,
    signIn: (token, secure) => {
      const check = checkBearer(`Bearer ${token.trim()}`, tokens());
      if (!check.ok) return { ok: false, reason: token.trim() === '' ? 'enter the API token' : check.reason };
      while (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value as string);
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { token: token.trim(), expires: clock.now() + sessionTtlMs });
      const maxAge = Math.floor(sessionTtlMs / 1000);
      return {
        ok: true,
        setCookie: `${SESSION_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`,
      };
    },
  };
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The header a page action forwards its form's token in: an API token as
 * `Authorization: Bearer`; anything else as `X-Auth-Token` when serve takes
 * Keystone tokens (the API then judges it per project), else as a bearer
 * token still, so the API's answer says it is not one serve accepts.
 */
export function forwardedCredentials(
  token: string,
  tokens: readonly string[],
  keystone: boolean,
): Readonly<Record<string, string>> {
  return keystone && !secretMatches(tokens, token)
    ? { 'x-auth-token': token }
    : { authorization: `Bearer ${token}` };
}

import { secretMatches } from '../../webhooks/secret-match.js';

/** What an `Authorization` header says about the caller. */
export type BearerCheck = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/**
 * Checks `Authorization: Bearer <token>` against the tokens serve accepts,
 * in constant time over every token (secret-match.ts), so neither the time
 * nor the answer tells which token came close. The reasons name what is
 * wrong with the header, never a token.
 */
export function checkBearer(header: string | undefined, tokens: readonly string[]): BearerCheck {
  if (tokens.length === 0) return { ok: false, reason: 'serve has no API token configured' };
  if (header === undefined || header.trim() === '')
    return { ok: false, reason: 'no Authorization header: send Authorization: Bearer <token>' };
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (match === null)
    return { ok: false, reason: 'the Authorization header is not of the form Bearer <token>' };
  return secretMatches(tokens, match[1] ?? '')
    ? { ok: true }
    : { ok: false, reason: 'the bearer token is not one serve accepts' };
}

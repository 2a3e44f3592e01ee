import { checkBearer } from './bearer-token.js';

export interface AccessInput {
  /** The request changes something (a POST): it always needs a token. */
  readonly action: boolean;
  /** The `Authorization` header, if any. */
  readonly authorization: string | undefined;
  /** The tokens serve accepts now; none turns actions off. */
  readonly tokens: readonly string[];
  /** Reads are open to anyone (api.anonymousRead). */
  readonly anonymousRead: boolean;
}

export type AccessVerdict =
  { readonly allow: true } | { readonly allow: false; readonly status: 401 | 403; readonly reason: string };

/**
 * Who may do what on /api/v1: reads are open when anonymousRead is on, and
 * otherwise need a token like actions do. With no tokens configured nothing
 * that needs one can be done, whatever the caller sends: 403, saying how to
 * turn it on. A missing or wrong token is a 401 saying what is wrong with
 * the header (bearer-token.ts), never which token came close.
 */
export function judgeAccess({ action, authorization, tokens, anonymousRead }: AccessInput): AccessVerdict {
  if (!action && anonymousRead) return { allow: true };
  if (tokens.length === 0)
    return {
      allow: false,
      status: 403,
      reason: action
        ? 'actions are off: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)'
        : 'reads need a token (api.anonymousRead is false) and serve has none: give serve an api.tokenFile (GITSHIFT_API_TOKEN_FILE)',
    };
  const bearer = checkBearer(authorization, tokens);
  return bearer.ok ? { allow: true } : { allow: false, status: 401, reason: bearer.reason };
}

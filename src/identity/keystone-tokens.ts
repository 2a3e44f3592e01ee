import type { KeystoneClient } from './keystone-client.js';

/** Who a valid Keystone token stands for, and what it is scoped to. */
export interface KeystoneIdentity {
  readonly userId: string;
  readonly userName: string;
  readonly userDomainId: string;
  readonly userDomainName: string;
  /** The project the token is scoped to; undefined for an unscoped, domain or system token. */
  readonly project: { readonly id: string; readonly name: string; readonly domainName: string } | undefined;
  /** The token's roles on its scope, the implied ones included (Keystone lists them). */
  readonly roles: readonly string[];
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

export type TokenValidation =
  | { readonly valid: true; readonly identity: KeystoneIdentity }
  | { readonly valid: false; readonly reason: string };

/** Longer than any token Keystone issues (Fernet: about 200 characters; JWS: under 1 KiB). */
const MAX_TOKEN_LENGTH = 8192;
/** Fernet (URL-safe base64) and JWS (base64url with dots) tokens: nothing that could break a header. */
const TOKEN_SHAPE = /^[A-Za-z0-9_\-=.+/]+$/;

/**
 * Asks Keystone what a token is: `GET /v3/auth/tokens` with the service
 * token as X-Auth-Token and the caller's as X-Subject-Token (the catalog
 * left out). 404 means the token is not valid now: expired, revoked, or
 * never issued. A Keystone that cannot be asked is thrown (the client's
 * KEYSTONE_UNREACHABLE / KEYSTONE_REFUSED), never taken for an invalid token.
 */
export async function validateKeystoneToken(
  client: KeystoneClient,
  token: string,
  signal?: AbortSignal,
): Promise<TokenValidation> {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token))
    return { valid: false, reason: 'the X-Auth-Token header does not hold a Keystone token' };
  const answer = await client.get(
    '/auth/tokens?nocatalog',
    { headers: { 'x-subject-token': token } },
    signal,
  );
  if (answer.status === 404)
    return {
      valid: false,
      reason: 'the Keystone token is not valid: expired, revoked or unknown to Keystone',
    };
  const identity = identityOf(answer.body);
  return identity === undefined
    ? { valid: false, reason: 'Keystone described the token in a form gitshift does not read' }
    : { valid: true, identity };
}

interface TokenBody {
  token?: {
    user?: { id?: unknown; name?: unknown; domain?: { id?: unknown; name?: unknown } };
    project?: { id?: unknown; name?: unknown; domain?: { name?: unknown } };
    roles?: { name?: unknown }[];
    expires_at?: unknown;
  };
}

function identityOf(body: unknown): KeystoneIdentity | undefined {
  const token = (body as TokenBody | undefined)?.token;
  const user = token?.user;
  const expiresAt = Date.parse(String(token?.expires_at));
  if (typeof user?.id !== 'string' || typeof user.name !== 'string' || Number.isNaN(expiresAt))
    return undefined;
  const project = token?.project;
  return {
    userId: user.id,
    userName: user.name,
    userDomainId: text(user.domain?.id),
    userDomainName: text(user.domain?.name),
    project:
      typeof project?.id === 'string'
        ? { id: project.id, name: text(project.name), domainName: text(project.domain?.name) }
        : undefined,
    roles: (token?.roles ?? []).flatMap((role) => (typeof role.name === 'string' ? [role.name] : [])),
    expiresAt,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

import { GitshiftError } from '../errors/index.js';
import type { RegistryEndpoint } from './registry-hosts.js';
import { causeOf } from './registry-response.js';

/** A token as a token service issues it (distribution's token spec, or OAuth2's `access_token`). */
export interface IssuedToken {
  readonly value: string;
  /** Seconds, when the service says. */
  readonly expiresIn: number | undefined;
}

export interface TokenRequest {
  /** The registry the token is for. */
  readonly endpoint: RegistryEndpoint;
  /** The realm judgeRealm allowed (realm-trust.ts). */
  readonly realm: URL;
  /** The challenge's `service`, when it named one. */
  readonly service: string | undefined;
  /** `repository:<name>:pull`. */
  readonly scope: string;
  /** `Basic …` with the configured credentials, or undefined to ask anonymously. */
  readonly basic: string | undefined;
}

/** Reads the token out of a token service's JSON answer; undefined when it has none. */
export function tokenOf(body: unknown): IssuedToken | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields = body as Record<string, unknown>;
  const value = typeof fields['token'] === 'string' ? fields['token'] : fields['access_token'];
  if (typeof value !== 'string' || value === '') return undefined;
  const expiresIn = fields['expires_in'];
  return {
    value,
    expiresIn: typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : undefined,
  };
}

/**
 * Asks a token service for a pull token: no redirects followed (the
 * credentials stay where judgeRealm allowed them), within `timeoutMs`.
 * Failures are REGISTRY_AUTH_FAILED (refused), REGISTRY_UNREACHABLE (no
 * answer, or not a 2xx) or REGISTRY_BAD_RESPONSE (no token).
 */
export async function requestToken(
  fetch: typeof globalThis.fetch,
  timeoutMs: number,
  { endpoint, realm, service, scope, basic }: TokenRequest,
): Promise<IssuedToken> {
  const url = new URL(realm);
  if (service !== undefined) url.searchParams.set('service', service);
  url.searchParams.set('scope', scope);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (basic !== undefined) headers['authorization'] = basic;
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(url, { headers, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
    body = response.ok ? await response.json() : await response.text();
  } catch (error) {
    throw new GitshiftError(
      'REGISTRY_UNREACHABLE',
      `the token service ${url.origin} of registry ${endpoint.host} did not answer: ${causeOf(error)}`,
      { host: endpoint.host, realm: url.origin },
      { cause: error },
    );
  }
  if (response.status === 401 || response.status === 403)
    throw new GitshiftError(
      'REGISTRY_AUTH_FAILED',
      `registry ${endpoint.host}: ${
        basic === undefined
          ? `its token service refused an anonymous login (HTTP ${response.status}): configure username and passwordFile for ${endpoint.host}`
          : `its token service refused the configured credentials (HTTP ${response.status})`
      }`,
      { host: endpoint.host },
    );
  if (!response.ok) {
    throw new GitshiftError(
      'REGISTRY_UNREACHABLE',
      `the token service ${url.origin} of registry ${endpoint.host} answered HTTP ${response.status}`,
      { host: endpoint.host, status: response.status },
    );
  }
  const token = tokenOf(body);
  if (token === undefined) {
    throw new GitshiftError(
      'REGISTRY_BAD_RESPONSE',
      `the token service ${url.origin} of registry ${endpoint.host} answered without a token`,
      { host: endpoint.host },
    );
  }
  return token;
}

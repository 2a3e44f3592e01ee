import { GitshiftError } from '../errors/index.js';
import { parseAuthChallenges, type AuthChallenge } from './auth-challenge.js';
import { judgeRealm, realmRefusal } from './realm-trust.js';
import type { RegistryEndpoint } from './registry-hosts.js';
import { requestToken } from './registry-token-service.js';

export interface RegistryAuthOptions {
  readonly fetch: typeof globalThis.fetch;
  /** Reads a password file; the text is used as it is apart from a final newline. */
  readonly readSecret: (path: string) => Promise<string>;
  /** Milliseconds, for token expiry. */
  readonly now: () => number;
  readonly timeoutMs: number;
}

interface CachedToken {
  readonly value: string;
  readonly expiresAt: number;
}

/** Docker's default when a token response gives no `expires_in` (distribution's token spec). */
const DEFAULT_TOKEN_SECONDS = 60;

/**
 * Logs in to registries the way the Registry API v2 asks: a 401 names the
 * scheme. `Bearer` sends us to a token service (anonymously, or with the
 * configured credentials) whose token is kept until shortly before it
 * expires; `Basic` takes the configured credentials directly. Once a host has
 * asked, later requests carry the header up front and skip the 401. A token
 * service is asked only when judgeRealm allows it (realm-trust.ts); else the
 * login fails with REGISTRY_AUTH_REALM_REFUSED before any request is made.
 */
export class RegistryAuth {
  private readonly challenges = new Map<string, AuthChallenge>();
  private readonly tokens = new Map<string, CachedToken>();
  /** Token requests under way: requests that meet the same 401 at once share one login. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly options: RegistryAuthOptions) {}

  /** The header to send before any 401, when this host asked for a login earlier. */
  async upFront(endpoint: RegistryEndpoint, scope: string): Promise<string | undefined> {
    const challenge = this.challenges.get(endpoint.baseUrl);
    if (challenge === undefined) return undefined;
    return this.authorization(endpoint, scope, challenge, undefined);
  }

  /**
   * After a 401: the header to try again with. The token that was refused
   * (`refused`, the Authorization header sent) is not trusted again; one that
   * a concurrent request obtained meanwhile is, so requests that meet the 401
   * together share one login.
   */
  async answer(
    endpoint: RegistryEndpoint,
    scope: string,
    header: string | null,
    refused: string | undefined,
  ): Promise<string> {
    const challenges = parseAuthChallenges(header ?? '');
    const challenge =
      challenges.find((c) => c.scheme === 'bearer' && c.params['realm'] !== undefined) ??
      challenges.find((c) => c.scheme === 'basic');
    if (challenge === undefined) {
      throw new GitshiftError(
        'REGISTRY_AUTH_FAILED',
        `registry ${endpoint.host} refused the request and named no login scheme gitshift knows (Bearer or Basic)`,
        { host: endpoint.host },
      );
    }
    this.challenges.set(endpoint.baseUrl, challenge);
    return this.authorization(endpoint, scope, challenge, refused);
  }

  private async authorization(
    endpoint: RegistryEndpoint,
    scope: string,
    challenge: AuthChallenge,
    refused: string | undefined,
  ): Promise<string> {
    if (challenge.scheme === 'basic') return `Basic ${await this.basicCredentials(endpoint)}`;
    return `Bearer ${await this.token(endpoint, scope, challenge, refused)}`;
  }

  private async basicCredentials(endpoint: RegistryEndpoint): Promise<string> {
    const { credentials } = endpoint;
    if (credentials === undefined) {
      throw new GitshiftError(
        'REGISTRY_AUTH_FAILED',
        `registry ${endpoint.host} asks for a login: configure username and passwordFile for ${endpoint.host}`,
        { host: endpoint.host },
      );
    }
    const password = await this.password(endpoint, credentials.passwordFile);
    return Buffer.from(`${credentials.username}:${password}`).toString('base64');
  }

  private async password(endpoint: RegistryEndpoint, file: string): Promise<string> {
    try {
      return (await this.options.readSecret(file)).replace(/\r?\n$/, '');
    } catch (error) {
      throw new GitshiftError(
        'REGISTRY_CONFIG_INVALID',
        `cannot read the password file ${file} for registry ${endpoint.host}: ${(error as Error).message}`,
        { host: endpoint.host, file },
        { cause: error },
      );
    }
  }

  private async token(
    endpoint: RegistryEndpoint,
    scope: string,
    challenge: AuthChallenge,
    refused: string | undefined,
  ): Promise<string> {
    const realm = challenge.params['realm'] ?? '';
    const judgement = judgeRealm(endpoint, realm, { credentials: endpoint.credentials !== undefined });
    if (!judgement.ask) {
      throw new GitshiftError('REGISTRY_AUTH_REALM_REFUSED', realmRefusal(endpoint, realm, judgement), {
        host: endpoint.host,
        realm: judgement.origin,
        reason: judgement.reason,
      });
    }
    const service = challenge.params['service'];
    // A token is handed only to the registry it was asked for, with the login it was asked with.
    const key = [
      endpoint.baseUrl,
      judgement.url.href,
      service ?? '',
      scope,
      endpoint.credentials?.username ?? '',
    ].join('\n');
    const cached = this.tokens.get(key);
    if (cached !== undefined) {
      if (cached.expiresAt > this.options.now() && `Bearer ${cached.value}` !== refused) return cached.value;
      this.tokens.delete(key);
    }
    const underWay = this.pending.get(key);
    if (underWay !== undefined) return underWay;
    const request = this.obtainToken(endpoint, scope, judgement.url, service, key).finally(() => {
      this.pending.delete(key);
    });
    this.pending.set(key, request);
    return request;
  }

  /** Asks a token service judgeRealm allowed, with the configured credentials when there are any, and keeps its token. */
  private async obtainToken(
    endpoint: RegistryEndpoint,
    scope: string,
    realm: URL,
    service: string | undefined,
    key: string,
  ): Promise<string> {
    const basic =
      endpoint.credentials === undefined ? undefined : `Basic ${await this.basicCredentials(endpoint)}`;
    const token = await requestToken(this.options.fetch, this.options.timeoutMs, {
      endpoint,
      realm,
      service,
      scope,
      basic,
    });
    // Local receipt time, not the service's issued_at: clocks differ, and early renewal is harmless.
    const lifetime = token.expiresIn ?? DEFAULT_TOKEN_SECONDS;
    this.tokens.set(key, { value: token.value, expiresAt: this.options.now() + lifetime * 900 });
    return token.value;
  }
}

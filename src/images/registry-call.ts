import { GitshiftError } from '../errors/index.js';
import { normalizeRepository } from './image-name.js';
import type { RegistryAuth } from './registry-auth.js';
import type { RegistryImage } from './registry-client.js';
import {
  isConfiguredHost,
  registryEndpoint,
  type RegistryEndpoint,
  type RegistryHostsConfig,
} from './registry-hosts.js';
import { fetchFollowingRedirects, type RegistryRequest } from './registry-redirects.js';
import { causeOf } from './registry-response.js';

export interface RegistryAnswer<T> {
  readonly response: Response;
  readonly body: T;
  readonly endpoint: RegistryEndpoint;
}

/**
 * One Registry API call with the login and redirects handled; the body is
 * read by `read` within the same deadline. Failures to reach the registry
 * are REGISTRY_UNREACHABLE; answers, whatever their status, are returned.
 */
export type RegistryCall = <T>(
  image: RegistryImage,
  request: RegistryRequest,
  read: (response: Response) => Promise<T>,
) => Promise<RegistryAnswer<T>>;

export interface RegistryCallOptions {
  readonly hosts: RegistryHostsConfig;
  /** Each call, its body included, must finish within this. */
  readonly timeoutMs: number;
  readonly fetch: typeof globalThis.fetch;
  readonly auth: RegistryAuth;
  /** Refuse (REGISTRY_HOST_REFUSED), before any request, an image whose host is not in `hosts`. */
  readonly onlyConfiguredHosts?: boolean;
}

export type UnauthorizedStep = 'pass' | 'log-in' | 'refuse-login-elsewhere';

/**
 * What to do with an answer before reading it. A 401 from the registry is
 * answered with a login once; a 401 from a host the registry redirected to
 * is refused, since our login is the registry's, not that host's to have.
 * Anything else, a second 401 included, is passed to the caller to read.
 */
export function judgeUnauthorized(
  status: number,
  elsewhere: string | undefined,
  attempt: number,
): UnauthorizedStep {
  if (status !== 401) return 'pass';
  if (elsewhere !== undefined) return 'refuse-login-elsewhere';
  return attempt === 1 ? 'log-in' : 'pass';
}

/** The RegistryCall over `fetch`, logging in through `auth` where a registry asks. */
export function registryCall(options: RegistryCallOptions): RegistryCall {
  const { hosts, timeoutMs, fetch, auth, onlyConfiguredHosts = false } = options;
  return async (image, request, read) => {
    if (onlyConfiguredHosts && !isConfiguredHost(image.registryHost, hosts)) {
      throw new GitshiftError(
        'REGISTRY_HOST_REFUSED',
        `registry ${image.registryHost} is not a configured registry: add it to registries[] of serve's configuration; nothing is sent to a host only an image reference names`,
        { host: image.registryHost },
      );
    }
    const endpoint = registryEndpoint(image.registryHost, hosts, { insecure: image.insecure === true });
    const { repository } = normalizeRepository(image);
    const scope = `repository:${repository}:pull`;
    const signal = AbortSignal.timeout(timeoutMs);
    const what = `${request.method} ${request.path}`;
    let authorization = await auth.upFront(endpoint, scope);
    for (let attempt = 1; ; attempt++) {
      try {
        const { response, elsewhere } = await fetchFollowingRedirects(
          fetch,
          endpoint,
          request,
          authorization,
          signal,
        );
        const step = judgeUnauthorized(response.status, elsewhere, attempt);
        if (step === 'refuse-login-elsewhere') {
          await response.body?.cancel();
          throw new GitshiftError(
            'REGISTRY_AUTH_FAILED',
            `registry ${endpoint.host} redirected ${what} to ${elsewhere}, which asks for a login; gitshift logs in only where the registry itself asks`,
            { host: endpoint.host, redirectedTo: elsewhere },
          );
        }
        if (step === 'log-in') {
          await response.body?.cancel();
          authorization = await auth.answer(
            endpoint,
            scope,
            response.headers.get('www-authenticate'),
            authorization,
          );
          continue;
        }
        return { response, body: await read(response), endpoint };
      } catch (error) {
        if (error instanceof GitshiftError) throw error;
        throw new GitshiftError(
          'REGISTRY_UNREACHABLE',
          `registry ${endpoint.host} did not answer ${what}${causeOf(error) === 'timed out' ? ` within ${timeoutMs} ms` : `: ${causeOf(error)}`}`,
          { host: endpoint.host },
          { cause: error, transient: true },
        );
      }
    }
  };
}

import { DOCKER_HUB } from './image-name.js';
import type { RegistryEndpoint } from './registry-hosts.js';

/** Docker Hub's token service: the one realm on another host trusted without configuration, for docker.io only. */
export const DOCKER_HUB_REALM = 'https://auth.docker.io';

export type RealmJudgement =
  | {
      readonly ask: true;
      readonly url: URL;
      readonly reason: 'registry-origin' | 'listed' | 'docker-hub' | 'anonymous-https';
    }
  | {
      readonly ask: false;
      readonly reason: 'not-a-url' | 'not-http' | 'login-in-url' | 'not-named' | 'anonymous-plain-http';
      /** The realm's origin, when it has one: never its path, query or login. */
      readonly origin: string | undefined;
    };

/**
 * Whether gitshift asks the token service a registry names (the `realm` of a
 * `WWW-Authenticate: Bearer` answer) for a token. The realm is chosen by
 * whoever answered the 401: the registry, or anyone on the path when it
 * speaks plain HTTP. A realm is *named by configuration* when its origin
 * (scheme, host and port) is
 *
 * - the registry's own: the origin gitshift reaches its API at
 *   (`https://registry.acme.com`, `http://127.0.0.1:5000`, a configured
 *   `url`). Plain HTTP there only when the registry itself is plain HTTP by
 *   the daemon's configuration (insecure, loopback, an `http://` url), since
 *   an ImageStream's importPolicy.insecure cannot downgrade a host with
 *   credentials (see registryEndpoint);
 * - listed in the registry's `tokenRealms`, exactly as written, scheme and
 *   port included (`https://gitlab.com` for registry.gitlab.com);
 * - `https://auth.docker.io`, for docker.io.
 *
 * With credentials configured, only a named realm is asked: the password
 * goes nowhere the configuration does not say. Another port of the same
 * host is another service and must be listed.
 *
 * Anonymously, no secret travels, but the daemon still sends a request
 * wherever a registry points it, and any project folder may name any
 * registry; the answer's `token` is then handed to that registry. So a realm
 * that is not named must be HTTPS: a host that proves its name with a
 * certificate the system trusts. Plain-HTTP services inside the network,
 * which such a request could otherwise reach (cloud metadata at
 * 169.254.169.254, sidecars, admin ports), are never asked. Public
 * registries whose token service is elsewhere (registry.gitlab.com,
 * nvcr.io) keep working anonymously, as they need HTTPS anyway.
 *
 * Never a realm with a login in its URL, or one that is not http(s).
 */
export function judgeRealm(
  endpoint: Pick<RegistryEndpoint, 'host' | 'baseUrl' | 'tokenRealms'>,
  realm: string,
  { credentials }: { readonly credentials: boolean },
): RealmJudgement {
  let url: URL;
  try {
    url = new URL(realm);
  } catch {
    return { ask: false, reason: 'not-a-url', origin: undefined };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ask: false, reason: 'not-http', origin: undefined };
  const { origin } = url;
  if (url.username !== '' || url.password !== '') return { ask: false, reason: 'login-in-url', origin };
  if (origin === new URL(endpoint.baseUrl).origin) return { ask: true, url, reason: 'registry-origin' };
  if (endpoint.tokenRealms.includes(origin)) return { ask: true, url, reason: 'listed' };
  if (endpoint.host === DOCKER_HUB && origin === DOCKER_HUB_REALM)
    return { ask: true, url, reason: 'docker-hub' };
  if (credentials) return { ask: false, reason: 'not-named', origin };
  if (url.protocol === 'https:') return { ask: true, url, reason: 'anonymous-https' };
  return { ask: false, reason: 'anonymous-plain-http', origin };
}

/** What a refusal tells the user, naming the registry, the realm's origin and what to configure. */
export function realmRefusal(
  endpoint: Pick<RegistryEndpoint, 'host'>,
  realm: string,
  judgement: Extract<RealmJudgement, { ask: false }>,
): string {
  const { host } = endpoint;
  const { origin } = judgement;
  const listIt = `if it is the token service of ${host}, add "${origin}" to tokenRealms of registry ${host} in serve's config (registries[].tokenRealms)`;
  switch (judgement.reason) {
    case 'not-named':
      return `registry ${host} sends its logins to ${origin}, which its configuration does not name, so its credentials are not sent there; ${listIt}`;
    case 'anonymous-plain-http':
      return `registry ${host} sends its logins to ${origin}, a plain-HTTP service its configuration does not name, which gitshift does not ask even without credentials; ${listIt}`;
    case 'login-in-url':
      return `registry ${host} names a token realm on ${origin} with a login in its URL; gitshift does not ask it`;
    case 'not-http':
      return `registry ${host} names a token realm ${quoted(realm)} that is not an http(s) URL`;
    case 'not-a-url':
      return `registry ${host} names a token realm ${quoted(realm)} that is not a URL`;
  }
}

/** Untrusted text in a message: quoted and escaped, so it cannot forge a log line, and short. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

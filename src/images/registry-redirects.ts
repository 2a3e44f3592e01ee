import type { RegistryEndpoint } from './registry-hosts.js';
import { badResponse } from './registry-response.js';

/** Redirects followed for one request; blob and manifest redirects to a CDN take one. */
export const MAX_REDIRECTS = 3;

export type RedirectJudgement =
  { readonly follow: true; readonly url: URL } | { readonly follow: false; readonly why: string };

/**
 * Whether to follow a redirect from `from` to `location`, the `hops`-th one
 * already followed. What a redirect serves is hashed into a commit, so an
 * HTTPS registry's answers stay on HTTPS. A Location that is no URL throws
 * (a TypeError), as any failure to reach the registry does.
 */
export function judgeRedirect(from: URL, location: string, hops: number, what: string): RedirectJudgement {
  if (hops >= MAX_REDIRECTS)
    return { follow: false, why: `redirected more than ${MAX_REDIRECTS} times for ${what}` };
  const url = new URL(location, from);
  if (from.protocol === 'https:' && url.protocol !== 'https:')
    return { follow: false, why: `redirected ${what} from HTTPS to ${url.origin}` };
  return { follow: true, url };
}

export interface RegistryRequest {
  readonly method: 'GET' | 'HEAD';
  /** `/v2/…`, from registry-paths.ts. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface FollowedResponse {
  readonly response: Response;
  /** The origin that answered, when it is not the registry's (a CDN, an object store). */
  readonly elsewhere: string | undefined;
}

/**
 * One request, its redirects followed by hand so that the login (the
 * `authorization` header) goes only to the registry's own origin, never to
 * where it redirects.
 */
export async function fetchFollowingRedirects(
  fetch: typeof globalThis.fetch,
  endpoint: RegistryEndpoint,
  { method, path, headers }: RegistryRequest,
  authorization: string | undefined,
  signal: AbortSignal,
): Promise<FollowedResponse> {
  let url = new URL(`${endpoint.baseUrl}${path}`);
  const origin = url.origin;
  for (let hops = 0; ; hops++) {
    const sent = { ...headers };
    if (authorization !== undefined && url.origin === origin) sent['authorization'] = authorization;
    const response = await fetch(url, { method, headers: sent, redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null)
      return { response, elsewhere: url.origin === origin ? undefined : url.origin };
    await response.body?.cancel();
    const judgement = judgeRedirect(url, location, hops, `${method} ${path}`);
    if (!judgement.follow) throw badResponse(endpoint, judgement.why);
    url = judgement.url;
  }
}

import type { Octokit } from '@octokit/rest';
import type { ForgeRequestOptions } from './forge-client.js';

/** The first page's answer, as every octokit list method gives it. */
interface Page<T> {
  readonly data: readonly T[];
  readonly headers: { readonly link?: string | undefined };
}

/** Far more pages than any real listing; a forge that keeps linking on is a fault, not an answer. */
const MAX_PAGES = 1000;

/**
 * Every item of a listing: the first page, then each page its `Link:
 * rel="next"` names (GitHub and Gitea both send it), each request with the
 * same signal and retries as the first. Not octokit's `paginate`: it drops
 * the request options (the signal) after the first page and turns a 409 into
 * an empty list, where gitshift must see an error.
 */
export async function allPages<T>(
  octokit: Octokit,
  first: Promise<Page<T>>,
  request: ForgeRequestOptions,
): Promise<T[]> {
  const items: T[] = [];
  let page: Page<T> = await first;
  for (let count = 1; ; count++) {
    items.push(...page.data);
    const next = nextPageUrl(page.headers.link);
    if (next === undefined) return items;
    if (count >= MAX_PAGES) throw new Error(`the forge linked past ${MAX_PAGES} pages of ${next}`);
    page = await octokit.request({ method: 'GET', url: next, request });
  }
}

export function nextPageUrl(link: string | undefined): string | undefined {
  return /<([^<>]+)>;\s*rel="next"/.exec(link ?? '')?.[1];
}

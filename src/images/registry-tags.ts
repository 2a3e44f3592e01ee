import { GitshiftError } from '../errors/index.js';
import type { RegistryCall } from './registry-call.js';
import type { ListTagsOptions, RegistryImage, TagList } from './registry-client.js';
import { checkedRepository, tagListPath } from './registry-paths.js';
import { badResponse, nextLink, readCappedText, statusError, tagsOf } from './registry-response.js';

/** The most tags ever read, whatever `limit` asks. */
export const MAX_TAGS = 10_000;
/** Registries that ignore `n` (Docker Distribution 2.8) send every tag in one page: room for ~100,000 long tags. */
const TAG_PAGE_BYTES = 16 * 1024 * 1024;

export type TagPageStep =
  | { readonly step: 'done'; readonly list: TagList }
  | { readonly step: 'next'; readonly path: string }
  | { readonly step: 'stuck' };

/**
 * After a page: stop with what was read once `cap` tags are in (truncated if
 * there were more, or more pages), or when there is no next page; else read
 * `next`, unless it does not move on (an empty page, or a link to the same
 * page), so a registry that links in circles cannot keep us here.
 */
export function nextTagPage(
  tags: readonly string[],
  cap: number,
  { path, pageLength, next }: { path: string; pageLength: number; next: string | undefined },
): TagPageStep {
  if (tags.length >= cap)
    return {
      step: 'done',
      list: { tags: tags.slice(0, cap), truncated: tags.length > cap || next !== undefined },
    };
  if (next === undefined) return { step: 'done', list: { tags, truncated: false } };
  if (pageLength === 0 || next === path) return { step: 'stuck' };
  return { step: 'next', path: next };
}

/** A repository's tags, page by page along the Link headers, at most `limit` (and MAX_TAGS). */
export async function listTags(
  call: RegistryCall,
  image: RegistryImage,
  { limit = 1000, pageSize = 100 }: ListTagsOptions = {},
): Promise<TagList> {
  const cap = Math.max(1, Math.min(limit, MAX_TAGS));
  const repository = checkedRepository(image);
  const tags: string[] = [];
  let path = tagListPath(image, Math.max(1, Math.min(pageSize, cap)));
  for (;;) {
    const { response, body, endpoint } = await call(
      image,
      { method: 'GET', path, headers: { accept: 'application/json' } },
      (r) => readCappedText(r, TAG_PAGE_BYTES, image, 'a tag-list page'),
    );
    if (response.status === 404) {
      throw new GitshiftError(
        'REGISTRY_REPOSITORY_NOT_FOUND',
        `registry ${endpoint.host} has no repository ${repository}`,
        { host: endpoint.host, repository },
      );
    }
    if (!response.ok) throw statusError(endpoint, image, undefined, response, body);
    const page = tagsOf(body);
    if (page === undefined)
      throw badResponse(endpoint, `its tag list of ${repository} is not { tags: [...] }`);
    tags.push(...page);
    const step = nextTagPage(tags, cap, {
      path,
      pageLength: page.length,
      next: nextLink(response.headers.get('link'), endpoint),
    });
    if (step.step === 'done') return step.list;
    if (step.step === 'stuck')
      throw badResponse(endpoint, `its tag list of ${repository} links to a page that does not move on`);
    path = step.path;
  }
}

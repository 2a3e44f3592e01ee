import { GitshiftError } from '../../errors/index.js';
import type { Page, PageQuery } from './status-view.js';

/** `limit` when the query gives none. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The largest `limit` taken. */
export const MAX_PAGE_LIMIT = 500;

/**
 * A page query that cannot be answered: a bad limit or token (`expired`
 * false), or a token whose anchor is gone (`expired`), which the API answers
 * 410 as the Kubernetes API does, and the client lists again.
 */
export class PageQueryRefused extends GitshiftError {
  readonly expired: boolean;

  constructor(message: string, expired = false) {
    super('USAGE', message, { expired });
    this.name = 'PageQueryRefused';
    this.expired = expired;
  }
}

export interface PageOptions<T> {
  /** What names an item in a token; unique within the listing. */
  readonly key: (item: T) => string;
  /** The filter of the listing (a project), written into its tokens: a token is not valid for another. */
  readonly scope?: string | undefined;
  /** Says what the listing holds in the expired message: `build`, `entry`. Default: `item`. */
  readonly noun?: string;
  /**
   * For a listing in a fixed order: whether `item` comes after the item keyed
   * `after`, so a token outlives its anchor (a project removed from Git, an
   * entry dropped off the end). Without it, the anchor is looked up and a
   * token whose anchor is gone has expired.
   */
  readonly comesAfter?: (item: T, after: string) => boolean;
}

interface ContinueToken {
  readonly v: 1;
  /** The key of the last item of the page before. */
  readonly after: string;
  /** The scope of the listing it continues. */
  readonly project: string | null;
}

/**
 * One page of a listing. The `continue` token names the last item returned
 * rather than an offset, so items added between two requests (new builds on
 * top of a newest-first listing) neither repeat nor push others off a page.
 */
export function pageOf<T>(items: readonly T[], query: PageQuery, options: PageOptions<T>): Page<T> {
  const { key, scope, noun = 'item', comesAfter } = options;
  const limit = checkLimit(query.limit);
  let start = 0;
  if (query.continue !== undefined) {
    const { after } = decodeToken(query.continue, scope);
    if (comesAfter !== undefined) {
      start = items.findIndex((item) => comesAfter(item, after));
      if (start < 0) start = items.length;
    } else {
      const index = items.findIndex((item) => key(item) === after);
      if (index < 0)
        throw new PageQueryRefused(
          `the ${noun} the continue token points after (${after}) is gone; list again from the start`,
          true,
        );
      start = index + 1;
    }
  }
  const page = items.slice(start, start + limit);
  const last = page.at(-1);
  if (last === undefined || start + limit >= items.length) return { items: page };
  return { items: page, continue: encodeToken({ v: 1, after: key(last), project: scope ?? null }) };
}

/** `?limit=` as a PageQuery's limit: digits only, in range. */
export function limitFromText(text: string | null): number | undefined {
  if (text === null) return undefined;
  if (!/^[0-9]+$/.test(text)) throw badLimit(text);
  return checkLimit(Number(text));
}

function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) throw badLimit(String(limit));
  return limit;
}

function badLimit(shown: string): PageQueryRefused {
  return new PageQueryRefused(`limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}, not '${shown}'`);
}

function encodeToken(token: ContinueToken): string {
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
}

function decodeToken(text: string, scope: string | undefined): ContinueToken {
  const malformed = (): PageQueryRefused => new PageQueryRefused('continue is not a token this API gave out');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed();
  }
  if (typeof parsed !== 'object' || parsed === null) throw malformed();
  const { v, after, project: listed } = parsed as Record<string, unknown>;
  if (v !== 1 || typeof after !== 'string' || (listed !== null && typeof listed !== 'string'))
    throw malformed();
  if ((listed ?? undefined) !== scope)
    throw new PageQueryRefused(
      `continue was given out for ${listed === null ? 'every project' : `project ${listed}`}, not for ${scope === undefined ? 'every project' : `project ${scope}`}`,
    );
  return { v, after, project: listed };
}

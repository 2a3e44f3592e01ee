import type { BuildRecord } from '../../buildplan/build-record.js';
import { BuildApiRefusal } from './build-api-errors.js';

/** `limit` when the request gives none. */
export const DEFAULT_PAGE_LIMIT = 50;
/** The largest `limit` taken. */
export const MAX_PAGE_LIMIT = 500;

export interface BuildPage {
  readonly items: readonly BuildRecord[];
  /** Give it back as `continue` for the next page; absent on the last page. */
  readonly continue?: string;
}

interface ContinueToken {
  readonly v: 1;
  /** `namespace/name` of the last build of the page before. */
  readonly after: string;
  /** The project filter of the listing it continues; a token is not valid for another. */
  readonly project: string | null;
}

/**
 * One page of a newest-first listing. The `continue` token names the last
 * build returned rather than an offset, so builds started between two
 * requests (which go on top) neither repeat nor push others off a page.
 * When that build is gone (a history limit removed it), the token has
 * expired: 410, as the Kubernetes API answers, and the client lists again.
 */
export function pageOf(
  records: readonly BuildRecord[],
  query: URLSearchParams,
  project: string | undefined,
): BuildPage {
  const limit = limitOf(query.get('limit'));
  const token = query.get('continue');
  let start = 0;
  if (token !== null) {
    const { after } = decodeToken(token, project);
    const index = records.findIndex((r) => keyOf(r) === after);
    if (index < 0)
      throw new BuildApiRefusal(
        410,
        'CONTINUE_EXPIRED',
        `the build the continue token points after (${after}) is gone; list again from the start`,
      );
    start = index + 1;
  }
  const items = records.slice(start, start + limit);
  const last = items.at(-1);
  if (last === undefined || start + limit >= records.length) return { items };
  return { items, continue: encodeToken({ v: 1, after: keyOf(last), project: project ?? null }) };
}

function limitOf(text: string | null): number {
  if (text === null) return DEFAULT_PAGE_LIMIT;
  const limit = Number(text);
  if (!/^[0-9]+$/.test(text) || limit < 1 || limit > MAX_PAGE_LIMIT)
    throw new BuildApiRefusal(
      400,
      'BUILD_REQUEST_INVALID',
      `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}, not '${text}'`,
    );
  return limit;
}

function keyOf(record: BuildRecord): string {
  return `${record.namespace}/${record.name}`;
}

function encodeToken(token: ContinueToken): string {
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
}

function decodeToken(text: string, project: string | undefined): ContinueToken {
  const malformed = (): BuildApiRefusal =>
    new BuildApiRefusal(400, 'BUILD_REQUEST_INVALID', 'continue is not a token this API gave out');
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
  if ((listed ?? undefined) !== project)
    throw new BuildApiRefusal(
      400,
      'BUILD_REQUEST_INVALID',
      `continue was given out for ${listed === null ? 'every project' : `project ${listed}`}, not for ${project === undefined ? 'every project' : `project ${project}`}`,
    );
  return { v, after, project: listed };
}

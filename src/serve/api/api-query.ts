import { limitFromText } from '../view/page.js';
import type { PageQuery } from '../view/status-view.js';
import { ApiRefusal } from './api-errors.js';
import { checkProjectName } from './api-routes.js';

/**
 * `?limit=&continue=` of a listing, refusing parameters it does not take
 * (a misspelt `projetc=` is a 400, not a listing of everything). `more`
 * names the listing's own filters.
 */
export function pageQueryOf(query: URLSearchParams, more: readonly string[] = []): PageQuery {
  const taken = [...more, 'limit', 'continue'];
  const unknown = [...new Set(query.keys())].filter((key) => !taken.includes(key));
  if (unknown.length > 0)
    throw new ApiRefusal(
      400,
      'REQUEST_INVALID',
      `unknown query parameter(s) ${unknown.join(', ')}: the list takes ${taken.slice(0, -1).join(', ')} and ${taken.at(-1) ?? ''}`,
    );
  return { limit: limitFromText(query.get('limit')), continue: query.get('continue') ?? undefined };
}

/** `?project=`, checked as a project's name. */
export function projectFilterOf(query: URLSearchParams): string | undefined {
  const project = query.get('project') ?? undefined;
  const problem = project === undefined ? undefined : checkProjectName(project);
  if (problem !== undefined) throw new ApiRefusal(400, 'REQUEST_INVALID', problem);
  return project;
}

/** Refuses any query at all, for a route that takes none. */
export function noQuery(query: URLSearchParams): void {
  const keys = [...new Set(query.keys())];
  if (keys.length > 0)
    throw new ApiRefusal(
      400,
      'REQUEST_INVALID',
      `unknown query parameter(s) ${keys.join(', ')}: this takes none`,
    );
}

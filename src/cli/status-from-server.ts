import type { Page, ProjectDetail, ProjectSummary } from '../serve/view/status-view.js';
import { ServeApiError } from './serve-api-error.js';
import type { ServeClient } from './serve-client.js';

/** Projects asked per request: the API's largest page. */
const PAGE_LIMIT = 500;

/**
 * The projects as serve's API shows them: every page of /api/v1/projects, or
 * the one project asked for (an empty list when serve knows no such project).
 */
export async function readServerProjects(
  client: ServeClient,
  only: string | undefined,
): Promise<ProjectSummary[]> {
  if (only !== undefined) {
    try {
      const { objectList: _objects, ...summary } = await client.json<ProjectDetail>(
        'GET',
        `/api/v1/projects/${encodeURIComponent(only)}`,
      );
      return [summary];
    } catch (error) {
      if (error instanceof ServeApiError && error.serveCode === 'PROJECT_NOT_FOUND') return [];
      throw error;
    }
  }
  const projects: ProjectSummary[] = [];
  let next: string | undefined;
  do {
    const query = new URLSearchParams({
      limit: String(PAGE_LIMIT),
      ...(next === undefined ? {} : { continue: next }),
    });
    const page = await client.json<Page<ProjectSummary>>('GET', `/api/v1/projects?${query.toString()}`);
    projects.push(...page.items);
    next = page.continue;
  } while (next !== undefined);
  return projects;
}

import type { BuildRecord } from '../../buildplan/build-record.js';
import { pageOf } from './page.js';
import type { Page, PageQuery } from './status-view.js';

/**
 * One page of builds, newest first (as the runner lists them), optionally of
 * one project. A token names its last build: one removed by a history limit
 * expires it (410), since builds have no fixed order to resume in.
 */
export function buildPage(
  records: readonly BuildRecord[],
  query: PageQuery,
  project: string | undefined,
): Page<BuildRecord> {
  return pageOf(records, query, { key: (r) => `${r.namespace}/${r.name}`, scope: project, noun: 'build' });
}

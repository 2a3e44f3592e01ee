import type {
  ActivityEntry,
  BuildSummary,
  Page,
  PageQuery,
  PreviewSummary,
  ProjectDetail,
  StatusView,
} from '../../src/serve/view/status-view.js';

/** What a literal view holds; the test changes it and calls `changed()`. */
export interface LiteralViewData {
  projects: ProjectDetail[];
  activity: ActivityEntry[];
  builds: BuildSummary[];
  logs: Record<string, string>;
  previews: PreviewSummary[];
}

export interface LiteralStatusView extends StatusView {
  readonly data: LiteralViewData;
  /** Tells the subscribers, as the real view does when something shown changed. */
  changed(): void;
  /** Subscribers now: a stream that ended must have unsubscribed. */
  subscribers(): number;
}

/**
 * A StatusView over values the test writes, for the page's integration tests
 * (the page is tested against serve's real view in test/e2e/status-page).
 * Pages are cut at `limit` with the next index as `continue`.
 */
export function literalStatusView(data: LiteralViewData): LiteralStatusView {
  const listeners = new Set<() => void>();
  return {
    data,
    changed: () => [...listeners].forEach((listener) => listener()),
    subscribers: () => listeners.size,
    projects: (query) => Promise.resolve(pageOf(data.projects, query)),
    project: (name) => Promise.resolve(data.projects.find((project) => project.name === name)),
    activity: (query) =>
      Promise.resolve(
        pageOf(
          data.activity.filter((entry) => query?.project === undefined || entry.project === query.project),
          query,
        ),
      ),
    builds: (query) =>
      Promise.resolve(
        pageOf(
          data.builds.filter((build) => query?.project === undefined || build.namespace === query.project),
          query,
        ),
      ),
    buildLog: (project, name) => Promise.resolve(data.logs[`${project}/${name}`]),
    previews: (query) => Promise.resolve(pageOf(data.previews, query)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function pageOf<T>(items: readonly T[], query: PageQuery | undefined): Page<T> {
  const from = Number(query?.continue ?? 0);
  const limit = query?.limit ?? 50;
  const next = from + limit;
  return { items: items.slice(from, next), ...(next < items.length ? { continue: String(next) } : {}) };
}

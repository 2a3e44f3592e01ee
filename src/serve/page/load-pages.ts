import type { StatusView } from '../view/status-view.js';
import type { BuildModel, OverviewModel, ProjectModel } from './page-models.js';

/** Rows each part of a page shows; the API pages through the rest. */
export const PAGE_SIZES = { projects: 100, activity: 30, builds: 20, previews: 50 } as const;

/** Pages of a project's builds looked through for one build's record. */
const BUILD_PAGES_SEARCHED = 5;

export async function loadOverview(view: StatusView, projectsFrom?: string): Promise<OverviewModel> {
  const [projects, activity, builds, previews] = await Promise.all([
    view.projects({ limit: PAGE_SIZES.projects, continue: projectsFrom }),
    view.activity({ limit: PAGE_SIZES.activity }),
    view.builds({ limit: PAGE_SIZES.builds }),
    view.previews({ limit: PAGE_SIZES.previews }),
  ]);
  return { projects, activity: activity.items, builds: builds.items, previews: previews.items };
}

/** Undefined when serve knows no such project. */
export async function loadProject(view: StatusView, name: string): Promise<ProjectModel | undefined> {
  const [project, activity, builds] = await Promise.all([
    view.project(name),
    view.activity({ project: name, limit: PAGE_SIZES.activity }),
    view.builds({ project: name, limit: PAGE_SIZES.builds }),
  ]);
  return project === undefined ? undefined : { project, activity: activity.items, builds: builds.items };
}

/** Undefined for a build serve does not know. */
export async function loadBuild(
  view: StatusView,
  project: string,
  name: string,
): Promise<BuildModel | undefined> {
  const log = await view.buildLog(project, name);
  if (log === undefined) return undefined;
  let from: string | undefined;
  for (let page = 0; page < BUILD_PAGES_SEARCHED; page++) {
    const builds = await view.builds({ project, limit: 500, continue: from });
    const build = builds.items.find((record) => record.name === name);
    if (build !== undefined || builds.continue === undefined) return { project, name, build, log };
    from = builds.continue;
  }
  return { project, name, log };
}

import type {
  ActivityEntry,
  BuildSummary,
  Page,
  PreviewSummary,
  ProjectDetail,
  ProjectSummary,
} from '../view/status-view.js';

/** What the overview shows: values read from the StatusView, rendered by overview-page.ts. */
export interface OverviewModel {
  readonly projects: Page<ProjectSummary>;
  readonly activity: readonly ActivityEntry[];
  readonly builds: readonly BuildSummary[];
  readonly previews: readonly PreviewSummary[];
}

export interface ProjectModel {
  readonly project: ProjectDetail;
  readonly activity: readonly ActivityEntry[];
  readonly builds: readonly BuildSummary[];
}

export interface BuildModel {
  readonly project: string;
  readonly name: string;
  /** The build's record, when it is still listed. */
  readonly build?: BuildSummary | undefined;
  readonly log: string;
}

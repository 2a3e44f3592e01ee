import type { ProjectModel } from '../model/project-model.js';
import type { PreviewSettings } from '../model/settings.js';
import { asRecord, asStringMap } from '../model/values.js';

/** What a pull request is on, and what it touches. */
export type PullScope =
  /** The config repository: the projects the PR changes (at its head). */
  | { readonly on: 'config'; readonly changed: readonly string[] }
  /** An application's source repository: the projects whose BuildConfigs build it. */
  | { readonly on: 'source'; readonly building: readonly string[] };

export interface PreviewTargetsInput {
  readonly settings: PreviewSettings;
  readonly pull: PullScope;
  /** The projects as loaded: the PR's head for a config PR, the deployed revision for a source PR. */
  readonly projects: readonly ProjectModel[];
}

export interface PreviewTargets {
  /** Projects that get a preview, sorted. */
  readonly targets: readonly string[];
  readonly left: readonly { readonly project: string; readonly reason: string }[];
}

/** Which of the projects a pull request touches get a preview, and why each other one does not. */
export function previewTargets({ settings, pull, projects }: PreviewTargetsInput): PreviewTargets {
  const touched = [...new Set(pull.on === 'config' ? pull.changed : pull.building)].sort();
  const byName = new Map(projects.map((p) => [p.name, p]));
  const targets: string[] = [];
  const left: { project: string; reason: string }[] = [];
  for (const name of touched) {
    const reason = whyNoPreview(settings, byName.get(name), pull.on);
    if (reason === undefined) targets.push(name);
    else left.push({ project: name, reason });
  }
  return { targets, left };
}

/** Why a project gets no preview, or undefined when it gets one. */
export function whyNoPreview(
  settings: Pick<PreviewSettings, 'enabled' | 'projects' | 'matchLabels'>,
  project: ProjectModel | undefined,
  on: PullScope['on'] = 'config',
): string | undefined {
  if (!settings.enabled) return 'previews are off (previews.enabled)';
  if (project === undefined)
    return on === 'config'
      ? 'the pull request deletes the project'
      : 'no such project in the config repository';
  if (settings.projects.length > 0 && !settings.projects.includes(project.name))
    return 'not listed in previews.projects';
  const labels = projectLabels(project);
  const mismatch = Object.entries(settings.matchLabels).find(([key, value]) => labels[key] !== value);
  if (mismatch !== undefined)
    return `its labels do not match previews.selector (${mismatch[0]}=${mismatch[1]})`;
  if (project.blocked) return 'its manifests have errors: nothing to deploy';
  return undefined;
}

/**
 * A project's labels as its Namespace gets them: those of a Namespace
 * written for it, overridden by its Project's (render/project.ts merges them
 * the same way).
 */
export function projectLabels(project: ProjectModel): Record<string, string> {
  const labelsOf = (kind: string): Record<string, string> => {
    const manifest = project.manifests.find(
      (m) =>
        m.kind === kind &&
        m.name === project.name &&
        (kind === 'Project' ? m.openshiftKind === 'Project' : m.apiVersion === 'v1'),
    );
    return asStringMap(asRecord(asRecord(manifest?.object['metadata'])['labels']));
  };
  return { ...labelsOf('Namespace'), ...labelsOf('Project') };
}

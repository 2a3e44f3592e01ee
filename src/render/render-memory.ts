import type { Problem } from '../errors/index.js';
import type { Manifest } from '../model/manifest.js';
import type { ProjectModel, RepositoryModel } from '../model/project-model.js';
import { canonicalJson } from '../yaml/values/lossless-json.js';
import type { RenderedProject } from './rendered-project.js';

/**
 * What one render leaves for the next, so that a commit that changed a
 * project or two renders just those: every project's result beside what it
 * was rendered from. A project renders from its own manifests and problems
 * and from what it reads across the repository — the settings, every
 * ImageStream, the CustomResourceDefinitions, and which of its own Routes
 * hold their hosts. When all of those are the same, so is its result.
 */
export interface RenderMemory {
  /** The settings, every ImageStream and every CustomResourceDefinition, as one key. */
  readonly context: string;
  readonly projects: ReadonlyMap<string, RememberedProject>;
}

/** What a project was rendered from (beside the context), and what it rendered to. */
export interface RenderInputs {
  readonly manifests: readonly Manifest[];
  readonly problemsKey: string;
  /** Which of the project's Routes held their hosts. */
  readonly admittedKey: string;
}

export interface RememberedProject extends RenderInputs {
  readonly rendered: RenderedProject;
  readonly problems: readonly Problem[];
}

// A folder a commit did not change keeps its Manifest objects (model/load-repository.ts): each
// manifest's text for the key is made once.
const manifestText = new WeakMap<Manifest, string>();

/** The repository-wide inputs of every project's render, as one string: equal strings, equal inputs. */
export function renderContextKey(model: RepositoryModel): string {
  const parts = [canonicalJson(model.settings)];
  for (const project of model.projects)
    for (const manifest of project.manifests) {
      const crd =
        manifest.kind === 'CustomResourceDefinition' &&
        manifest.apiVersion.startsWith('apiextensions.k8s.io/');
      if (manifest.openshiftKind !== 'ImageStream' && !crd) continue;
      let text = manifestText.get(manifest);
      if (text === undefined) manifestText.set(manifest, (text = canonicalJson(manifest.object)));
      parts.push(`${project.name}/${manifest.kind}/${manifest.name}`, text);
    }
  return parts.join('\0');
}

/** What a project renders from besides the context; `admitted` holds `project/route` keys of the Routes that hold their hosts. */
export function renderInputsOf(project: ProjectModel, admitted: ReadonlySet<string>): RenderInputs {
  return {
    manifests: project.manifests,
    problemsKey: project.problems.length === 0 ? '' : JSON.stringify(project.problems),
    admittedKey: project.manifests
      .filter((m) => m.openshiftKind === 'Route' && admitted.has(`${project.name}/${m.name}`))
      .map((m) => m.name)
      .join('\0'),
  };
}

/** The last render of a project, when it was rendered from the same inputs in the same context. */
export function recall(
  memory: RenderMemory | undefined,
  context: string,
  project: string,
  inputs: RenderInputs,
): RememberedProject | undefined {
  if (memory === undefined || memory.context !== context) return undefined;
  const last = memory.projects.get(project);
  if (
    last === undefined ||
    last.admittedKey !== inputs.admittedKey ||
    last.problemsKey !== inputs.problemsKey
  )
    return undefined;
  const { manifests } = inputs;
  if (last.manifests.length !== manifests.length) return undefined;
  return last.manifests.every((manifest, i) => manifest === manifests[i]) ? last : undefined;
}

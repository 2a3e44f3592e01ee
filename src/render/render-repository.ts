import { compareProblems, hasErrors, type Problem } from '../errors/index.js';
import { stepsToEnd, type Steps } from '../model/steps.js';
import { indexImageStreams } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt, problemInFile } from '../yaml/read/problem-at.js';
import type { ProjectModel, RepositoryModel } from '../model/project-model.js';
import { isTemplateInstance } from '../model/template-instances.js';
import { renderDeploymentConfig } from './deployment-config.js';
import type { KubeObject } from './kube-object.js';
import type { RenderedProject } from './rendered-project.js';
import { describeBuildConfig, type BuildNote } from './build-config-note.js';
import { applyImageTriggerAnnotation } from './image-trigger-annotation.js';
import { compareObjects } from './object-order.js';
import { clusterScopedIn, type ClusterScoped } from './object-scope.js';
import { judgeOpenShiftApi } from './openshift-apis.js';
import { renderOpenShiftRbac } from './openshift-rbac.js';
import { renderPassthrough } from './passthrough.js';
import { renderProject } from './project.js';
import { originOf, withProvenance } from './provenance.js';
import { renderRoute } from './route.js';
import { retargetScaleTarget } from './scale-target.js';
import { admitHosts, routeHost, type HostClaim } from './route-hosts.js';
import {
  recall,
  renderInputsOf,
  renderContextKey,
  type RememberedProject,
  type RenderMemory,
} from './render-memory.js';

export type { RenderedProject };

export interface SkippedProject {
  readonly name: string;
  readonly reason: string;
}

export interface RenderResult {
  readonly projects: readonly RenderedProject[];
  /** Projects not rendered because of errors: reported, never rendered half-way. */
  readonly skipped: readonly SkippedProject[];
  /** Problems of loading and rendering, sorted. */
  readonly problems: readonly Problem[];
}

/**
 * Renders every project without errors to plain Kubernetes objects. Pure:
 * the same model gives byte-identical output.
 */
export function renderRepository(model: RepositoryModel): RenderResult {
  return stepsToEnd(renderRepositorySteps(model)).result;
}

/** A render, and what the next render of a later commit may take from it. */
export interface RenderedRevision {
  readonly result: RenderResult;
  /** Undefined unless asked for (`remember`). */
  readonly memory: RenderMemory | undefined;
}

export interface RenderStepsOptions {
  /**
   * Keep a memory of this render for the next one (serve, commit after
   * commit), taking what is unchanged from `previous`. Default: none kept;
   * a render made once (the CLI) skips the memory's keys.
   */
  readonly remember?: { readonly previous: RenderMemory | undefined };
}

/**
 * renderRepository a project at a time: it yields after each project is
 * rendered. Given the memory of the last render, a project rendered from the
 * same inputs is taken from it (render-memory.ts): the same output, without
 * the work.
 */
export function* renderRepositorySteps(
  model: RepositoryModel,
  { remember }: RenderStepsOptions = {},
): Steps<RenderedRevision> {
  const remembered = new Map<string, RememberedProject>();
  if (model.blocked) {
    const reason = 'gitshift.yaml has errors';
    return {
      result: {
        projects: [],
        skipped: model.projects.map(({ name }) => ({ name, reason })),
        problems: model.problems,
      },
      memory: remember === undefined ? undefined : { context: '', projects: remembered },
    };
  }
  const contextKey = remember === undefined ? '' : renderContextKey(model);
  const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
  const claims: HostClaim[] = model.projects.flatMap((project) =>
    project.blocked
      ? []
      : project.manifests
          .filter((m) => m.openshiftKind === 'Route')
          .map((manifest) => ({
            project: project.name,
            manifest,
            host: routeHost(project.name, manifest, model.settings.routerSuffix),
            path: pathOf(manifest),
          })),
  );
  const hosts = admitHosts(claims);
  const context: RenderContext = {
    model,
    streams,
    admitted: hosts.admitted,
    claims,
    clusterScoped: clusterScopedIn(model.projects.flatMap((p) => p.manifests)),
  };
  const renderProblems: Problem[] = [...hosts.problems];
  const projects: RenderedProject[] = [];
  const skipped: SkippedProject[] = [];

  for (const project of model.projects) {
    if (project.blocked) {
      skipped.push({
        name: project.name,
        reason: `${countErrors(project.problems)} error(s) in its manifests`,
      });
      continue;
    }
    const inputs = remember === undefined ? undefined : renderInputsOf(project, hosts.admitted);
    let outcome: Pick<RememberedProject, 'rendered' | 'problems'> | undefined =
      inputs === undefined ? undefined : recall(remember?.previous, contextKey, project.name, inputs);
    if (outcome === undefined) {
      yield;
      const { problems, ...rendered } = renderGuarded(project, () => renderOneProject(project, context));
      outcome = { rendered, problems };
    }
    if (inputs !== undefined) remembered.set(project.name, { ...inputs, ...outcome });
    const { rendered } = outcome;
    renderProblems.push(...outcome.problems);
    if (hasErrors(outcome.problems)) {
      skipped.push({
        name: project.name,
        reason: `${countErrors(outcome.problems)} error(s) while rendering`,
      });
      continue;
    }
    projects.push(rendered);
  }
  return {
    result: { projects, skipped, problems: [...model.problems, ...renderProblems].sort(compareProblems) },
    memory: remember === undefined ? undefined : { context: contextKey, projects: remembered },
  };
}

/**
 * One project's content must never stop the others from rendering: a fault of
 * gitshift's own while rendering it becomes that project's error, so it is
 * skipped and reported like any other problem (and the daemon goes on with
 * the rest of the commit).
 */
function renderGuarded(
  project: ProjectModel,
  render: () => RenderedProject & { problems: Problem[] },
): RenderedProject & { problems: Problem[] } {
  try {
    return render();
  } catch (error) {
    const message = `gitshift failed to render this project (${(error as Error).message}); the other projects are not affected. Please report it`;
    return {
      name: project.name,
      objects: [],
      hooks: [],
      builds: [],
      selfHeal: undefined,
      problems: [problemInFile(project.folder, 'PROJECT_RENDER_FAILED', message, { project: project.name })],
    };
  }
}

interface RenderContext {
  readonly model: RepositoryModel;
  readonly streams: ReturnType<typeof indexImageStreams>;
  readonly admitted: ReadonlySet<string>;
  readonly claims: readonly HostClaim[];
  readonly clusterScoped: ClusterScoped;
}

function renderOneProject(
  project: ProjectModel,
  { model, streams, admitted, claims, clusterScoped }: RenderContext,
): RenderedProject & { problems: Problem[] } {
  const objects: KubeObject[] = [];
  const hooks: KubeObject[] = [];
  const builds: BuildNote[] = [];
  const problems: Problem[] = [];
  const services = new Map(
    project.manifests.filter((m) => m.kind === 'Service' && m.apiVersion === 'v1').map((m) => [m.name, m]),
  );
  const projectManifest = project.manifests.find((m) => m.openshiftKind === 'Project');
  const namespaceManifest = project.manifests.find((m) => isNamespaceOf(project.name, m));
  const requests = project.manifests.filter(
    (m) => judgeOpenShiftApi(m.apiVersion, m.kind)?.type === 'project-request',
  );
  const projectRequest = requests.find((m) => m.name === project.name);
  for (const request of requests.filter((m) => m.name !== project.name)) {
    const message = `a ProjectRequest in folder '${project.folder}' can only ask for project '${project.name}', not '${request.name}': each project is a folder`;
    problems.push(
      problemAt(request.source, [...request.basePath, 'metadata', 'name'], 'PROJECT_NAME_MISMATCH', message, {
        project: project.name,
      }),
    );
  }
  const namespaceSource = projectManifest ?? namespaceManifest ?? projectRequest;
  const projectOrigin =
    namespaceSource === undefined ? folderOrigin(project) : originOf(project.name, namespaceSource);
  objects.push(
    ...renderProject(project.name, {
      project: projectManifest,
      projectRequest,
      namespace: namespaceManifest,
      keystoneRoles: model.settings.keystone?.roles,
    }).map((o) => withProvenance(o, projectOrigin)),
  );

  for (const manifest of project.manifests) {
    const origin = originOf(project.name, manifest);
    const stamp = (object: KubeObject): KubeObject => withProvenance(object, origin);
    switch (manifest.openshiftKind) {
      case 'Project':
      case 'ImageStream':
      case 'Template':
        break; // Project above; streams resolve images; templates are not objects of their own
      case 'BuildConfig':
        builds.push(describeBuildConfig(manifest));
        break;
      case 'DeploymentConfig': {
        const dc = renderDeploymentConfig(project.name, manifest, streams);
        objects.push(stamp(dc.deployment));
        hooks.push(...dc.hooks.map(stamp));
        problems.push(...dc.problems.filter((p) => !saidByLoading(p, project.problems)));
        break;
      }
      case 'Route': {
        if (!admitted.has(`${project.name}/${manifest.name}`)) break;
        const claim = claims.find((c) => c.project === project.name && c.manifest === manifest);
        const route = renderRoute(project.name, manifest, claim?.host ?? '', services, model.settings);
        objects.push(...route.objects.map(stamp));
        problems.push(...route.problems);
        break;
      }
      case undefined: {
        if (manifest === namespaceManifest) break; // merged into the project's Namespace above
        if (isTemplateInstance(manifest)) break; // instantiated when loaded: its objects are the project's
        const verdict = judgeOpenShiftApi(manifest.apiVersion, manifest.kind);
        if (verdict === undefined) {
          const object = retargetScaleTarget(renderPassthrough(project.name, manifest, { clusterScoped }));
          const triggered = applyImageTriggerAnnotation(project.name, manifest, object, streams);
          objects.push(stamp(triggered.object));
          problems.push(...triggered.problems);
        } else if (verdict.type === 'rbac') {
          const rbac = renderOpenShiftRbac(project.name, manifest, verdict.kind);
          if (rbac.object !== undefined) objects.push(stamp(rbac.object));
          problems.push(...rbac.problems);
        } else if (verdict.type === 'drop' && model.settings.openshiftKinds === 'keep') {
          const { apiVersion } = verdict;
          objects.push(stamp(renderPassthrough(project.name, manifest, { clusterScoped, apiVersion })));
        } else if (verdict.type === 'drop') {
          const message = `${manifest.kind} '${manifest.name}' is not rendered: plain Kubernetes does not serve ${verdict.apiVersion} (${verdict.reason}). For an OpenShift cluster, set 'openshiftKinds: keep' in gitshift.yaml to apply it as it is`;
          problems.push(
            problemAt(manifest.source, [...manifest.basePath, 'kind'], 'OPENSHIFT_KIND_DROPPED', message, {
              project: project.name,
              severity: 'warning',
            }),
          );
        }
        break; // a ProjectRequest is the project's Namespace, above
      }
    }
  }
  return {
    name: project.name,
    objects: objects.sort(compareObjects),
    hooks: hooks.sort(compareObjects),
    builds,
    selfHeal: selfHealOf(projectManifest),
    problems,
  };
}

function folderOrigin(project: ProjectModel): ReturnType<typeof originOf> {
  return { project: project.name, file: project.folder, document: 'folder', template: undefined };
}

/** A Namespace written for the project itself (another name is an object of its own). */
function isNamespaceOf(project: string, manifest: Manifest): boolean {
  return manifest.kind === 'Namespace' && manifest.apiVersion === 'v1' && manifest.name === project;
}

function pathOf(manifest: Manifest): string {
  const path = (manifest.object['spec'] as Record<string, unknown> | undefined)?.['path'];
  return typeof path === 'string' && path !== '' ? path : '/';
}

/** An unresolved image whose trigger loading already reported as naming a missing tag, with what it means. */
function saidByLoading(problem: Problem, loaded: readonly Problem[]): boolean {
  return (
    problem.code === 'IMAGE_UNRESOLVED' &&
    loaded.some(
      (p) => p.code === 'DANGLING_IMAGE_TRIGGER' && p.file === problem.file && p.field === problem.field,
    )
  );
}

function countErrors(problems: readonly Problem[]): number {
  return problems.filter((p) => p.severity === 'error').length;
}

const SELF_HEAL_ANNOTATION = 'gitshift.io/self-heal';

function selfHealOf(project: Manifest | undefined): boolean | undefined {
  const annotations = (project?.object['metadata'] as { annotations?: Record<string, string> } | undefined)
    ?.annotations;
  const value = annotations?.[SELF_HEAL_ANNOTATION];
  return value === undefined ? undefined : value === 'true';
}

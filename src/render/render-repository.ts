import { compareProblems, hasErrors, type Problem } from '../errors/index.js';
import { indexImageStreams } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { problemInFile } from '../model/problem-at.js';
import type { ProjectModel, RepositoryModel } from '../model/project-model.js';
import { renderDeploymentConfig } from './deployment-config.js';
import type { KubeObject } from './kube-object.js';
import { compareObjects } from './object-order.js';
import { renderPassthrough } from './passthrough.js';
import { renderProject } from './project.js';
import { originOf, withProvenance } from './provenance.js';
import { renderRoute } from './route.js';
import { admitHosts, routeHost, type HostClaim } from './route-hosts.js';

export interface RenderedProject {
  readonly name: string;
  /** Objects to apply, in dependency order. */
  readonly objects: readonly KubeObject[];
  /** Lifecycle hook Jobs of DeploymentConfigs: run by the reconciler, never applied as they are. */
  readonly hooks: readonly KubeObject[];
  /**
   * The project's own choice about undoing drift (its Project's
   * `gitshift.io/self-heal` annotation); undefined leaves it to gitshift.yaml.
   */
  readonly selfHeal: boolean | undefined;
}

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
  if (model.blocked) {
    const reason = 'gitshift.yaml has errors';
    return {
      projects: [],
      skipped: model.projects.map(({ name }) => ({ name, reason })),
      problems: model.problems,
    };
  }
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
    const rendered = renderGuarded(project, () =>
      renderOneProject(project, model, streams, hosts.admitted, claims),
    );
    renderProblems.push(...rendered.problems);
    if (hasErrors(rendered.problems)) {
      skipped.push({
        name: project.name,
        reason: `${countErrors(rendered.problems)} error(s) while rendering`,
      });
      continue;
    }
    projects.push({
      name: project.name,
      objects: rendered.objects,
      hooks: rendered.hooks,
      selfHeal: rendered.selfHeal,
    });
  }
  return { projects, skipped, problems: [...model.problems, ...renderProblems].sort(compareProblems) };
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
      selfHeal: undefined,
      problems: [problemInFile(project.folder, 'PROJECT_RENDER_FAILED', message, { project: project.name })],
    };
  }
}

function renderOneProject(
  project: ProjectModel,
  model: RepositoryModel,
  streams: ReturnType<typeof indexImageStreams>,
  admitted: ReadonlySet<string>,
  claims: readonly HostClaim[],
): RenderedProject & { problems: Problem[] } {
  const objects: KubeObject[] = [];
  const hooks: KubeObject[] = [];
  const problems: Problem[] = [];
  const services = new Map(
    project.manifests.filter((m) => m.kind === 'Service' && m.apiVersion === 'v1').map((m) => [m.name, m]),
  );
  const projectManifest = project.manifests.find((m) => m.openshiftKind === 'Project');
  const projectOrigin =
    projectManifest === undefined ? folderOrigin(project) : originOf(project.name, projectManifest);
  objects.push(...renderProject(project.name, projectManifest).map((o) => withProvenance(o, projectOrigin)));

  for (const manifest of project.manifests) {
    const origin = originOf(project.name, manifest);
    const stamp = (object: KubeObject): KubeObject => withProvenance(object, origin);
    switch (manifest.openshiftKind) {
      case 'Project':
      case 'ImageStream':
      case 'BuildConfig':
      case 'Template':
        break; // Project above; streams resolve images; builds and templates are not objects of their own
      case 'DeploymentConfig': {
        const dc = renderDeploymentConfig(project.name, manifest, streams);
        objects.push(stamp(dc.deployment));
        hooks.push(...dc.hooks.map(stamp));
        problems.push(...dc.problems);
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
      case undefined:
        objects.push(stamp(renderPassthrough(project.name, manifest)));
        break;
    }
  }
  return {
    name: project.name,
    objects: objects.sort(compareObjects),
    hooks: hooks.sort(compareObjects),
    selfHeal: selfHealOf(projectManifest),
    problems,
  };
}

function folderOrigin(project: ProjectModel): ReturnType<typeof originOf> {
  return { project: project.name, file: project.folder, document: 'folder', template: undefined };
}

function pathOf(manifest: Manifest): string {
  const path = (manifest.object['spec'] as Record<string, unknown> | undefined)?.['path'];
  return typeof path === 'string' && path !== '' ? path : '/';
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

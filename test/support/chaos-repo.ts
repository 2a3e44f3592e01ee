/**
 * The chaos run's config repository: N plain projects (a ConfigMap, a
 * Deployment and a Service that all carry one version, so a project applied
 * halfway shows as versions that disagree), a project whose ImageStream
 * follows the registry (write-backs), one that builds an application, and
 * one that previews cover.
 */
import { stringify } from 'yaml';
import { buildRepoFiles } from './builds.js';
import { appRepoFiles } from './app-repo.js';
import type { RealNode } from './real-node.js';

/** The label every plain project's objects carry, with the run's name as its value. */
export const CHAOS_RUN_LABEL = 'gitshift.io/chaos-run';
/** The annotation holding a plain object's version. */
export const CHAOS_VERSION_ANNOTATION = 'gitshift.io/chaos-version';

export interface ChaosProjects {
  /** `chaos-<run>-p<i>`, i from 0. */
  readonly plain: readonly string[];
  /** Its ImageStream `app` follows `<registry>/team/app`. */
  readonly images: string;
  /** Its BuildConfig `app` builds the application source into the real node's registry. */
  readonly build: string;
  /** The one project previews cover. */
  readonly preview: string;
}

export function chaosProjects(run: string, count: number): ChaosProjects {
  return {
    plain: Array.from({ length: count }, (_, i) => `chaos-${run}-p${i}`),
    images: `chaos-${run}-img`,
    build: `chaos-${run}-bld`,
    preview: `chaos-${run}-pv`,
  };
}

/** One plain project's files at `version`. */
export function plainProjectFiles(run: string, project: string, version: number): Record<string, string> {
  const metadata = (name: string): Record<string, unknown> => ({
    name,
    labels: { [CHAOS_RUN_LABEL]: run, app: 'web' },
    annotations: { [CHAOS_VERSION_ANNOTATION]: String(version) },
  });
  const documents = [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: metadata('settings'),
      data: { version: String(version) },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: metadata('web'),
      spec: {
        replicas: 1,
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'web', image: `registry.example/web:${version}` }] },
        },
      },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: metadata('web'),
      spec: { selector: { app: 'web' }, ports: [{ name: 'http', port: 80, targetPort: 8080 + version }] },
    },
  ];
  return {
    [`projects/${project}/project.yaml`]: stringify({
      apiVersion: 'project.openshift.io/v1',
      kind: 'Project',
      metadata: { name: project },
    }),
    [`projects/${project}/web.yaml`]: documents.map((d) => stringify(d)).join('---\n'),
  };
}

/** Every plain project at `version`. */
export function plainFiles(run: string, projects: ChaosProjects, version: number): Record<string, string> {
  return Object.assign({}, ...projects.plain.map((p) => plainProjectFiles(run, p, version))) as Record<
    string,
    string
  >;
}

/** The preview project's ConfigMap saying `colour`: what a pull request changes. */
export function previewColourFile(projects: ChaosProjects, colour: string): [string, string] {
  return [
    `projects/${projects.preview}/settings.yaml`,
    stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'settings' }, data: { colour } }),
  ];
}

/** The whole repository at its first commit. */
export function chaosRepoFiles(options: {
  readonly run: string;
  readonly projects: ChaosProjects;
  readonly registryHost: string;
  readonly node: RealNode;
  readonly sourceUrl: string;
}): Record<string, string> {
  const { run, projects } = options;
  const without = (files: Record<string, string>): Record<string, string> =>
    Object.fromEntries(Object.entries(files).filter(([path]) => path !== 'gitshift.yaml'));
  const [colourPath, colour] = previewColourFile(projects, 'blue');
  return {
    'gitshift.yaml': stringify({
      apiVersion: 'gitshift.io/v1alpha1',
      kind: 'Settings',
      name: `chaos-${run}`,
      routerSuffix: 'apps.test',
      previews: { enabled: true, projects: [projects.preview], maxReplicas: 1 },
    }),
    ...plainFiles(run, projects, 1),
    ...without(appRepoFiles({ project: projects.images, registryHost: options.registryHost })),
    ...without(
      buildRepoFiles({
        project: projects.build,
        node: options.node,
        sourceUrl: options.sourceUrl,
        deployment: false,
      }),
    ),
    [`projects/${projects.preview}/project.yaml`]: stringify({
      apiVersion: 'project.openshift.io/v1',
      kind: 'Project',
      metadata: { name: projects.preview },
    }),
    [colourPath]: colour,
  };
}

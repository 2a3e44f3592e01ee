import { stringify } from 'yaml';
import type { Manifest } from '../../../../src/model/manifest.js';
import { loadFiles } from '../../../support/repo.js';

export interface BuildConfigOptions {
  readonly name: string;
  readonly uri?: string;
  readonly ref?: string;
  readonly triggers?: readonly Record<string, unknown>[];
  /** The strategy's from: an ImageStreamTag `stream:tag`. */
  readonly from?: string;
  /** output.to ImageStreamTag `stream:tag`. */
  readonly output?: string;
}

/** A build.openshift.io/v1 BuildConfig as a person would commit it. */
export function buildConfigYaml({ name, uri, ref, triggers, from, output }: BuildConfigOptions): string {
  return stringify({
    apiVersion: 'build.openshift.io/v1',
    kind: 'BuildConfig',
    metadata: { name },
    spec: {
      ...(triggers === undefined ? {} : { triggers }),
      ...(uri === undefined ? {} : { source: { git: { uri, ...(ref === undefined ? {} : { ref }) } } }),
      strategy: {
        type: 'Source',
        sourceStrategy: { from: { kind: 'ImageStreamTag', name: from ?? 'builder:latest' } },
      },
      ...(output === undefined ? {} : { output: { to: { kind: 'ImageStreamTag', name: output } } }),
    },
  });
}

/** Loads `projects/<project>/<file>` texts; the fixture must load without errors. */
export function loadProjects(
  files: Readonly<Record<string, string>>,
): ReadonlyMap<string, readonly Manifest[]> {
  const model = loadFiles(files);
  const errors = model.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0)
    throw new Error(`the fixture has errors: ${errors.map((p) => p.message).join('; ')}`);
  return new Map(model.projects.map((p) => [p.name, p.manifests]));
}

export function buildConfigOf(
  projects: ReadonlyMap<string, readonly Manifest[]>,
  project: string,
  name: string,
): Manifest {
  const found = projects.get(project)?.find((m) => m.openshiftKind === 'BuildConfig' && m.name === name);
  if (found === undefined) throw new Error(`no BuildConfig ${project}/${name}`);
  return found;
}

export const GITHUB = { type: 'GitHub', github: { secret: 'gh-secret' } };
export const GENERIC = { type: 'Generic', generic: { secret: 'generic-secret' } };
export const GENERIC_ALLOW_ENV = { type: 'Generic', generic: { secret: 'generic-secret', allowEnv: true } };
export const CONFIG_CHANGE = { type: 'ConfigChange' };
export const IMAGE_CHANGE = { type: 'ImageChange', imageChange: {} };

import { renderRepository, type RenderResult } from '../../src/render/render-repository.js';
import type { KubeObject } from '../../src/render/kube-object.js';
import { loadFiles, type LoadFilesOptions } from './repo.js';

/** Loads and renders an in-memory repository. */
export function renderFiles(
  files: Readonly<Record<string, string>>,
  options: LoadFilesOptions = {},
): RenderResult {
  return renderRepository(loadFiles(files, options));
}

/** The rendered object of a kind and name, or a test failure naming what was rendered. */
export function objectOf(result: RenderResult, kind: string, name: string): KubeObject & Record<string, any> {
  const all = result.projects.flatMap((p) => [...p.objects, ...p.hooks]);
  const found = all.find((o) => o.kind === kind && o.metadata.name === name);
  if (found === undefined) {
    const listing = all.map((o) => `${o.kind}/${o.metadata.name}`).join(', ');
    throw new Error(
      `no ${kind}/${name} rendered; have: ${listing}; problems: ${result.problems.map((p) => p.message).join('; ')}`,
    );
  }
  return found as KubeObject & Record<string, any>;
}

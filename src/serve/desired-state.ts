import { indexImageStreams, type ImageStreamIndex } from '../model/image-stream-index.js';
import type { RepositoryModel } from '../model/project-model.js';
import { renderRepositorySteps, type RenderResult } from '../render/render-repository.js';
import type { RenderMemory } from '../render/render-memory.js';
import { runSliced } from '../runtime/index.js';

/** The config repository at one commit, loaded and rendered: what every reconcile compares the cluster with. */
export interface DesiredRevision {
  readonly commit: string;
  readonly model: RepositoryModel;
  readonly rendered: RenderResult;
  /** Every ImageStream, for matching image pushes to the streams that follow them. */
  readonly streams: ImageStreamIndex;
  /** What the render of the next commit may take from this one's. */
  readonly renderMemory?: RenderMemory | undefined;
}

/**
 * Renders in slices (runtime/sliced.ts): the daemon's event loop keeps turning
 * while thousands of projects render. Given the revision before, only the
 * projects whose inputs changed are rendered again.
 */
export async function desiredRevision(
  commit: string,
  model: RepositoryModel,
  previous?: DesiredRevision,
): Promise<DesiredRevision> {
  const streams = indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests])));
  const { result, memory } = await runSliced(
    renderRepositorySteps(model, { remember: { previous: previous?.renderMemory } }),
  );
  return { commit, model, rendered: result, streams, renderMemory: memory };
}

/** Every project name the revision knows of: rendered, or skipped because of its errors. */
export function projectNames(revision: DesiredRevision): string[] {
  return [
    ...revision.rendered.projects.map((p) => p.name),
    ...revision.rendered.skipped.map((s) => s.name),
  ].sort();
}

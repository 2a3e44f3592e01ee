import { indexImageStreams, type ImageStreamIndex } from '../../../src/model/image-stream-index.js';
import type { RepositoryModel } from '../../../src/model/project-model.js';
import { loadFiles } from '../../support/repo.js';

/** Loads an in-memory repository, with its ImageStreams indexed; it must have no errors unless allowed. */
export function loadStreams(
  files: Readonly<Record<string, string>>,
  { allowErrors = false }: { allowErrors?: boolean } = {},
): {
  model: RepositoryModel;
  streams: ImageStreamIndex;
} {
  const model = loadFiles(files);
  const errors = model.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0 && !allowErrors)
    throw new Error(`the fixture has errors: ${errors.map((p) => p.message).join('; ')}`);
  return { model, streams: indexImageStreams(new Map(model.projects.map((p) => [p.name, p.manifests]))) };
}

export const digest = (n: number): string => `sha256:${n.toString(16).padStart(64, '0')}`;

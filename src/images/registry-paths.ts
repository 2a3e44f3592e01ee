import { GitshiftError } from '../errors/index.js';
import { normalizeRepository } from './image-name.js';
import { isImageTag, isRepositoryPath } from './reference-grammar.js';
import type { RegistryImage } from './registry-client.js';
import { isDigest } from './registry-response.js';

/*
 * The Registry API v2 paths gitshift asks for, built only from names that
 * pass the reference grammar: a tag, digest or repository from a project
 * folder or a webhook never reaches a URL unchecked.
 */

/** `/v2/<repository>/manifests/<tag or digest>`. */
export function manifestPath(image: RegistryImage, reference: string): string {
  const repository = checkedRepository(image);
  if (!isImageTag(reference) && !isDigest(reference))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${reference}' is neither a tag nor a digest`, {
      reference,
    });
  return `/v2/${repository}/manifests/${reference}`;
}

/** The first page of `/v2/<repository>/tags/list`, `n` tags at a time. */
export function tagListPath(image: RegistryImage, pageSize: number): string {
  return `/v2/${checkedRepository(image)}/tags/list?n=${pageSize}`;
}

/** The repository as the API names it (`library/nginx` on Docker Hub), refused when it is not one. */
export function checkedRepository(image: RegistryImage): string {
  const { repository } = normalizeRepository(image);
  if (!isRepositoryPath(repository))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${repository}' is not a repository name`, {
      repository,
    });
  return repository;
}

export function checkTag(tag: string): void {
  if (!isImageTag(tag))
    throw new GitshiftError('IMAGE_REFERENCE_INVALID', `'${tag}' is not an image tag`, { tag });
}

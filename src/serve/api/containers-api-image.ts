import { GitshiftError } from '../../errors/index.js';
import { parseImageReference } from '../../images/image-name.js';
import type { HttpRegistryClient } from '../../images/http-registry-client.js';
import { isConfiguredHost, type RegistryHostsConfig } from '../../images/registry-hosts.js';
import { ApiRefusal } from './api-errors.js';

/** What a container's image is checked against before anything is committed. */
export interface ContainerImageCheck {
  /** serve's `registries`, by host: the only hosts a container's image may come from. */
  readonly hosts: RegistryHostsConfig;
  readonly registry: Pick<HttpRegistryClient, 'resolveTag' | 'fetchManifest'>;
}

/**
 * The pull spec a container runs: the image as asked, pinned to the digest
 * of the manifest the registry has for it now (`host/repo:tag@sha256:…`), so
 * what runs is what was checked. Refused before any request leaves when the
 * reference does not parse (400) or names a host that is not one of serve's
 * registries (422; with none configured every image is refused: containers
 * pull from nowhere but where serve was told to); 422 when the registry has
 * no such repository or tag. A registry that cannot be asked is 502, or 503
 * when it may pass.
 */
export async function pinImage(image: string, { hosts, registry }: ContainerImageCheck): Promise<string> {
  const reference = parseImageReference(image);
  if (reference === undefined)
    throw new ApiRefusal(
      400,
      'CONTAINER_REQUEST_INVALID',
      `image ${JSON.stringify(image)} is not an image reference (host/repository:tag or @sha256:…)`,
    );
  const configured = Object.keys(hosts);
  if (configured.length === 0)
    throw new ApiRefusal(
      422,
      'CONTAINER_IMAGE_REFUSED',
      "serve has no registries configured: containers run only images from serve's registries (add one under registries in serve's configuration)",
    );
  if (!isConfiguredHost(reference.registryHost, hosts))
    throw new ApiRefusal(
      422,
      'CONTAINER_IMAGE_REFUSED',
      `image host ${reference.registryHost} is not one of serve's registries (${configured.join(', ')})`,
    );
  const repository = { registryHost: reference.registryHost, repository: reference.repository };
  const tag = reference.tag ?? 'latest';
  try {
    if (reference.digest !== undefined) {
      // The manifest's bytes must hash to the digest asked for (fetchManifest checks).
      await registry.fetchManifest(repository, reference.digest);
      return `${reference.written}@${reference.digest}`;
    }
    const { digest } = await registry.resolveTag(repository, tag);
    return `${reference.written}:${tag}@${digest}`;
  } catch (error) {
    throw registryRefusal(error, image);
  }
}

function registryRefusal(error: unknown, image: string): unknown {
  if (!(error instanceof GitshiftError)) return error;
  if (error.code === 'REGISTRY_TAG_NOT_FOUND' || error.code === 'REGISTRY_REPOSITORY_NOT_FOUND')
    return new ApiRefusal(
      422,
      'CONTAINER_IMAGE_REFUSED',
      `the registry has no manifest for ${image}: ${error.message}`,
    );
  if (error.code.startsWith('REGISTRY_'))
    return new ApiRefusal(
      error.transient ? 503 : 502,
      error.code,
      `cannot check ${image} with its registry: ${error.message}`,
      error.transient ? { 'retry-after': '1' } : {},
    );
  return error;
}

import { DIGEST, isRepositoryPath, REGISTRY_HOST, TAG } from './reference-grammar.js';

/** A repository in a registry: `docker.io` + `library/redis`, `127.0.0.1:5000` + `team/app`. */
export interface ImageRepository {
  /** Lower case; `docker.io` for Docker Hub whatever alias named it. */
  readonly registryHost: string;
  /** The path within the registry; Docker Hub's one-segment names get `library/`. */
  readonly repository: string;
}

/** A parsed pull spec: where the image lives, which tag or digest, and how it was written. */
export interface ImageReference extends ImageRepository {
  readonly tag: string | undefined;
  readonly digest: string | undefined;
  /** The name as written, without tag or digest (`team/app`, `docker.io/team/app`): pinned references keep it. */
  readonly written: string;
}

export const DOCKER_HUB = 'docker.io';
const DOCKER_HUB_ALIASES = new Set([
  'docker.io',
  'index.docker.io',
  'registry-1.docker.io',
  'registry.hub.docker.com',
]);

/**
 * Parses a pull spec the way Docker does: the first path segment is a
 * registry host when it has a dot or a port, is `localhost` or has an
 * upper-case letter (no Docker Hub name has one), else the image is on
 * Docker Hub. Undefined when the text is not an image reference.
 */
export function parseImageReference(text: string): ImageReference | undefined {
  let rest = text.trim();
  let digest: string | undefined;
  const at = rest.indexOf('@');
  if (at !== -1) {
    digest = rest.slice(at + 1);
    rest = rest.slice(0, at);
    if (!DIGEST.test(digest)) return undefined;
  }
  let tag: string | undefined;
  const colon = rest.lastIndexOf(':');
  if (colon > rest.lastIndexOf('/')) {
    tag = rest.slice(colon + 1);
    rest = rest.slice(0, colon);
    if (!TAG.test(tag)) return undefined;
  }
  const repository = splitRepository(rest);
  if (repository === undefined) return undefined;
  return { ...repository, tag, digest, written: rest };
}

/** `host/path` or a Docker Hub `path`, normalised; undefined when it is not a repository name. */
export function parseImageRepository(text: string): ImageRepository | undefined {
  const reference = parseImageReference(text);
  if (reference === undefined || reference.tag !== undefined || reference.digest !== undefined)
    return undefined;
  return { registryHost: reference.registryHost, repository: reference.repository };
}

function splitRepository(name: string): ImageRepository | undefined {
  const slash = name.indexOf('/');
  const first = slash === -1 ? '' : name.slice(0, slash);
  // distribution/reference's splitDockerDomain: `MyRegistry/app` names the host MyRegistry.
  const isHost =
    first.includes('.') || first.includes(':') || first === 'localhost' || first !== first.toLowerCase();
  const host = isHost ? first : DOCKER_HUB;
  const path = isHost ? name.slice(slash + 1) : name;
  if (!REGISTRY_HOST.test(host) || !isRepositoryPath(path)) return undefined;
  return normalizeRepository({ registryHost: host, repository: path });
}

/** Docker Hub's aliases become `docker.io`, and its official images `library/<name>`. */
export function normalizeRepository({ registryHost, repository }: ImageRepository): ImageRepository {
  const host = registryHost.toLowerCase();
  if (!DOCKER_HUB_ALIASES.has(host)) return { registryHost: host, repository };
  return {
    registryHost: DOCKER_HUB,
    repository: repository.includes('/') ? repository : `library/${repository}`,
  };
}

/** `docker.io/library/redis`: one spelling per repository, for comparing and as a map key. */
export function repositoryKey(image: ImageRepository): string {
  const { registryHost, repository } = normalizeRepository(image);
  return `${registryHost}/${repository}`;
}

export function sameRepository(a: ImageRepository, b: ImageRepository): boolean {
  return repositoryKey(a) === repositoryKey(b);
}

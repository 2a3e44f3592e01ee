import type { ImageRepository } from './image-name.js';

/** A repository to ask a registry about; `insecure` comes from an ImageStream tag's `importPolicy.insecure`. */
export interface RegistryImage extends ImageRepository {
  readonly insecure?: boolean;
}

/** What a tag points at now. */
export interface ResolvedTag {
  /** The manifest digest, `sha256:<hex>`: of the index for a multi-platform image. */
  readonly digest: string;
  /** `application/vnd.oci.image.index.v1+json`, `application/vnd.docker.distribution.manifest.v2+json`, … */
  readonly mediaType: string;
  /** `org.opencontainers.image.created` of the manifest, when the manifest was read and says so. */
  readonly created?: string;
}

/** A manifest as served, with its digest checked against its bytes. */
export interface FetchedManifest {
  readonly digest: string;
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

export interface TagList {
  readonly tags: readonly string[];
  /** More tags exist than `limit` allowed to read. */
  readonly truncated: boolean;
}

export interface ListTagsOptions {
  /** Read at most this many tags. Default: 1000. */
  readonly limit?: number;
  /** Tags asked for per request. Default: 100. */
  readonly pageSize?: number;
}

/**
 * The Registry HTTP API v2, as gitshift uses it: what a tag points at, and
 * which tags a repository has. Failures are GitshiftErrors with a REGISTRY_*
 * code whose messages never contain credentials.
 */
export interface RegistryClient {
  /** What the tag points at, from the manifest's own bytes: fit to commit. */
  resolveTag(image: RegistryImage, tag: string): Promise<ResolvedTag>;
  /**
   * The digest the registry's answer to a HEAD claims for the tag, unchecked
   * (undefined when it names none): cheap, and fit only to learn that a tag
   * has not moved. Never commit it; a registry, or anyone on a plain-HTTP
   * path, can claim any digest.
   */
  claimedDigest(image: RegistryImage, tag: string): Promise<string | undefined>;
  listTags(image: RegistryImage, options?: ListTagsOptions): Promise<TagList>;
}

/** Media types gitshift accepts for a tag, most specific first. */
export const MANIFEST_MEDIA_TYPES = [
  'application/vnd.oci.image.index.v1+json',
  'application/vnd.docker.distribution.manifest.list.v2+json',
  'application/vnd.oci.image.manifest.v1+json',
  'application/vnd.docker.distribution.manifest.v2+json',
] as const;

import type { IndexedStream, StreamTagRef } from '../model/image-stream-index.js';
import { parseImageReference, sameRepository, type ImageReference } from './image-name.js';
import type { RegistryImage } from './registry-client.js';
import { policyOf, sourceOf, specTagOf } from './stream-tag-source.js';

/** One stream tag to look up in a registry. */
export interface ImportSource {
  readonly ref: StreamTagRef;
  readonly image: RegistryImage;
  readonly tag: string;
  /** The repository as the stream writes it, for the pinned reference. */
  readonly written: string;
}

/** What a scheduled import of one stream looks up. */
export interface ImportPlan {
  /** Spec tags with `importPolicy.scheduled: true` and a registry source, in spec order. */
  readonly tags: readonly ImportSource[];
  /**
   * Set when the stream follows a whole repository (`spec.dockerImageRepository`):
   * its tag list is read too, and each listed tag the spec does not point
   * elsewhere is imported, as OpenShift imports such a stream.
   */
  readonly repository: { readonly image: RegistryImage; readonly written: string } | undefined;
}

/**
 * The scheduled import of a stream, or undefined when none of its spec tags is
 * scheduled. Pure: the registry is asked by the caller.
 */
export function importPlan(stream: IndexedStream): ImportPlan | undefined {
  const tags: ImportSource[] = [];
  for (const name of stream.specTags.keys()) {
    const policy = policyOf(specTagOf(stream, name));
    const source = sourceOf(stream, name);
    if (!policy.scheduled || source?.kind !== 'registry') continue;
    tags.push(sourceFor(stream, name, source.image, policy.insecure));
  }
  if (tags.length === 0) return undefined;
  const followed =
    stream.dockerImageRepository === undefined
      ? undefined
      : parseImageReference(stream.dockerImageRepository);
  const repository =
    followed === undefined || followed.tag !== undefined || followed.digest !== undefined
      ? undefined
      : {
          image: { registryHost: followed.registryHost, repository: followed.repository },
          written: followed.written,
        };
  return { tags, repository };
}

/**
 * The sources of listed repository tags: a tag whose spec entry takes its
 * image from somewhere else is left to that source.
 */
export function repositoryTagSources(
  stream: IndexedStream,
  repository: NonNullable<ImportPlan['repository']>,
  listed: readonly string[],
): ImportSource[] {
  const sources: ImportSource[] = [];
  for (const tag of listed) {
    const source = sourceOf(stream, tag);
    if (
      source?.kind !== 'registry' ||
      source.image.tag !== tag ||
      !sameRepository(source.image, repository.image)
    )
      continue;
    sources.push(sourceFor(stream, tag, source.image, policyOf(specTagOf(stream, tag)).insecure));
  }
  return sources;
}

function sourceFor(
  stream: IndexedStream,
  name: string,
  image: ImageReference & { readonly tag: string },
  insecure: boolean,
): ImportSource {
  return {
    ref: { namespace: stream.namespace, stream: stream.manifest.name, tag: name },
    image: {
      registryHost: image.registryHost,
      repository: image.repository,
      ...(insecure ? { insecure } : {}),
    },
    tag: image.tag,
    written: image.written,
  };
}

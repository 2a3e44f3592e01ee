import { parseStreamTag, type IndexedStream, type StreamTagRef } from '../model/image-stream-index.js';
import { asBoolean, asName, asRecord, asRecordList } from '../model/values.js';
import { parseImageReference, type ImageReference } from './image-name.js';

/** Where one spec tag of a stream takes its image from. */
export type StreamTagSource =
  /** A registry image by tag (`from: DockerImage`, or the stream's `dockerImageRepository`). */
  | { readonly kind: 'registry'; readonly image: ImageReference & { readonly tag: string } }
  /** Another stream tag (`from: ImageStreamTag`). */
  | { readonly kind: 'tracks'; readonly ref: StreamTagRef }
  /** Nothing that moves: a digest-pinned image, an ImageStreamImage, a reference-only tag, a bad name. */
  | { readonly kind: 'fixed' };

/** The import settings of a spec tag. */
export interface StreamTagPolicy {
  readonly scheduled: boolean;
  readonly insecure: boolean;
  /** `reference: true`: the tag is not imported; it resolves to its `from` as written. */
  readonly referenceOnly: boolean;
}

/** The raw `spec.tags[]` entry named `tag`, if the stream declares it. */
export function specTagOf(stream: IndexedStream, tag: string): Readonly<Record<string, unknown>> | undefined {
  const entry = stream.specTags.get(tag);
  if (entry === undefined) return undefined;
  return asRecordList(asRecord(stream.manifest.object['spec'])['tags'])[entry.index];
}

export function policyOf(specTag: Readonly<Record<string, unknown>> | undefined): StreamTagPolicy {
  const policy = asRecord(specTag?.['importPolicy']);
  return {
    scheduled: asBoolean(policy['scheduled']) === true,
    insecure: asBoolean(policy['insecure']) === true,
    referenceOnly: asBoolean(specTag?.['reference']) === true,
  };
}

/**
 * Where tag `tag` of the stream comes from, as OpenShift decides it: the spec
 * tag's `from` when it has one, else `<dockerImageRepository>:<tag>`. A tag
 * neither declares nor can take from a repository has no source (undefined).
 */
export function sourceOf(stream: IndexedStream, tag: string): StreamTagSource | undefined {
  const specTag = specTagOf(stream, tag);
  if (specTag !== undefined && policyOf(specTag).referenceOnly) return { kind: 'fixed' };
  const from = asRecord(specTag?.['from']);
  const name = asName(from['name']);
  if (specTag !== undefined && name !== undefined) {
    switch (from['kind']) {
      case 'DockerImage': {
        const image = parseImageReference(name);
        if (image === undefined || image.digest !== undefined) return { kind: 'fixed' };
        // Docker's default tag, as `docker pull` reads a name without one.
        return { kind: 'registry', image: { ...image, tag: image.tag ?? 'latest' } };
      }
      case 'ImageStreamTag': {
        const namespace = asName(from['namespace']) ?? stream.namespace;
        const ref = parseStreamTag(name, namespace, stream.manifest.name);
        return ref === undefined ? { kind: 'fixed' } : { kind: 'tracks', ref };
      }
      default:
        return { kind: 'fixed' };
    }
  }
  const repository = stream.dockerImageRepository;
  if (repository === undefined) return undefined;
  const image = parseImageReference(repository);
  if (image === undefined || image.digest !== undefined || image.tag !== undefined) return undefined;
  return { kind: 'registry', image: { ...image, tag } };
}

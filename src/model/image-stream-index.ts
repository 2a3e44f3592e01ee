import type { Manifest } from './manifest.js';
import { asName, asRecord, asRecordList, isRecord } from './values.js';

/** `name:tag` within a namespace, the way OpenShift names an ImageStreamTag. */
export interface StreamTagRef {
  readonly namespace: string;
  readonly stream: string;
  readonly tag: string;
}

export interface IndexedStream {
  readonly namespace: string;
  readonly manifest: Manifest;
  readonly dockerImageRepository: string | undefined;
  /** Spec tags by name, with the index of each in `spec.tags`. */
  readonly specTags: ReadonlyMap<
    string,
    { readonly index: number; readonly from: Readonly<Record<string, unknown>> | undefined }
  >;
  /** Status tags by name, items newest first as kept in Git. */
  readonly statusTags: ReadonlyMap<string, readonly Readonly<Record<string, unknown>>[]>;
}

/** Every ImageStream of a repository, by `namespace/name`. */
export type ImageStreamIndex = ReadonlyMap<string, IndexedStream>;

export function indexImageStreams(projects: ReadonlyMap<string, readonly Manifest[]>): ImageStreamIndex {
  const index = new Map<string, IndexedStream>();
  for (const [namespace, manifests] of projects) {
    for (const manifest of manifests) {
      if (manifest.openshiftKind !== 'ImageStream') continue;
      index.set(`${namespace}/${manifest.name}`, indexStream(namespace, manifest));
    }
  }
  return index;
}

function indexStream(namespace: string, manifest: Manifest): IndexedStream {
  const spec = asRecord(manifest.object['spec']);
  const status = asRecord(manifest.object['status']);
  const specTags = new Map<string, { index: number; from: Record<string, unknown> | undefined }>();
  asRecordList(spec['tags']).forEach((tag, index) => {
    if (typeof tag['name'] === 'string')
      specTags.set(tag['name'], { index, from: isRecord(tag['from']) ? tag['from'] : undefined });
  });
  const statusTags = new Map<string, Readonly<Record<string, unknown>>[]>();
  for (const tag of asRecordList(status['tags'])) {
    if (typeof tag['tag'] === 'string') statusTags.set(tag['tag'], asRecordList(tag['items']));
  }
  return {
    namespace,
    manifest,
    dockerImageRepository: asName(spec['dockerImageRepository']),
    specTags,
    statusTags,
  };
}

/**
 * Parses an ImageStreamTag name. `stream:tag` names a tag of a stream; a bare
 * `tag` (allowed inside an ImageStream's own spec) names a tag of `sameStream`.
 */
export function parseStreamTag(
  name: string,
  namespace: string,
  sameStream?: string,
): StreamTagRef | undefined {
  const colon = name.lastIndexOf(':');
  if (colon === -1)
    return sameStream === undefined ? undefined : { namespace, stream: sameStream, tag: name };
  const stream = name.slice(0, colon);
  const tag = name.slice(colon + 1);
  if (stream === '' || tag === '') return undefined;
  return { namespace, stream, tag };
}

export function formatStreamTag(ref: StreamTagRef, from?: string): string {
  return ref.namespace === from ? `${ref.stream}:${ref.tag}` : `${ref.namespace}/${ref.stream}:${ref.tag}`;
}

import {
  formatStreamTag,
  type ImageStreamIndex,
  type StreamTagRef,
  parseStreamTag,
} from '../model/image-stream-index.js';

export type ImageResolution =
  | { readonly resolved: true; readonly image: string; readonly via: string }
  | { readonly resolved: false; readonly reason: string };

/**
 * The image an ImageStreamTag stands for, from what Git holds: the newest
 * `status.tags` item (digest-pinned), else the tag's `from` (a DockerImage, or
 * the tag it tracks), else `spec.dockerImageRepository:<tag>`.
 */
export function resolveStreamTag(
  ref: StreamTagRef,
  streams: ImageStreamIndex,
  seen: readonly string[] = [],
): ImageResolution {
  const key = formatStreamTag(ref);
  if (seen.includes(key))
    return { resolved: false, reason: `tags track each other in a circle: ${[...seen, key].join(' → ')}` };
  const stream = streams.get(`${ref.namespace}/${ref.stream}`);
  if (stream === undefined)
    return { resolved: false, reason: `no ImageStream '${ref.stream}' in project '${ref.namespace}'` };
  const newest = stream.statusTags.get(ref.tag)?.[0];
  const pinned = newest?.['dockerImageReference'];
  if (typeof pinned === 'string' && pinned !== '')
    return { resolved: true, image: pinned, via: `${key} (status)` };
  const from = stream.specTags.get(ref.tag)?.from;
  if (from !== undefined && typeof from['name'] === 'string') {
    const namespace =
      typeof from['namespace'] === 'string' && from['namespace'] !== '' ? from['namespace'] : ref.namespace;
    switch (from['kind']) {
      case 'DockerImage':
        return { resolved: true, image: from['name'], via: `${key} (from DockerImage)` };
      case 'ImageStreamTag': {
        const tracked = parseStreamTag(from['name'], namespace, ref.stream);
        if (tracked !== undefined) return resolveStreamTag(tracked, streams, [...seen, key]);
        break;
      }
      case 'ImageStreamImage':
        return resolveStreamImage(from['name'], namespace, streams);
      default:
        break;
    }
  }
  if (stream.dockerImageRepository !== undefined) {
    return {
      resolved: true,
      image: `${stream.dockerImageRepository}:${ref.tag}`,
      via: `${key} (dockerImageRepository)`,
    };
  }
  return { resolved: false, reason: `ImageStream '${ref.stream}' has no image for tag '${ref.tag}' yet` };
}

/** `stream@sha256:…`: the item with that digest, or the stream's repository pinned to it. */
function resolveStreamImage(name: string, namespace: string, streams: ImageStreamIndex): ImageResolution {
  const at = name.indexOf('@');
  if (at === -1)
    return { resolved: false, reason: `ImageStreamImage '${name}' must look like stream@sha256:<digest>` };
  const streamName = name.slice(0, at);
  const digest = name.slice(at + 1);
  const stream = streams.get(`${namespace}/${streamName}`);
  if (stream === undefined)
    return { resolved: false, reason: `no ImageStream '${streamName}' in project '${namespace}'` };
  for (const items of stream.statusTags.values()) {
    const item = items.find((candidate) => candidate['image'] === digest);
    const reference = item?.['dockerImageReference'];
    if (typeof reference === 'string')
      return { resolved: true, image: reference, via: `${namespace}/${name}` };
  }
  if (stream.dockerImageRepository !== undefined) {
    return {
      resolved: true,
      image: `${stream.dockerImageRepository}@${digest}`,
      via: `${namespace}/${name}`,
    };
  }
  return { resolved: false, reason: `ImageStream '${streamName}' holds no image ${digest}` };
}

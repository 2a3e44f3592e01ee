import type { ImageStreamTagEdit } from '../writeback/edits/set-image-stream-tag.js';
import {
  formatStreamTag,
  type ImageStreamIndex,
  type IndexedStream,
  type StreamTagRef,
} from '../model/image-stream-index.js';
import { parseImageReference, sameRepository, type ImageRepository } from './image-name.js';
import { sourceOf } from './stream-tag-source.js';
import { isPreviewTag } from '../buildplan/preview-build.js';

/** A tag as it now is in a registry. */
export interface PushedTag extends ImageRepository {
  readonly tag: string;
  /** The manifest digest, `sha256:<hex>`. */
  readonly digest: string;
  /** When the tag was pushed or seen, RFC 3339: the `created` of the status item. */
  readonly created: string;
}

/** A stream tag whose image is a registry repository's tag. */
export interface FollowingTag {
  readonly ref: StreamTagRef;
  /** The repository as the stream writes it (`team/app`, `docker.io/team/app`): the pinned reference keeps it. */
  readonly written: string;
}

/**
 * Every ImageStreamTag edit a pushed tag makes: the stream tags that take
 * their image from that registry tag (through `spec.dockerImageRepository` or
 * a `from: DockerImage`), and the tags that track those, transitively. Each is
 * pinned to the digest as `<repository as the stream writes it>@<digest>`.
 * Sorted by project, stream, tag; empty when nothing follows the tag.
 */
export function followPush(streams: ImageStreamIndex, push: PushedTag): ImageStreamTagEdit[] {
  const edits = new Map<string, ImageStreamTagEdit>();
  for (const { ref, written } of tagsFollowing(streams, push, push.tag)) {
    const pinned = {
      image: push.digest,
      dockerImageReference: `${written}@${push.digest}`,
      created: push.created,
    };
    // A tag reached twice (followed and tracking, say) keeps its first edit: they name the same digest.
    for (const edit of editsForStreamTag(streams, ref, pinned))
      if (!edits.has(keyOf(edit))) edits.set(keyOf(edit), edit);
  }
  return [...edits.values()].sort(compareEdits);
}

/**
 * The edit of one stream tag and of every tag that tracks it (`from:
 * ImageStreamTag`, in any stream or project), each tracker taking the same
 * image. Tags that track each other in a circle are visited once.
 */
export function editsForStreamTag(
  streams: ImageStreamIndex,
  ref: StreamTagRef,
  pinned: Pick<ImageStreamTagEdit, 'image' | 'dockerImageReference' | 'created'>,
): ImageStreamTagEdit[] {
  const trackers = trackersByTarget(streams);
  const seen = new Set<string>([formatStreamTag(ref)]);
  const queue: StreamTagRef[] = [ref];
  const edits: ImageStreamTagEdit[] = [];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    edits.push({ project: next.namespace, stream: next.stream, tag: next.tag, ...pinned });
    for (const tracker of trackers.get(formatStreamTag(next)) ?? []) {
      const key = formatStreamTag(tracker);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(tracker);
    }
  }
  return edits;
}

/** The stream tags whose image is `image:tag` in a registry, in index order. */
export function tagsFollowing(
  streams: ImageStreamIndex,
  image: ImageRepository,
  tag: string,
): FollowingTag[] {
  const following: FollowingTag[] = [];
  for (const stream of streams.values()) {
    const names = new Set([...stream.specTags.keys()]);
    // A PR's preview build pushes `pr-<n>` to the output's repository: following it would commit every preview to Git.
    if (stream.dockerImageRepository !== undefined && !isPreviewTag(tag)) names.add(tag);
    for (const name of names) {
      const source = sourceOf(stream, name);
      if (source?.kind !== 'registry') continue;
      if (source.image.tag === tag && sameRepository(source.image, image))
        following.push({ ref: refOf(stream, name), written: source.image.written });
    }
  }
  return following;
}

/** True when some stream takes any tag of this repository, so a push to it is not a stranger's. */
export function isRepositoryFollowed(streams: ImageStreamIndex, image: ImageRepository): boolean {
  for (const stream of streams.values()) {
    const followed = stream.dockerImageRepository;
    if (followed !== undefined) {
      const parsed = parseImageReference(followed);
      if (parsed !== undefined && sameRepository(parsed, image)) return true;
    }
    for (const name of stream.specTags.keys()) {
      const source = sourceOf(stream, name);
      if (source?.kind === 'registry' && sameRepository(source.image, image)) return true;
    }
  }
  return false;
}

/** `project/stream:tag` of a tracked tag → the tags that track it. */
function trackersByTarget(streams: ImageStreamIndex): Map<string, StreamTagRef[]> {
  const trackers = new Map<string, StreamTagRef[]>();
  for (const stream of streams.values()) {
    for (const name of stream.specTags.keys()) {
      const source = sourceOf(stream, name);
      if (source?.kind !== 'tracks') continue;
      const target = formatStreamTag(source.ref);
      const list = trackers.get(target) ?? [];
      list.push(refOf(stream, name));
      trackers.set(target, list);
    }
  }
  return trackers;
}

function refOf(stream: IndexedStream, tag: string): StreamTagRef {
  return { namespace: stream.namespace, stream: stream.manifest.name, tag };
}

function toRef(edit: ImageStreamTagEdit): StreamTagRef {
  return { namespace: edit.project, stream: edit.stream, tag: edit.tag };
}

function keyOf(edit: ImageStreamTagEdit): string {
  return formatStreamTag(toRef(edit));
}

function compareEdits(a: ImageStreamTagEdit, b: ImageStreamTagEdit): number {
  return compare(a.project, b.project) || compare(a.stream, b.stream) || compare(a.tag, b.tag);
}

/** Code-unit order: the same on every machine, unlike localeCompare. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

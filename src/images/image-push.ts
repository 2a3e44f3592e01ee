import { GitshiftError } from '../errors/index.js';
import type { WriteBackEdit, WriteBackReason } from '../writeback/write-back-edit.js';
import type { ImageStreamIndex } from '../model/image-stream-index.js';
import { followPush, isRepositoryFollowed, tagsFollowing } from './follow-push.js';
import { normalizeRepository, repositoryKey } from './image-name.js';
import { isImageTag, isRepositoryPath } from './reference-grammar.js';
import type { RegistryClient } from './registry-client.js';
import { policyOf, specTagOf } from './stream-tag-source.js';

/** A tag pushed to a registry, as a webhook reports it (src/webhooks' `image-push` event fits). */
export interface ImagePush {
  readonly source: 'dockerhub' | 'registry';
  /** The registry's event id, or whatever identifies the delivery. */
  readonly eventId: string;
  /** `docker.io` for Docker Hub. */
  readonly registryHost: string;
  readonly repository: string;
  readonly tag: string;
  /** Absent for Docker Hub, whose payload only hints at the tag: the registry is asked. */
  readonly digest?: string;
}

export type ImagePushOutcome =
  | {
      readonly status: 'edits';
      /** The stream tags to move, trackers included; sorted, never empty. */
      readonly edits: readonly WriteBackEdit[];
      /** For WriteBack's commit message. */
      readonly reason: WriteBackReason;
      readonly digest: string;
      /** True when the digest came from asking the registry rather than from the event. */
      readonly resolved: boolean;
    }
  /** No ImageStream follows the repository: nothing to commit. */
  | { readonly status: 'unknown-repository'; readonly repository: string; readonly message: string }
  /** Streams follow the repository, but none takes this tag. */
  | {
      readonly status: 'tag-not-followed';
      readonly repository: string;
      readonly tag: string;
      readonly message: string;
    };

export interface ImagePushOptions {
  /** The ImageStreams of the config repository as last loaded. */
  readonly streams: ImageStreamIndex;
  /** Asked only when the push names no digest. */
  readonly registry: Pick<RegistryClient, 'resolveTag'>;
  /** The `created` time of the new status items. */
  readonly now: () => Date;
}

const SHA256 = /^sha256:[a-f0-9]{64}$/;

/**
 * Turns a pushed tag into the write-back edits that record it in Git. Streams
 * are matched before the registry is asked anything, so a push for a
 * repository nobody follows costs no registry call. A tag the registry does
 * not have throws REGISTRY_TAG_NOT_FOUND; other registry failures throw their
 * REGISTRY_* error. Nothing is committed here.
 */
export async function editsForImagePush(
  push: ImagePush,
  options: ImagePushOptions,
): Promise<ImagePushOutcome> {
  const { streams, registry, now } = options;
  const image = checkedRepository(push);
  const name = repositoryKey(image);
  if (!isRepositoryFollowed(streams, image)) {
    return {
      status: 'unknown-repository',
      repository: name,
      message: `no ImageStream follows ${name}: add it as spec.dockerImageRepository or a spec.tags[].from DockerImage`,
    };
  }
  const following = tagsFollowing(streams, image, push.tag);
  if (following.length === 0) {
    return {
      status: 'tag-not-followed',
      repository: name,
      tag: push.tag,
      message: `ImageStreams follow ${name}, but none takes its tag ${push.tag}`,
    };
  }
  let digest = push.digest;
  if (digest === undefined) {
    // Plain HTTP only when every stream that takes the digest asks for it: one project's
    // importPolicy.insecure must not decide how another project's image is looked up.
    const insecure = following.every(({ ref }) => {
      const stream = streams.get(`${ref.namespace}/${ref.stream}`);
      return stream !== undefined && policyOf(specTagOf(stream, ref.tag)).insecure;
    });
    digest = (await registry.resolveTag({ ...image, insecure }, push.tag)).digest;
  }
  if (!SHA256.test(digest)) {
    throw new GitshiftError(
      'IMAGE_REFERENCE_INVALID',
      `the push of ${name}:${push.tag} names digest ${quoted(digest)}; ImageStreams record sha256 digests only`,
      { repository: name, tag: push.tag },
    );
  }
  const edits = followPush(streams, { ...image, tag: push.tag, digest, created: now().toISOString() });
  return {
    status: 'edits',
    edits: edits.map((edit) => ({ type: 'image-stream-tag', ...edit })),
    reason: { source: push.source, event: 'push', deliveryId: push.eventId },
    digest,
    resolved: push.digest === undefined,
  };
}

/** Webhook payloads are untrusted: the names become URL paths and YAML. */
function checkedRepository(push: ImagePush): { registryHost: string; repository: string } {
  const image = normalizeRepository({ registryHost: push.registryHost, repository: push.repository });
  if (!/^[a-z0-9.-]+(?::\d+)?$|^\[[0-9a-f:.]+\](?::\d+)?$/.test(image.registryHost))
    throw invalid(`registry host ${quoted(push.registryHost)} is not a host name`);
  if (!isRepositoryPath(image.repository))
    throw invalid(`${quoted(push.repository)} is not a repository name`);
  if (!isImageTag(push.tag)) throw invalid(`${quoted(push.tag)} is not an image tag`);
  return image;
}

function invalid(why: string): GitshiftError {
  return new GitshiftError('IMAGE_REFERENCE_INVALID', `image push: ${why}`, {});
}

/** Untrusted text in a message: quoted and escaped, so it cannot forge a log line, and short. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);
}

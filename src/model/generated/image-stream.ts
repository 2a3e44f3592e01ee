/* eslint-disable */
// DO NOT EDIT: generated from schemas/image-stream.schema.json by `npm run generate`.

import type { ObjectMeta, StringMap } from './common.js';

/**
 * An OpenShift ImageStream: renders no object of its own; it resolves stream:tag to an image. Its status.tags are kept in Git and written back by gitshift.
 */
export interface ImageStream {
  apiVersion: 'image.openshift.io/v1' | 'v1';
  kind: 'ImageStream';
  metadata: ObjectMeta;
  spec?: ImageStreamSpec;
  status?: ImageStreamStatus;
}
export interface ImageStreamSpec {
  /**
   * Repository the stream follows; tags without a status item resolve to <repository>:<tag>.
   */
  dockerImageRepository?: string;
  lookupPolicy?: {
    local?: boolean;
  };
  tags?: TagReference[];
}
/**
 * A tag of the stream and where its image comes from.
 */
export interface TagReference {
  /**
   * Name of the tag.
   */
  name: string;
  annotations?: StringMap;
  from?: TagSource;
  /**
   * The tag is a reference only and is not imported.
   */
  reference?: boolean;
  generation?: number | null;
  importPolicy?: TagImportPolicy;
  referencePolicy?: TagReferencePolicy;
}
/**
 * DockerImage (pull spec), ImageStreamTag (stream:tag, or tag of the same stream) or ImageStreamImage (stream@digest).
 */
export interface TagSource {
  kind: 'DockerImage' | 'ImageStreamTag' | 'ImageStreamImage';
  name: string;
  namespace?: string;
}
export interface TagImportPolicy {
  /**
   * Allow import over plain HTTP or with unverified TLS.
   */
  insecure?: boolean;
  /**
   * Poll the source for new images periodically.
   */
  scheduled?: boolean;
  importMode?: 'Legacy' | 'PreserveOriginal';
}
export interface TagReferencePolicy {
  type: 'Source' | 'Local';
}
export interface ImageStreamStatus {
  dockerImageRepository?: string;
  publicDockerImageRepository?: string;
  tags?: NamedTagEventList[];
}
/**
 * The history of one tag, newest first.
 */
export interface NamedTagEventList {
  tag: string;
  items?: TagEvent[];
  conditions?: {
    [k: string]: unknown;
  }[];
}
export interface TagEvent {
  /**
   * When the image was tagged.
   */
  created?: string;
  /**
   * Digest-pinned pull spec, e.g. registry/ns/app@sha256:…
   */
  dockerImageReference: string;
  /**
   * The image's manifest digest.
   */
  image: string;
  generation?: number;
}

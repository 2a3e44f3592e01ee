import {
  formatStreamTag,
  type ImageStreamIndex,
  parseStreamTag,
  type StreamTagRef,
} from '../model/image-stream-index.js';
import { asName, isRecord } from '../model/values.js';
import { resolveStreamTag } from '../render/resolve-image.js';
import type { BuildPlanProblem } from './plan-problem.js';
import { unsupported } from './plan-problem.js';

/** What a strategy's `from` (or an ImageChange trigger's) names. */
export type ImageSource =
  | { readonly kind: 'ImageStreamTag'; readonly ref: StreamTagRef }
  | {
      readonly kind: 'ImageStreamImage';
      readonly namespace: string;
      readonly stream: string;
      readonly digest: string;
    }
  | { readonly kind: 'DockerImage'; readonly name: string };

/** A builder or base image: the pull spec a build uses, and what it was resolved from (for ImageChange triggers). */
export interface PlannedImage {
  readonly pullSpec: string;
  readonly source: ImageSource;
  /** How the pull spec was found: `ruby:3.2 (status)`, `DockerImage`. */
  readonly via: string;
}

/** Reads an ObjectReference naming an image; `namespace` is the BuildConfig's, the default. */
export function readImageSource(
  value: unknown,
  field: string,
  namespace: string,
  problems: BuildPlanProblem[],
): ImageSource | undefined {
  if (!isRecord(value)) {
    problems.push(unsupported(field, 'must name an image: {kind, name}'));
    return undefined;
  }
  const kind = asName(value['kind']);
  const name = asName(value['name']);
  if (name === undefined) {
    problems.push(unsupported(`${field}.name`, 'must name the image'));
    return undefined;
  }
  const inNamespace = asName(value['namespace']) ?? namespace;
  switch (kind) {
    case 'DockerImage':
      if (/\s/.test(name)) {
        problems.push(
          unsupported(`${field}.name`, `'${name}' is not an image pull spec: it holds white space`),
        );
        return undefined;
      }
      return { kind, name };
    case 'ImageStreamTag': {
      const ref = parseStreamTag(name, inNamespace);
      if (ref === undefined || ref.stream.includes('@')) {
        problems.push(unsupported(`${field}.name`, `'${name}' must be <stream>:<tag> for an ImageStreamTag`));
        return undefined;
      }
      return { kind, ref };
    }
    case 'ImageStreamImage': {
      const at = name.indexOf('@');
      if (at <= 0 || at === name.length - 1) {
        problems.push(
          unsupported(`${field}.name`, `'${name}' must be <stream>@<digest> for an ImageStreamImage`),
        );
        return undefined;
      }
      return { kind, namespace: inNamespace, stream: name.slice(0, at), digest: name.slice(at + 1) };
    }
    default:
      problems.push(
        unsupported(
          `${field}.kind`,
          `${kind === undefined ? 'no kind' : `'${kind}'`}: must be ImageStreamTag, ImageStreamImage or DockerImage`,
        ),
      );
      return undefined;
  }
}

/**
 * The pull spec a build uses for `source`, from what Git holds; or a problem
 * saying why there is none yet and what to do.
 */
export function resolveBuildImage(
  source: ImageSource,
  streams: ImageStreamIndex,
  field: string,
  buildNamespace: string,
): PlannedImage | BuildPlanProblem {
  switch (source.kind) {
    case 'DockerImage':
      return { pullSpec: source.name, source, via: 'DockerImage' };
    case 'ImageStreamTag': {
      const resolution = resolveStreamTag(source.ref, streams);
      if (resolution.resolved) return { pullSpec: resolution.image, source, via: resolution.via };
      return unresolved(
        field,
        `ImageStreamTag ${formatStreamTag(source.ref, buildNamespace)}`,
        source.ref.namespace,
        source.ref.stream,
        resolution.reason,
        buildNamespace,
      );
    }
    case 'ImageStreamImage': {
      const found = resolveStreamImage(source, streams);
      if (typeof found === 'string')
        return { pullSpec: found, source, via: `${source.namespace}/${source.stream}@${source.digest}` };
      return unresolved(
        field,
        `ImageStreamImage ${source.stream}@${source.digest}`,
        source.namespace,
        source.stream,
        found.reason,
        buildNamespace,
      );
    }
  }
}

function resolveStreamImage(
  source: Extract<ImageSource, { kind: 'ImageStreamImage' }>,
  streams: ImageStreamIndex,
): string | { reason: string } {
  const stream = streams.get(`${source.namespace}/${source.stream}`);
  if (stream === undefined)
    return { reason: `no ImageStream '${source.stream}' in project '${source.namespace}'` };
  for (const items of stream.statusTags.values()) {
    const reference = items.find((item) => item['image'] === source.digest)?.['dockerImageReference'];
    if (typeof reference === 'string' && reference !== '') return reference;
  }
  if (stream.dockerImageRepository !== undefined) return `${stream.dockerImageRepository}@${source.digest}`;
  return { reason: `ImageStream '${source.stream}' holds no image ${source.digest}` };
}

function unresolved(
  field: string,
  what: string,
  namespace: string,
  stream: string,
  reason: string,
  buildNamespace: string,
): BuildPlanProblem {
  // OpenShift's own builder streams (ruby, nodejs, …) lived in the `openshift` project of the cluster;
  // with Git as the record, they exist only if the repository has them.
  const advice =
    namespace === 'openshift' && namespace !== buildNamespace
      ? `: the builder images OpenShift kept in the 'openshift' project are not part of this repository; add an ImageStream '${stream}' under projects/openshift/ whose tag names the image (from: {kind: DockerImage, name: …}), or name the image directly with kind DockerImage`
      : `: add the ImageStream or give the tag an image (spec.tags[].from or a write-back), or name the image with kind DockerImage`;
  return {
    field,
    message: `${what} resolves to no image yet (${reason})${advice}`,
    reason: 'UnresolvableBuilderImage',
  };
}

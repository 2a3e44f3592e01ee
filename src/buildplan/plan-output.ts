import {
  formatStreamTag,
  type ImageStreamIndex,
  parseStreamTag,
  type StreamTagRef,
} from '../model/image-stream-index.js';
import { asName, asRecord, isRecord } from '../model/values.js';
import type { BuildPlanProblem } from './plan-problem.js';

/** Where a build's image goes. */
export interface PlannedOutput {
  /** The pull spec to push to, always with a tag: `registry/ns/app:latest`. */
  readonly pullSpec: string;
  /** The ImageStreamTag to write the pushed digest back to, for an ImageStreamTag output. */
  readonly streamTag?: StreamTagRef;
}

/** The build settings planning needs from gitshift.yaml / serve's configuration. */
export interface BuildSettings {
  /**
   * The registry (host[:port][/prefix]) ImageStreamTag outputs are pushed to
   * when their stream has no `spec.dockerImageRepository`:
   * `<registry>/<namespace>/<stream>:<tag>`.
   */
  readonly registry: string;
}

const OUTPUT = 'spec.output.to';

/** `spec.output.to`, or undefined for a build that pushes nothing. */
export function planOutput(
  spec: Readonly<Record<string, unknown>>,
  namespace: string,
  streams: ImageStreamIndex,
  settings: BuildSettings,
  problems: BuildPlanProblem[],
): PlannedOutput | undefined {
  const to = asRecord(spec['output'])['to'];
  if (to === undefined || to === null) return undefined;
  const invalid = (field: string, message: string): undefined => {
    problems.push({ field, message, reason: 'InvalidOutputReference' });
    return undefined;
  };
  if (!isRecord(to)) return invalid(OUTPUT, 'must be {kind, name}');
  const name = asName(to['name']);
  if (name === undefined) return undefined;
  switch (to['kind']) {
    case 'DockerImage':
      if (/\s/.test(name))
        return invalid(`${OUTPUT}.name`, `'${name}' is not an image pull spec: it holds white space`);
      return { pullSpec: withTag(name) };
    case 'ImageStreamTag': {
      const ref = parseStreamTag(name, asName(to['namespace']) ?? namespace);
      if (ref === undefined)
        return invalid(`${OUTPUT}.name`, `'${name}' must be <stream>:<tag> for an ImageStreamTag`);
      const stream = streams.get(`${ref.namespace}/${ref.stream}`);
      if (stream === undefined)
        return invalid(
          `${OUTPUT}.name`,
          `no ImageStream '${ref.stream}' in project '${ref.namespace}' to record ${formatStreamTag(ref, namespace)} in: add the ImageStream to the repository, or push to kind DockerImage`,
        );
      const repository =
        stream.dockerImageRepository ??
        `${settings.registry.replace(/\/+$/, '')}/${ref.namespace}/${ref.stream}`;
      return { pullSpec: `${repository}:${ref.tag}`, streamTag: ref };
    }
    default:
      return invalid(`${OUTPUT}.kind`, `'${String(to['kind'])}': must be ImageStreamTag or DockerImage`);
  }
}

/** A pull spec without tag or digest means `:latest` to a registry; say so, so the digest can be read back. */
function withTag(pullSpec: string): string {
  if (pullSpec.includes('@')) return pullSpec;
  const lastSlash = pullSpec.lastIndexOf('/');
  return pullSpec.slice(lastSlash + 1).includes(':') ? pullSpec : `${pullSpec}:latest`;
}

/**
 * The image an incremental Source build starts from: what the output
 * ImageStreamTag holds in Git now (its newest write-back), digest-pinned.
 * Undefined for a first build, or an output that is not an ImageStreamTag:
 * a DockerImage output may not exist yet, so the runner checks the
 * registry before using it. A missing image must never fail the build.
 */
export function previousOutputImage(
  output: PlannedOutput | undefined,
  streams: ImageStreamIndex,
): string | undefined {
  if (output?.streamTag === undefined) return undefined;
  const newest = streams
    .get(`${output.streamTag.namespace}/${output.streamTag.stream}`)
    ?.statusTags.get(output.streamTag.tag)?.[0];
  const reference = newest?.['dockerImageReference'];
  return typeof reference === 'string' && reference !== '' ? reference : undefined;
}

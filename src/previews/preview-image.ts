import type { Manifest } from '../model/manifest.js';
import type { ProjectModel } from '../model/project-model.js';
import { asRecord, asRecordList } from '../model/values.js';

/** A BuildConfig of a project that builds from a git repository, and the ImageStreamTag its output goes to. */
export interface SourceBuild {
  readonly project: string;
  readonly buildConfig: string;
  /** `spec.source.git.uri`. */
  readonly uri: string;
  /** `spec.source.git.ref`, when it names one. */
  readonly ref: string | undefined;
  /** `spec.output.to` when it is an ImageStreamTag of the project's own: `stream` and `tag`. */
  readonly output: { readonly stream: string; readonly tag: string } | undefined;
}

/** Every BuildConfig of the projects that builds from git, with its output tag. */
export function sourceBuilds(projects: readonly ProjectModel[]): SourceBuild[] {
  return projects.flatMap((project) =>
    project.manifests
      .filter((m) => m.openshiftKind === 'BuildConfig')
      .flatMap((manifest) => {
        const spec = asRecord(manifest.object['spec']);
        const git = asRecord(asRecord(spec['source'])['git']);
        const uri = git['uri'];
        if (typeof uri !== 'string' || uri === '') return [];
        const ref = git['ref'];
        return [
          {
            project: project.name,
            buildConfig: manifest.name,
            uri,
            ref: typeof ref === 'string' && ref !== '' ? ref : undefined,
            output: outputTag(asRecord(asRecord(spec['output'])['to']), project.name),
          },
        ];
      }),
  );
}

function outputTag(to: Readonly<Record<string, unknown>>, project: string): SourceBuild['output'] {
  const name = to['name'];
  const namespace = to['namespace'];
  if (to['kind'] !== 'ImageStreamTag' || typeof name !== 'string') return undefined;
  if (typeof namespace === 'string' && namespace !== '' && namespace !== project) return undefined;
  const [stream, tag = 'latest'] = name.split(':');
  return stream === undefined || stream === '' ? undefined : { stream, tag };
}

/** An image a preview build pushed, as a write-back would record it. */
export interface PreviewImage {
  readonly dockerImageReference: string;
  /** `sha256:…` */
  readonly image: string;
  /** RFC 3339. */
  readonly created: string;
}

/**
 * The project with one ImageStream tag pointing at a preview build's image,
 * newest first, as a write-back would have left it in Git: what renders the
 * preview of a source repository's PR, so every DeploymentConfig and
 * Deployment that takes the tag takes the PR's image (a workload still
 * waiting for its first image included). Undefined when the project has no
 * such ImageStream.
 */
export function withPreviewImage(
  project: ProjectModel,
  target: { readonly stream: string; readonly tag: string },
  image: PreviewImage,
): ProjectModel | undefined {
  const index = project.manifests.findIndex(
    (m) => m.openshiftKind === 'ImageStream' && m.name === target.stream,
  );
  const stream = project.manifests[index];
  if (stream === undefined) return undefined;
  const status = asRecord(stream.object['status']);
  const tags = asRecordList(status['tags']);
  const item = {
    created: image.created,
    dockerImageReference: image.dockerImageReference,
    image: image.image,
  };
  const found = tags.some((t) => t['tag'] === target.tag);
  const nextTags = found
    ? tags.map((t) => (t['tag'] === target.tag ? { ...t, items: [item, ...asRecordList(t['items'])] } : t))
    : [...tags, { tag: target.tag, items: [item] }];
  const patched: Manifest = {
    ...stream,
    object: { ...stream.object, status: { ...status, tags: nextTags } },
  };
  const manifests = project.manifests.map((m, i) => (i === index ? patched : m));
  return { ...project, manifests };
}

import type { Problem, ProblemCode } from '../errors/index.js';
import type { FieldPath } from '../yaml/read/field-path.js';
import {
  formatStreamTag,
  parseStreamTag,
  type ImageStreamIndex,
  type StreamTagRef,
} from './image-stream-index.js';
import type { Manifest } from './manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import type { ReferencesPolicy } from './settings.js';
import { asRecord, asRecordList as asList } from './values.js';

export interface ReferenceContext {
  /** Every project of the repository, with its objects. */
  readonly projects: ReadonlyMap<string, readonly Manifest[]>;
  readonly streams: ImageStreamIndex;
  /** Stream tags some BuildConfig pushes to (`producedTags`). */
  readonly produced: ReadonlySet<string>;
  /**
   * What a reference to an object the repository does not define is: a
   * warning (the API server admits it and OpenShift resolves it once the
   * object exists) or an error (`--strict`, `validation.references: error`).
   */
  readonly references: ReferencesPolicy;
}

/** The problem codes of a reference to an object the repository does not define. */
type DanglingCode = Extract<
  ProblemCode,
  'DANGLING_IMAGE_TRIGGER' | 'DANGLING_ROUTE_SERVICE' | 'DANGLING_BUILD_OUTPUT' | 'DANGLING_IMAGE_STREAM_TAG'
>;

/**
 * Finds references to objects that do not exist: image change triggers naming
 * a stream tag nobody provides, Routes to missing Services, builds that push to
 * missing streams, and image stream tags that track each other in a circle.
 * References into namespaces outside the repository cannot be checked and are trusted.
 * A missing object is a warning unless `context.references` is 'error': the
 * API server admits the reference, and OpenShift resolves it once the object
 * exists (the message says what happens until then). A circle never resolves: always an error.
 */
export function checkReferences(project: string, context: ReferenceContext): Problem[] {
  const manifests = context.projects.get(project) ?? [];
  const { produced } = context;
  const problems: Problem[] = [];
  const report = (
    manifest: Manifest,
    path: FieldPath,
    code: DanglingCode,
    message: string,
    meanwhile: string,
  ): void => {
    problems.push(danglingProblem(project, manifest, path, code, message, meanwhile, context.references));
  };
  const services = new Set(
    manifests.filter((m) => m.kind === 'Service' && m.apiVersion === 'v1').map((m) => m.name),
  );

  for (const manifest of manifests) {
    const spec = asRecord(manifest.object['spec']);
    switch (manifest.openshiftKind) {
      case 'DeploymentConfig':
        asList(spec['triggers']).forEach((trigger, i) => {
          const from = asRecord(asRecord(trigger['imageChangeParams'])['from']);
          const path = ['spec', 'triggers', i, 'imageChangeParams', 'from', 'name'];
          const ref = streamTagOf(from, project);
          if (trigger['type'] !== 'ImageChange' || ref === undefined) return;
          if (!tagExists(ref, context, produced)) {
            const automatic = asRecord(trigger['imageChangeParams'])['automatic'] !== false;
            report(
              manifest,
              path,
              'DANGLING_IMAGE_TRIGGER',
              `image change trigger names ${describeMissing(ref, project, context)}`,
              automatic
                ? `OpenShift admits the DeploymentConfig but never rolls it out until that tag has an image, so its Deployment is rendered with 0 replicas (a container without an image gets the placeholder " ") until something provides it`
                : 'OpenShift admits the DeploymentConfig, and this manual trigger can take no image until that tag has one',
            );
          }
        });
        break;
      case 'Route': {
        const targets = [asRecord(spec['to']), ...asList(spec['alternateBackends'])];
        targets.forEach((target, i) => {
          const kind = target['kind'] ?? 'Service';
          const name = target['name'];
          if (kind !== 'Service' || typeof name !== 'string' || services.has(name)) return;
          const path = i === 0 ? ['spec', 'to', 'name'] : ['spec', 'alternateBackends', i - 1, 'name'];
          report(
            manifest,
            path,
            'DANGLING_ROUTE_SERVICE',
            `Route sends traffic to Service '${name}', which project '${project}' does not define`,
            'OpenShift admits the Route, and its router answers 503 until that Service exists; the rendered Ingress has no backend until then either',
          );
        });
        break;
      }
      case 'BuildConfig': {
        const to = asRecord(asRecord(spec['output'])['to']);
        const output = streamTagOf(to, project);
        if (
          output !== undefined &&
          inRepository(output, context) &&
          !context.streams.has(`${output.namespace}/${output.stream}`)
        ) {
          report(
            manifest,
            ['spec', 'output', 'to', 'name'],
            'DANGLING_BUILD_OUTPUT',
            `build output goes to ImageStream '${output.stream}', which project '${output.namespace}' does not define`,
            'OpenShift admits the BuildConfig, but its builds cannot push their image (they wait as InvalidOutputReference) until that ImageStream exists',
          );
        }
        const strategy = asRecord(spec['strategy']);
        for (const key of ['sourceStrategy', 'dockerStrategy', 'customStrategy']) {
          const ref = streamTagOf(asRecord(asRecord(strategy[key])['from']), project);
          if (ref !== undefined && !tagExists(ref, context, produced)) {
            report(
              manifest,
              ['spec', 'strategy', key, 'from', 'name'],
              'DANGLING_IMAGE_STREAM_TAG',
              `build strategy uses ${describeMissing(ref, project, context)}`,
              'OpenShift admits the BuildConfig, but its builds cannot start until that tag has an image',
            );
          }
        }
        break;
      }
      case 'ImageStream':
        problems.push(...checkStreamTags(project, manifest, context, produced));
        break;
      default:
        break;
    }
  }
  return problems;
}

function checkStreamTags(
  project: string,
  manifest: Manifest,
  context: ReferenceContext,
  produced: ReadonlySet<string>,
): Problem[] {
  const problems: Problem[] = [];
  const stream = context.streams.get(`${project}/${manifest.name}`);
  if (stream === undefined) return problems;
  for (const [tag, { index, from }] of stream.specTags) {
    if (from?.['kind'] !== 'ImageStreamTag' || typeof from['name'] !== 'string') continue;
    const path = [...manifest.basePath, 'spec', 'tags', index, 'from', 'name'];
    const namespace = typeof from['namespace'] === 'string' ? from['namespace'] : project;
    const ref = parseStreamTag(from['name'], namespace, manifest.name);
    if (ref === undefined) continue;
    if (!tagExists(ref, context, produced)) {
      problems.push(
        danglingProblem(
          project,
          manifest,
          ['spec', 'tags', index, 'from', 'name'],
          'DANGLING_IMAGE_STREAM_TAG',
          `tag '${tag}' tracks ${describeMissing(ref, project, context)}`,
          `OpenShift admits the ImageStream, and tag '${tag}' has no image until the tag it tracks has one: what uses it waits (a Deployment at 0 replicas)`,
          context.references,
        ),
      );
      continue;
    }
    const cycle = findCycle({ namespace: project, stream: manifest.name, tag }, context);
    // Report a cycle once, at the tag where it is lowest in sort order.
    if (
      cycle !== undefined &&
      cycle[0] === formatStreamTag({ namespace: project, stream: manifest.name, tag })
    ) {
      problems.push(
        problemAt(
          manifest.source,
          path,
          'TAG_CYCLE',
          `image stream tags track each other in a circle: ${cycle.join(' → ')} → ${cycle[0] ?? ''}`,
          { project },
        ),
      );
    }
  }
  return problems;
}

/**
 * A reference to a missing object: by default a warning that says what
 * OpenShift (and the rendered objects) do `meanwhile`; an error when references are strict.
 */
function danglingProblem(
  project: string,
  manifest: Manifest,
  path: FieldPath,
  code: DanglingCode,
  message: string,
  meanwhile: string,
  policy: ReferencesPolicy,
): Problem {
  const full =
    policy === 'warn'
      ? `${message}; ${meanwhile}`
      : `${message}; an error with --strict or validation.references: error (the API server would admit it)`;
  const severity = policy === 'warn' ? 'warning' : 'error';
  return problemAt(manifest.source, [...manifest.basePath, ...path], code, full, { project, severity });
}

/** The tags of a tracking cycle through `start`, rotated to begin at the smallest, or undefined. */
export function findCycle(start: StreamTagRef, context: ReferenceContext): string[] | undefined {
  const chain: string[] = [];
  let current: StreamTagRef | undefined = start;
  while (current !== undefined) {
    const key = formatStreamTag(current);
    const seenAt = chain.indexOf(key);
    if (seenAt !== -1) {
      if (seenAt !== 0) return undefined; // a cycle further along, reported from its own tags
      const smallest = chain.indexOf([...chain].sort()[0] ?? key);
      return [...chain.slice(smallest), ...chain.slice(0, smallest)];
    }
    chain.push(key);
    current = trackedTag(current, context);
  }
  return undefined;
}

function trackedTag(ref: StreamTagRef, context: ReferenceContext): StreamTagRef | undefined {
  const from = context.streams.get(`${ref.namespace}/${ref.stream}`)?.specTags.get(ref.tag)?.from;
  if (from?.['kind'] !== 'ImageStreamTag' || typeof from['name'] !== 'string') return undefined;
  const namespace = typeof from['namespace'] === 'string' ? from['namespace'] : ref.namespace;
  return parseStreamTag(from['name'], namespace, ref.stream);
}

function tagExists(ref: StreamTagRef, context: ReferenceContext, produced: ReadonlySet<string>): boolean {
  if (!inRepository(ref, context)) return true;
  const stream = context.streams.get(`${ref.namespace}/${ref.stream}`);
  if (stream === undefined) return false;
  return (
    stream.specTags.has(ref.tag) ||
    stream.statusTags.has(ref.tag) ||
    stream.dockerImageRepository !== undefined ||
    produced.has(formatStreamTag(ref))
  );
}

function describeMissing(ref: StreamTagRef, project: string, context: ReferenceContext): string {
  const name = formatStreamTag(ref, project);
  if (!context.streams.has(`${ref.namespace}/${ref.stream}`)) {
    return `'${name}', but project '${ref.namespace}' has no ImageStream '${ref.stream}'`;
  }
  return `'${name}', but ImageStream '${ref.stream}' has no tag '${ref.tag}' and no BuildConfig pushes to it`;
}

/** Stream tags that a BuildConfig of the repository pushes to, so they exist once it has run. */
export function producedTags(projects: ReadonlyMap<string, readonly Manifest[]>): Set<string> {
  const produced = new Set<string>();
  for (const [project, manifests] of projects) {
    for (const manifest of manifests) {
      if (manifest.openshiftKind !== 'BuildConfig') continue;
      const to = asRecord(asRecord(asRecord(manifest.object['spec'])['output'])['to']);
      const ref = streamTagOf(to, project);
      if (ref !== undefined) produced.add(formatStreamTag(ref));
    }
  }
  return produced;
}

function streamTagOf(from: Readonly<Record<string, unknown>>, project: string): StreamTagRef | undefined {
  if (from['kind'] !== 'ImageStreamTag' || typeof from['name'] !== 'string') return undefined;
  const namespace =
    typeof from['namespace'] === 'string' && from['namespace'] !== '' ? from['namespace'] : project;
  return parseStreamTag(from['name'], namespace);
}

function inRepository(ref: StreamTagRef, context: ReferenceContext): boolean {
  return context.projects.has(ref.namespace);
}

import type { Problem } from '../errors/index.js';
import { type ImageStreamIndex, parseStreamTag } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { asName, asRecord, isRecord } from '../model/values.js';
import { WAITING_FOR_IMAGE_ANNOTATION } from './deployment-config.js';
import type { KubeObject } from './kube-object.js';
import { resolveStreamTag } from './resolve-image.js';

export const IMAGE_TRIGGERS_ANNOTATION = 'image.openshift.io/triggers';

/** `spec.template.spec.containers[?(@.name=="web")].image` or `...containers[0].image`. */
const FIELD_PATH =
  /^((?:[A-Za-z]+\.)*(?:containers|initContainers))\[(?:\?\(@\.name=="([^"]+)"\)|(\d+))\]\.image$/;

export interface TriggeredObject {
  readonly object: KubeObject;
  readonly problems: readonly Problem[];
}

/**
 * OpenShift's image trigger controller fills the containers named by an
 * `image.openshift.io/triggers` annotation (Deployments, StatefulSets,
 * DaemonSets, Jobs, CronJobs) with the image an ImageStreamTag points at.
 * gitshift does the same from what Git holds; a tag that has no image yet
 * leaves a scalable workload at 0 replicas (a CronJob suspended) with a
 * warning, as for a DeploymentConfig, rather than pods that cannot pull " ".
 */
export function applyImageTriggerAnnotation(
  project: string,
  manifest: Manifest,
  object: KubeObject,
  streams: ImageStreamIndex,
): TriggeredObject {
  const text = object.metadata.annotations?.[IMAGE_TRIGGERS_ANNOTATION];
  if (typeof text !== 'string') return { object, problems: [] };
  const problems: Problem[] = [];
  const path = [...manifest.basePath, 'metadata', 'annotations', IMAGE_TRIGGERS_ANNOTATION];
  const warn = (message: string, code: Problem['code'] = 'IMAGE_UNRESOLVED'): void => {
    problems.push(problemAt(manifest.source, path, code, message, { severity: 'warning', project }));
  };
  let triggers: unknown;
  try {
    triggers = JSON.parse(text);
  } catch (error) {
    warn(
      `${IMAGE_TRIGGERS_ANNOTATION} is not JSON (${(error as Error).message}); it is ignored`,
      'OPENSHIFT_FIELD_DROPPED',
    );
    return { object, problems };
  }
  const copy = structuredClone(object) as KubeObject & Record<string, unknown>;
  const waiting: string[] = [];
  for (const trigger of Array.isArray(triggers) ? triggers.filter(isRecord) : []) {
    const from = asRecord(trigger['from']);
    const fieldPath = asName(trigger['fieldPath']) ?? '';
    const match = FIELD_PATH.exec(fieldPath);
    const container = match === null ? undefined : containerAt(copy, match);
    const ref =
      from['kind'] === 'ImageStreamTag' && typeof from['name'] === 'string'
        ? parseStreamTag(from['name'], asName(from['namespace']) ?? project)
        : undefined;
    if (container === undefined || ref === undefined) {
      warn(
        `a trigger on ${JSON.stringify(fieldPath)} from ${JSON.stringify(from['name'] ?? '')} names no container of this object or no ImageStreamTag; it is ignored`,
        'OPENSHIFT_FIELD_DROPPED',
      );
      continue;
    }
    const blank = typeof container['image'] !== 'string' || container['image'].trim() === '';
    if (trigger['paused'] === true && !blank) continue;
    const resolution = trigger['paused'] === true ? undefined : resolveStreamTag(ref, streams);
    if (resolution?.resolved === true) {
      container['image'] = resolution.image;
      continue;
    }
    const tag = `${ref.namespace}/${ref.stream}:${ref.tag}`;
    waiting.push(tag);
    const reason =
      resolution === undefined ? `the paused trigger on ${tag} has put no image in yet` : resolution.reason;
    warn(`${reason}; ${object.kind} '${object.metadata.name}' ${holdBack(copy)} until it has one`);
  }
  if (waiting.length > 0) {
    const annotations = { ...copy.metadata.annotations, [WAITING_FOR_IMAGE_ANNOTATION]: waiting.join(',') };
    return { object: { ...copy, metadata: { ...copy.metadata, annotations } }, problems };
  }
  return { object: copy, problems };
}

/** The container a field path names, inside the (copied) object, or undefined. */
function containerAt(
  object: Record<string, unknown>,
  match: RegExpExecArray,
): Record<string, unknown> | undefined {
  const [, listPath = '', name, index] = match;
  let node: unknown = object;
  for (const segment of listPath.split('.')) node = isRecord(node) ? node[segment] : undefined;
  if (!Array.isArray(node)) return undefined;
  const containers = node.filter(isRecord);
  return name !== undefined ? containers.find((c) => c['name'] === name) : containers[Number(index)];
}

/** Stops a workload whose image is not there yet from starting pods; says how. */
function holdBack(object: Record<string, unknown>): string {
  const spec = object['spec'];
  if (!isRecord(spec)) return 'cannot run';
  if (object['kind'] === 'CronJob') {
    spec['suspend'] = true;
    return 'is rendered suspended';
  }
  if (['Deployment', 'StatefulSet', 'ReplicaSet'].includes(String(object['kind']))) {
    spec['replicas'] = 0;
    return 'is rendered with 0 replicas';
  }
  return 'cannot start its pods';
}

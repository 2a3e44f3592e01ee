import type { Problem } from '../errors/index.js';
import { type ImageStreamIndex, parseStreamTag } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../model/problem-at.js';
import {
  asBoolean,
  asName,
  asNumber,
  asRecord,
  asRecordList,
  asString,
  asStringMap,
} from '../model/values.js';
import { renderHooks } from './deployment-hooks.js';
import type { KubeObject } from './kube-object.js';
import { resolveStreamTag } from './resolve-image.js';

export const WAITING_FOR_IMAGE_ANNOTATION = 'gitshift.io/waiting-for-image';

export interface RenderedDeploymentConfig {
  readonly deployment: KubeObject;
  /** Job templates for the strategy's lifecycle hooks, run by the reconciler around the rollout. */
  readonly hooks: readonly KubeObject[];
  readonly problems: readonly Problem[];
}

/**
 * DeploymentConfig → apps/v1 Deployment. Rolling becomes RollingUpdate and
 * Recreate stays Recreate; the strategy timeout becomes the progress deadline.
 * Containers named by an automatic ImageChange trigger get the image the
 * stream tag resolves to in Git; a manual trigger keeps the last image it took.
 */
export function renderDeploymentConfig(
  project: string,
  manifest: Manifest,
  streams: ImageStreamIndex,
): RenderedDeploymentConfig {
  const problems: Problem[] = [];
  const metadata = asRecord(manifest.object['metadata']);
  const spec = asRecord(manifest.object['spec']);
  const template = asRecord(spec['template']);
  const podSpec = asRecord(template['spec']);
  const templateLabels = asStringMap(asRecord(template['metadata'])['labels']);
  const selector = spec['selector'] === undefined ? templateLabels : asStringMap(spec['selector']);
  const images = new Map<string, string>();
  const waiting: string[] = [];

  asRecordList(spec['triggers']).forEach((trigger, i) => {
    if (trigger['type'] !== 'ImageChange') return;
    const params = asRecord(trigger['imageChangeParams']);
    const from = asRecord(params['from']);
    const name = asString(from['name']);
    const ref = name === undefined ? undefined : parseStreamTag(name, asName(from['namespace']) ?? project);
    if (ref === undefined) return;
    const automatic = asBoolean(params['automatic']) ?? true;
    const containers =
      (params['containerNames'] as unknown[] | undefined)?.filter((c) => typeof c === 'string') ?? [];
    const lastTriggered = asName(params['lastTriggeredImage']);
    let image: string | undefined;
    if (automatic) {
      const resolution = resolveStreamTag(ref, streams);
      if (resolution.resolved) image = resolution.image;
      else {
        waiting.push(`${ref.namespace}/${ref.stream}:${ref.tag}`);
        const path = [...manifest.basePath, 'spec', 'triggers', i, 'imageChangeParams', 'from', 'name'];
        const message = `${resolution.reason}; Deployment '${manifest.name}' is rendered with 0 replicas until it has one`;
        problems.push(
          problemAt(manifest.source, path, 'IMAGE_UNRESOLVED', message, { severity: 'warning', project }),
        );
      }
    } else {
      image = lastTriggered;
    }
    if (image !== undefined) for (const container of containers) images.set(container, image);
  });

  const containers = asRecordList(podSpec['containers']).map((c) => {
    const image = images.get(asString(c['name']) ?? '');
    return image === undefined ? c : { ...c, image };
  });
  const annotations = asStringMap(metadata['annotations']);
  if (waiting.length > 0) annotations[WAITING_FOR_IMAGE_ANNOTATION] = waiting.join(',');

  const deploymentSpec: Record<string, unknown> = {
    replicas: waiting.length > 0 ? 0 : (asNumber(spec['replicas']) ?? 1),
    selector: { matchLabels: selector },
    template: {
      ...template,
      metadata: { ...asRecord(template['metadata']), labels: { ...selector, ...templateLabels } },
      spec: { ...podSpec, containers },
    },
    ...strategyOf(asRecord(spec['strategy'])),
    revisionHistoryLimit: asNumber(spec['revisionHistoryLimit']) ?? 10,
  };
  const minReadySeconds = asNumber(spec['minReadySeconds']);
  if (minReadySeconds !== undefined) deploymentSpec['minReadySeconds'] = minReadySeconds;
  if (asBoolean(spec['paused']) === true) deploymentSpec['paused'] = true;

  const deployment: KubeObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: {
      name: manifest.name,
      namespace: project,
      labels: asStringMap(metadata['labels']),
      annotations,
    },
    spec: deploymentSpec,
  };
  const hooks = renderHooks(
    project,
    manifest.name,
    asRecord(spec['strategy']),
    deploymentSpec['template'] as Record<string, unknown>,
  );
  return { deployment, hooks, problems };
}

/** Rolling → RollingUpdate, Recreate → Recreate; `timeoutSeconds` bounds the rollout as the progress deadline. */
function strategyOf(strategy: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (strategy['type'] === 'Recreate') {
    const timeout = asNumber(asRecord(strategy['recreateParams'])['timeoutSeconds']);
    return {
      strategy: { type: 'Recreate' },
      ...(timeout === undefined ? {} : { progressDeadlineSeconds: timeout }),
    };
  }
  const rolling = asRecord(strategy['rollingParams']);
  const timeout = asNumber(rolling['timeoutSeconds']);
  return {
    strategy: {
      type: 'RollingUpdate',
      rollingUpdate: {
        maxSurge: rolling['maxSurge'] ?? '25%',
        maxUnavailable: rolling['maxUnavailable'] ?? '25%',
      },
    },
    ...(timeout === undefined ? {} : { progressDeadlineSeconds: timeout }),
  };
}

import type { Problem } from '../errors/index.js';
import type { DeploymentStrategy } from '../model/generated/index.js';
import { type ImageStreamIndex, parseStreamTag } from '../model/image-stream-index.js';
import type { Manifest } from '../model/manifest.js';
import { problemAt } from '../yaml/read/problem-at.js';
import { typedObject } from '../model/typed-object.js';
import { hookPolicyProblems, renderHooks } from './deployment-hooks.js';
import type { KubeObject } from './kube-object.js';
import { resolveStreamTag } from './resolve-image.js';

export const WAITING_FOR_IMAGE_ANNOTATION = 'gitshift.io/waiting-for-image';

/**
 * The image of a container still waiting for its trigger's: the API server
 * refuses a Deployment container without an image but admits " ", the
 * placeholder OpenShift's templates use (Kubernetes validation keeps it for them).
 */
export const WAITING_IMAGE_PLACEHOLDER = ' ';

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
  const { metadata, spec } = typedObject(manifest, 'DeploymentConfig');
  const problems: Problem[] = [];
  const templateLabels = spec.template.metadata?.labels ?? {};
  const selector = spec.selector ?? templateLabels;
  const images = new Map<string, string>();
  const waiting: string[] = [];
  /** Containers named by a trigger that has no image for them yet. */
  const held = new Set<string>();

  (spec.triggers ?? []).forEach((trigger, i) => {
    const params = trigger.imageChangeParams;
    if (trigger.type !== 'ImageChange' || params === undefined) return;
    const ref = parseStreamTag(params.from.name, params.from.namespace ?? project);
    if (ref === undefined) return;
    let image: string | undefined;
    if (params.automatic ?? true) {
      const resolution = resolveStreamTag(ref, streams);
      if (resolution.resolved) image = resolution.image;
      else {
        waiting.push(`${ref.namespace}/${ref.stream}:${ref.tag}`);
        for (const container of params.containerNames ?? []) held.add(container);
        const path = [...manifest.basePath, 'spec', 'triggers', i, 'imageChangeParams', 'from', 'name'];
        const message = `${resolution.reason}; Deployment '${manifest.name}' is rendered with 0 replicas until it has one`;
        problems.push(
          problemAt(manifest.source, path, 'IMAGE_UNRESOLVED', message, { severity: 'warning', project }),
        );
      }
    } else if ((params.lastTriggeredImage ?? '').trim() !== '') {
      image = params.lastTriggeredImage;
    } else if (
      spec.template.spec.containers.some(
        (c) => (params.containerNames ?? []).includes(c.name) && (c.image ?? '').trim() === '',
      )
    ) {
      // A manual trigger that never took an image, over a blank placeholder: nothing can run yet.
      waiting.push(`${ref.namespace}/${ref.stream}:${ref.tag}`);
      for (const container of params.containerNames ?? []) held.add(container);
      const path = [...manifest.basePath, 'spec', 'triggers', i, 'imageChangeParams'];
      const message = `the manual ImageChange trigger on ${params.from.name} has taken no image yet (no lastTriggeredImage); 'gitshift deploy ${project}/${manifest.name} --latest' takes the newest. Deployment '${manifest.name}' is rendered with 0 replicas until then`;
      problems.push(
        problemAt(manifest.source, path, 'IMAGE_UNRESOLVED', message, { severity: 'warning', project }),
      );
    }
    if (image !== undefined)
      for (const container of params.containerNames ?? []) images.set(container, image);
  });

  const containers = spec.template.spec.containers.map((container) => {
    const image = images.get(container.name);
    if (image !== undefined) return { ...container, image };
    // OpenShift admits a DeploymentConfig whose triggered containers have no image yet; a Deployment needs one.
    if (held.has(container.name) && (container.image ?? '') === '')
      return { ...container, image: WAITING_IMAGE_PLACEHOLDER };
    return container;
  });
  const annotations = { ...metadata.annotations };
  if (waiting.length > 0) annotations[WAITING_FOR_IMAGE_ANNOTATION] = waiting.join(',');
  const podTemplate = {
    ...spec.template,
    metadata: { ...spec.template.metadata, labels: { ...selector, ...templateLabels } },
    spec: { ...spec.template.spec, containers },
  };
  const deploymentSpec: Record<string, unknown> = {
    replicas: waiting.length > 0 ? 0 : (spec.replicas ?? 1),
    selector: { matchLabels: selector },
    template: podTemplate,
    ...strategyOf(spec.strategy ?? {}, spec.minReadySeconds),
    revisionHistoryLimit: spec.revisionHistoryLimit ?? 10,
  };
  if (spec.minReadySeconds !== undefined) deploymentSpec['minReadySeconds'] = spec.minReadySeconds;
  if (spec.paused === true) deploymentSpec['paused'] = true;

  const deployment: KubeObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: manifest.name, namespace: project, labels: { ...metadata.labels }, annotations },
    spec: deploymentSpec,
  };
  const hooks = renderHooks(project, manifest.name, spec.strategy ?? {}, podTemplate);
  problems.push(...hookPolicyProblems(project, manifest, spec.strategy ?? {}));
  return { deployment, hooks, problems };
}

/** Rolling → RollingUpdate, Recreate → Recreate; `timeoutSeconds` bounds the rollout as the progress deadline. */
function strategyOf(
  strategy: DeploymentStrategy,
  minReadySeconds: number | undefined,
): Record<string, unknown> {
  const deadline = (timeout: number | undefined): Record<string, unknown> => {
    const seconds = progressDeadline(timeout, minReadySeconds);
    return seconds === undefined ? {} : { progressDeadlineSeconds: seconds };
  };
  if (strategy.type === 'Recreate') {
    return { strategy: { type: 'Recreate' }, ...deadline(strategy.recreateParams?.timeoutSeconds) };
  }
  const rolling = strategy.rollingParams ?? {};
  return {
    strategy: {
      type: 'RollingUpdate',
      rollingUpdate: { maxSurge: rolling.maxSurge ?? '25%', maxUnavailable: rolling.maxUnavailable ?? '25%' },
    },
    ...deadline(rolling.timeoutSeconds),
  };
}

const INT32_MAX = 2 ** 31 - 1;

/**
 * A DeploymentConfig's `timeoutSeconds` as a Deployment's progress deadline,
 * which the API server holds to an int32 greater than `minReadySeconds`. A
 * DC's timeout is an int64 that OpenShift takes as written, so a longer one
 * (an int64 read exactly is a bigint) becomes the longest deadline there is,
 * and one not past `minReadySeconds` the shortest the server admits.
 */
export function progressDeadline(
  timeoutSeconds: number | bigint | undefined,
  minReadySeconds: number | bigint | undefined,
): number | undefined {
  if (timeoutSeconds === undefined) return undefined;
  const timeout = Number(timeoutSeconds) > INT32_MAX ? INT32_MAX : Number(timeoutSeconds);
  const minReady = Number(minReadySeconds ?? 0);
  return timeout > minReady ? timeout : Math.min(INT32_MAX, minReady + 1);
}

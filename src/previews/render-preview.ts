import { isClusterScoped } from '../model/kinds.js';
import type { PreviewSettings } from '../model/settings.js';
import type { KubeObject } from '../render/kube-object.js';
import { compareObjects } from '../render/object-order.js';
import type { RenderedProject } from '../render/render-repository.js';
import { SOURCE_DOCUMENT_ANNOTATION, SOURCE_FILE_ANNOTATION } from '../render/provenance.js';
import { capReplicas } from './cap-replicas.js';
import { holdReach } from './outside-reach.js';
import { prefixHosts } from './prefix-hosts.js';
import { previewAnnotations, previewLabels, type PreviewOf } from './preview-labels.js';
import { previewHostPrefix, previewNamespace } from './preview-namespace.js';
import { previewQuota } from './preview-quota.js';
import { previewService } from './preview-service.js';
import { rebindSubjects } from './rebind-subjects.js';
import { replaceImages } from './replace-images.js';
import { carriesSecret, secretsReadBy } from './withheld-secrets.js';

export interface PreviewInput {
  /** The project as the PR's head renders it. */
  readonly rendered: RenderedProject;
  readonly of: PreviewOf;
  readonly settings: PreviewSettings;
  /** Image references to replace in pod templates: the config's image → the one built from the PR's head. Default: none. */
  readonly images?: ReadonlyMap<string, string> | undefined;
}

/** An object of the project that the preview does not have, and why. */
export interface LeftOut {
  readonly kind: string;
  readonly name: string;
  readonly reason: string;
}

/** An object that reads Secrets a fork's preview does not get: it stays, and its pods wait for them. */
export interface WithoutSecrets {
  readonly kind: string;
  readonly name: string;
  readonly secrets: readonly string[];
}

export interface RenderedPreview {
  readonly namespace: string;
  /** The preview's own inventory key (its PROJECT_LABEL): the namespace's name. */
  readonly project: string;
  /** The preview's Namespace first, then its objects in dependency order. */
  readonly objects: readonly KubeObject[];
  /** The project's lifecycle hook Jobs, moved like its objects. */
  readonly hooks: readonly KubeObject[];
  readonly left: readonly LeftOut[];
  /** The hosts the preview answers on, sorted. */
  readonly hosts: readonly string[];
  readonly withoutSecrets: readonly WithoutSecrets[];
}

export const CLUSTER_SCOPED_REASON = 'cluster-scoped: planned on the PR, never applied to a preview';
export const FORK_SECRET_REASON =
  'a Secret: previews of pull requests from forks get none (previews.forkSecrets is off)';
export const QUOTA_REPLACED_REASON = 'the preview has its own quota and container defaults (previews.quota)';
export const AUTOSCALER_AT_ZERO_REASON =
  'previews.maxReplicas is 0: an autoscaler would scale the preview back up';

/**
 * The PR's version of a project as a preview: every namespaced object moved
 * into the preview's namespace, nothing cluster-scoped, replicas capped,
 * route hosts prefixed, a quota, and (for a fork, unless allowed) no Secrets.
 *
 * An object that reads a left-out Secret is kept as written, not rewritten
 * to do without it: its pod waits with "secret not found", which the
 * preview's health shows and `withoutSecrets` explains. Making the
 * references optional instead would start an application without its
 * credentials, where it may fall back to defaults and look healthy while
 * behaving unlike what the PR will deploy.
 */
export function renderPreview({ rendered, of, settings, images = new Map() }: PreviewInput): RenderedPreview {
  const project = rendered.name;
  const namespace = previewNamespace(settings, project, of.number);
  const labels = previewLabels(of, project, namespace);
  const hostPrefix = previewHostPrefix(settings, of.number);
  const withholdSecrets = of.fork && !settings.forkSecrets;
  const left: LeftOut[] = [];
  const hosts = new Set<string>();
  const leave = (object: KubeObject, reason: string): undefined => {
    left.push({ kind: object.kind, name: object.metadata.name, reason });
    return undefined;
  };

  const stamp = (object: KubeObject): KubeObject => ({
    ...object,
    metadata: { ...object.metadata, namespace, labels: { ...object.metadata.labels, ...labels } },
  });

  const move = (object: KubeObject): KubeObject | undefined => {
    if (object.metadata.namespace === undefined || isClusterScoped(object.kind))
      return leave(object, CLUSTER_SCOPED_REASON);
    if (withholdSecrets && carriesSecret(object)) return leave(object, FORK_SECRET_REASON);
    if (object.apiVersion === 'v1' && (object.kind === 'ResourceQuota' || object.kind === 'LimitRange'))
      return leave(object, QUOTA_REPLACED_REASON);
    if (object.kind === 'HorizontalPodAutoscaler' && settings.maxReplicas === 0)
      return leave(object, AUTOSCALER_AT_ZERO_REASON);
    const rebound = rebindSubjects(object, project, namespace);
    if ('refused' in rebound) return leave(object, rebound.refused);
    const held = holdReach(rebound.object, project);
    if ('refused' in held) return leave(object, held.refused);
    const shaped = replaceImages(previewService(capReplicas(held.object, settings.maxReplicas)), images);
    const prefixed = prefixHosts(shaped, hostPrefix);
    for (const host of prefixed.hosts) hosts.add(host);
    return stamp(prefixed.object);
  };

  const own = rendered.objects.find((o) => isProjectNamespace(o, project));
  const objects = rendered.objects
    .filter((o) => !isProjectNamespace(o, project))
    .map(move)
    .filter((o): o is KubeObject => o !== undefined);
  const hooks = rendered.hooks.map(move).filter((o): o is KubeObject => o !== undefined);
  const quota = previewQuota(namespace, settings.quota).map(stamp);
  const withheld = new Set(
    withholdSecrets ? rendered.objects.filter(carriesSecret).map((o) => o.metadata.name) : [],
  );
  const withoutSecrets = [...objects, ...hooks].flatMap((object) => {
    const secrets = secretsReadBy(object).filter((name) => withheld.has(name));
    return secrets.length === 0 ? [] : [{ kind: object.kind, name: object.metadata.name, secrets }];
  });
  return {
    namespace,
    project: namespace,
    objects: [
      previewNamespaceObject(namespace, labels, of, own),
      ...[...quota, ...objects].sort(compareObjects),
    ],
    hooks: hooks.sort(compareObjects),
    left,
    hosts: [...hosts].sort(),
    withoutSecrets,
  };
}

/** The project's own Namespace (or, kept for OpenShift, its Project): the preview's Namespace stands for it. */
function isProjectNamespace(object: KubeObject, project: string): boolean {
  if (object.metadata.name !== project) return false;
  return (
    (object.kind === 'Namespace' && object.apiVersion === 'v1') ||
    (object.kind === 'Project' && object.apiVersion.startsWith('project.openshift.io/'))
  );
}

/**
 * The preview's Namespace carries gitshift's labels and where it came from,
 * not the labels the PR writes on the project: other namespaces'
 * NetworkPolicies and cluster policies (Pod Security, quotas, policy
 * engines) select namespaces by label, and a PR must not gain access or an
 * exemption by writing one. Only the Namespace carries the head and the last
 * push: on every object they would rewrite the whole preview on each push.
 */
function previewNamespaceObject(
  namespace: string,
  labels: Readonly<Record<string, string>>,
  of: PreviewOf,
  own: KubeObject | undefined,
): KubeObject {
  const source: Record<string, string> = {};
  for (const key of [SOURCE_FILE_ANNOTATION, SOURCE_DOCUMENT_ANNOTATION]) {
    const value = own?.metadata.annotations?.[key];
    if (value !== undefined) source[key] = value;
  }
  return {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: {
      name: namespace,
      labels: { ...labels },
      annotations: { ...source, ...previewAnnotations(of) },
    },
  };
}

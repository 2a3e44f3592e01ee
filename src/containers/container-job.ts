import { Document } from 'yaml';
import type { KubeObject } from '../render/kube-object.js';
import { quoteAmbiguousStrings } from '../yaml/values/quote-ambiguous.js';
import type { ContainerRequest } from './container-request.js';

/** Labels the Job and its pod: how a container's objects are found in the cluster. */
export const CONTAINER_LABEL = 'gitshift.io/container';
/** The image as the person asked for it (the pod runs it pinned to the digest checked at create). */
export const IMAGE_ANNOTATION = 'gitshift.io/container-image';
/** Who asked for the container (also the author of the commit that made it). */
export const CREATED_BY_ANNOTATION = 'gitshift.io/container-created-by';

/** Where a container's manifest lives in the config repository. */
export function containerFile(project: string, name: string): string {
  return `projects/${project}/containers/${name}.yaml`;
}

/** Where serve places container pods: chosen by whoever runs serve, never by the request. */
export interface ContainerPlacement {
  readonly nodeSelector: Readonly<Record<string, string>>;
  readonly tolerations: readonly Toleration[];
}

/** A pod's toleration, as Kubernetes spells it. */
export interface Toleration {
  readonly key?: string;
  readonly operator?: 'Exists' | 'Equal';
  readonly value?: string;
  readonly effect?: 'NoSchedule' | 'PreferNoSchedule' | 'NoExecute';
}

export interface ContainerJobInput {
  readonly request: ContainerRequest;
  /** The pull spec the pod runs: the request's image pinned to its digest. */
  readonly image: string;
  /** Who asked, for the annotation. */
  readonly createdBy: string;
  readonly placement: ContainerPlacement;
}

/**
 * The batch/v1 Job that runs a container once: `backoffLimit: 0` and
 * `restartPolicy: Never` (a container runs once, as `docker run` does; a
 * failure is reported, not retried), no `ttlSecondsAfterFinished` (the Job
 * and its pod stay, so exit status and logs can be read until the container
 * is deleted, which is a commit too), `suspend` to stop it. A Job rather than
 * a bare Pod: stopping is a field of the Job that Git can hold (a Pod cannot
 * be stopped and kept), and its status says Complete or Failed after the pod
 * is gone. The pod gets no ServiceAccount token: what runs here was asked
 * for over an API and has no business with the cluster's.
 */
export function containerJob({ request, image, createdBy, placement }: ContainerJobInput): KubeObject {
  const { name, command, env, workingDir, resources } = request;
  const labels = { [CONTAINER_LABEL]: name };
  const limits = {
    ...(resources?.cpu === undefined ? {} : { cpu: resources.cpu }),
    ...(resources?.memory === undefined ? {} : { memory: resources.memory }),
  };
  const container = {
    name,
    image,
    ...(command === undefined ? {} : { command: [...command] }),
    ...(env === undefined || env.length === 0
      ? {}
      : { env: env.map(({ name: n, value }) => ({ name: n, value })) }),
    ...(workingDir === undefined ? {} : { workingDir }),
    ...(Object.keys(limits).length === 0 ? {} : { resources: { limits } }),
    securityContext: { allowPrivilegeEscalation: false },
  };
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name,
      labels,
      annotations: { [IMAGE_ANNOTATION]: request.image, [CREATED_BY_ANNOTATION]: createdBy },
    },
    spec: {
      backoffLimit: 0,
      template: {
        metadata: { labels },
        spec: {
          restartPolicy: 'Never',
          automountServiceAccountToken: false,
          enableServiceLinks: false,
          ...(Object.keys(placement.nodeSelector).length === 0
            ? {}
            : { nodeSelector: { ...placement.nodeSelector } }),
          ...(placement.tolerations.length === 0
            ? {}
            : { tolerations: placement.tolerations.map((t) => ({ ...t })) }),
          containers: [container],
        },
      },
    },
  };
}

/**
 * The manifest file's text, printed by the YAML library from the object:
 * never pasted together, so a command or value holding a line break, `---`
 * or a `#` stays the one string it was (quoted or escaped as YAML needs).
 */
export function containerManifestText(job: KubeObject): string {
  const document = new Document(job);
  // `on`, `0x10` or `1.10` unquoted read differently in YAML 1.1 (the loader refuses them): quoted.
  quoteAmbiguousStrings(document.contents);
  document.commentBefore =
    " A container created through gitshift's containers API; deleting it is a commit too.";
  return document.toString({ lineWidth: 0 });
}

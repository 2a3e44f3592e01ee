import { stringify } from 'yaml';
import type { KubeObject } from '../../src/render/kube-object.js';
import type {
  DeploymentStrategy,
  NamedTagEventList,
  TagReference,
  TagSource,
} from '../../src/model/generated/index.js';

/**
 * The manifests tests write again and again, as the YAML text a person would commit. Each builder
 * takes options for what tests vary and fills in the rest. Keys come out in a fixed order, one a
 * line, so the lines and columns of the text are the same from run to run.
 */

/**
 * Block style, no folding, no anchors, and strings quoted wherever YAML 1.1 would read them as
 * something else ("7", "yes", timestamps). Keys whose value is undefined are left out.
 */
const toYaml = (manifest: object): string =>
  stringify(manifest, { version: '1.1', lineWidth: 0, aliasDuplicateObjects: false });

/** A spec tag's source: an image by its pull spec. */
export const dockerImage = (name: string): TagSource => ({ kind: 'DockerImage', name });

/** A spec tag's source: `stream:tag` (or a tag of the same stream), of another project when `namespace` is given. */
export const streamTag = (name: string, namespace?: string): TagSource =>
  namespace === undefined ? { kind: 'ImageStreamTag', name } : { kind: 'ImageStreamTag', name, namespace };

export interface ImageStreamOptions {
  readonly name: string;
  readonly dockerImageRepository?: string;
  readonly tags?: readonly TagReference[];
  /** status.tags: each tag's images, newest first, as gitshift writes them back. */
  readonly status?: readonly NamedTagEventList[] | undefined;
}

export function imageStreamYaml({ name, dockerImageRepository, tags, status }: ImageStreamOptions): string {
  const hasSpec = dockerImageRepository !== undefined || tags !== undefined;
  return toYaml({
    apiVersion: 'image.openshift.io/v1',
    kind: 'ImageStream',
    metadata: { name },
    ...(hasSpec ? { spec: { dockerImageRepository, tags } } : {}),
    ...(status === undefined ? {} : { status: { tags: status } }),
  });
}

export interface ImageChangeOptions {
  /** The ImageStreamTag, `stream:tag`. */
  readonly from: string;
  /** The stream's project, when it is another. */
  readonly namespace?: string;
  /** Left out when not given: OpenShift takes true. */
  readonly automatic?: boolean;
  readonly lastTriggeredImage?: string;
}

export interface DeploymentConfigOptions {
  /** Default: web. */
  readonly name?: string;
  /** The pod label `app`. Default: the name. */
  readonly app?: string;
  /** Default: 1; null leaves spec.replicas out. */
  readonly replicas?: number | null;
  /** Whether spec.selector names the pod label; without it gitshift takes the template's labels. */
  readonly selector?: boolean;
  readonly strategy?: DeploymentStrategy;
  /** Pod spec fields besides the containers, such as a nodeSelector. */
  readonly podSpec?: Readonly<Record<string, unknown>>;
  /** Default: one container named after the `app` label. */
  readonly containers?: readonly { readonly name: string; readonly image?: string }[];
  /** The image of the containers that name none. Default: " ", the placeholder an ImageChange trigger fills in. */
  readonly image?: string;
  /** A ConfigChange trigger, before the ImageChange one. */
  readonly configChange?: boolean;
  /** An ImageChange trigger for the first container. */
  readonly imageChange?: ImageChangeOptions;
}

/** An apps.openshift.io/v1 DeploymentConfig; its triggers, if any, come last, so text appended to it lands in spec. */
export function deploymentConfigYaml(options: DeploymentConfigOptions = {}): string {
  const { name = 'web', replicas = 1, image = ' ', imageChange } = options;
  const app = options.app ?? name;
  const containers = (options.containers ?? [{ name: app }]).map((c) => ({
    name: c.name,
    image: c.image ?? image,
  }));
  const triggers = [
    ...(options.configChange === true ? [{ type: 'ConfigChange' }] : []),
    ...(imageChange === undefined
      ? []
      : [
          {
            type: 'ImageChange',
            imageChangeParams: {
              automatic: imageChange.automatic,
              containerNames: containers.slice(0, 1).map((c) => c.name),
              from: streamTag(imageChange.from, imageChange.namespace),
              lastTriggeredImage: imageChange.lastTriggeredImage,
            },
          },
        ]),
  ];
  return toYaml({
    apiVersion: 'apps.openshift.io/v1',
    kind: 'DeploymentConfig',
    metadata: { name },
    spec: {
      ...(replicas === null ? {} : { replicas }),
      ...(options.selector === true ? { selector: { app } } : {}),
      strategy: options.strategy,
      template: { metadata: { labels: { app } }, spec: { ...options.podSpec, containers } },
      ...(triggers.length === 0 ? {} : { triggers }),
    },
  });
}

export interface ServicePort {
  readonly name?: string;
  readonly port: number;
  readonly targetPort?: number | string;
}

/** A v1 Service. Default name: web. */
export function serviceYaml({
  name = 'web',
  ports,
}: {
  readonly name?: string;
  readonly ports: readonly ServicePort[];
}): string {
  return toYaml({ apiVersion: 'v1', kind: 'Service', metadata: { name }, spec: { ports } });
}

/** A Route to the Service web; `to` comes last in spec, so lines appended to the text land in spec. Default name: web. */
export function routeYaml({ name = 'web' }: { readonly name?: string } = {}): string {
  return toYaml({
    apiVersion: 'route.openshift.io/v1',
    kind: 'Route',
    metadata: { name },
    spec: { to: { kind: 'Service', name: 'web' } },
  });
}

export function configMapYaml({
  name,
  data,
}: {
  readonly name: string;
  readonly data: Readonly<Record<string, string>>;
}): string {
  return toYaml({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name }, data });
}

/** A gitshift.yaml whose repository is named `name`, a test's own, so no other test's projects look removed. */
export function settingsYaml({ name }: { readonly name: string }): string {
  return toYaml({ apiVersion: 'gitshift.io/v1alpha1', kind: 'Settings', name, routerSuffix: 'apps.test' });
}

/** A Docker-strategy BuildConfig whose output is the ImageStreamTag `output` (default `app:latest`). */
export function buildConfigYaml({
  name = 'app',
  output = 'app:latest',
}: { readonly name?: string; readonly output?: string } = {}): string {
  return toYaml({
    apiVersion: 'build.openshift.io/v1',
    kind: 'BuildConfig',
    metadata: { name },
    spec: { strategy: { type: 'Docker' }, output: { to: { kind: 'ImageStreamTag', name: output } } },
  });
}

/**
 * A Template of one ConfigMap whose value references parameter P `references` times, P being
 * `parameterBytes` letters: a small file that expands to `references × parameterBytes` bytes (the
 * hostile input of issue 11). The object starts at line 6, column 5.
 */
export function explodingTemplateYaml({
  references,
  parameterBytes,
}: {
  readonly references: number;
  readonly parameterBytes: number;
}): string {
  return [
    'apiVersion: template.openshift.io/v1',
    'kind: Template',
    'metadata:',
    '  name: bomb',
    'objects:',
    '  - apiVersion: v1',
    '    kind: ConfigMap',
    '    metadata:',
    '      name: bomb',
    '    data:',
    `      v: "${'${P}'.repeat(references)}"`,
    'parameters:',
    '  - name: P',
    `    value: ${'p'.repeat(parameterBytes)}`,
    '',
  ].join('\n');
}

/** An apps/v1 Deployment named web whose pods are labelled app: web and run `image` (default registry.test/web:1). */
export function deploymentObject(
  namespace: string,
  { replicas, image = 'registry.test/web:1' }: { readonly replicas: number; readonly image?: string },
): KubeObject {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web', namespace },
    spec: {
      replicas,
      selector: { matchLabels: { app: 'web' } },
      template: { metadata: { labels: { app: 'web' } }, spec: { containers: [{ name: 'web', image }] } },
    },
  };
}
